// Reading the text of a screenshot (issue 13 item 1): tesseract.js with the English data of the
// npm package @tesseract.js-data/eng, all loaded from node_modules (never from a CDN). Tesseract
// runs in worker threads, so the server's event loop keeps answering while it reads; its own
// queue (readQueue.ts) gives the oldest check's reads to the worker threads, which run at the lowest
// CPU priority, so on a busy machine requests come first, and a worker at normal priority catches up
// with any check that has waited CATCH_UP_AFTER_MS, so none starves. With two workers a screenshot is read in
// two bands side by side. A weak grey reading is read again inverted. Workers start on the first
// read and stop after a few idle minutes, so a server that checks no proofs holds no OCR memory.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp, { type Sharp } from 'sharp';
import { imageWork } from '../../lib/imageWork';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';
import type { ReadWord } from '../../domain/proofChecks/match';
import { tagLikeWords, wordsWithSpaces, withoutGluedMark, withoutMisfitEnd, wordsWithIconsApart, type RawImage } from './iconEdges';
import { createAdmission, createReadQueue, type QueueStats } from './readQueue';

export type { QueueStats };

export interface OcrReading {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
  /** Words whose first or last character is drawn in another colour, with it set apart: '#pastrylove v' (iconEdges.ts). */
  iconsApart: string[];
  /** Every word read, in reading order, with Tesseract's confidence in it; the icon-apart ones after (with their word's). */
  words: ReadWord[];
}

/** Two readings of one screenshot kept together: each finds text the other misses. */
export const joinReadings = (a: OcrReading, b: OcrReading): OcrReading => ({
  text: `${a.text}\n${b.text}`, confidence: Math.max(a.confidence, b.confidence), iconsApart: [...a.iconsApart, ...b.iconsApart],
  words: [...a.words, ...b.words],
});

export interface ReadOptions {
  /** The width the screenshot is read at (default READ_WIDTH). */
  width?: number;
  /** A grey level (0–255): the screenshot is read in black and white, split at it (default: in grey). */
  binariseAt?: number;
  /**
   * Only what stands out from its own surroundings, in any colour channel, is kept, drawn black on
   * white: 'dark' keeps what is darker than its neighbourhood (dark ink on a sticker or over a photo),
   * 'light' what is lighter (white ink). See localContrast.
   */
  localContrast?: 'dark' | 'light';
  /**
   * Read as sparse text (Tesseract's page segmentation mode 11): words wherever they are, in no
   * order, instead of blocks and columns. A story's stickers are a few words over a photo, which
   * the usual layout analysis takes for a picture and leaves unread.
   */
  sparse?: boolean;
  /** With localContrast: the ink turned by this many degrees (stickers are set at an angle, which Tesseract does not straighten). */
  turn?: number;
  /** When the check this read belongs to began (ms since the epoch): older checks are read first (default: now). */
  since?: number;
  /**
   * A read nobody's outcome depends on (the contact step's hint): read after every check's reads,
   * and given to the catch-up worker (normal CPU priority) only after twice a check's wait.
   */
  optional?: boolean;
}

export interface OcrService {
  read(image: Buffer, options?: ReadOptions): Promise<OcrReading>;
  /** The reads waiting or being read, and the oldest one's wait: shown to admins on /timelineReview. */
  queue(): QueueStats;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** The folder holding eng.traineddata.gz (the package's best-int model). */
export const ENGLISH_DATA_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
/** tesseract.js's worker script, started at the lowest CPU priority (lowPriorityWorker.mjs). */
const WORKER_PATH = fileURLToPath(new URL('./lowPriorityWorker.mjs', import.meta.url));
const IDLE_STOP_MS = 3 * 60_000;
/** Screenshots are read at this width (larger ones shrunk, smaller ones enlarged): small phone text needs about 2.5× a 390 px screenshot. */
export const READ_WIDTH = 1000;
/** Two workers read a screenshot's two halves side by side where the machine has two cores; more would take every core from requests. */
export const DEFAULT_OCR_WORKERS = Math.min(2, os.availableParallelism());

/** A first reading below this mean confidence is read again in the other polarity. */
const SECOND_READ_BELOW = 75;

/**
 * Grey, at a readable width, contrast stretched, as a PNG: once with dark mode turned light
 * (Tesseract reads dark text on light best), once the other way round. A caption in white over a
 * bright photo is lost in the first when the screenshot is light on the whole.
 *
 * With `binariseAt`, black and white instead: every pixel at or above the level white, the rest
 * black, then the side that covers most of the screenshot made the white background. Tesseract's
 * own split is one level for the whole image, chosen between the photo's light and dark parts, so
 * white text over a photo melts into it; a fixed level above a photo's usual mid-tones keeps the
 * text apart, and it keeps a dark-mode link (about 175 grey) on the text's side of the split.
 */
export async function prepareForOcr(image: Buffer, { width = READ_WIDTH, binariseAt, localContrast: keep, turn }: ReadOptions = {}, bands = 1): Promise<Prepared> {
  const upright = sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 }).rotate();
  const grey = upright.clone().greyscale();
  const toPng = (pipeline: Sharp) => inBands(pipeline, bands);
  const colour = async (): Promise<RawImage> => {
    const { data, info } = await imageWork(() => upright.clone().resize({ width }).removeAlpha().toColourspace('srgb').raw().toBuffer({ resolveWithObject: true }));
    return { data, width: info.width, height: info.height, channels: info.channels };
  };
  if (keep) return { likely: await toPng(await localContrast(upright.clone().resize({ width }), keep, turn)), other: null, colour };
  if (binariseAt !== undefined) {
    const { data, info } = await imageWork(() => grey.clone().resize({ width }).threshold(binariseAt).toColourspace('b-w').raw().toBuffer({ resolveWithObject: true }));
    const raw = rawPixels(info);
    // sharp's stats() describe a pipeline's input, not its split, so the split's pixels are given to it
    // again: counted in libvips' threads, not in a loop on the event loop (a 1400 px reading has
    // about 4 M pixels, which a JavaScript loop took ~50 ms of the main thread for; docs/bench/claim.md).
    const whiteShare = ((await imageWork(() => sharp(data, raw).stats())).channels[0]?.mean ?? 255) / 255;
    // Raw pixels carry no resolution; Tesseract warns on every read without one, so it gets the screenshot's usual 72 dpi.
    let split = sharp(data, raw).withMetadata({ density: 72 });
    if (whiteShare < 0.5) split = split.negate({ alpha: false });
    // No second polarity: black and white has no faint side, and Tesseract turns light-on-dark lines round itself.
    return { likely: await toPng(split), other: null, colour };
  }
  const stats = await imageWork(() => grey.clone().stats());
  const dark = (stats.channels[0]?.mean ?? 255) < 110;
  const render = (negate: boolean) => {
    let pipeline = grey.clone().resize({ width });
    if (negate) pipeline = pipeline.negate({ alpha: false });
    return toPng(pipeline.normalise());
  };
  return { likely: await render(dark), other: () => render(!dark), colour };
}

/** How sharp reads pixels it gave out raw: their size and channels. */
const rawPixels = (info: { width: number; height: number; channels: number }) =>
  ({ raw: { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 } });

/**
 * How far (Gaussian sigma, px at the read width) a pixel's neighbourhood reaches: a few strokes of
 * large sticker text. Also the sticker lines' masks (textRegions.ts), drawn the same way.
 */
export const NEIGHBOURHOOD_SIGMA = 8;
/** How much a pixel must differ from its neighbourhood, in one colour channel, to be kept as ink (0-255). */
export const INK_CONTRAST = 30;

/**
 * The screenshot's ink, black on white: each pixel that is darker ('dark') or lighter ('light')
 * than its blurred neighbourhood by INK_CONTRAST in any of red, green and blue. A story's photo
 * changes slowly and its grain is faint, so it drops out, while a sticker's letters stand out from
 * whatever lies behind them, even where one fixed grey level (binariseAt) would put text and
 * photo on the same side, or the text differs from the photo in colour but hardly in grey (pink on
 * mauve). sharp runs its operations in a fixed order, so each step is its own pipeline.
 */
async function localContrast(resized: Sharp, keep: 'dark' | 'light', turn = 0): Promise<Sharp> {
  const png = (pipeline: Sharp) => imageWork(() => pipeline.png({ compressionLevel: 0 }).toBuffer());
  const pixels = await png(resized.removeAlpha().toColourspace('srgb'));
  const neighbourhood = await png(sharp(pixels).blur(NEIGHBOURHOOD_SIGMA));
  // min(pixel, neighbourhood) differs from the neighbourhood by how much darker the pixel is (max for lighter).
  const nearer = await png(sharp(pixels).composite([{ input: neighbourhood, blend: keep === 'dark' ? 'darken' : 'lighten' }]));
  const apart = await imageWork(() => sharp(nearer).composite([{ input: neighbourhood, blend: 'difference' }]).removeAlpha().raw().toBuffer({ resolveWithObject: true }));
  const ink = await imageWork(() => sharp(apart.data, rawPixels(apart.info)).threshold(INK_CONTRAST, { grayscale: false }).raw().toBuffer({ resolveWithObject: true }));
  const blackOnWhite = sharp(ink.data, rawPixels(ink.info)).bandbool('or').negate({ alpha: false }).withMetadata({ density: 72 });
  if (!turn) return blackOnWhite;
  const { data, info } = await imageWork(() => blackOnWhite.raw().toBuffer({ resolveWithObject: true }));
  // Turned once the ink is drawn, on white, so the corners the turn uncovers hold no ink.
  return sharp(data, rawPixels(info)).rotate(turn, { background: '#ffffff' }).withMetadata({ density: 72 });
}

/** A band of the prepared screenshot, and the row of the screenshot it starts at. */
export interface Band {
  png: Buffer;
  top: number;
}

export interface Prepared {
  /** The polarity that most likely reads best. */
  likely: Band[];
  /** The other polarity, when there is one. */
  other: (() => Promise<Band[]>) | null;
  /** The screenshot in colour at the same width, to tell an icon from a letter (iconEdges.ts). */
  colour: () => Promise<RawImage>;
}

/** A row whose lightest and darkest pixels differ by no more than this holds no text (JPEG noise aside). */
const BLANK_ROW_RANGE = 24;

/** Where to cut a prepared screenshot into `bands` bands: at the blank row nearest each even cut, else at the even cut itself. */
export function bandCuts(rowRange: (y: number) => number, height: number, bands: number): { at: number; blank: boolean }[] {
  const cuts: { at: number; blank: boolean }[] = [];
  const reach = Math.floor(height / (bands * 3));
  for (let k = 1; k < bands; k += 1) {
    const even = Math.round((k * height) / bands);
    let cut = { at: even, blank: false };
    for (let d = 0; d <= reach; d += 1) {
      const y = [even - d, even + d].find((row) => row > 0 && row < height && rowRange(row) <= BLANK_ROW_RANGE);
      if (y !== undefined) { cut = { at: y, blank: true }; break; }
    }
    cuts.push(cut);
  }
  return cuts;
}

/**
 * The prepared screenshot as PNGs, in `bands` horizontal bands read side by side by the workers
 * (one band when there is one worker). A band ends at a blank row between two lines of text, so
 * no line is cut; when the middle of the screenshot has none (a photo with a caption over it), the
 * bands overlap by about two lines of large text, so each line is whole in one of them.
 */
async function inBands(pipeline: Sharp, bands: number): Promise<Band[]> {
  const png = (band: Sharp) => imageWork(() => band.png({ compressionLevel: 1 }).toBuffer());
  if (bands <= 1) return [{ png: await png(pipeline), top: 0 }];
  const { data, info } = await imageWork(() => pipeline.raw().toBuffer({ resolveWithObject: true }));
  const { width, height, channels } = info;
  const rowRange = (y: number) => {
    let low = 255;
    let high = 0;
    for (let i = y * width * channels, end = i + width * channels; i < end; i += channels) {
      const value = data[i]!;
      if (value < low) low = value;
      if (value > high) high = value;
    }
    return high - low;
  };
  const overlap = Math.round(width * 0.06);
  const cuts = bandCuts(rowRange, height, bands);
  const raw = rawPixels(info);
  return Promise.all(cuts.concat({ at: height, blank: true }).map((cut, k) => {
    const previous = k === 0 ? { at: 0, blank: true } : cuts[k - 1]!;
    const top = previous.blank ? previous.at : Math.max(0, previous.at - overlap);
    const bottom = cut.blank ? cut.at : Math.min(height, cut.at + overlap);
    return png(sharp(data, raw).extract({ left: 0, top, width, height: bottom - top }).withMetadata({ density: 72 })).then((band) => ({ png: band, top }));
  }));
}

/** A read whose check has waited this long is also given to the catch-up worker at normal priority (readQueue.ts). */
export const CATCH_UP_AFTER_MS = 10_000;

/** A band to read, and whether as sparse text (ReadOptions.sparse). */
interface BandJob { png: Buffer; sparse: boolean }

type Recognized = Awaited<ReturnType<Worker['recognize']>>['data'];

export function createOcr(options: { workers?: number; catchUpAfterMs?: number } = {}): OcrService {
  const workers = Math.max(1, options.workers ?? DEFAULT_OCR_WORKERS);
  const create = (lowPriority: boolean) => createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_DATA_PATH, cacheMethod: 'none', gzip: true, ...(lowPriority ? { workerPath: WORKER_PATH } : {}),
  });
  let low: (Promise<Worker> | null)[] = Array.from({ length: workers }, () => null);
  let catchUp: Promise<Worker> | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let ageTimer: NodeJS.Timeout | null = null;
  let pending = 0;
  let readingsMade = 0;

  // Reads in flight: a worker is terminated only once none runs on it (tesseract.js fails outside any promise otherwise).
  const inFlight = new Set<Promise<unknown>>();
  // A worker keeps the last read's page layout mode: it is set back to Tesseract's own (one block) after a sparse read.
  const sparseWorkers = new WeakSet<Worker>();
  const recognize = (worker: Promise<Worker>, { png, sparse }: BandJob): Promise<Recognized> => {
    const job = worker.then(async (w) => {
      if (sparse !== sparseWorkers.has(w)) {
        await w.setParameters({ tessedit_pageseg_mode: sparse ? PSM.SPARSE_TEXT : PSM.SINGLE_BLOCK });
        if (sparse) sparseWorkers.add(w);
        else sparseWorkers.delete(w);
      }
      return (await w.recognize(png, {}, { text: true, blocks: true })).data;
    });
    inFlight.add(job);
    const forget = () => inFlight.delete(job);
    job.then(forget, forget);
    return job;
  };
  // Lanes, the catch-up lane, and one read being prepared while they work; hints hold at most the lanes' places.
  const admission = createAdmission({ limit: workers + 2, optionalLimit: workers });
  const queue = createReadQueue<BandJob, Recognized>({
    lanes: low.map((_, i) => ({ run: (png) => recognize((low[i] ??= create(true)), png) })),
    catchUp: () => ({ run: (png) => recognize((catchUp ??= create(false)), png) }),
    catchUpAfterMs: options.catchUpAfterMs ?? CATCH_UP_AFTER_MS,
  });
  const stop = async () => {
    await Promise.allSettled([...inFlight]);
    const running = [...low, catchUp].filter((w): w is Promise<Worker> => w != null);
    low = low.map(() => null);
    catchUp = null;
    await Promise.all(running.map(async (w) => (await w).terminate()));
  };
  const armIdleStop = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => { if (pending === 0) void stop(); }, IDLE_STOP_MS);
    idleTimer.unref();
  };

  return {
    async read(image, options = {}) {
      const since = options.since ?? Date.now();
      pending += 1;
      // While reads wait, their ages are looked at every second: one may be due for the catch-up worker.
      ageTimer ??= setInterval(() => queue.tick(), 1000);
      ageTimer.unref();
      const optional = options.optional ?? false;
      const leave = await admission.enter(since, optional);
      try {
        const prepared = await prepareForOcr(image, options, workers);
        // Decoded while Tesseract reads; awaited by every band holding a tag-like word.
        const colour = prepared.colour();
        colour.catch(() => undefined);
        const readBands = async (bands: Band[]): Promise<OcrReading> => {
          // Its words say which reading they come from: the matcher counts readings, not words (decision 0274).
          const reading = (readingsMade += 1);
          const readings = await Promise.all(bands.map(async (band) => {
            const data = await queue.submit({ png: band.png, sparse: options.sparse ?? false }, since, optional);
            const tags = data.blocks ? tagLikeWords(data.blocks) : [];
            const apart = tags.length ? wordsWithIconsApart(tags, await colour, band.top) : [];
            const unsureEnds = tags.flatMap((w) => withoutGluedMark(w).map((text) => ({ text, confidence: w.confidence })));
            // A symbol in the tag's own colour read as a letter out of its place on the line, set apart (decision 0285).
            const misfitEnds = tags.flatMap((w) => { const text = withoutMisfitEnd(w); return text ? [{ text, confidence: w.confidence }] : []; });
            // An unread `_` is looked for in the pixels after a mention's words (decision 0288); not in a turned ink reading, whose boxes are not the colour image's.
            const pixels = tags.length && !options.turn ? await colour : undefined;
            const words = data.blocks ? wordsWithSpaces(data.blocks, pixels, band.top).map((w) => ({ ...w, reading })) : [];
            return { text: data.text, confidence: data.confidence, iconsApart: apart.map((a) => a.text), words: [...words, ...apart, ...unsureEnds, ...misfitEnds] };
          }));
          // The bands' confidence weighed by how much text each holds.
          const letters = readings.reduce((sum, r) => sum + r.text.length, 0);
          const confidence = letters ? readings.reduce((sum, r) => sum + r.confidence * r.text.length, 0) / letters : 0;
          return { text: readings.map((r) => r.text).join('\n'), confidence, iconsApart: readings.flatMap((r) => r.iconsApart), words: readings.flatMap((r) => r.words) };
        };
        const first = await readBands(prepared.likely);
        if (first.confidence >= SECOND_READ_BELOW || !prepared.other) return first;
        // Both readings are kept: each finds the text the other polarity hides.
        const second = await readBands(await prepared.other());
        return joinReadings(first, second);
      } finally {
        leave();
        pending -= 1;
        if (pending === 0 && ageTimer) { clearInterval(ageTimer); ageTimer = null; }
        armIdleStop();
      }
    },
    queue: () => admission.stats(),
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      if (ageTimer) clearInterval(ageTimer);
      ageTimer = null;
      await stop();
    },
  };
}
