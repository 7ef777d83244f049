// Local image storage (DESIGN §4): files under config.uploadsDir, uploaded with a PUT on an
// HMAC-signed, expiring URL shaped like S3's, and served back at /uploads/{key}. The signature
// covers the method, path, Content-Type, size limit and expiry, so none of them can be changed;
// each URL uploads one file once (issue 19 finding 10).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { access, link, mkdir, open, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { HttpError } from '../../http-error';
import { sniffImageType } from './sniff';

export const UPLOAD_URL_TTL_SECONDS = 15 * 60;
const USED = 'This upload URL was already used: ask for a new one';
/** imageType/owner/uuid.ext: nothing else can name a file, so no path can escape the folder. */
export const KEY_PATTERN = /^[A-Za-z][A-Za-z0-9_-]{0,39}\/(?:b\d{1,12}|shared)\/[0-9a-f-]{36}\.(?:jpg|jpeg|png|gif|webp)$/;

export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  expires: number;
}

export interface LocalUploads {
  sign(grant: UploadGrant): string;
  /** Checks the signed query of a PUT; throws 403 on any mismatch or expiry. */
  verify(key: string, query: Record<string, string | undefined>): UploadGrant;
  /** Streams the body to a temp file, checks size and magic bytes, then renames it into place. */
  write(grant: UploadGrant, body: Readable): Promise<number>;
  filePath(key: string): string | null;
}

export function createLocalUploads(uploadsDir: string, jwtSecret: string): LocalUploads {
  // A key of its own, derived from the server secret, so an upload signature is never a token.
  const secret = createHmac('sha256', jwtSecret).update('sway-uploads-v1').digest();
  const signatureOf = (g: UploadGrant) => createHmac('sha256', secret)
    .update(['PUT', `/uploads/${g.key}`, g.contentType, String(g.maxBytes), String(g.expires)].join('\n'))
    .digest('hex');
  const filePath = (key: string) => (KEY_PATTERN.test(key) ? path.join(uploadsDir, ...key.split('/')) : null);

  return {
    sign(grant) {
      const q = new URLSearchParams({
        'X-Content-Type': grant.contentType, 'X-Max-Bytes': String(grant.maxBytes), 'X-Expires': String(grant.expires), 'X-Signature': signatureOf(grant),
      });
      return `/uploads/${grant.key}?${q.toString()}`;
    },
    verify(key, query) {
      const grant: UploadGrant = {
        key,
        contentType: query['X-Content-Type'] ?? '',
        maxBytes: Number(query['X-Max-Bytes']),
        expires: Number(query['X-Expires']),
      };
      const given = Buffer.from(query['X-Signature'] ?? '', 'utf8');
      const expected = Buffer.from(signatureOf(grant), 'utf8');
      if (!KEY_PATTERN.test(key) || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new HttpError(403, 'Invalid upload signature');
      }
      if (!Number.isFinite(grant.expires) || Date.now() / 1000 > grant.expires) throw new HttpError(403, 'Upload URL expired');
      return grant;
    },
    async write(grant, body) {
      const target = filePath(grant.key);
      if (!target) throw new HttpError(403, 'Invalid upload path');
      // A signed URL uploads once: its key is new, so a file already there means it was used.
      if (await access(target).then(() => true, () => false)) throw new HttpError(409, USED);
      await mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      let size = 0;
      const limit = new Transform({
        transform(chunk: Buffer, _enc, done) {
          size += chunk.length;
          if (size > grant.maxBytes) done(new HttpError(413, `Image is larger than ${grant.maxBytes} bytes`));
          else done(null, chunk);
        },
      });
      try {
        await pipeline(body, limit, createWriteStream(temp, { flags: 'wx' }));
        if (size === 0) throw new HttpError(400, 'Empty upload');
        const head = Buffer.alloc(16);
        const handle = await open(temp, 'r');
        try {
          await handle.read(head, 0, 16, 0);
        } finally {
          await handle.close();
        }
        if (sniffImageType(head) !== grant.contentType) throw new HttpError(415, `The file is not a ${grant.contentType} image`);
        // link() never replaces a file, so of two PUTs racing on one URL only the first lands;
        // readers see no file or the whole one.
        await link(temp, target).catch((err: NodeJS.ErrnoException) => {
          throw err.code === 'EEXIST' ? new HttpError(409, USED) : err;
        });
        return size;
      } finally {
        await unlink(temp).catch(() => undefined);
      }
    },
    filePath,
  };
}
