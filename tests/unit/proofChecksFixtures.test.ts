// Issue 33: the tags of a story's stickers (one turned 9°, in capitals with a heart glued on, one on
// a yellow pill), of a white caption straight over a photo, of ink no grey level holds (a black
// handle running onto a dark photo, a pink hashtag over mauve), and of small pills turned by 14° and
// 13° over a grainy photo, which only the sticker lines cut out and set level read (decision 0282),
// are found by the check's own reading (readForTags: the real OCR service), and a lookalike campaign
// finds nothing in them.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { readForTags } from '../../server/domain/proofChecks/read';
import { createOcr } from '../../server/services/ocr';
import { rememberedReadings } from '../helpers/rememberedReadings';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/proof-checks/${name}.jpg`, import.meta.url));
const required = [{ kind: 'hashtag' as const, value: 'BeanThereBrews' }, { kind: 'mention' as const, value: 'beanthere_cafe' }];
const lookalikes = [{ kind: 'hashtag' as const, value: 'BeenThereBrews' }, { kind: 'mention' as const, value: 'bean_there_cafe' }];
// Up to six readings of a screenshot, each seconds long on a busy machine.
const OCR_TEST_MS = 180_000;

const ocr = createOcr();
afterAll(() => ocr.close());
// The lookalike campaign's reading of a screenshot makes the same readings as the right one's.
const reader = rememberedReadings(ocr);

describe('reading stickers and text over photos', () => {
  it.each(['sticker', 'over-photo', 'ink-stickers', 'pill-stickers'])('finds both tags on the %s screenshot, and neither lookalike', async (name) => {
    const reading = await readForTags(reader, fixture(name), required);
    expect(reading.missing).toEqual([]);
    const wrong = await readForTags(reader, fixture(name), lookalikes);
    expect(wrong.found).toEqual([]);
  }, OCR_TEST_MS);

  // Decision 0282: no whole-page reading finds them; the sticker lines, cut out and set level, do.
  it('reads the small turned pills over a grainy photo from their lines cut out', async () => {
    const reading = await readForTags(reader, fixture('pill-stickers'), required);
    expect(reading.missing).toEqual([]);
    expect(reading.passes.map((p) => p.pass)).toContain('regions');
  }, OCR_TEST_MS);

  // Decision 0281: a sparse reading changes the workers' page layout mode, which the next reading sets back.
  it('reads a screenshot as before once a sparse reading was made', async () => {
    const before = await ocr.read(fixture('over-photo'));
    const sparse = await ocr.read(fixture('over-photo'), { sparse: true });
    const after = await ocr.read(fixture('over-photo'));
    expect(after.text).toBe(before.text);
    expect(sparse.text).not.toBe(before.text);
  }, OCR_TEST_MS);
});
