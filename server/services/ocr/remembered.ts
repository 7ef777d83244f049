// A screenshot sent again is read once (decision 0284). A reading is Tesseract's on the exact bytes
// with the exact options, so reading the same screenshot again gives the same words: a customer who
// re-sends one, ten people who send the same picture, and each check of a re-sent proof would
// otherwise pay the seconds of OCR again. The last REMEMBERED_READINGS readings are kept in memory
// (a reading is a few tens of KB), a reading still under way included, so a second ask waits for
// the first instead of queueing another. What decides the text is in the key: the image's bytes and
// every option but those that only order the queue.
import { createHash } from 'node:crypto';
import type { OcrReading, OcrService, ReadOptions } from './index';

export const REMEMBERED_READINGS = 64;

/** Options that say when a read is made, not what it reads. */
const ORDER_ONLY: ReadonlySet<string> = new Set<keyof ReadOptions>(['since', 'optional']);

/** What identifies a reading: the image's bytes and the options that shape what is read. */
export function readingKey(image: Buffer, options: ReadOptions = {}): string {
  const shaping = Object.entries(options)
    .filter(([name, value]) => !ORDER_ONLY.has(name) && value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(image).update(JSON.stringify(shaping)).digest('base64url');
}

let readingsGiven = 0;

/**
 * The reading with its own numbers: its words say which reading they come from, and the matcher
 * counts two readings that agree (decision 0274, 0283), so readings given by this process must never
 * share a number. The service numbers its readings per instance, and a stored reading comes from
 * another; each reading number in it (a grey reading read again inverted holds two) gets a new one.
 */
function numberedHere(reading: OcrReading): OcrReading {
  const given = new Map<number, number>();
  const renumber = (made: number) => given.get(made) ?? given.set(made, (readingsGiven += 1)).get(made)!;
  return { ...reading, words: reading.words.map((word) => (word.reading === undefined ? word : { ...word, reading: renumber(word.reading) })) };
}

/** A second place readings are looked for and kept (the tests keep theirs on disk between phases). */
export interface ReadingStore {
  get(key: string): OcrReading | null;
  set(key: string, reading: OcrReading): void;
}

/** `ocr`, reading each picture once per set of options while it is among the last `entries`; each caller gets its own copy. */
export function rememberReadings(ocr: OcrService, { entries = REMEMBERED_READINGS, store }: { entries?: number; store?: ReadingStore } = {}): OcrService {
  const kept = new Map<string, Promise<OcrReading>>();
  return {
    queue: () => ocr.queue(),
    close: () => ocr.close(),
    async read(image, options = {}) {
      const key = readingKey(image, options);
      let reading = kept.get(key);
      if (reading) {
        // The most recently asked for are kept longest.
        kept.delete(key);
      } else {
        const stored = store?.get(key);
        reading = stored ? Promise.resolve(numberedHere(stored)) : ocr.read(image, options).then((made) => {
          store?.set(key, made);
          return numberedHere(made);
        });
        // A failed reading is not kept: the next ask reads again.
        const made = reading;
        made.catch(() => {
          if (kept.get(key) === made) kept.delete(key);
        });
      }
      kept.set(key, reading);
      for (const oldest of kept.keys()) {
        if (kept.size <= entries) break;
        kept.delete(oldest);
      }
      return structuredClone(await reading);
    },
  };
}
