// Image storage (DESIGN §4): local files under ./data/uploads with HMAC-signed PUT URLs (the
// default), or an S3-compatible bucket with SigV4-presigned PUT URLs when S3_BUCKET is set.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { IMAGE_CONTENT_TYPES, MAX_UPLOAD_BYTES, type ImageExtension } from '../../../contract/uploads';
import type { Config } from '../../config';
import { createLocalUploads, UPLOAD_URL_TTL_SECONDS, type LocalUploads } from './local';
import { presignUrl } from './sigv4';

export interface SignedUpload {
  signedUrl: string;
  publicUrl: string;
  contentType: string;
  maxBytes: number;
}

export interface StorageService {
  readonly kind: 'local' | 's3';
  signUpload(input: { imageType: string; extension: ImageExtension; businessId: number | null }): Promise<SignedUpload>;
  /** The local store behind /uploads (absent with S3, which serves its own files). */
  readonly local?: LocalUploads;
  /** The bytes of an image this store holds, by its public URL; null for any other URL. */
  read(publicUrl: string): Promise<Buffer | null>;
}

export function objectKey(imageType: string, extension: ImageExtension, businessId: number | null): string {
  return `${imageType}/${businessId == null ? 'shared' : `b${businessId}`}/${randomUUID()}.${extension}`;
}

/** Where the bucket's objects live: the base of every presigned PUT and public image URL. */
export function s3BaseUrl(s3: NonNullable<Config['s3']>): string {
  return s3.endpoint
    ? `${s3.endpoint.replace(/\/$/, '')}/${s3.bucket}` // path style for MinIO, R2 and friends
    : `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

export function createStorage(config: Config): StorageService {
  const s3 = config.s3;
  if (s3) {
    const base = s3BaseUrl(s3);
    return {
      kind: 's3',
      async signUpload({ imageType, extension, businessId }) {
        const contentType = IMAGE_CONTENT_TYPES[extension];
        const publicUrl = `${base}/${objectKey(imageType, extension, businessId)}`;
        const signedUrl = presignUrl({
          method: 'PUT', url: publicUrl, region: s3.region,
          accessKeyId: s3.accessKeyId ?? '', secretAccessKey: s3.secretAccessKey ?? '',
          expiresInSeconds: UPLOAD_URL_TTL_SECONDS, headers: { 'content-type': contentType },
        });
        // A presigned PUT cannot cap the size; the bucket policy or a lifecycle rule must.
        return { signedUrl, publicUrl, contentType, maxBytes: MAX_UPLOAD_BYTES };
      },
      async read(publicUrl) {
        if (!publicUrl.startsWith(`${base}/`)) return null;
        const signed = presignUrl({
          method: 'GET', url: publicUrl, region: s3.region,
          accessKeyId: s3.accessKeyId ?? '', secretAccessKey: s3.secretAccessKey ?? '', expiresInSeconds: 60, headers: {},
        });
        const response = await fetch(signed, { signal: AbortSignal.timeout(10_000) });
        if (!response.ok) return null;
        const body = Buffer.from(await response.arrayBuffer());
        return body.length <= MAX_UPLOAD_BYTES ? body : null;
      },
    };
  }
  const local = createLocalUploads(config.uploadsDir, config.jwtSecret);
  return {
    kind: 'local',
    local,
    async signUpload({ imageType, extension, businessId }) {
      const key = objectKey(imageType, extension, businessId);
      const contentType = IMAGE_CONTENT_TYPES[extension];
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      return {
        signedUrl: `${config.publicUrl}${local.sign({ key, contentType, maxBytes: MAX_UPLOAD_BYTES, expires })}`,
        publicUrl: `${config.publicUrl}/uploads/${key}`,
        contentType,
        maxBytes: MAX_UPLOAD_BYTES,
      };
    },
    async read(publicUrl) {
      const prefixes = [`${config.publicUrl}/uploads/`, '/uploads/'];
      const prefix = prefixes.find((p) => publicUrl.startsWith(p));
      const file = prefix ? local.filePath(publicUrl.slice(prefix.length)) : null;
      return file ? readFile(file).catch(() => null) : null;
    },
  };
}
