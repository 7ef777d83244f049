// Client-side compression to at most 0.3 MB (spec 1 §5, §9), off the main thread.
//
// browser-image-compression's own worker is a blob: script that loads the library again with
// importScripts(libURL), by default from cdn.jsdelivr.net: that failed offline, told a third
// party who uploads, and a blob: worker is refused by the console's CSP (worker-src 'self'), so
// it fell back to the main thread without a word. compress.worker.ts is our own worker, built by
// Vite into a script on our host with the library inside it; where a worker cannot run, the
// library compresses on the main thread (still nothing from another host).
import type { Options } from 'browser-image-compression';
import type { CompressReply, CompressRequest } from './compress.worker';

export const MAX_IMAGE_MB = 0.3;
const OPTIONS: Options = { maxSizeMB: MAX_IMAGE_MB, maxWidthOrHeight: 1920 };

function compressInWorker(file: File, onProgress: (percent: number) => void): Promise<Blob> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./compress.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.onmessage = (event: MessageEvent<CompressReply>) => {
      const message = event.data;
      if ('progress' in message) onProgress(message.progress);
      else if ('file' in message) { done(); resolve(message.file); }
      else { done(); reject(new Error(message.error)); }
    };
    worker.onerror = (event) => { done(); reject(new Error(event.message || 'The compression worker failed')); };
    worker.postMessage({ file, options: OPTIONS } satisfies CompressRequest);
  });
}

async function compressOnMainThread(file: File, onProgress: (percent: number) => void): Promise<Blob> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, { ...OPTIONS, useWebWorker: false, onProgress });
}

export async function compressImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  let out: Blob;
  try {
    out = typeof Worker === 'function' ? await compressInWorker(file, onProgress) : await compressOnMainThread(file, onProgress);
  } catch {
    // No module workers or no OffscreenCanvas in this browser: the main thread does it.
    out = await compressOnMainThread(file, onProgress);
  }
  // The library returns a Blob-like File; keep the original name so the extension survives.
  return new File([out], file.name, { type: out.type || file.type });
}

/** Development-visible analytics events of spec 1 §7 ('Image: Previewed', ...). */
export function trackImageEvent(name: 'Image: Previewed' | 'Error: Image Compression' | 'Image: Upload Error', detail?: unknown) {
  if (import.meta.env.DEV) console.info(`[analytics] ${name}`, detail ?? '');
}
