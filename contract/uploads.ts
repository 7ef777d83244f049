// Signed image uploads (spec 1 §3 Image upload result, §7 signedUrl): the console asks for a
// signed PUT URL, PUTs the compressed image there with its Content-Type, then keeps publicUrl.
import { z } from 'zod';

/** Accepted file extensions and the one Content-Type each must be uploaded with. */
export const IMAGE_CONTENT_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
} as const;
export type ImageExtension = keyof typeof IMAGE_CONTENT_TYPES;
export const IMAGE_EXTENSIONS = Object.keys(IMAGE_CONTENT_TYPES) as ImageExtension[];

/** Largest accepted upload; the console compresses to 0.3 MB first, so this is a safety net. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const signedUrlParams = z.object({
  /** 'proof', 'reverseFlowProof' (spec 1 §3) or another screen's image kind: a short identifier. */
  imageType: z.string().regex(/^[A-Za-z][A-Za-z0-9_-]{0,39}$/, 'Invalid image type'),
  ext: z.string().transform((v) => v.toLowerCase()).pipe(z.enum(IMAGE_EXTENSIONS as [ImageExtension, ...ImageExtension[]])),
});

export const signedUrlReply = z.object({
  signedUrl: z.string(),
  publicUrl: z.string(),
  /** Headers the PUT must carry (the signed Content-Type). */
  contentType: z.string(),
  maxBytes: z.number(),
});
export type SignedUrlReply = z.infer<typeof signedUrlReply>;
