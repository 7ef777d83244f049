// A perceptual hash of every proof image (issue 13 item 3;
// docs/decisions/0108-reused-images-and-repeat-claimers.md): 64-bit difference hashes (dHash).
// Each image is decoded small and grey by sharp and averaged into 9×8 cells; each bit says whether
// a cell is brighter than its right neighbour (decision 0277). Resizing and re-compressing change few bits; distinct posts differ in many.
// A crop moves everything, so besides the whole image (`main`) four centred windows are hashed:
// 90% and 80% of both sides, and of the height only (a screenshot taken again without the
// status bar). A new image matches a stored one when its main hash is near any of the stored
// one's hashes, or any of its windows is near the stored main hash. Lookups use each hash's
// eight bytes as bands: two hashes within 7 bits share one band exactly (pigeonhole), so a GIN
// index on the bands finds every candidate.
import sharp from 'sharp';
import { imageWork, type ImagePriority } from '../../lib/imageWork';

/** Two hashes that differ in at most this many bits are taken to be of the same image. */
export const SAME_IMAGE_MAX_DISTANCE = 7;
const BANDS = 8;
/** The width a screenshot is decoded to before its hashes are made. */
export const HASH_DECODE_WIDTH = 128;
/**
 * How the stored hashes were made: 1, decoded 512 px wide and shrunk by sharp's lanczos3 (until
 * issue 38); 2, decoded HASH_DECODE_WIDTH wide and averaged in JavaScript. The two differ by up to
 * 11 bits on one image, so older rows are hashed again from their images (rehash.ts).
 */
export const HASH_VERSION = 2;
/** Width and height shares of the centred windows, besides the whole image. */
const WINDOWS: [number, number][] = [[0.9, 0.9], [0.8, 0.8], [1, 0.9], [1, 0.8]];

export interface ImageHashes {
  main: bigint;
  windows: bigint[];
}

/** A grey raw image, row after row: `channels` bytes a pixel, the grey one first (then alpha, if any). */
interface Grey { data: Uint8Array | Buffer; width: number; height: number; channels: number }

/**
 * The 64-bit difference hash of a window of a grey image, in JavaScript: the window is averaged
 * into 9×8 cells (each pixel counted in the cell its centre falls in), and each bit says whether a
 * cell is brighter than its right neighbour.
 */
function areaDHash(grey: Grey, left: number, top: number, width: number, height: number): bigint {
  const sums = new Float64Array(72);
  const counts = new Uint32Array(72);
  for (let y = 0; y < height; y += 1) {
    const row = Math.min(7, Math.floor(((y + 0.5) * 8) / height));
    const offset = ((top + y) * grey.width + left) * grey.channels;
    for (let x = 0; x < width; x += 1) {
      const cell = row * 9 + Math.min(8, Math.floor(((x + 0.5) * 9) / width));
      sums[cell]! += grey.data[offset + x * grey.channels]!;
      counts[cell]! += 1;
    }
  }
  let hash = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const here = sums[row * 9 + col]! / counts[row * 9 + col]!;
      const right = sums[row * 9 + col + 1]! / counts[row * 9 + col + 1]!;
      hash = (hash << 1n) | (here > right ? 1n : 0n);
    }
  }
  return hash;
}

/**
 * An image's hashes, made in one slot of image work (a customer waits: the contact step needs
 * them), one operation after another: at a rush, each screenshot's hashes are done in turn rather
 * than every screenshot's decode first and every hash at the end (issue 38).
 */
export function imageHashes(image: Buffer, { decodeWidth = HASH_DECODE_WIDTH, priority = 'customer' as ImagePriority } = {}): Promise<ImageHashes> {
  return imageWork(async () => {
    // Decoded once, small (a JPEG is decoded straight to an eighth of its size, about a sixth of
    // the CPU of a 512 px decode): every window is cut from the same raw image.
    const { data, info } = await sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 }).rotate()
      .resize({ width: decodeWidth, withoutEnlargement: true }).greyscale().raw().toBuffer({ resolveWithObject: true });
    const { width, height } = info;
    if (width < 16 || height < 16) throw new Error('Image too small to hash');
    const grey: Grey = { data, width, height, channels: info.channels };
    const windows: bigint[] = [];
    for (const [w, h] of WINDOWS) {
      const cw = Math.round(width * w);
      const ch = Math.round(height * h);
      const left = Math.floor((width - cw) / 2);
      const top = Math.floor((height - ch) / 2);
      windows.push(areaDHash(grey, left, top, cw, ch));
    }
    return { main: areaDHash(grey, 0, 0, width, height), windows };
  }, priority);
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
