// A perceptual hash of every proof image (issue 13 item 3; docs/decisions.md "Automatic proof
// checks"): a 64-bit difference hash (dHash) made with sharp, which we already use. The image is
// cut to its middle part first, since a re-taken screenshot differs most at its edges (status bar,
// app chrome, a crop), then shrunk to 9×8 grey pixels; each bit says whether a pixel is brighter
// than its right neighbour. Resizing and re-compressing change few bits; distinct posts differ in
// many. Lookups use the hash's eight bytes as bands: two hashes within 7 bits share one band
// exactly (pigeonhole), so a GIN index on the bands finds every candidate.
import sharp from 'sharp';

/** Two images whose hashes differ in at most this many bits are taken to be the same image. */
export const SAME_IMAGE_MAX_DISTANCE = 7;
const BANDS = 8;

export async function imageHash(image: Buffer): Promise<bigint> {
  const base = sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 }).rotate();
  const { width = 0, height = 0 } = await base.metadata();
  if (width < 16 || height < 16) throw new Error('Image too small to hash');
  // The middle 80% of the height: status bars, app headers and navigation bars vary, posts do not.
  const top = Math.floor(height * 0.1);
  const pixels = await base
    .extract({ left: 0, top, width, height: Math.max(1, Math.floor(height * 0.8)) })
    .greyscale()
    .resize(9, 8, { fit: 'fill', kernel: 'lanczos3' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      hash = (hash << 1n) | (pixels[row * 9 + col]! > pixels[row * 9 + col + 1]! ? 1n : 0n);
    }
  }
  return hash;
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

/** The hash as PostgreSQL's signed bigint. */
export const toSigned = (hash: bigint) => BigInt.asIntN(64, hash);

/** Band i holds byte i of the hash, numbered i*256+byte so that equal bytes at different places differ. */
export function hashBands(hash: bigint): number[] {
  return Array.from({ length: BANDS }, (_, i) => i * 256 + Number((hash >> BigInt(8 * i)) & 0xffn));
}
