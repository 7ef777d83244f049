// Reading a screenshot for the campaign's tags (issue 13 item 1, issue 33): first in black and
// white, split at a fixed grey level, at 1,400 px; when a tag is missing, again in grey at the
// usual width. The black-and-white reading keeps white captions over photos that the grey one
// loses, and it is the quicker of the two; the grey reading finds what the split loses (thin or
// light text). When a tag is still missing from a page that reads like a photo (a story, a
// sticker), the screenshot is read turned by ±ROTATED_DEGREES, in black and white: stickers are
// set at an angle, which Tesseract does not straighten beyond a few degrees. Before that, on any
// page still missing a tag, its ink is read: what stands out from its own surroundings, darker and
// then lighter (services/ocr localContrast), which keeps a sticker's letters and drops the photo
// behind them. Before the ink, a photo-like page's sticker lines are read (REGION_READ): each line
// of letter-sized ink blobs is cut out, turned level by its letters' slope, enlarged and split by its
// own two colours, and the lines are read stacked in one image (services/ocr/textRegions.ts,
// docs/decisions/0282-sticker-lines-cut-out.md). Last, a photo-like page still missing a tag is read
// as sparse text (SPARSE_READ).
// A page whose tags were all found, but only in words read unsurely (the check would call it "could
// not be read"), goes on to the later readings too, one of which may read them surely; each tag
// counts at its surest reading (docs/decisions/0281-sparse-text-and-unsteady-ends.md). The readings are kept
// together; the unsure words of the ink, sticker-line and sparse readings are kept apart, as doubtful
// words that only confirm a tag another reading read letter for letter (match.ts AGREED_READINGS,
// docs/decisions/0283-readings-that-agree.md). Tags are looked for in the words read, each with
// Tesseract's confidence in it (match.ts: a confusable glyph only in a word read unsurely). The
// reading's `confidence` is the check's, judged per tag (evidence.ts), which is what the decision
// table reads.
import sharp from 'sharp';
import { imageWork } from '../../lib/imageWork';
import type { RequiredTag } from '../../../contract/proofChecks';
import { joinReadings, type OcrReading, type OcrService, type ReadOptions } from '../../services/ocr';
import { stackedTextLinesOffLoop } from '../../services/ocr/textRegions';
import { READABLE_CONFIDENCE } from './decide';
import { checkConfidence } from './evidence';
import { findRequired, type ReadWord } from './match';

/** The first reading: black and white split at a grey level above a photo's usual mid-tones. */
export const FIRST_READ: ReadOptions = { width: 1400, binariseAt: 160 };
/** The second reading: grey at the service's width, with the other polarity when weak. */
export const SECOND_READ: ReadOptions = {};
/** The ink readings: what stands out from its surroundings, darker, then lighter (stickers, text over photos). */
export const INK_READS: ReadOptions[] = [{ localContrast: 'dark' }, { localContrast: 'light' }];
/**
 * Words of an ink reading count only when Tesseract is at least this sure of them: the ink is drawn
 * in black and white at one contrast, so a letter's fine parts (a joiner, an e's bar) can go, and
 * a word it misreads into another tag must not be taken for the tag on the strength of a guess.
 */
export const INK_WORD_SURE = 60;
/** A photo-like page's dark ink is also read turned by these degrees: a sticker set a little askew reads straight. */
export const INK_TURNS = [6, -6];
/** The turned readings: black and white at the service's width. */
export const ROTATED_READ: ReadOptions = { binariseAt: 160 };
export const ROTATED_DEGREES = 10;
/**
 * The last reading of a photo-like page still missing a tag: in grey, as sparse text (Tesseract's
 * mode 11), which reads a story's few sticker words where the block layout takes the page for a
 * picture. Its sure words only, as an ink reading's (INK_WORD_SURE): sparse text reads many
 * guesses off the photo.
 */
export const SPARSE_READ: ReadOptions = { sparse: true };
/**
 * The lines of a photo-like page's stickers, each cut out, set level, enlarged and drawn black on
 * white (services/ocr/textRegions.ts), stacked in one image: read at their own size, in black and
 * white already. Their sure words only (INK_WORD_SURE), as an ink reading's.
 */
export const REGION_READ: ReadOptions = { binariseAt: 128 };
/** A page read below this mean confidence reads like a photo with text on it: worth the turned readings. */
export const PHOTO_PAGE_BELOW = 70;

/** A reading of nothing: a pass that found nothing to read. */
const NOTHING_READ: OcrReading = { text: '', confidence: 0, iconsApart: [], words: [] };

/** What the tags are looked for in: the text, and the words with an icon at an edge set apart. */
export const matchable = (reading: OcrReading) => (reading.iconsApart.length ? `${reading.text}\n${reading.iconsApart.join('\n')}` : reading.text);

export type TagReading = OcrReading & {
  found: RequiredTag[]; missing: RequiredTag[]; pageConfidence: number;
  /** Each reading made and its time in ms, for the benchmark's cost of each pass. */
  passes: { pass: 'first' | 'second' | 'ink' | 'regions' | 'rotated' | 'sparse'; ms: number }[];
};

/**
 * Whether the readings so far settle the check: every tag found, and read surely enough that the
 * page is not "could not be read" (decide.ts readable). A tag found only in an unsure word is read
 * again by the later passes, which may read it surely (decision 0281).
 */
const settled = (reading: TagReading) => reading.missing.length === 0
  // With no tag to find, later readings, which add sure words but leave the page's confidence, cannot change the decision.
  && (reading.found.length === 0 || reading.confidence >= READABLE_CONFIDENCE);

const judged = (reading: OcrReading, required: RequiredTag[], passes: TagReading['passes'], doubtful: readonly ReadWord[] = []): TagReading => {
  const tags = findRequired(reading.words, required, doubtful);
  return { ...reading, found: tags.found, missing: tags.missing, pageConfidence: reading.confidence, confidence: checkConfidence(reading.confidence, reading.words, tags), passes };
};

/** The screenshot upright, then turned by `degrees` on a black background (it is read in black and white). */
async function turned(image: Buffer, degrees: number): Promise<Buffer> {
  const upright = await imageWork(() => sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 }).rotate().png({ compressionLevel: 1 }).toBuffer());
  return imageWork(() => sharp(upright).rotate(degrees, { background: '#000000' }).png({ compressionLevel: 1 }).toBuffer());
}

/**
 * An ink, sticker-line or sparse reading joined to the readings so far: its sure words only (INK_WORD_SURE), and the page's
 * confidence left as it was. A clean mask reads surely even where it lost a tag, so an ink reading
 * adds words, not the certainty a denial needs or the doubt that says "a photo".
 */
const withSureWords = (sofar: OcrReading, ink: OcrReading, doubtful: ReadWord[]): OcrReading => {
  const sure = ink.words.map((w) => (w.confidence ?? 0) >= INK_WORD_SURE);
  // The unsure ones are kept apart: they only confirm a tag another reading read letter for letter (match.ts AGREED_READINGS).
  doubtful.push(...ink.words.filter((_, i) => !sure[i]));
  // A word whose neighbour is dropped has no neighbour to measure its blank to.
  const words = ink.words.flatMap((w, i) => {
    if (!sure[i]) return [];
    if (sure[i + 1] !== false || (w.spaceAfter === undefined && !w.joinerAfter)) return [w];
    const { spaceAfter: _dropped, joinerAfter: _unmeasured, ...alone } = w;
    return [alone];
  });
  return { ...joinReadings(sofar, { ...ink, words }), confidence: sofar.confidence };
};

/**
 * `optional`: nobody's outcome waits for this reading (the contact step's hint): its reads come after
 * every check's, and reach the catch-up worker's normal priority only after twice a check's wait
 * (docs/decisions/0272-ocr-admission.md).
 */
export async function readForTags(ocr: OcrService, image: Buffer, required: RequiredTag[], { optional = false } = {}): Promise<TagReading> {
  // The check's age orders its reads in the OCR queue: its second reading goes before newer checks' first ones.
  const since = Date.now();
  const passes: TagReading['passes'] = [];
  const timed = async (pass: TagReading['passes'][number]['pass'], read: () => Promise<OcrReading>) => {
    const t = performance.now();
    const reading = await read();
    passes.push({ pass, ms: performance.now() - t });
    return reading;
  };
  const first = await timed('first', () => ocr.read(image, { ...FIRST_READ, since, optional }));
  const once = judged(first, required, passes);
  if (settled(once)) return once;
  const second = await timed('second', () => ocr.read(image, { ...SECOND_READ, since, optional }));
  let all: OcrReading = joinReadings(first, second);
  const doubtful: ReadWord[] = [];
  let latest = judged(all, required, passes);
  // Each later reading is made only while the check is unsettled; the sticker lines, turned and sparse ones only on a
  // photo-like page. The sticker lines come first: they read most stories' tags, and cost less than the two ink readings.
  const later: { pass: 'ink' | 'regions' | 'rotated' | 'sparse'; photoOnly: boolean; read: () => Promise<OcrReading> }[] = [
    {
      pass: 'regions' as const, photoOnly: true, read: async () => {
        const lines = await stackedTextLinesOffLoop(image);
        return lines ? ocr.read(lines.png, { ...REGION_READ, width: lines.width, since, optional }) : NOTHING_READ;
      },
    },
    ...INK_READS.map((ink) => ({ pass: 'ink' as const, photoOnly: false, read: () => ocr.read(image, { ...ink, since, optional }) })),
    ...INK_TURNS.map((turn) => ({ pass: 'ink' as const, photoOnly: true, read: () => ocr.read(image, { localContrast: 'dark', turn, since, optional }) })),
    ...[ROTATED_DEGREES, -ROTATED_DEGREES].map((degrees) => ({
      pass: 'rotated' as const, photoOnly: true, read: async () => ocr.read(await turned(image, degrees), { ...ROTATED_READ, since, optional }),
    })),
    { pass: 'sparse' as const, photoOnly: true, read: () => ocr.read(image, { ...SPARSE_READ, since, optional }) },
  ];
  // Judged once, after the first two readings: a later reading may read surely, but the page stays a photo.
  const photo = latest.pageConfidence < PHOTO_PAGE_BELOW;
  for (const { pass, photoOnly, read } of later) {
    if (settled(latest)) break;
    if (photoOnly && !photo) continue;
    const reading = await timed(pass, read);
    all = pass === 'rotated' ? joinReadings(all, reading) : withSureWords(all, reading, doubtful);
    latest = judged(all, required, passes, doubtful);
  }
  return latest;
}
