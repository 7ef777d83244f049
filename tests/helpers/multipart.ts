// A multipart/form-data body of one file, as a browser's FormData sends it: as one buffer, or as a
// stream of parts (no Content-Length, so only the server's streaming limit can stop it).
import { Readable } from 'node:stream';

const BOUNDARY = '----swaytestboundary7MA4YWxkTrZu0gW';

export const multipartHeaders = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };

function frame(field: string, fileName: string, type: string) {
  return {
    head: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`),
    tail: Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  };
}

export function multipartFile(content: Buffer | string, fileName = 'contacts.csv', field = 'csvFile', type = 'text/csv'): Buffer {
  const { head, tail } = frame(field, fileName, type);
  return Buffer.concat([head, Buffer.isBuffer(content) ? content : Buffer.from(content), tail]);
}

/** The same body from chunks made on the fly (never whole in memory). */
export function multipartStream(chunks: Iterable<Buffer | string>, fileName = 'contacts.csv'): Readable {
  const { head, tail } = frame('csvFile', fileName, 'text/csv');
  function* all() {
    yield head;
    for (const c of chunks) yield Buffer.isBuffer(c) ? c : Buffer.from(c);
    yield tail;
  }
  return Readable.from(all(), { objectMode: false });
}
