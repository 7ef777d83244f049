// Issue 33, decision 0282: a story's sticker lines are found among the ink's blobs (letters of a
// like height side by side along a straight line, turned or not), and the ink at a cut-out's edge
// (a sticker's rim, the photo) is cleared before it is read.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { clearBorder, linesOf, runsOffSide, stackedTextLines, type Blob } from '../../server/services/ocr/textRegions';

/** A letter-sized blob (20 × 30, half filled) whose centre is at x, y. */
const letter = (x: number, y: number): Blob => ({ x0: x - 10, y0: y - 15, x1: x + 10, y1: y + 15, pixels: 300, colour: [0, 0, 0] });
/** `count` letters 26 px apart from x, y, along a line turned by `degrees`. */
const lineOfLetters = (x: number, y: number, count: number, degrees: number) => Array.from({ length: count }, (_, k) => {
  const a = (degrees * Math.PI) / 180;
  return letter(Math.round(x + k * 26 * Math.cos(a)), Math.round(y + k * 26 * Math.sin(a)));
});

describe('finding sticker lines', () => {
  it('finds a line turned by 12°, and its slope', () => {
    const lines = linesOf([...lineOfLetters(100, 300, 12, 12), { x0: 600, y0: 40, x1: 900, y1: 400, pixels: 90_000, colour: [0, 0, 0] }]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.blobs).toHaveLength(12);
    expect((lines[0]!.angle * 180) / Math.PI).toBeCloseTo(12, 0);
  });

  it('keeps two lines of text apart, and leaves out a few letters alone and specks', () => {
    const specks = Array.from({ length: 40 }, (_, k): Blob => ({ x0: k * 20, y0: 700, x1: k * 20 + 3, y1: 703, pixels: 9, colour: [0, 0, 0] }));
    const lines = linesOf([...lineOfLetters(100, 300, 10, -8), ...lineOfLetters(100, 380, 15, 0), ...lineOfLetters(100, 560, 3, 0), ...specks]);
    expect(lines.map((l) => l.blobs.length).sort((a, b) => a - b)).toEqual([10, 15]);
  });

  // b2626: a pill `#SALTSTONEGLOWS` pushed off the screen's side shows `#SALTSTONEGLOW`, a good tag's spelling; cut out, it read so surely.
  it('tells a line running off the screenshot\'s side from one kept clear of it', () => {
    const [line] = linesOf(lineOfLetters(100, 300, 10, 0));
    expect(runsOffSide(line!, 1000)).toBe(false);
    expect(runsOffSide(line!, 100 + 9 * 26 + 10 + 8)).toBe(true);
    const [left] = linesOf(lineOfLetters(14, 300, 10, 0));
    expect(runsOffSide(left!, 1000)).toBe(true);
  });

  it('clears the ink that reaches a cut-out edge and keeps the letters inside', () => {
    const width = 12;
    const height = 8;
    const pixels = new Uint8Array(width * height).fill(255);
    for (let y = 0; y < height; y += 1) pixels[y * width] = 0; // a rim down the left edge
    pixels[1 * width + 1] = 0; // touching the rim
    pixels[4 * width + 6] = 0; // a letter's stroke inside
    clearBorder(pixels, width, height);
    expect([...pixels].filter((p) => p === 0)).toHaveLength(1);
    expect(pixels[4 * width + 6]).toBe(0);
  });

  it('cuts out the two turned pills of a story, level, in black and white', async () => {
    const stacked = await stackedTextLines(readFileSync(new URL('../fixtures/proof-checks/pill-stickers.jpg', import.meta.url)));
    expect(stacked).not.toBeNull();
    expect(stacked!.lines).toBeGreaterThanOrEqual(2);
    const { info } = await sharp(stacked!.png).raw().toBuffer({ resolveWithObject: true });
    expect(info.width).toBe(stacked!.width);
  });
});
