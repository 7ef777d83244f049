// The re-sends of a screenshot the reused-image check must still find (issue 33): resized,
// cropped on all edges or on top and bottom (a new screenshot of the same post), re-compressed,
// PNG↔JPEG. Shared by reuse.ts (hashes alone) and families.ts (hashes and readings).
import sharp, { type Sharp } from 'sharp';

export type Meta = { width: number; height: number; format: string };

export async function metaOf(image: Buffer): Promise<Meta> {
  const meta = await sharp(image).metadata();
  return { width: meta.width!, height: meta.height!, format: meta.format === 'png' ? 'png' : 'jpeg' };
}

const keep = (s: Sharp, format: string) => (format === 'png' ? s.png() : s.jpeg({ quality: 90 }));
const crop = (fx: number, fy: number) => (image: Buffer, { width, height, format }: Meta) => {
  const left = Math.round(width * fx);
  const top = Math.round(height * fy);
  return keep(sharp(image).extract({ left, top, width: width - 2 * left, height: height - 2 * top }), format).toBuffer();
};
export const RESENDS: [string, (image: Buffer, m: Meta) => Promise<Buffer>][] = [
  ['resize 50%', (image, m) => keep(sharp(image).resize(Math.round(m.width * 0.5)), m.format).toBuffer()],
  ['resize 75%', (image, m) => keep(sharp(image).resize(Math.round(m.width * 0.75)), m.format).toBuffer()],
  ['crop 5% all edges', crop(0.05, 0.05)],
  ['crop 10% all edges', crop(0.1, 0.1)],
  ['crop 5% top+bottom', crop(0, 0.05)],
  ['crop 10% top+bottom', crop(0, 0.1)],
  ['JPEG q40', (image) => sharp(image).jpeg({ quality: 40 }).toBuffer()],
  ['JPEG q70', (image) => sharp(image).jpeg({ quality: 70 }).toBuffer()],
  ['PNG↔JPEG', (image, m) => (m.format === 'png' ? sharp(image).jpeg({ quality: 85 }) : sharp(image).png()).toBuffer()],
];

