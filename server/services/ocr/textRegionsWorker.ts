// The worker thread of textRegions.ts: finding a screenshot's sticker lines is plain JavaScript
// over millions of pixels (masks, blobs, each line split by its colours), kept off the server's
// event loop (server/lib/workerThread.ts). sharp runs in worker threads as on the main one.
import { stackedTextLines, type StackedLines } from './textRegions';

export default function find({ image }: { image: Uint8Array }): Promise<StackedLines | null> {
  return stackedTextLines(Buffer.from(image.buffer, image.byteOffset, image.byteLength));
}
