// GET admin/events (contract/api/operations.ts): the events queue as every server shares it; POST
// admin/events/{id}/retry hands a dead event back to it.
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/sql';
import { notFound } from '../http-error';
import type { RouteModule } from './endpoints';

const operations: RouteModule = (app) => {
  const queue = async () => {
    const [counts] = await queryRows<{ pending: number; oldest: number; dead: number }>(app.db, sql`
      select count(*) filter (where status = 'PENDING')::int as pending,
        coalesce(extract(epoch from now() - min(run_after) filter (where status = 'PENDING' and run_after <= now())), 0)::int as oldest,
        count(*) filter (where status = 'DEAD')::int as dead
      from domain_events where status <> 'DONE'`);
    const dead = await queryRows<{ id: number; type: string; business_id: number | null; attempts: number; last_error: string | null; created_at: string }>(app.db, sql`
      select id, type, business_id, attempts, last_error, created_at::text from domain_events
      where status = 'DEAD' order by created_at desc limit 50`);
    return {
      pending: counts?.pending ?? 0, oldestDueSeconds: counts?.oldest ?? 0, dead: counts?.dead ?? 0,
      deadEvents: dead.map((e) => ({ id: e.id, type: e.type, businessId: e.business_id, attempts: e.attempts, lastError: e.last_error, createdAt: new Date(e.created_at).toISOString() })),
    };
  };
  return {
    getEventQueue: queue,
    retryDeadEvent: async ({ params }) => {
      // The update wakes no trigger (that is on insert): the notification tells every server's
      // dispatcher, and this one is woken directly for PGlite, where no other server listens.
      const [row] = await queryRows<{ id: number }>(app.db, sql`
        update domain_events set status = 'PENDING', attempts = 0, run_after = now(), locked_until = null, locked_by = null
        where id = ${params.id} and status = 'DEAD' returning id`);
      if (!row) throw notFound('No failed event with this id');
      await queryRows(app.db, sql`select pg_notify('sway_events', '')`);
      app.events.wake();
      return queue();
    },
  };
};

export default operations;
