// Reading a screenshot for the campaign's tags (issue 13 item 1, issue 33): first in black and
// white, split at a fixed grey level, at 1,400 px; when a tag is missing, again in grey at the
// usual width. The black-and-white reading keeps white captions over photos that the grey one
// loses, and it is the quicker of the two; the grey reading finds what the split loses (thin or
// light text). The two readings are kept together. Tags are looked for in the words read, each
// with Tesseract's confidence in it (match.ts: a confusable glyph only in a word read unsurely).
// The reading's `confidence` is the check's, judged per tag (evidence.ts), which is what the
// decision table reads.
import type { RequiredTag } from '../../../contract/proofChecks';
import { joinReadings, type OcrReading, type OcrService, type ReadOptions } from '../../services/ocr';
import { checkConfidence } from './evidence';
import { findRequired } from './match';

/** The first reading: black and white split at a grey level above a photo's usual mid-tones. */
export const FIRST_READ: ReadOptions = { width: 1400, binariseAt: 160 };
/** The second reading: grey at the service's width, with the other polarity when weak. */
export const SECOND_READ: ReadOptions = {};

/** What the tags are looked for in: the text, and the words with an icon at an edge set apart. */
export const matchable = (reading: OcrReading) => (reading.iconsApart.length ? `${reading.text}\n${reading.iconsApart.join('\n')}` : reading.text);

export type TagReading = OcrReading & { found: RequiredTag[]; missing: RequiredTag[]; pageConfidence: number };

const judged = (reading: OcrReading, required: RequiredTag[]): TagReading => {
  const tags = findRequired(reading.words, required);
  return { ...reading, found: tags.found, missing: tags.missing, pageConfidence: reading.confidence, confidence: checkConfidence(reading.confidence, reading.words, tags) };
};

export async function readForTags(ocr: OcrService, image: Buffer, required: RequiredTag[]): Promise<TagReading> {
  // The check's age orders its reads in the OCR queue: its second reading goes before newer checks' first ones.
  const since = Date.now();
  const first = await ocr.read(image, { ...FIRST_READ, since });
  const once = judged(first, required);
  if (once.missing.length === 0) return once;
  const second = await ocr.read(image, { ...SECOND_READ, since });
  return judged(joinReadings(first, second), required);
}
