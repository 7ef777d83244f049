// Client-side compression to at most 0.3 MB (spec 1 §5, §9). browser-image-compression is
// imported on demand so it stays in the chunk of the screens that upload images.
export const MAX_IMAGE_MB = 0.3;

export async function compressImage(file: File, onProgress: (percent: number) => void): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  const out = await imageCompression(file, { maxSizeMB: MAX_IMAGE_MB, maxWidthOrHeight: 1920, useWebWorker: true, onProgress });
  // The library returns a Blob-like File; keep the original name so the extension survives.
  return new File([out], file.name, { type: out.type || file.type });
}

/** Development-visible analytics events of spec 1 §7 ('Image: Previewed', ...). */
export function trackImageEvent(name: 'Image: Previewed' | 'Error: Image Compression' | 'Image: Upload Error', detail?: unknown) {
  if (import.meta.env.DEV) console.info(`[analytics] ${name}`, detail ?? '');
}
