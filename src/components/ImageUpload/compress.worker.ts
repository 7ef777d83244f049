// The image compression worker: browser-image-compression bundled into a script of our own host
// (compress.ts). The library's own worker is a blob: script that loads the library again with
// importScripts, from cdn.jsdelivr.net unless told otherwise; a blob: worker is also refused by
// the console's Content-Security-Policy (worker-src 'self'). Here the library runs in this
// worker directly (it sees a worker scope and compresses on an OffscreenCanvas).
import imageCompression, { type Options } from 'browser-image-compression';

export interface CompressRequest { file: File; options: Options }
export type CompressReply = { progress: number } | { file: Blob } | { error: string };

const reply = (message: CompressReply) => self.postMessage(message);

self.onmessage = async (event: MessageEvent<CompressRequest>) => {
  try {
    const { file, options } = event.data;
    const out = await imageCompression(file, { ...options, useWebWorker: false, onProgress: (progress) => reply({ progress }) });
    reply({ file: out });
  } catch (error) {
    reply({ error: error instanceof Error ? error.message : String(error) });
  }
};
