// The screenshot hash started at the screenshot step (issue 38): taken once by the contact step,
// made again when it was not started here, and never more kept than the bound.
import { describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { hashAhead, KEPT_HASHES, takeHash } from '../../server/domain/claims/screenshotHashes';

/** An app whose storage counts its reads and holds no image (the hash is then null). */
function appReadingNothing() {
  const reads: string[] = [];
  const app = { services: { storage: { read: async (url: string) => { reads.push(url); throw new Error('no such file'); } } } };
  return { app: app as unknown as FastifyInstance, reads };
}

describe('screenshot hashes started ahead', () => {
  it('are read once, at the screenshot step, and taken once by the contact step', async () => {
    const { app, reads } = appReadingNothing();
    hashAhead(app, '/uploads/a.jpg');
    hashAhead(app, '/uploads/a.jpg'); // the same step posted again starts nothing new
    expect(reads).toEqual(['/uploads/a.jpg']);
    expect(await takeHash(app, '/uploads/a.jpg')).toBeNull();
    expect(reads).toEqual(['/uploads/a.jpg']);
    await takeHash(app, '/uploads/a.jpg'); // taken already: read again
    expect(reads).toEqual(['/uploads/a.jpg', '/uploads/a.jpg']);
    expect(await takeHash(app, null)).toBeNull();
  });

  it(`keep at most ${KEPT_HASHES}, dropping the oldest`, async () => {
    const { app, reads } = appReadingNothing();
    for (let i = 0; i <= KEPT_HASHES; i += 1) hashAhead(app, `/uploads/${i}.jpg`);
    const started = reads.length;
    await takeHash(app, `/uploads/${KEPT_HASHES}.jpg`);
    expect(reads.length).toBe(started);
    await takeHash(app, '/uploads/0.jpg');
    expect(reads.length).toBe(started + 1);
  });
});
