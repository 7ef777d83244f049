// Reading the text of a screenshot (issue 13 item 1): tesseract.js with the English data of the
// npm package @tesseract.js-data/eng, all loaded from node_modules (never from a CDN). Tesseract
// runs in worker threads, so the server's event loop keeps answering while it reads; its own
// scheduler queues reads beyond the workers. Workers start on the first read and stop after
// a few idle minutes, so a server that checks no proofs holds no OCR memory.
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp from 'sharp';
import { createScheduler, createWorker, OEM, type Scheduler } from 'tesseract.js';

export interface OcrReading {
  text: string;
  /** Tesseract's mean word confidence, 0–100. */
  confidence: number;
}

export interface OcrService {
  read(image: Buffer): Promise<OcrReading>;
  close(): Promise<void>;
}

const require = createRequire(import.meta.url);
/** The folder holding eng.traineddata.gz (the package's best-int model). */
export const ENGLISH_DATA_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
const IDLE_STOP_MS = 3 * 60_000;
/** Screenshots are read at this width: small phone text needs about 2× a 390 px screenshot. */
const READ_WIDTH = 1200;

/**
 * Grey, at a readable width, dark mode turned light (Tesseract reads dark text on light best),
 * contrast stretched. Returns a PNG.
 */
export async function prepareForOcr(image: Buffer): Promise<Buffer> {
  const grey = sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 }).rotate().greyscale();
  const { width = READ_WIDTH } = await grey.metadata();
  const stats = await grey.clone().stats();
  const dark = (stats.channels[0]?.mean ?? 255) < 110;
  let pipeline = grey.clone().resize({ width: Math.min(READ_WIDTH, Math.max(width, READ_WIDTH)), withoutEnlargement: false });
  if (dark) pipeline = pipeline.negate({ alpha: false });
  return pipeline.normalise().png({ compressionLevel: 1 }).toBuffer();
}

export function createOcr(options: { workers?: number } = {}): OcrService {
  const workers = Math.max(1, options.workers ?? 1);
  let scheduler: Promise<Scheduler> | null = null;
  let idleTimer: NodeJS.Timeout | null = null;
  let pending = 0;

  const start = async () => {
    const s = createScheduler();
    for (let i = 0; i < workers; i += 1) {
      s.addWorker(await createWorker('eng', OEM.LSTM_ONLY, { langPath: ENGLISH_DATA_PATH, cacheMethod: 'none', gzip: true }));
    }
    return s;
  };
  const stop = async () => {
    const running = scheduler;
    scheduler = null;
    if (running) await (await running).terminate();
  };
  const armIdleStop = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => { if (pending === 0) void stop(); }, IDLE_STOP_MS);
    idleTimer.unref();
  };

  return {
    async read(image) {
      pending += 1;
      try {
        const prepared = await prepareForOcr(image);
        scheduler ??= start();
        const { data } = await (await scheduler).addJob('recognize', prepared);
        return { text: data.text, confidence: data.confidence };
      } finally {
        pending -= 1;
        armIdleStop();
      }
    },
    async close() {
      if (idleTimer) clearTimeout(idleTimer);
      await stop();
    },
  };
}
