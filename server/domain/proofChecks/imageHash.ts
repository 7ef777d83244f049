// A perceptual hash of every proof image (issue 13 item 3;
// docs/decisions/0108-reused-images-and-repeat-claimers.md): 64-bit difference hashes (dHash) made with sharp, which we already use. Each image
// is shrunk to 9×8 grey pixels; each bit says whether a pixel is brighter than its right
// neighbour. Resizing and re-compressing change few bits; distinct posts differ in many.
// A crop moves everything, so besides the whole image (`main`) four centred windows are hashed:
// 90% and 80% of both sides, and of the height only (a screenshot taken again without the
// status bar). A new image matches a stored one when its main hash is near any of the stored
// one's hashes, or any of its windows is near the stored main hash. Lookups use each hash's
// eight bytes as bands: two hashes within 7 bits share one band exactly (pigeonhole), so a GIN
// index on the bands finds every candidate.
import sharp, { type Sharp } from 'sharp';
import { imageWork } from '../../lib/imageWork';

/** Two hashes that differ in at most this many bits are taken to be of the same image. */
export const SAME_IMAGE_MAX_DISTANCE = 7;
const BANDS = 8;
/** Width and height shares of the centred windows, besides the whole image. */
const WINDOWS: [number, number][] = [[0.9, 0.9], [0.8, 0.8], [1, 0.9], [1, 0.8]];

export interface ImageHashes {
  main: bigint;
  windows: bigint[];
}

/** The 64-bit difference hash of a grey image: each bit, whether a pixel of its 9×8 shrink is brighter than its right neighbour. */
async function dHash(image: Sharp): Promise<bigint> {
  // eslint-disable-next-line no-restricted-syntax -- called only inside imageHashes' slot of image work
  const pixels = await image.greyscale().resize(9, 8, { fit: 'fill', kernel: 'lanczos3' }).raw().toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      hash = (hash << 1n) | (pixels[row * 9 + col]! > pixels[row * 9 + col + 1]! ? 1n : 0n);
    }
  }
  return hash;
}

/**
 * An image's hashes, made in one slot of image work (a customer waits: the contact step needs
 * them), one operation after another: at a rush, each screenshot's hashes are done in turn rather
 * than every screenshot's decode first and every hash at the end (issue 38).
 */
export function imageHashes(image: Buffer): Promise<ImageHashes> {
  return imageWork(async () => {
    // Decoded once, at most 512 px wide: every window is cut from the same small raw image.
    const { data, info } = await sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 }).rotate()
      .resize({ width: 512, withoutEnlargement: true }).greyscale().raw().toBuffer({ resolveWithObject: true });
    const { width, height } = info;
    if (width < 16 || height < 16) throw new Error('Image too small to hash');
    const raw = () => sharp(data, { raw: { width, height, channels: info.channels } });
    const windows: bigint[] = [];
    for (const [w, h] of WINDOWS) {
      const cw = Math.round(width * w);
      const ch = Math.round(height * h);
      windows.push(await dHash(raw().extract({ left: Math.floor((width - cw) / 2), top: Math.floor((height - ch) / 2), width: cw, height: ch })));
    }
    return { main: await dHash(raw()), windows };
  }, 'customer');
}

export function hammingDistance(a: bigint, b: bigint): number {
  let x = a ^ b;
  let bits = 0;
  while (x) {
    x &= x - 1n;
    bits += 1;
  }
  return bits;
}

/** How near two images are: the nearest of main ↔ main-or-window, both ways. */
export function imageDistance(a: ImageHashes, b: ImageHashes): number {
  let nearest = hammingDistance(a.main, b.main);
  for (const w of b.windows) nearest = Math.min(nearest, hammingDistance(a.main, w));
  for (const w of a.windows) nearest = Math.min(nearest, hammingDistance(w, b.main));
  return nearest;
}

export const sameImage = (a: ImageHashes, b: ImageHashes) => imageDistance(a, b) <= SAME_IMAGE_MAX_DISTANCE;

/** A hash as PostgreSQL's signed bigint, and back. */
export const toSigned = (hash: bigint) => BigInt.asIntN(64, hash);
export const fromSigned = (value: string | bigint) => BigInt.asUintN(64, BigInt(value));

/** Band i of a hash holds its byte i, numbered i*256+byte so that equal bytes at different places differ. */
export function hashBands(hash: bigint): number[] {
  return Array.from({ length: BANDS }, (_, i) => i * 256 + Number((hash >> BigInt(8 * i)) & 0xffn));
}

/** Every band of every hash of an image, each once: what the GIN index holds and is asked. */
export const allBands = (hashes: ImageHashes) => [...new Set([hashes.main, ...hashes.windows].flatMap(hashBands))];
