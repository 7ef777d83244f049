// Reading a screenshot for the campaign's tags (issue 13 item 1): once at the usual width in
// grey, and when a tag is missing, again larger and in black and white. The grey reading loses
// white captions over photos and garbles small text; split at a fixed grey level, at 1,800 px,
// the same text is often read (on the development sets' misses, 4 of 6 that the matcher could
// not explain). The two texts are kept together. Screenshots that show everything are read once.
import type { RequiredTag } from '../../../contract/proofChecks';
import type { OcrReading, OcrService, ReadOptions } from '../../services/ocr';
import { findRequired } from './match';

/** The second reading: larger than the first, and black and white split at a grey level above a photo's usual mid-tones. */
export const SECOND_READ: ReadOptions = { width: 1800, binariseAt: 160 };

export async function readForTags(ocr: OcrService, image: Buffer, required: RequiredTag[]): Promise<OcrReading & { found: RequiredTag[]; missing: RequiredTag[] }> {
  const first = await ocr.read(image);
  const once = findRequired(first.text, required);
  if (once.missing.length === 0) return { ...first, ...once };
  const second = await ocr.read(image, SECOND_READ);
  const text = `${first.text}\n${second.text}`;
  return { text, confidence: Math.max(first.confidence, second.confidence), ...findRequired(text, required) };
}
