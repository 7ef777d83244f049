// An emoji or symbol drawn right against a tag (`#pastrylove💕`) is read as one more letter
// (`#pastrylovev`), and a letter more at a tag's end is what a longer, different tag looks like,
// so the text alone cannot tell them apart. The colour can: a tag is drawn in one colour, and an
// icon in others. A word whose first or last character is drawn in another colour than the
// letters between is also matched with that character set apart (issue 13; measured in
// docs/decisions.md). The text as read is kept as it is: over a photo the background is not one
// colour, and a real last letter may look apart.
import type { Block, Word } from 'tesseract.js';

/** The screenshot in colour, at the width it was read at, as raw pixels. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

/**
 * An edge's ink is another colour when its direction from the background is at least this many
 * degrees from the letters between, and at least SPREAD_TIMES as far as the furthest of those
 * letters is. A pixel at a letter's edge is the ink blended with the background, which moves it
 * along the line from the background to the ink, so the direction of that line (in luma and
 * chroma) is the ink's colour however thin or blurred the letter; black and the darkest link
 * blue (#00376b) on white are 20° apart, and after a phone's JPEG and enlarging about 6°, while
 * the letters of one tag stay within 2° of each other.
 */
export const OTHER_COLOUR_DEGREES = 4;
export const SPREAD_TIMES = 3;
/** A pixel is ink when it is at least this share of the symbol's strongest contrast with the background. */
const INK_SHARE = 0.4;
/** A symbol with fewer ink pixels than this (a dot, a comma) says nothing about its colour. */
const MIN_INK = 8;

/** The sum of the ink pixels' unit directions from the background (luma, blue and red chroma), and their count. */
type Ink = { y: number; cb: number; cr: number; n: number };
type Box = { x0: number; y0: number; x1: number; y1: number };

const clampBox = (box: Box, image: RawImage, top: number): Box => ({
  x0: Math.max(0, Math.floor(box.x0)), x1: Math.min(image.width, Math.ceil(box.x1)),
  y0: Math.max(0, Math.floor(box.y0 + top)), y1: Math.min(image.height, Math.ceil(box.y1 + top)),
});

const ycc = (r: number, g: number, b: number): [number, number, number] => {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  return [y, 0.564 * (b - y), 0.713 * (r - y)];
};

/** The word's background: the commonest colour in its box (4 bits a channel), averaged. */
function background(image: RawImage, box: Box): [number, number, number] {
  const { data, width, channels } = image;
  const bins = new Map<number, [number, number, number, number]>();
  let best: [number, number, number, number] | null = null;
  for (let y = box.y0; y < box.y1; y += 1) {
    for (let x = box.x0, i = (y * width + x) * channels; x < box.x1; x += 1, i += channels) {
      const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      let bin = bins.get(key);
      if (!bin) bins.set(key, (bin = [0, 0, 0, 0]));
      bin[0] += r; bin[1] += g; bin[2] += b; bin[3] += 1;
      if (!best || bin[3] > best[3]) best = bin;
    }
  }
  return best ? ycc(best[0] / best[3], best[1] / best[3], best[2] / best[3]) : ycc(255, 255, 255);
}

/** The colour direction of the symbol's ink: its pixels furthest from the background. */
function inkOf(image: RawImage, box: Box, [by, bcb, bcr]: [number, number, number]): Ink {
  const { data, width, channels } = image;
  const strongest = { d: 0 };
  const each = (visit: (dy: number, dcb: number, dcr: number, d: number) => void) => {
    for (let y = box.y0; y < box.y1; y += 1) {
      for (let x = box.x0, i = (y * width + x) * channels; x < box.x1; x += 1, i += channels) {
        const [py, pcb, pcr] = ycc(data[i]!, data[i + 1]!, data[i + 2]!);
        const dy = py - by, dcb = pcb - bcb, dcr = pcr - bcr;
        visit(dy, dcb, dcr, Math.hypot(dy, dcb, dcr));
      }
    }
  };
  each((_y, _b, _r, d) => { if (d > strongest.d) strongest.d = d; });
  const ink: Ink = { y: 0, cb: 0, cr: 0, n: 0 };
  const floor = Math.max(strongest.d * INK_SHARE, 40);
  each((dy, dcb, dcr, d) => {
    if (d >= floor) { ink.y += dy / d; ink.cb += dcb / d; ink.cr += dcr / d; ink.n += 1; }
  });
  return ink;
}

const add = (a: Ink, b: Ink): Ink => ({ y: a.y + b.y, cb: a.cb + b.cb, cr: a.cr + b.cr, n: a.n + b.n });
/** The angle between two inks' mean directions, in degrees. */
export const inkAngle = (a: Ink, b: Ink) => {
  const dot = a.y * b.y + a.cb * b.cb + a.cr * b.cr;
  const norms = Math.hypot(a.y, a.cb, a.cr) * Math.hypot(b.y, b.cb, b.cr);
  return norms ? (Math.acos(Math.min(1, Math.max(-1, dot / norms))) * 180) / Math.PI : 0;
};

/** The word, with a space after its first character or before its last where that one is drawn in another colour. */
export function splitAtIcons(word: Word, image: RawImage, top: number): string {
  const symbols = word.symbols ?? [];
  if (symbols.length < 3 || symbols.map((s) => s.text).join('') !== word.text) return word.text;
  const box = clampBox(word.bbox, image, top);
  if (box.x1 <= box.x0 || box.y1 <= box.y0) return word.text;
  const bg = background(image, box);
  const inks = symbols.map((s) => inkOf(image, clampBox(s.bbox, image, top), bg));
  const last = inks.length - 1;
  // Each edge against the letters between them: an icon at the other edge does not colour the comparison.
  const between = inks.slice(1, last).filter((ink) => ink.n >= MIN_INK);
  if (between.length === 0) return word.text;
  const middle = between.reduce(add, { y: 0, cb: 0, cr: 0, n: 0 });
  const spread = Math.max(...between.map((ink) => inkAngle(ink, middle)));
  const apart = (edge: Ink) => edge.n >= MIN_INK && inkAngle(edge, middle) >= Math.max(OTHER_COLOUR_DEGREES, SPREAD_TIMES * spread);
  const firstApart = apart(inks[0]!);
  const lastApart = apart(inks[last]!);
  const texts = symbols.map((s) => s.text);
  return `${texts[0]}${firstApart ? ' ' : ''}${texts.slice(1, last).join('')}${lastApart ? ' ' : ''}${texts[last]}`;
}

/** The words of a reading whose first or last character is drawn in another colour, with it set apart. */
export function wordsWithIconsApart(blocks: Block[], image: RawImage, top: number): string[] {
  const words: string[] = [];
  for (const block of blocks) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const split = splitAtIcons(word, image, top);
          if (split !== word.text) words.push(split);
        }
      }
    }
  }
  return words;
}
