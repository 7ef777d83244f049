// Client-side compression to at most 0.3 MB (spec 1 §5, §9). browser-image-compression is
// imported on demand so it stays in the chunk of the screens that upload images.
//
// Its web worker loads the library again with importScripts(libURL), by default from
// cdn.jsdelivr.net: that fails offline and tells a third party who uploads. We ship the same
// file (the package's UMD build, as the CDN serves it) as a build asset and hand its URL over, so
// everything comes from our own host and the worker keeps compression off the main thread.
import compressionWorkerLib from 'browser-image-compression/dist/browser-image-compression.js?url';

export const MAX_IMAGE_MB = 0.3;

/** Absolute: the worker runs from a blob: URL, against which a relative path cannot resolve. */
export const compressionLibUrl = () => new URL(compressionWorkerLib, window.location.href).href;

export async function compressImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const out = await imageCompression(file, { maxSizeMB: MAX_IMAGE_MB, maxWidthOrHeight: 1920, useWebWorker: true, libURL: compressionLibUrl(), onProgress });
  // The library returns a Blob-like File; keep the original name so the extension survives.
  return new File([out], file.name, { type: out.type || file.type });
}

/** Development-visible analytics events of spec 1 §7 ('Image: Previewed', ...). */
export function trackImageEvent(name: 'Image: Previewed' | 'Error: Image Compression' | 'Image: Upload Error', detail?: unknown) {
  if (import.meta.env.DEV) console.info(`[analytics] ${name}`, detail ?? '');
}
