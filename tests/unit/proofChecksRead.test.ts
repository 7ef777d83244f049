// Issue 33, decision 0281: which readings the check makes of a screenshot (readForTags), with a
// stand-in OCR service that answers each kind of reading with the words given: a tag found only
// in an unsure word is read again, a photo-like page still missing a tag has its sticker lines read
// first (decision 0282) and is read as sparse text last, and the unsure words of both are dropped.
import { describe, expect, it } from 'vitest';
import { READABLE_CONFIDENCE } from '../../server/domain/proofChecks/decide';
import { readFileSync } from 'node:fs';
import { readForTags, REGION_READ, SPARSE_READ } from '../../server/domain/proofChecks/read';
import type { OcrReading, OcrService, ReadOptions } from '../../server/services/ocr';

const required = [{ kind: 'hashtag' as const, value: 'BeanThereBrews' }, { kind: 'mention' as const, value: 'beanthere_cafe' }];
const caption = [{ text: 'Great', confidence: 90 }, { text: 'coffee', confidence: 90 }, { text: 'this', confidence: 90 }, { text: 'morning', confidence: 90 }];

/** A reading of the words given, at the page confidence given. */
const reading = (confidence: number, words: { text: string; confidence: number; reading?: number }[]): OcrReading => ({
  text: words.map((w) => w.text).join(' '), confidence, iconsApart: [], words,
});

/** The kind of reading asked for, by its options. */
const kindOf = (options: ReadOptions = {}) => (options.sparse ? 'sparse' : options.localContrast ? 'ink' : options.binariseAt === 160 && options.width === 1400 ? 'first'
  : options.binariseAt === REGION_READ.binariseAt ? 'regions' : options.binariseAt ? 'rotated' : 'second');

/** An OCR service answering each kind of reading from `answers` (an empty page when none is given), and the kinds asked for. */
function standIn(answers: Partial<Record<string, OcrReading>>) {
  const asked: string[] = [];
  const ocr: OcrService = {
    async read(_image, options) {
      const kind = kindOf(options);
      asked.push(kind);
      return answers[kind] ?? reading(0, []);
    },
    queue: () => ({ depth: 0, oldestWaitMs: 0 }),
    close: async () => undefined,
  };
  return { ocr, asked };
}

// A screenshot the turned readings can turn (they rotate it with sharp before reading).
const image = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNk+A8AAQUBAScY42YAAAAASUVORK5CYII=', 'base64');

describe('which readings the check makes', () => {
  it('stops at the first reading when it finds every tag surely', async () => {
    const { ocr, asked } = standIn({ first: reading(80, [...caption, { text: '#BeanThereBrews', confidence: 92 }, { text: '@beanthere_cafe', confidence: 91 }]) });
    const result = await readForTags(ocr, image, required);
    expect(result.missing).toEqual([]);
    expect(asked).toEqual(['first']);
  });

  it('reads a campaign with no tags once, however unsure the page: later readings could not change its decision', async () => {
    const { ocr, asked } = standIn({ first: reading(30, caption) });
    const result = await readForTags(ocr, image, []);
    expect(asked).toEqual(['first']);
    expect(result.missing).toEqual([]);
  });

  it('reads again a page whose tags were all found, but only in words read unsurely, and takes the surer reading', async () => {
    const { ocr, asked } = standIn({
      first: reading(40, [...caption, { text: '#BeanThereBrews=', confidence: 25 }, { text: '@beanthere_cafe', confidence: 91 }]),
      second: reading(60, [...caption, { text: '#BeanThereBrews', confidence: 90 }]),
    });
    const result = await readForTags(ocr, image, required);
    expect(asked).toEqual(['first', 'second']);
    expect(result.missing).toEqual([]);
    expect(result.confidence).toBeGreaterThanOrEqual(READABLE_CONFIDENCE);
  });

  it('reads a photo-like page still missing a tag as sparse text last, and keeps only its sure words', async () => {
    const sparse = (confidence: number) => standIn({
      first: reading(30, [{ text: '@beanthere_cafe', confidence: 90 }, ...caption]),
      sparse: reading(20, [{ text: '#BeanThereBrews', confidence }, { text: 'x%', confidence: 5 }]),
    });
    const sure = sparse(85);
    const found = await readForTags(sure.ocr, image, required);
    expect(sure.asked.at(-1)).toBe('sparse');
    expect(sure.asked.filter((k) => k === 'sparse')).toHaveLength(1);
    expect(found.missing).toEqual([]);
    // The sparse reading's page confidence is not the page's.
    expect(found.pageConfidence).toBe(30);
    const unsure = sparse(40);
    expect((await readForTags(unsure.ocr, image, required)).missing).toEqual([required[0]]);
    expect(SPARSE_READ.sparse).toBe(true);
  });

  it('reads a photo-like page\'s sticker lines before its ink, and keeps only their sure words', async () => {
    // A story whose two pills the stand-in's whole-page readings do not read (tests/fixtures/proof-checks/make.ts).
    const story = readFileSync(new URL('../fixtures/proof-checks/pill-stickers.jpg', import.meta.url));
    const lines = (confidence: number) => standIn({
      first: reading(30, caption),
      regions: reading(20, [{ text: '@beanthere_cafe', confidence: 90 }, { text: '#BeanThereBrews', confidence }]),
    });
    const sure = lines(85);
    const found = await readForTags(sure.ocr, story, required);
    expect(sure.asked).toEqual(['first', 'second', 'regions']);
    expect(found.missing).toEqual([]);
    expect(found.pageConfidence).toBe(30);
    const unsure = lines(40);
    const missing = await readForTags(unsure.ocr, story, required);
    expect(missing.missing).toEqual([required[0]]);
    expect(unsure.asked).toEqual(['first', 'second', 'regions', 'ink', 'ink', 'ink', 'ink', 'rotated', 'rotated', 'sparse']);
  });

  // Decision 0283: an unsure word of the sticker lines is kept apart, and confirms a tag another reading read the same.
  it('takes a tag read unsurely by a whole-page reading as sure once the sticker lines read it the same, however unsurely', async () => {
    const story = readFileSync(new URL('../fixtures/proof-checks/pill-stickers.jpg', import.meta.url));
    const { ocr, asked } = standIn({
      // The service numbers its readings (decision 0274).
      first: reading(30, [...caption, { text: '#BeanThereBrews', confidence: 92 }, { text: '@beanthere_cafe', confidence: 35 }].map((w) => ({ ...w, reading: 1 }))),
      regions: reading(20, [{ text: '@beanthere_cafe', confidence: 40, reading: 2 }, { text: '#BeanThereBrew', confidence: 30, reading: 2 }]),
    });
    const found = await readForTags(ocr, story, required);
    expect(asked).toEqual(['first', 'second', 'regions']);
    expect(found.missing).toEqual([]);
    expect(found.confidence).toBeGreaterThanOrEqual(READABLE_CONFIDENCE);
    // The doubtful words add nothing else: the page's words are the sure ones.
    expect(found.words.map((w) => w.text)).not.toContain('#BeanThereBrew');
  });

  it('reads a page that does not read like a photo neither turned nor as sparse text', async () => {
    const { ocr, asked } = standIn({ first: reading(90, [{ text: '@beanthere_cafe', confidence: 90 }, ...caption]) });
    const result = await readForTags(ocr, image, required);
    expect(result.missing).toEqual([required[0]]);
    expect(asked).toEqual(['first', 'second', 'ink', 'ink']);
  });
});
