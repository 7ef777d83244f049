// OCR never competes with requests for the CPU (issue 13, DESIGN: long work never blocks other
// requests): tesseract's worker thread runs at nice 19. Linux keeps a nice value per thread,
// readable in /proc/self/task/*/stat (field 19).
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createOcr, prepareForOcr } from '../../server/services/ocr';

const niceOfThreads = () => readdirSync('/proc/self/task').map((task) => {
  const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
});

describe('the OCR service', () => {
  it('reads in a worker thread at the lowest CPU priority, the main thread untouched', async () => {
    const ocr = createOcr();
    try {
      const reading = await ocr.read(readFileSync(new URL('../fixtures/proof-checks/tagged.jpg', import.meta.url)));
      expect(reading.text).toContain('Best slice in town');
      expect(niceOfThreads()).toContain(19);
      expect(niceOfThreads()[0]).toBe(0);
    } finally {
      await ocr.close();
    }
  });

  it('splits a screenshot at a grey level into black text on a white background, white text over a photo too', async () => {
    // A mid-grey "photo" (grey 120) with a white "caption" bar across its middle.
    const caption = await sharp({ create: { width: 200, height: 20, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const shot = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#787878' } })
      .composite([{ input: caption, top: 40, left: 0 }]).png().toBuffer();
    const prepared = await prepareForOcr(shot, { width: 400, binariseAt: 160 });
    const { data, info } = await sharp(prepared.likely).greyscale().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * info.width + x];
    expect(info.width).toBe(400);
    expect(new Set(data)).toEqual(new Set([0, 255]));
    expect([at(200, 100), at(200, 20), at(200, 180)]).toEqual([0, 255, 255]);
    expect(prepared.other).toBeNull();
  });
});
