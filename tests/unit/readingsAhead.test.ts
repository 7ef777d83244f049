// The hint's reading kept for the proof's check (decision 0280): taken once, only for the same image
// (its URL and the very bytes it read) and the same tags in the same order, whatever order a check
// row's jsonb gives their keys; a failed reading is not kept; the oldest and the stale are dropped.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { RequiredTag } from '../../contract/proofChecks';
import type { TagReading } from '../../server/domain/proofChecks/read';
import { keepReading, KEPT_READING_MS, KEPT_READINGS, takeReading } from '../../server/domain/proofChecks/readingsAhead';

const tags: RequiredTag[] = [{ kind: 'hashtag', value: 'BeanThereBrews' }, { kind: 'mention', value: 'beanthere_cafe' }];
const reading = { text: 'read' } as unknown as TagReading;
const newApp = () => ({ services: {} }) as FastifyInstance;
const image = (url: string, bytes = 'the screenshot') => ({ url, bytes: Buffer.from(bytes) });

describe('readings kept ahead of the check', () => {
  it('are taken once, for the same image and tags, keys in any order', async () => {
    const app = newApp();
    keepReading(app, image('/uploads/a.jpg'), tags, Promise.resolve(reading));
    expect(takeReading(app, image('/uploads/b.jpg'), tags)).toBeNull();
    expect(takeReading(app, image('/uploads/a.jpg'), tags.slice(0, 1))).toBeNull();
    const fromJsonb = tags.map((t) => ({ value: t.value, kind: t.kind }));
    expect(await takeReading(app, image('/uploads/a.jpg'), fromJsonb)).toBe(reading);
    expect(takeReading(app, image('/uploads/a.jpg'), tags)).toBeNull();
  });

  it('are not taken for a file replaced at the same address after the hint read it', () => {
    const app = newApp();
    keepReading(app, image('/uploads/a.jpg', 'a post with the tags'), tags, Promise.resolve(reading));
    expect(takeReading(app, image('/uploads/a.jpg', 'another picture'), tags)).toBeNull();
  });

  it('drop a reading that failed, so the check reads again', async () => {
    const app = newApp();
    const failed = Promise.reject(new Error('OCR down'));
    keepReading(app, image('/uploads/a.jpg'), tags, failed);
    await failed.catch(() => undefined);
    expect(takeReading(app, image('/uploads/a.jpg'), tags)).toBeNull();
  });

  it(`keep at most ${KEPT_READINGS}, and none older than ${KEPT_READING_MS / 60_000} minutes`, () => {
    const app = newApp();
    for (let i = 0; i <= KEPT_READINGS; i += 1) keepReading(app, image(`/uploads/${i}.jpg`), tags, Promise.resolve(reading), 1_000 + i);
    expect(takeReading(app, image('/uploads/0.jpg'), tags, 2_000)).toBeNull();
    expect(takeReading(app, image('/uploads/1.jpg'), tags, 2_000)).not.toBeNull();
    expect(takeReading(app, image(`/uploads/${KEPT_READINGS}.jpg`), tags, 1_000 + KEPT_READINGS + KEPT_READING_MS + 1)).toBeNull();
  });
});
