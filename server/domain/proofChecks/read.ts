// Reading a screenshot for the campaign's tags (issue 13 item 1, issue 33): first in black and
// white, split at a fixed grey level, at 1,400 px; when a tag is missing, again in grey at the
// usual width. The black-and-white reading keeps white captions over photos that the grey one
// loses, and it is the quicker of the two; the grey reading finds what the split loses (thin or
// light text). When a tag is still missing from a page that reads like a photo (a story, a
// sticker), the screenshot is read turned by ±ROTATED_DEGREES, in black and white: stickers are
// set at an angle, which Tesseract does not straighten beyond a few degrees. The readings are kept
// together. Tags are looked for in the words read, each with Tesseract's confidence in it
// (match.ts: a confusable glyph only in a word read unsurely). The reading's `confidence` is the
// check's, judged per tag (evidence.ts), which is what the decision table reads.
import sharp from 'sharp';
import type { RequiredTag } from '../../../contract/proofChecks';
import { joinReadings, type OcrReading, type OcrService, type ReadOptions } from '../../services/ocr';
import { checkConfidence } from './evidence';
import { findRequired } from './match';

/** The first reading: black and white split at a grey level above a photo's usual mid-tones. */
export const FIRST_READ: ReadOptions = { width: 1400, binariseAt: 160 };
/** The second reading: grey at the service's width, with the other polarity when weak. */
export const SECOND_READ: ReadOptions = {};
/** The turned readings: black and white at the service's width. */
export const ROTATED_READ: ReadOptions = { binariseAt: 160 };
export const ROTATED_DEGREES = 10;
/** A page read below this mean confidence reads like a photo with text on it: worth the turned readings. */
export const PHOTO_PAGE_BELOW = 70;

/** What the tags are looked for in: the text, and the words with an icon at an edge set apart. */
export const matchable = (reading: OcrReading) => (reading.iconsApart.length ? `${reading.text}\n${reading.iconsApart.join('\n')}` : reading.text);

export type TagReading = OcrReading & {
  found: RequiredTag[]; missing: RequiredTag[]; pageConfidence: number;
  /** Each reading made and its time in ms, for the benchmark's cost of each pass. */
  passes: { pass: 'first' | 'second' | 'rotated'; ms: number }[];
};

const judged = (reading: OcrReading, required: RequiredTag[], passes: TagReading['passes']): TagReading => {
  const tags = findRequired(reading.words, required);
  return { ...reading, found: tags.found, missing: tags.missing, pageConfidence: reading.confidence, confidence: checkConfidence(reading.confidence, reading.words, tags), passes };
};

/** The screenshot upright, then turned by `degrees` on a black background (it is read in black and white). */
async function turned(image: Buffer, degrees: number): Promise<Buffer> {
  const upright = await sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 }).rotate().png({ compressionLevel: 1 }).toBuffer();
  return sharp(upright).rotate(degrees, { background: '#000000' }).png({ compressionLevel: 1 }).toBuffer();
}

export async function readForTags(ocr: OcrService, image: Buffer, required: RequiredTag[]): Promise<TagReading> {
  // The check's age orders its reads in the OCR queue: its second reading goes before newer checks' first ones.
  const since = Date.now();
  const passes: TagReading['passes'] = [];
  const timed = async (pass: TagReading['passes'][number]['pass'], read: () => Promise<OcrReading>) => {
    const t = performance.now();
    const reading = await read();
    passes.push({ pass, ms: performance.now() - t });
    return reading;
  };
  const first = await timed('first', () => ocr.read(image, { ...FIRST_READ, since }));
  const once = judged(first, required, passes);
  if (once.missing.length === 0) return once;
  const second = await timed('second', () => ocr.read(image, { ...SECOND_READ, since }));
  const both = judged(joinReadings(first, second), required, passes);
  if (both.missing.length === 0 || both.pageConfidence >= PHOTO_PAGE_BELOW) return both;
  let all: OcrReading = joinReadings(first, second);
  for (const degrees of [ROTATED_DEGREES, -ROTATED_DEGREES]) {
    const reading = await timed('rotated', async () => ocr.read(await turned(image, degrees), { ...ROTATED_READ, since }));
    all = joinReadings(all, reading);
    const judgedAll = judged(all, required, passes);
    if (judgedAll.missing.length === 0) return judgedAll;
  }
  return judged(all, required, passes);
}
