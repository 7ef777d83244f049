// Where a story's sticker or a caption over a photo is, and each such line cut out, set level and
// drawn black on white (issue 33, docs/decisions/0282-sticker-lines-cut-out.md). A whole-page
// reading of a story takes the photo for a picture and leaves the stickers on it unread, and a
// sticker is turned by up to 14°, which Tesseract does not straighten. Its letters are easy to find
// in the ink (what stands out from its own surroundings, as services/ocr's localContrast draws it
// for the ink readings), where the photo has none: blobs of a letter's size, side by side along a
// straight line. Each such line is cut out of the screenshot with some room around it, turned level
// by the slope of its letters, enlarged so its tall letters are LETTER_PX high, and split into ink
// and background by each pixel's difference from its neighbourhood, measured along the line's own
// two colours (its letters' and what lies around them), which holds pink on mauve and white on a
// light photo alike. The lines are stacked one under another and read in one reading.
import sharp from 'sharp';
import { imageWork } from '../../lib/imageWork';
import { workerThread } from '../../lib/workerThread';
import { EDGE_ROOM } from './iconEdges';
import { INK_CONTRAST, NEIGHBOURHOOD_SIGMA, READ_WIDTH } from './index';

/** A blob of ink: its box in the mask (READ_WIDTH wide), its pixel count and the sum of its colour. */
export interface Blob { x0: number; y0: number; x1: number; y1: number; pixels: number; colour: [number, number, number] }

/** A line of letter-like blobs, with its slope (radians; positive: falling to the right). */
export interface TextLine {
  blobs: Blob[];
  angle: number;
  /** The median letter's height, and the tall letters' (capitals, ascenders: the 80th percentile), in mask px. */
  letterHeight: number;
  tall: number;
}

/** A blob is letter-like from this height (px at READ_WIDTH: a 9 px font's small letters on a 360 px screen are about 13) ... */
const MIN_LETTER_PX = 10;
/** ... up to this one (a sticker's 22 px capitals on a 360 px screen are about 45). */
const MAX_LETTER_PX = 110;
/** A letter is at most this many times as wide as high ('m', or two letters run together). */
const MAX_LETTER_ASPECT = 2.4;
/** Letters of one line differ in height by at most this ratio (capitals and small letters, `@` and `_` excepted). */
const MAX_HEIGHT_RATIO = 2.1;
/** The blank between two letters of one line, at most, in letter heights (a word space is about 0.4). */
const MAX_GAP = 1.5;
/** How far a line may turn: stickers are set at up to 14°. */
const MAX_TURN = (18 * Math.PI) / 180;
/** A line needs this many letters: a tag has at least a sign and a few letters. */
const MIN_LETTERS = 6;
/** At most this many lines are read, the tallest letters first: a story holds a few stickers. */
export const MAX_LINES = 12;
/** The cut-out line's tall letters (capitals, ascenders) are enlarged (or shrunk) to this height: Tesseract reads letters of 20-40 px best. */
export const LETTER_PX = 36;
/** Room kept around the line's letters, in letter heights: for a `_` below them and a glued symbol beyond. */
const ALONG_ROOM = 1.4;
const ACROSS_ROOM = 0.55;
/** The blank between two stacked lines and around them, in px of the stacked image. */
const STACK_GAP = 24;

/** The ink blobs of a black-on-white mask (0 = ink), 4-connected, with the mean colour of each from `rgb`. */
export function blobsOf(mask: Uint8Array, rgb: Uint8Array, width: number, height: number): Blob[] {
  const labels = new Int32Array(width * height);
  const parent: number[] = [0];
  const root = (a: number) => {
    let r = a;
    while (parent[r] !== r) r = parent[r]!;
    while (parent[a] !== r) { const up = parent[a]!; parent[a] = r; a = up; }
    return r;
  };
  for (let y = 0, i = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1, i += 1) {
      if (mask[i] !== 0) continue;
      const left = x > 0 ? labels[i - 1]! : 0;
      const up = y > 0 ? labels[i - width]! : 0;
      if (!left && !up) { labels[i] = parent.length; parent.push(parent.length); continue; }
      if (left && up) {
        const a = root(left);
        const b = root(up);
        if (a !== b) parent[Math.max(a, b)] = Math.min(a, b);
        labels[i] = Math.min(a, b);
      } else labels[i] = left || up;
    }
  }
  const byRoot = new Map<number, Blob>();
  for (let y = 0, i = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1, i += 1) {
      if (!labels[i]) continue;
      const r = root(labels[i]!);
      let blob = byRoot.get(r);
      if (!blob) { blob = { x0: x, y0: y, x1: x + 1, y1: y + 1, pixels: 0, colour: [0, 0, 0] }; byRoot.set(r, blob); }
      if (x < blob.x0) blob.x0 = x;
      if (x >= blob.x1) blob.x1 = x + 1;
      blob.y1 = y + 1;
      blob.pixels += 1;
      blob.colour[0] += rgb[i * 3]!; blob.colour[1] += rgb[i * 3 + 1]!; blob.colour[2] += rgb[i * 3 + 2]!;
    }
  }
  return [...byRoot.values()];
}

const heightOf = (b: Blob) => b.y1 - b.y0;
const widthOf = (b: Blob) => b.x1 - b.x0;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * The screenshot's dark and light ink (0 = ink), as services/ocr's localContrast draws it for the
 * ink readings: each pixel darker (lighter) than its blurred neighbourhood by INK_CONTRAST in any of
 * red, green and blue. Made here in one blur and one loop over the pixels, since only the mask is
 * needed, not an image to read: with localContrast's five sharp pipelines and their PNGs, finding a
 * screenshot's lines took 0.70 s (p50, b808, load 5-7), with this 0.23 s.
 */
export async function inkMasks(rgb: Buffer, width: number, height: number): Promise<{ dark: Uint8Array; light: Uint8Array }> {
  const near = await imageWork(() => sharp(rgb, { raw: { width, height, channels: 3 } }).blur(NEIGHBOURHOOD_SIGMA).raw().toBuffer());
  const dark = new Uint8Array(width * height).fill(255);
  const light = new Uint8Array(width * height).fill(255);
  for (let p = 0, i = 0; p < dark.length; p += 1, i += 3) {
    for (let c = 0; c < 3; c += 1) {
      const apart = rgb[i + c]! - near[i + c]!;
      if (apart < -INK_CONTRAST) dark[p] = 0;
      else if (apart > INK_CONTRAST) light[p] = 0;
    }
  }
  return { dark, light };
}

/** Whether a blob is shaped like a letter: of a letter's height and width, neither a dot nor a filled box. */
export function letterLike(b: Blob): boolean {
  const h = heightOf(b);
  const w = widthOf(b);
  const fill = b.pixels / (w * h);
  return h >= MIN_LETTER_PX && h <= MAX_LETTER_PX && w >= 2 && w <= h * MAX_LETTER_ASPECT && fill >= 0.08 && fill <= 0.9;
}

/**
 * The lines of letters among the blobs: two letters belong to one line when they are of a like
 * height, the blank between them is at most MAX_GAP heights, and the one lies from the other in a
 * direction within MAX_TURN of level. Each line's slope is fitted to its letters' centres.
 */
export function linesOf(blobs: Blob[]): TextLine[] {
  const letters = blobs.filter(letterLike).sort((a, b) => a.x0 - b.x0);
  const parent = letters.map((_, i) => i);
  const root = (a: number): number => (parent[a] === a ? a : (parent[a] = root(parent[a]!)));
  const slope = Math.tan(MAX_TURN);
  for (let i = 0; i < letters.length; i += 1) {
    const a = letters[i]!;
    for (let j = i + 1; j < letters.length; j += 1) {
      const b = letters[j]!;
      if (b.x0 > a.x1 + MAX_GAP * MAX_LETTER_PX) break;
      const h = Math.max(heightOf(a), heightOf(b));
      if (h > MAX_HEIGHT_RATIO * Math.min(heightOf(a), heightOf(b))) continue;
      if (b.x0 - a.x1 > MAX_GAP * h) continue;
      const dx = Math.abs((b.x0 + b.x1) - (a.x0 + a.x1)) / 2;
      const dy = Math.abs((b.y0 + b.y1) - (a.y0 + a.y1)) / 2;
      if (dy > 0.35 * h + slope * dx) continue;
      parent[root(j)] = root(i);
    }
  }
  const groups = new Map<number, Blob[]>();
  letters.forEach((b, i) => { const r = root(i); groups.set(r, [...(groups.get(r) ?? []), b]); });
  return [...groups.values()].filter((g) => g.length >= MIN_LETTERS).map((g) => {
    const letterHeight = median(g.map(heightOf));
    // Capitals and small letters both: their centres lie on one line, dots and tall signs aside.
    const even = g.filter((b) => heightOf(b) >= 0.7 * letterHeight && heightOf(b) <= 1.4 * letterHeight);
    const xs = even.map((b) => (b.x0 + b.x1) / 2);
    const ys = even.map((b) => (b.y0 + b.y1) / 2);
    const mx = xs.reduce((s, x) => s + x, 0) / xs.length;
    const my = ys.reduce((s, y) => s + y, 0) / ys.length;
    const sxx = xs.reduce((s, x) => s + (x - mx) ** 2, 0);
    const sxy = xs.reduce((s, x, k) => s + (x - mx) * (ys[k]! - my), 0);
    const angle = even.length >= 3 && sxx > 0 ? Math.atan(sxy / sxx) : 0;
    const tall = [...g.map(heightOf)].sort((a, b) => a - b)[Math.floor(g.length * 0.8)]!;
    return { blobs: g, angle: Math.max(-MAX_TURN, Math.min(MAX_TURN, angle)), letterHeight, tall };
  }).sort((a, b) => b.letterHeight - a.letterHeight);
}

/** The line's box, turned with it: its centre, half lengths along and across, in mask px. */
function turnedBox(line: TextLine) {
  const cos = Math.cos(line.angle);
  const sin = Math.sin(line.angle);
  const corners = line.blobs.flatMap((b) => [[b.x0, b.y0], [b.x1, b.y0], [b.x0, b.y1], [b.x1, b.y1]] as [number, number][]);
  const us = corners.map(([x, y]) => x * cos + y * sin);
  const vs = corners.map(([x, y]) => -x * sin + y * cos);
  const u0 = Math.min(...us) - ALONG_ROOM * line.tall;
  const u1 = Math.max(...us) + ALONG_ROOM * line.tall;
  const v0 = Math.min(...vs) - ACROSS_ROOM * line.tall;
  const v1 = Math.max(...vs) + ACROSS_ROOM * line.tall;
  const uc = (u0 + u1) / 2;
  const vc = (v0 + v1) / 2;
  return { cx: uc * cos - vc * sin, cy: uc * sin + vc * cos, along: (u1 - u0) / 2, across: (v1 - v0) / 2 };
}

/** The mean colour of the line's letters, and of the pixels around them that are not ink (its sticker, or the photo). */
function inkAndGround(line: TextLine, mask: Uint8Array, rgb: Uint8Array, width: number, height: number) {
  const ink = [0, 0, 0];
  let inkPixels = 0;
  for (const b of line.blobs) { for (let c = 0; c < 3; c += 1) ink[c] += b.colour[c]!; inkPixels += b.pixels; }
  const pad = Math.round(ACROSS_ROOM * line.tall);
  const x0 = Math.max(0, Math.min(...line.blobs.map((b) => b.x0)) - pad);
  const x1 = Math.min(width, Math.max(...line.blobs.map((b) => b.x1)) + pad);
  const y0 = Math.max(0, Math.min(...line.blobs.map((b) => b.y0)) - pad);
  const y1 = Math.min(height, Math.max(...line.blobs.map((b) => b.y1)) + pad);
  const ground = [0, 0, 0];
  let groundPixels = 0;
  for (let y = y0; y < y1; y += 1) {
    for (let x = x0, i = y * width + x0; x < x1; x += 1, i += 1) {
      if (mask[i] === 0) continue;
      for (let c = 0; c < 3; c += 1) ground[c] += rgb[i * 3 + c]!;
      groundPixels += 1;
    }
  }
  return { ink: ink.map((v) => v / Math.max(1, inkPixels)), ground: ground.map((v) => v / Math.max(1, groundPixels)) };
}

/** Otsu's split of a 256-bin histogram: the bin that best separates its two sides. */
export function otsu(histogram: Uint32Array): number {
  const total = histogram.reduce((s, n) => s + n, 0);
  const sum = histogram.reduce((s, n, k) => s + n * k, 0);
  let below = 0;
  let belowSum = 0;
  let best = 128;
  let bestScore = -1;
  for (let k = 0; k < 256; k += 1) {
    below += histogram[k]!;
    belowSum += histogram[k]! * k;
    const above = total - below;
    if (below === 0 || above === 0) continue;
    const between = below * above * (belowSum / below - (sum - belowSum) / above) ** 2;
    if (between > bestScore) { bestScore = between; best = k; }
  }
  return best;
}

/** How far (Gaussian sigma, in LETTER_PX) the cut-out line's neighbourhood reaches: mostly what lies behind the letters. */
const NEIGHBOURHOOD_LETTERS = 0.8;
/** Otsu's split is kept between these shares of the way from the ground to the ink: a line mostly blank splits at noise otherwise. */
const MIN_SPLIT = 0.2;
const MAX_SPLIT = 0.6;

/**
 * The cut-out line in black on white: each pixel's difference from its neighbourhood, taken along
 * the direction from the line's ground colour to its ink colour (0 none, 1 the whole way), split by
 * Otsu within MIN_SPLIT..MAX_SPLIT. A photo that changes behind the line changes its neighbourhood
 * with it, so it drops out; a shadow lies the other way from the ink, so it drops out too.
 */
function splitByColour(data: Buffer, near: Buffer, pixels: number, channels: number, ink: number[], ground: number[]): Uint8Array {
  const d = [ink[0]! - ground[0]!, ink[1]! - ground[1]!, ink[2]! - ground[2]!];
  const norm = d[0]! ** 2 + d[1]! ** 2 + d[2]! ** 2 || 1;
  // On a scale of -0.5 to 1.5 in 256 bins.
  const levels = new Uint8Array(pixels);
  const histogram = new Uint32Array(256);
  for (let p = 0, i = 0; p < pixels; p += 1, i += channels) {
    const t = ((data[i]! - near[i]!) * d[0]! + (data[i + 1]! - near[i + 1]!) * d[1]! + (data[i + 2]! - near[i + 2]!) * d[2]!) / norm;
    const level = Math.max(0, Math.min(255, Math.round((t + 0.5) * 128)));
    levels[p] = level;
    histogram[level] += 1;
  }
  const split = Math.max(Math.round((MIN_SPLIT + 0.5) * 128), Math.min(Math.round((MAX_SPLIT + 0.5) * 128), otsu(histogram)));
  const black = new Uint8Array(pixels);
  for (let p = 0; p < pixels; p += 1) black[p] = levels[p]! > split ? 0 : 255;
  return black;
}
/**
 * Ink that touches the cut-out's edge made white: the line's letters lie within its room
 * (ALONG_ROOM, ACROSS_ROOM), so what reaches the edge is the sticker's rim or the photo, which
 * Tesseract would read as letters glued to the tag's ends.
 */
export function clearBorder(pixels: Uint8Array, width: number, height: number): void {
  const stack: number[] = [];
  const push = (p: number) => { if (pixels[p] === 0) { pixels[p] = 255; stack.push(p); } };
  for (let x = 0; x < width; x += 1) { push(x); push((height - 1) * width + x); }
  for (let y = 0; y < height; y += 1) { push(y * width); push(y * width + width - 1); }
  while (stack.length) {
    const p = stack.pop()!;
    const x = p % width;
    if (x > 0) push(p - 1);
    if (x < width - 1) push(p + 1);
    if (p >= width) push(p - width);
    if (p < (height - 1) * width) push(p + width);
  }
}

/** One line cut out of the screenshot, level, LETTER_PX high letters, black on white. */
async function cutOut(upright: Buffer, scale: number, line: TextLine, colours: { ink: number[]; ground: number[] }, size: { width: number; height: number; channels: 3 }) {
  const box = turnedBox(line);
  const cos = Math.abs(Math.cos(line.angle));
  const sin = Math.abs(Math.sin(line.angle));
  // The upright box holding the turned one, in the screenshot's own pixels.
  const halfW = (box.along * cos + box.across * sin) * scale;
  const halfH = (box.along * sin + box.across * cos) * scale;
  const left = Math.max(0, Math.floor(box.cx * scale - halfW));
  const top = Math.max(0, Math.floor(box.cy * scale - halfH));
  const right = Math.min(size.width, Math.ceil(box.cx * scale + halfW));
  const bottom = Math.min(size.height, Math.ceil(box.cy * scale + halfH));
  if (right - left < 8 || bottom - top < 8) return null;
  const enlarge = LETTER_PX / (line.tall * scale);
  const degrees = (-line.angle * 180) / Math.PI;
  const groundColour = { r: Math.round(colours.ground[0]!), g: Math.round(colours.ground[1]!), b: Math.round(colours.ground[2]!) };
  const piece = await imageWork(() => sharp(upright, { raw: size }).extract({ left, top, width: right - left, height: bottom - top })
    .rotate(degrees, { background: groundColour }).png({ compressionLevel: 0 }).toBuffer({ resolveWithObject: true }));
  // The turned box's centre, from the piece's centre (sharp turns about it and grows the canvas evenly).
  const dx = box.cx * scale - (left + right) / 2;
  const dy = box.cy * scale - (top + bottom) / 2;
  const a = -line.angle;
  const cx = piece.info.width / 2 + dx * Math.cos(a) - dy * Math.sin(a);
  const cy = piece.info.height / 2 + dx * Math.sin(a) + dy * Math.cos(a);
  const w = Math.round(2 * box.along * scale);
  const h = Math.round(2 * box.across * scale);
  const x = Math.max(0, Math.round(cx - w / 2));
  const y = Math.max(0, Math.round(cy - h / 2));
  const width = Math.min(w, piece.info.width - x);
  const height = Math.min(h, piece.info.height - y);
  if (width < 8 || height < 8) return null;
  const { data, info } = await imageWork(() => sharp(piece.data).extract({ left: x, top: y, width, height })
    .resize({ width: Math.max(8, Math.round(width * enlarge)), height: Math.max(8, Math.round(height * enlarge)), fit: 'fill' })
    .removeAlpha().raw().toBuffer({ resolveWithObject: true }));
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels as 3 } };
  const near = await imageWork(() => sharp(data, raw).blur(NEIGHBOURHOOD_LETTERS * LETTER_PX).raw().toBuffer());
  const pixels = splitByColour(data, near, info.width * info.height, info.channels, colours.ink, colours.ground);
  clearBorder(pixels, info.width, info.height);
  return { pixels, width: info.width, height: info.height };
}

/**
 * Whether a line's first or last letter lies within EDGE_ROOM letter heights of the screenshot's side
 * (`width`: the mask's): a sticker pushed half off the screen, whose next letter, if any, is not on it.
 * A letter follows the one before it within a tenth of a letter height; a caption keeps a margin.
 */
export function runsOffSide(line: TextLine, width: number): boolean {
  const room = EDGE_ROOM * line.letterHeight;
  return Math.min(...line.blobs.map((b) => b.x0)) <= room || Math.max(...line.blobs.map((b) => b.x1)) >= width - 1 - room;
}

export interface StackedLines {
  /** The lines stacked one under another, black on white, as a PNG. */
  png: Buffer;
  width: number;
  lines: number;
}

/**
 * The screenshot's lines of letters standing out from the photo (dark and light ink), each cut out,
 * set level, enlarged and split by its own colours, stacked into one image; null when it has none.
 */
export async function stackedTextLines(image: Buffer): Promise<StackedLines | null> {
  // Decoded once, upright: the lines are found in it shrunk to READ_WIDTH, and cut out of it at full size.
  const upright = await imageWork(() => sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 }).rotate().removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true }));
  const size = { width: upright.info.width, height: upright.info.height, channels: upright.info.channels as 3 };
  const rgb = await imageWork(() => sharp(upright.data, { raw: size }).resize({ width: READ_WIDTH }).raw().toBuffer({ resolveWithObject: true }));
  const { width, height } = rgb.info;
  const scale = size.width / width;
  const masks = await inkMasks(rgb.data, width, height);
  const found: { line: TextLine; mask: Uint8Array }[] = [];
  for (const mask of [masks.dark, masks.light]) {
    for (const line of linesOf(blobsOf(mask, rgb.data, width, height))) found.push({ line, mask });
  }
  // Where the dark and the light ink both hold a line, both are read: one is the text, the other its shadow, or the
  // gaps between a pill's letters, and which is which the reading tells better than the blobs. A line running off the
  // screenshot's side is not cut out: what is read of it is not the whole word (`#SALTSTONEGLOW` of `#SALTSTONEGLOWS`).
  const chosen = found.filter(({ line }) => !runsOffSide(line, width)).sort((a, b) => b.line.letterHeight - a.line.letterHeight).slice(0, MAX_LINES);
  const pieces = [];
  for (const { line, mask } of chosen) {
    const piece = await cutOut(upright.data, scale, line, inkAndGround(line, mask, rgb.data, width, height), size);
    if (piece) pieces.push(piece);
  }
  if (!pieces.length) return null;
  const stackWidth = Math.max(...pieces.map((p) => p.width)) + 2 * STACK_GAP;
  const stackHeight = pieces.reduce((s, p) => s + p.height + STACK_GAP, STACK_GAP);
  const stack = new Uint8Array(stackWidth * stackHeight).fill(255);
  let top = STACK_GAP;
  for (const p of pieces) {
    for (let y = 0; y < p.height; y += 1) stack.set(p.pixels.subarray(y * p.width, (y + 1) * p.width), (top + y) * stackWidth + STACK_GAP);
    top += p.height + STACK_GAP;
  }
  const png = await imageWork(() => sharp(stack, { raw: { width: stackWidth, height: stackHeight, channels: 1 } }).withMetadata({ density: 72 }).png({ compressionLevel: 1 }).toBuffer());
  return { png, width: stackWidth, lines: pieces.length };
}

const linesThread = workerThread<{ image: Uint8Array }, StackedLines | null>(new URL('./textRegionsWorker.ts', import.meta.url));

/** stackedTextLines in the worker thread: a copy of the image is moved there, the stacked lines come back. */
export async function stackedTextLinesOffLoop(image: Buffer): Promise<StackedLines | null> {
  const copy = new Uint8Array(image);
  const found = await linesThread.run({ image: copy }, [copy.buffer]);
  return found && { ...found, png: Buffer.from(found.png.buffer, found.png.byteOffset, found.png.byteLength) };
}
