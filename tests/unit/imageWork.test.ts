// Image work never fills libuv's pool (server/lib/imageWork.ts, issue 38): at most IMAGE_SLOTS sharp
// operations run at once, a file written while many wait does not queue behind them, and work a
// customer waits for goes before background work.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_SLOTS, imageWork, imageWorkWaiting } from '../../server/lib/imageWork';

const dir = await mkdtemp(path.join(os.tmpdir(), 'image-work-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** An operation that keeps a pool thread busy for a while: a blur over a large picture. */
const heavy = () => sharp({ create: { width: 1600, height: 1600, channels: 3, background: '#808080' } }).blur(6).raw().toBuffer();

describe('imageWork', () => {
  it('keeps no finished image operations in libvips\' cache: each screenshot is new, a kept one only holds memory', async () => {
    await imageWork(heavy);
    expect(sharp.cache()).toMatchObject({ memory: { current: 0, max: 0 }, items: { current: 0, max: 0 } });
  });

  it(`runs at most ${IMAGE_SLOTS} operations at once, and every one of them`, async () => {
    let running = 0;
    let most = 0;
    const results = await Promise.all(Array.from({ length: 12 }, (_, i) => imageWork(async () => {
      running += 1;
      most = Math.max(most, running);
      try {
        return (await sharp({ create: { width: 64, height: 64, channels: 3, background: '#000' } }).png().toBuffer()).length + i * 0;
      } finally {
        running -= 1;
      }
    })));
    expect(results).toHaveLength(12);
    expect(most).toBe(IMAGE_SLOTS);
    expect(imageWorkWaiting()).toBe(0);
  });

  it('a file written while 16 image operations wait does not queue behind them', async () => {
    let imageDone = 0;
    const images = Array.from({ length: 16 }, () => imageWork(heavy).then(() => { imageDone += 1; }));
    const waiting = imageWorkWaiting();
    await writeFile(path.join(dir, 'upload.jpg'), Buffer.alloc(300_000, 7));
    const doneWhenWritten = imageDone;
    await Promise.all(images);
    // Ungated, the write queues behind every operation but the four the pool's threads hold (12 done).
    expect(doneWhenWritten).toBeLessThan(16 - 4);
    expect(waiting).toBe(16 - IMAGE_SLOTS);
  });

  it('runs work a customer waits for before the background work queued ahead of it', async () => {
    const started: string[] = [];
    const tracked = (name: string) => async () => { started.push(name); await heavy(); };
    const background = Array.from({ length: 6 }, (_, i) => imageWork(tracked(`background ${i}`)));
    const customer = imageWork(tracked('customer'), 'customer');
    await Promise.all([...background, customer]);
    // The first IMAGE_SLOTS were already running; the customer's starts next.
    expect(started.indexOf('customer')).toBe(IMAGE_SLOTS);
    expect(started).toHaveLength(7);
  });
});
