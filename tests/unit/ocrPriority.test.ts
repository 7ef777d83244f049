// OCR never competes with requests for the CPU (issue 13, DESIGN: long work never blocks other
// requests): tesseract's worker thread runs at nice 19. Linux keeps a nice value per thread,
// readable in /proc/self/task/*/stat (field 19).
import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { bandCuts, createOcr, prepareForOcr } from '../../server/services/ocr';

const niceOfThreads = () => readdirSync('/proc/self/task').map((task) => {
  const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
});

// A worker's first start loads the English model, seconds on a busy machine.
const OCR_TEST_MS = 30_000;

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
  }, OCR_TEST_MS);

  it('splits a screenshot at a grey level into black text on a white background, white text over a photo too', async () => {
    // A mid-grey "photo" (grey 120) with a white "caption" bar across its middle.
    const caption = await sharp({ create: { width: 200, height: 20, channels: 3, background: '#ffffff' } }).png().toBuffer();
    const shot = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#787878' } })
      .composite([{ input: caption, top: 40, left: 0 }]).png().toBuffer();
    const prepared = await prepareForOcr(shot, { width: 400, binariseAt: 160 });
    expect(prepared.likely).toHaveLength(1);
    const { data, info } = await sharp(prepared.likely[0]!.png).greyscale().raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * info.width + x];
    expect(info.width).toBe(400);
    expect(new Set(data)).toEqual(new Set([0, 255]));
    expect([at(200, 100), at(200, 20), at(200, 180)]).toEqual([0, 255, 255]);
    expect(prepared.other).toBeNull();
  });

  it('with two workers reads a screenshot in two bands side by side, and every line is in the text', async () => {
    const ocr = createOcr({ workers: 2 });
    try {
      const reading = await ocr.read(readFileSync(new URL('../fixtures/proof-checks/tagged.jpg', import.meta.url)));
      // The account name is in the top band, the caption in the bottom one.
      expect(reading.text).toContain('ana.eats');
      expect(reading.text).toContain('Best slice in town');
    } finally {
      await ocr.close();
    }
  }, OCR_TEST_MS);

  it('cuts bands at the blank row nearest the middle, and says when there is none', () => {
    // Rows 40–44 are blank (a gap between two lines of text), every other row holds ink.
    const gapAt40 = (y: number) => (y >= 40 && y <= 44 ? 3 : 200);
    expect(bandCuts(gapAt40, 100, 2)).toEqual([{ at: 44, blank: true }]);
    expect(bandCuts(() => 200, 100, 2)).toEqual([{ at: 50, blank: false }]);
    // A gap beyond a sixth of the height from the middle is too far: the bands would be uneven.
    expect(bandCuts((y) => (y === 10 ? 0 : 200), 100, 2)).toEqual([{ at: 50, blank: false }]);
    expect(bandCuts(gapAt40, 100, 1)).toEqual([]);
  });
});
