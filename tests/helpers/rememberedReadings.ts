// The tests read the same few fixture screenshots again and again: the same picture in many files,
// each with its own app, and every API file again in the PostgreSQL pass. The app's OCR already
// reads a picture once while it runs (server/services/ocr/remembered.ts, decision 0284); this store,
// which every test app's OCR is given (helpers/app.ts), keeps the readings for the whole test process, and on disk in `SWAY_TEST_OCR_READINGS` when it is
// set (npm test sets it for one run), so a later phase finds them too. Each reading is still made
// once by the real OCR service.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { OcrReading, OcrService } from '../../server/services/ocr';
import { rememberReadings, type ReadingStore } from '../../server/services/ocr/remembered';

const inProcess = new Map<string, OcrReading>();

export const testReadingStore: ReadingStore = {
  get(key) {
    const known = inProcess.get(key);
    if (known) return known;
    const folder = process.env.SWAY_TEST_OCR_READINGS;
    const file = folder ? path.join(folder, `${key}.json`) : null;
    if (!file || !existsSync(file)) return null;
    const stored = JSON.parse(readFileSync(file, 'utf8')) as OcrReading;
    inProcess.set(key, stored);
    return stored;
  },
  set(key, reading) {
    inProcess.set(key, reading);
    const folder = process.env.SWAY_TEST_OCR_READINGS;
    if (!folder) return;
    // Two test processes may read the same picture at once: each writes whole, and either is the reading.
    const file = path.join(folder, `${key}.json`);
    writeFileSync(`${file}.${process.pid}.partial`, JSON.stringify(reading));
    renameSync(`${file}.${process.pid}.partial`, file);
  },
};

/** `ocr`, finding the readings any test of this run made before. */
export const rememberedReadings = (ocr: OcrService): OcrService => rememberReadings(ocr, { store: testReadingStore });
