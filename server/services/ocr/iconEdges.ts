// An emoji or symbol drawn right against a tag (`#pastrylove💕`) is read as one more letter
// (`#pastrylovev`), and a letter more at a tag's end is what a longer, different tag looks like,
// so the text alone cannot tell them apart. The colour can: a tag is drawn in one colour, and an
// icon in others. A word whose first or last character is drawn in another colour than the
// letters between is also matched with that character set apart (issue 13; measured in
// docs/decisions/0099-icon-told-by-its-colour.md). The text as read is kept as it is: over a photo the background is not one
// colour, and a real last letter may look apart.
import type { Block, Symbol as Glyph, Word } from 'tesseract.js';
import type { ReadWord } from '../../domain/proofChecks/match';

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
/** A word box larger than this (a tag at 1,400 px is about 50 × 500) is OCR's guess over a photo, not a line of text. */
const MAX_WORD_PIXELS = 100_000;
/** A symbol with fewer ink pixels than this (a dot, a comma) says nothing about its colour. */
const MIN_INK = 8;

/** The sum of the ink pixels' unit directions from the background (luma, blue and red chroma), and their count. */
type Ink = { y: number; cb: number; cr: number; n: number };
type Box = { x0: number; y0: number; x1: number; y1: number };

const clampBox = (box: Box, image: RawImage, top: number): Box => ({
  x0: Math.max(0, Math.floor(box.x0)), x1: Math.min(image.width, Math.ceil(box.x1)),
  y0: Math.max(0, Math.floor(box.y0 + top)), y1: Math.min(image.height, Math.ceil(box.y1 + top)),
});

/** A colour in YCbCr (BT.601): luma, blue and red difference. */
const ycbcr = (r: number, g: number, b: number): [number, number, number] => {
  const luma = 0.299 * r + 0.587 * g + 0.114 * b;
  return [luma, 0.564 * (b - luma), 0.713 * (r - luma)];
};

/** The commonest colour in the box (4 bits a channel), averaged: the word's background, in YCbCr. */
function background(image: RawImage, box: Box): [number, number, number] {
  const { data, width, channels } = image;
  const counts = new Uint32Array(4096);
  const sums = new Float64Array(4096 * 3);
  let best = -1;
  for (let y = box.y0; y < box.y1; y += 1) {
    for (let x = box.x0, i = (y * width + x) * channels; x < box.x1; x += 1, i += channels) {
      const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
      const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
      counts[key] += 1;
      sums[key * 3] += r; sums[key * 3 + 1] += g; sums[key * 3 + 2] += b;
      if (best < 0 || counts[key]! > counts[best]!) best = key;
    }
  }
  if (best < 0) return [255, 0, 0];
  const n = counts[best]!;
  return ycbcr(sums[best * 3]! / n, sums[best * 3 + 1]! / n, sums[best * 3 + 2]! / n);
}

/** The colour direction of the symbol's ink: its pixels furthest from the background (YCbCr differences, one pass each). */
function inkOf(image: RawImage, box: Box, [by, bcb, bcr]: [number, number, number]): Ink {
  const { data, width, channels } = image;
  const w = box.x1 - box.x0;
  const h = box.y1 - box.y0;
  const ink: Ink = { y: 0, cb: 0, cr: 0, n: 0 };
  if (w <= 0 || h <= 0) return ink;
  const d = new Float32Array(w * h * 4);
  let strongest = 0;
  for (let y = 0, k = 0; y < h; y += 1) {
    for (let x = 0, i = ((box.y0 + y) * width + box.x0) * channels; x < w; x += 1, i += channels, k += 4) {
      const r = data[i]!, g = data[i + 1]!, b = data[i + 2]!;
      const luma = 0.299 * r + 0.587 * g + 0.114 * b;
      const dy = luma - by, dcb = 0.564 * (b - luma) - bcb, dcr = 0.713 * (r - luma) - bcr;
      const distance = Math.sqrt(dy * dy + dcb * dcb + dcr * dcr);
      d[k] = dy; d[k + 1] = dcb; d[k + 2] = dcr; d[k + 3] = distance;
      if (distance > strongest) strongest = distance;
    }
  }
  const floor = Math.max(strongest * INK_SHARE, 40);
  for (let k = 0; k < d.length; k += 4) {
    const distance = d[k + 3]!;
    if (distance >= floor) { ink.y += d[k]! / distance; ink.cb += d[k + 1]! / distance; ink.cr += d[k + 2]! / distance; ink.n += 1; }
  }
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

/**
 * Whether a word may be a tag with an icon at an edge: three characters or more, one of them a
 * tag's sign. Only these are looked at, because the comparison runs on the server's main thread
 * (a few ms for a screenshot's tags; every word of a screenshot would take 100–200 ms).
 */
export const mayBeTagWithIcon = (word: Word) => (word.symbols?.length ?? 0) >= 3 && /[#@©]/.test(word.text)
  && (word.bbox.x1 - word.bbox.x0) * (word.bbox.y1 - word.bbox.y0) <= MAX_WORD_PIXELS;

/** Every word of a reading's blocks, in reading order. */
export const allWords = (blocks: Block[]): Word[] => blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => line.words)));

/**
 * Every word of a reading with its confidence and, when another word follows on its line, the blank
 * between the two in units of the line's height (Tesseract's row height: x-height and ascenders).
 * A glyph OCR did not read between two words (a handle's `_`) leaves a wider blank than a space.
 */
/**
 * A word whose box comes within this many line heights of the screenshot's left or right side runs off
 * it (a sticker pushed half off the screen): what is read of it is not known to be the whole word
 * (`#SALTSTONEGLOW` of `#SALTSTONEGLOWS`). A caption keeps a margin of a line height and more.
 */
export const EDGE_ROOM = 0.35;

export const wordsWithSpaces = (blocks: Block[], image?: RawImage, top = 0): ReadWord[] => blocks.flatMap((block) => block.paragraphs.flatMap((paragraph) => paragraph.lines.flatMap((line) => {
  const height = line.rowAttributes?.rowHeight ?? 0;
  return line.words.map((word, i) => {
    const next = line.words[i + 1];
    // A next word to the left is on the line's next row (a wrapped caption): no blank is known.
    const blank = next && height > 0 && next.bbox.x0 >= word.bbox.x1 ? (next.bbox.x0 - word.bbox.x1) / height : undefined;
    // An unread `_` after a handle's first half, measured in the pixels (decision 0288): only after a mention's words, on one row.
    const joined = image && next && /[@©]/.test(word.text) && !/[_\s]$/.test(word.text) && next.bbox.x0 > word.bbox.x0
      && next.bbox.y0 < word.bbox.y1 && word.bbox.y0 < next.bbox.y1 && joinerBetween(word, next, image, top);
    // A word reaching the screenshot's side runs off it: its letters beyond are not on the screenshot (decision 0288).
    const room = EDGE_ROOM * (height > 0 ? height : word.bbox.y1 - word.bbox.y0);
    const runsOff = image && (word.bbox.x0 <= room || word.bbox.x1 >= image.width - 1 - room);
    return {
      text: word.text, confidence: word.confidence, ...(blank !== undefined ? { spaceAfter: blank } : {}), ...(joined ? { joinerAfter: true } : {}),
      ...(runsOff ? { runsOff: true } : {}),
    };
  });
})));

/**
 * A handle's `_` that Tesseract did not read (`@beanthere` `cafe` for `@beanthere_cafe`) is still on
 * the screenshot: a bar below the baseline under the blank between the two words' letters, where a
 * typed space (`@beanthere cafe`, another handle) leaves nothing and a `.` (`@beanthere.cafe`) a dot on
 * the baseline. The blank alone does not tell them apart wherever Tesseract put the unread `_` into a
 * letter's or a word's box (the boxes touch or overlap, so no blank is measured) or read the blank
 * narrower than a `_` (decision 0274's UNREAD_JOINER_BLANK); the pixels do (issue 33, decision 0288).
 * The letters' boxes give the line: the baseline (the median bottom of the letters sitting on it) and
 * the line's height (the tall letters'). The blank is found in the ink, not in the boxes: between the
 * last letter of the first word and the first of the next, the widest run of columns holding no ink
 * in the x-height band; it must be JOINER_MIN_BLANK line heights wide or more. The bar: ink from
 * JOINER_BAR_FROM to JOINER_BAR_TO line heights below the baseline under at least JOINER_BAR_SHARE
 * of the blank's columns. Ink is what differs from the words' background (their commonest colour) by
 * JOINER_INK_SHARE of the two letters' strongest contrast (a `_` is a thin stroke, lighter once
 * scaled than a letter's stem), and by 40 at least.
 */
export const JOINER_BAR_FROM = 0.08;
export const JOINER_BAR_TO = 0.6;
export const JOINER_BAR_SHARE = 0.6;
export const JOINER_MIN_BLANK = 0.2;
export const JOINER_INK_SHARE = 0.3;

/** The median of the values, or NaN. */
const medianOrNaN = (values: number[]) => (values.length ? medianOf(values) : NaN);

/** Whether an unread `_`'s bar lies between the two words of a line (see JOINER_BAR_FROM). `top`: the band's row in the image. */
export function joinerBetween(word: Word, next: Word, image: RawImage, top: number): boolean {
  const last = word.symbols?.at(-1);
  const first = next.symbols?.[0];
  if (!last || !first) return false;
  // The letters of both words that sit on the baseline: x-height and tall ones (no descender, no mark).
  const onLine = [...word.symbols, ...next.symbols].filter((s) => {
    const place = letterPlace(s.text);
    return place === 'x' || place === 'tall';
  });
  if (onLine.length < 4) return false;
  const baseline = medianOrNaN(onLine.map((s) => s.bbox.y1));
  const talls = onLine.filter((s) => letterPlace(s.text) === 'tall');
  const xs = onLine.filter((s) => letterPlace(s.text) === 'x');
  // The line's height as the tall letters give it; an x-height letter is about 0.7 of it.
  const height = talls.length ? medianOrNaN(talls.map((s) => baseline - s.bbox.y0)) : medianOrNaN(xs.map((s) => baseline - s.bbox.y0)) / 0.7;
  const xHeight = xs.length ? medianOrNaN(xs.map((s) => baseline - s.bbox.y0)) : 0.7 * height;
  if (!(height > 0) || !(xHeight > 0)) return false;
  // From the last letter's start to the next word's first letter's end: either box may hold the unread `_`.
  const area = clampBox({ x0: Math.min(last.bbox.x0, first.bbox.x0), x1: Math.max(first.bbox.x1, last.bbox.x1), y0: baseline - xHeight, y1: baseline + JOINER_BAR_TO * height }, image, top);
  const words = clampBox({ x0: word.bbox.x0, x1: next.bbox.x1, y0: Math.min(word.bbox.y0, next.bbox.y0), y1: Math.max(word.bbox.y1, next.bbox.y1) }, image, top);
  if (area.x1 - area.x0 < 3 || area.y1 <= area.y0 || words.x1 <= words.x0 || words.y1 <= words.y0) return false;
  const [by, bcb, bcr] = background(image, words);
  const { data, width, channels } = image;
  const contrast = (x: number, y: number) => {
    const i = (y * width + x) * channels;
    const [luma, cb, cr] = ycbcr(data[i]!, data[i + 1]!, data[i + 2]!);
    return Math.hypot(luma - by, cb - bcb, cr - bcr);
  };
  let strongest = 0;
  for (const s of [last, first]) {
    const box = clampBox(s.bbox, image, top);
    for (let y = box.y0; y < box.y1; y += 1) for (let x = box.x0; x < box.x1; x += 1) strongest = Math.max(strongest, contrast(x, y));
  }
  const floor = Math.max(strongest * JOINER_INK_SHARE, 40);
  const baseRow = baseline + top;
  // Each column: ink in the x-height band (its top 15 % and bottom 10 % left out: a `_` below it, an arm above), and ink under the line.
  const letters: boolean[] = [];
  const bar: boolean[] = [];
  for (let x = area.x0; x < area.x1; x += 1) {
    let inBand = false;
    let below = false;
    for (let y = area.y0; y < area.y1; y += 1) {
      if (contrast(x, y) < floor) continue;
      if (y >= baseRow - 0.85 * xHeight && y <= baseRow - 0.1 * xHeight) inBand = true;
      else if (y >= baseRow + JOINER_BAR_FROM * height) below = true;
    }
    letters.push(inBand);
    bar.push(below);
  }
  // The widest run of columns without letter ink, with letter ink on both sides.
  const firstInk = letters.indexOf(true);
  const lastInk = letters.lastIndexOf(true);
  let best = { from: 0, length: 0 };
  for (let x = firstInk + 1, from = -1; x <= lastInk; x += 1) {
    if (!letters[x] && from < 0) from = x;
    if (letters[x] && from >= 0) {
      if (x - from > best.length) best = { from, length: x - from };
      from = -1;
    }
  }
  if (firstInk < 0 || best.length < Math.max(2, JOINER_MIN_BLANK * height)) return false;
  const under = bar.slice(best.from, best.from + best.length).filter(Boolean).length;
  return under >= JOINER_BAR_SHARE * best.length;
}

/** The words of a reading's blocks that mayBeTagWithIcon. */
export const tagLikeWords = (blocks: Block[]): Word[] => allWords(blocks).filter(mayBeTagWithIcon);

/** The words whose first or last character is drawn in another colour, with it set apart, and the word's confidence. */
export function wordsWithIconsApart(words: Word[], image: RawImage, top: number): { text: string; confidence: number }[] {
  return words.flatMap((word) => {
    const split = splitAtIcons(word, image, top);
    return split !== word.text ? [{ text: split, confidence: word.confidence }] : [];
  });
}

/**
 * A symbol glued to a tag in the tag's own colour (`@cedar.cycles✔`) cannot be told apart by its
 * colour; Tesseract reads it as a mark and maybe a letter more (`@cedar.cyclesy/`). Its per-symbol
 * confidences do not show it (98 for the 'y' and the '/' alike), but the word's does. A tag-like word
 * read below UNSURE_WORD_CONFIDENCE that ends in a mark other than a tag's joiners is also given
 * without that mark, and without it and the one letter before it (issue 33). A letter more with no
 * mark after it (`@beanthere_cafes`) stays a different tag.
 */
export const UNSURE_WORD_CONFIDENCE = 70;

/** The tag-like word without a glued mark at its end (and the letter before it), or nothing. */
export function withoutGluedMark(word: Word): string[] {
  if (word.confidence >= UNSURE_WORD_CONFIDENCE) return [];
  const match = /^(.*[\p{L}\p{N}])([^\p{L}\p{N}_.\s]{1,2})$/u.exec(word.text);
  if (!match || match[1]!.length < 4) return [];
  return [match[1]!, match[1]!.slice(0, -1)];
}

/**
 * Where a letter's ink sits on its line: between the x-height and the baseline ('x': a c e m n o r s
 * u v w x z), reaching above the x-height ('tall': capitals, digits, b d f h k l t i, accented
 * letters), or below the baseline ('descends': g p q y). Null: a mark, a joiner, a letter of no one
 * place (j), or a letter the word does not measure.
 */
export function letterPlace(char: string): 'x' | 'tall' | 'descends' | null {
  if (/^[acemnorsuvwxz]$/.test(char)) return 'x';
  if (/^[gpqy]$/.test(char)) return 'descends';
  if (/^[\p{Lu}\p{N}bdfhklti]$/u.test(char)) return 'tall';
  // An accent is drawn above the x-height: é, ü.
  if (/^\p{Ll}$/u.test(char) && /\p{M}/u.test(char.normalize('NFD'))) return 'tall';
  return null;
}

/** The x-height letters read from the tag's body before a measurement is trusted, and the tall ones. */
const MIN_X_LETTERS = 3;
const MIN_TALL_LETTERS = 1;
/**
 * The tall letters must reach this many x-heights above the baseline for the word's boxes to be
 * trusted: Tesseract's LSTM sometimes gives every glyph of an unsure word the line's full height, and
 * then nothing is measured. DejaVu and Liberation's ascenders are 1.39-1.46 x-heights; a phone's
 * twice re-compressed screenshot measured 1.30-1.33.
 */
const TRUSTED_ASCENT = 1.2;
/** An x-height letter's ink reaching more than this share of the x-height above it or below the baseline is not that letter. */
const X_LETTER_SLACK = 0.25;
/** A tall letter's or descending letter's ink reaching less than this share of the x-height beyond the x-height band is not that letter. */
const REACH = 0.15;
/** A glyph wider than this many x-heights is two glyphs read as one (a letter and a symbol): never taken off. */
const MAX_GLYPH_WIDTH = 1.5;

const medianOf = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
/**
 * A word is measured only when its letters lie level within this slope: on a turned word (a sticker,
 * the ±10° readings) a letter at its end lies above or below the word's middle letters by the turn,
 * and a real letter more would look out of its place. Lines are fitted to the letters, so a slight
 * slope is followed.
 */
const MAX_SLOPE = 0.05;
const centre = (s: Glyph) => (s.bbox.x0 + s.bbox.x1) / 2;
/** The least-squares line through the points: its slope, and its height at x. */
function lineThrough(points: [number, number][]): { slope: number; at: (x: number) => number } {
  const mx = points.reduce((sum, [x]) => sum + x, 0) / points.length;
  const my = points.reduce((sum, [, y]) => sum + y, 0) / points.length;
  const sxx = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  const slope = sxx > 0 ? points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0) / sxx : 0;
  return { slope, at: (x) => my + slope * (x - mx) };
}

/**
 * A symbol glued to a tag in the tag's own colour (`#ridecedar✿`, `@beanthere_cafe✔`), read as a
 * letter more (`#ridecedarr`, `@beanthere_cafey`) and maybe a mark: the colour cannot set it apart,
 * and a letter more is what a lookalike one letter longer is. Where the letter was read shows which
 * it is: a tag's letters sit on its line by their kind (x-height letters between the x-height and the
 * baseline, tall ones above, g p q y below), and a symbol read as a letter does not sit where that
 * letter would (an `r` reaching up to the ascenders, a `y` with no descender, an `é` with no accent).
 * The word's own letters (not the end) give its x-height and baseline, lines fitted to them, the
 * word level within MAX_SLOPE; at least MIN_X_LETTERS x-height letters and MIN_TALL_LETTERS tall
 * ones reaching TRUSTED_ASCENT, else Tesseract's boxes are not trusted. The last one or two
 * characters (match.ts GLUED_END_LENGTH) are set apart with a space before them when each is a
 * letter or digit out of its place, or a mark, at least one a letter out of place, each no wider
 * than MAX_GLYPH_WIDTH x-heights, and the character before them a letter in its place; only in a
 * word read unsurely (UNSURE_WORD_CONFIDENCE), as a glued symbol makes it.
 * A real letter more (`@beanthere_cafes`) sits where it should, and stays (issue 33, decision 0285).
 */
export function withoutMisfitEnd(word: Word): string | null {
  const symbols = word.symbols ?? [];
  if (word.confidence >= UNSURE_WORD_CONFIDENCE || symbols.length < 6 || symbols.map((s) => s.text).join('') !== word.text) return null;
  for (const endLength of [1, 2]) {
    const body = symbols.slice(0, -endLength);
    const end = symbols.slice(-endLength);
    const xs = body.filter((s) => letterPlace(s.text) === 'x');
    const talls = body.filter((s) => letterPlace(s.text) === 'tall' && /^[\p{Lu}bdfhklt]$/u.test(s.text));
    if (xs.length < MIN_X_LETTERS || talls.length < MIN_TALL_LETTERS) return null;
    const top = lineThrough(xs.map((s) => [centre(s), s.bbox.y0]));
    const base = lineThrough(xs.map((s) => [centre(s), s.bbox.y1]));
    if (Math.abs(top.slope) > MAX_SLOPE || Math.abs(base.slope) > MAX_SLOPE) return null;
    const xHeight = medianOf(xs.map((s) => base.at(centre(s)) - top.at(centre(s))));
    if (xHeight <= 0 || medianOf(talls.map((s) => base.at(centre(s)) - s.bbox.y0)) < TRUSTED_ASCENT * xHeight) return null;
    const inPlace = (s: Glyph) => {
      const place = letterPlace(s.text);
      const { y0, y1 } = s.bbox;
      const xTop = top.at(centre(s));
      const baseline = base.at(centre(s));
      if (place === 'x') return y0 >= xTop - X_LETTER_SLACK * xHeight && y1 <= baseline + X_LETTER_SLACK * xHeight;
      if (place === 'tall') return y0 <= xTop - REACH * xHeight;
      if (place === 'descends') return y1 >= baseline + REACH * xHeight;
      return null;
    };
    const before = body.at(-1)!;
    if (inPlace(before) !== true) continue;
    const isMark = (s: Glyph) => !/[\p{L}\p{N}_.]/u.test(s.text);
    const outOfPlace = end.filter((s) => /[\p{L}\p{N}]/u.test(s.text) && inPlace(s) === false);
    const narrow = end.every((s) => s.bbox.x1 - s.bbox.x0 <= MAX_GLYPH_WIDTH * xHeight);
    if (outOfPlace.length >= 1 && narrow && end.every((s) => isMark(s) || outOfPlace.includes(s))) {
      return `${body.map((s) => s.text).join('')} ${end.map((s) => s.text).join('')}`;
    }
  }
  return null;
}
