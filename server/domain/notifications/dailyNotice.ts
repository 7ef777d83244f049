// A notice a business hears at most once a day (a campaign's code list ran dry), whichever event
// and whichever server gets there first. The day's first event takes the notice with one atomic
// upsert on the shared counters' table (rate_limit_hits: its count holds the taking event's id),
// so two events handled at once, on one server or on two, cannot both send it; the same event
// taken again (its handler failed before the message was recorded) still holds it.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/sql';

const DAY_SECONDS = 24 * 60 * 60;

export async function takeDailyNotice(db: Db, notice: string, eventId: number): Promise<boolean> {
  const key = `daily-notice:${notice}`;
  const [taken] = await queryRows<{ count: number }>(db, sql`
    insert into rate_limit_hits as h (key, count, expires_at) values (${key}, ${eventId}, now() + make_interval(secs => ${DAY_SECONDS}))
    on conflict (key) do update set count = excluded.count, expires_at = excluded.expires_at
      where h.expires_at <= now()
    returning count`);
  if (taken) return true;
  const [holder] = await queryRows<{ count: number }>(db, sql`select count from rate_limit_hits where key = ${key}`);
  return holder?.count === eventId;
}
