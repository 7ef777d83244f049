// Receiving a mailing list file (POST mailingList/attachFile/{id}, issue 16): the multipart stream
// goes to a file under DATA_DIR/imports, never whole in memory. Its first bytes decide before
// anything is written whether it is CSV text with an e-mail column; past 50MB it is refused (413).
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import { MAILING_LIST_FILE_MAX_BYTES, MAILING_LIST_IMPORT_MESSAGES as M } from '../../contract/mailingLists';
import { HttpError } from '../http-error';
import { columnsOf, headerOf, looksBinary, notUtf8, SNIFF_BYTES } from './mailingListRows';

export interface ReceivedFile { path: string; bytes: number }

export const importsDir = (dataDir: string) => path.join(dataDir, 'imports');

const isTooLarge = (err: unknown) => (err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the first SNIFF_BYTES (or the whole file if smaller), leaving the rest in the iterator. */
async function readHead(chunks: AsyncIterator<Buffer>): Promise<{ head: Buffer; done: boolean }> {
  const parts: Buffer[] = [];
  let length = 0;
  while (length < SNIFF_BYTES) {
    const next = await chunks.next();
    if (next.done) return { head: Buffer.concat(parts), done: true };
    parts.push(next.value);
    length += next.value.length;
  }
  return { head: Buffer.concat(parts), done: false };
}

/** Checks and stores the uploaded file; a refused file leaves nothing behind. */
export async function receiveFile(file: MultipartFile, dataDir: string): Promise<ReceivedFile> {
  const chunks = (file.file as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
  const refuse = (status: number, message: string): never => {
    file.file.resume(); // the rest of the upload is read and dropped, so the answer can go out
    throw new HttpError(status, message);
  };
  let head: Buffer;
  let whole = false;
  try {
    ({ head, done: whole } = await readHead(chunks));
  } catch (err) {
    if (isTooLarge(err)) refuse(413, M.tooLarge);
    throw err;
  }
  if (head.length === 0 || looksBinary(head)) refuse(415, M.notCsv);
  if (notUtf8(head, !whole)) refuse(415, M.notUtf8);
  const header = headerOf(head);
  if (!header) refuse(415, M.notCsv);
  if (columnsOf(header ?? []).email === undefined) refuse(400, M.noEmailColumn);

  const dir = importsDir(dataDir);
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `${randomBytes(12).toString('hex')}.csv`);
  let bytes = 0;
  async function* all() {
    yield head;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
  }
  const counted = Readable.from(all()).on('data', (c: Buffer) => { bytes += c.length; });
  try {
    await pipeline(counted, createWriteStream(target));
  } catch (err) {
    await rm(target, { force: true });
    if (isTooLarge(err)) refuse(413, M.tooLarge);
    throw err;
  }
  if (file.file.truncated) {
    await rm(target, { force: true });
    refuse(413, M.tooLarge);
  }
  return { path: target, bytes };
}

/** Multipart limits of the route: one file of at most 50MB, no other parts to speak of. */
export const ATTACH_LIMITS = { fileSize: MAILING_LIST_FILE_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6 };
