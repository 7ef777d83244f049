// A business's once-a-day notice (a campaign's code list ran dry) is taken by one event, however
// many are handled at once and on however many servers, and still by that event when it is taken
// again after a failure (server/domain/notifications/dailyNotice.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { takeDailyNotice } from '../../server/domain/notifications/dailyNotice';
import { buildTestApp, type TestApp } from '../helpers/app';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

describe('a daily notice', () => {
  it('goes to one of twenty events handled at once, again to that one event, to no other until the day is over', async () => {
    const takers = await Promise.all(Array.from({ length: 20 }, (_, i) => takeDailyNotice(t.app.db, 'no-codes:991', 1000 + i).then((taken) => (taken ? 1000 + i : null))));
    const winners = takers.filter((id): id is number => id !== null);
    expect(winners).toHaveLength(1);
    expect(await takeDailyNotice(t.app.db, 'no-codes:991', winners[0]!)).toBe(true);
    expect(await takeDailyNotice(t.app.db, 'no-codes:991', 5000)).toBe(false);
    // Another campaign's notice is its own.
    expect(await takeDailyNotice(t.app.db, 'no-codes:992', 5000)).toBe(true);
    // A day later the next event takes it.
    await t.app.db.execute(sql`update rate_limit_hits set expires_at = now() - interval '1 second' where key = 'daily-notice:no-codes:991'`);
    expect(await takeDailyNotice(t.app.db, 'no-codes:991', 5001)).toBe(true);
  });
});
