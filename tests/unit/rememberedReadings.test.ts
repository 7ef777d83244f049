// A screenshot sent again is read once (server/services/ocr/remembered.ts, decision 0284).
import { describe, expect, it } from 'vitest';
import type { OcrReading, OcrService, ReadOptions } from '../../server/services/ocr';
import { readingKey, rememberReadings } from '../../server/services/ocr/remembered';

function countingOcr() {
  const reads: { image: string; options?: ReadOptions }[] = [];
  let fail = false;
  const ocr: OcrService = {
    async read(image, options) {
      reads.push({ image: image.toString(), options });
      if (fail) throw new Error('tesseract stopped');
      return { text: `${image.toString()} ${JSON.stringify(options ?? {})}`, confidence: 90, iconsApart: [], words: [{ text: image.toString(), confidence: 90 }] };
    },
    queue: () => ({ depth: 0, oldestWaitMs: 0 }),
    close: async () => undefined,
  };
  return { ocr, reads, failing: (value: boolean) => { fail = value; } };
}

describe('remembered readings', () => {
  it('reads the same bytes with the same options once, also when asked again while the first read is under way', async () => {
    const { ocr, reads } = countingOcr();
    const remembered = rememberReadings(ocr);
    const [a, b] = await Promise.all([remembered.read(Buffer.from('shot'), { binariseAt: 160 }), remembered.read(Buffer.from('shot'), { binariseAt: 160 })]);
    await remembered.read(Buffer.from('shot'), { binariseAt: 160, since: 5, optional: true });
    expect(reads).toHaveLength(1);
    expect(b).toEqual(a);
  });

  it('reads again for other bytes or for an option that changes what is read', async () => {
    const { ocr, reads } = countingOcr();
    const remembered = rememberReadings(ocr);
    await remembered.read(Buffer.from('shot'));
    await remembered.read(Buffer.from('shot2'));
    await remembered.read(Buffer.from('shot'), { sparse: true });
    await remembered.read(Buffer.from('shot'), { localContrast: 'dark', turn: 6 });
    await remembered.read(Buffer.from('shot'), { localContrast: 'dark', turn: -6 });
    expect(reads).toHaveLength(5);
    expect(readingKey(Buffer.from('shot'), { width: 1400, binariseAt: 160 })).toBe(readingKey(Buffer.from('shot'), { binariseAt: 160, width: 1400, since: 1 }));
  });

  it('gives each caller its own copy, keeps no failed reading, and keeps only the last ones', async () => {
    const { ocr, reads, failing } = countingOcr();
    const remembered = rememberReadings(ocr, { entries: 2 });
    const first = await remembered.read(Buffer.from('a'));
    first.words.push({ text: 'changed by a caller' });
    expect((await remembered.read(Buffer.from('a'))).words).toHaveLength(1);
    failing(true);
    await expect(remembered.read(Buffer.from('b'))).rejects.toThrow('tesseract stopped');
    failing(false);
    await remembered.read(Buffer.from('b'));
    await remembered.read(Buffer.from('c'));
    await remembered.read(Buffer.from('d'));
    // 'a' was pushed out by 'c' and 'd'; 'd' is still kept.
    await remembered.read(Buffer.from('a'));
    await remembered.read(Buffer.from('d'));
    expect(reads.map((r) => r.image)).toEqual(['a', 'b', 'b', 'c', 'd', 'a']);
  });

  it('finds a reading in its store before reading, and keeps there what it reads', async () => {
    const { ocr, reads } = countingOcr();
    const stored = new Map<string, OcrReading>();
    const store = { get: (key: string) => stored.get(key) ?? null, set: (key: string, reading: OcrReading) => { stored.set(key, reading); } };
    await rememberReadings(ocr, { store }).read(Buffer.from('shot'));
    await rememberReadings(ocr, { store }).read(Buffer.from('shot'));
    expect(reads).toHaveLength(1);
    expect(stored.size).toBe(1);
  });

  it('numbers its readings apart from every other it gave, a stored one included, keeping a reading\'s own two apart', async () => {
    // Two services number their readings from 1 each; a stored reading holds numbers from another process.
    const numbered = (text: string, readings: number[]): OcrService => ({
      read: async () => ({ text, confidence: 90, iconsApart: [], words: readings.map((reading) => ({ text, confidence: 90, reading })) }),
      queue: () => ({ depth: 0, oldestWaitMs: 0 }),
      close: async () => undefined,
    });
    const stored: OcrReading = { text: 's', confidence: 90, iconsApart: [], words: [{ text: 's', reading: 1 }] };
    const store = { get: (key: string) => (key === readingKey(Buffer.from('stored')) ? stored : null), set: () => undefined };
    const grey = await rememberReadings(numbered('grey', [1, 2]), { store }).read(Buffer.from('grey'));
    const ink = await rememberReadings(numbered('ink', [1]), { store }).read(Buffer.from('ink'));
    const fromStore = await rememberReadings(numbered('unused', [1]), { store }).read(Buffer.from('stored'));
    const numbers = [...grey.words, ...ink.words, ...fromStore.words].map((w) => w.reading);
    expect(new Set(numbers).size).toBe(4);
  });
});
