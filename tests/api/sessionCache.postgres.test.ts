// The session check's kept answers on PostgreSQL (auth/sessionCache.ts, db/pgListen.ts): a change
// made by this server is raised to the connection that made it, so it applies to its very next
// request (tests/api/sessionChanges.test.ts, on both engines), and here: a change made by another
// process applies once its notification arrives at the listening connection, answers are kept
// between requests, and they are dropped when the server's connections, the listening one among
// them, are lost.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createTenant } from '../helpers/fixtures';
import { SESSION_CHANNEL } from '../../server/auth/sessionCache';

let t: TestApp;
let other: pg.Client;
const pool = () => (t.app.db as unknown as { $client: pg.Pool }).$client;

beforeAll(async () => {
  t = await buildTestApp();
  // The events dispatcher opens a pooled connection whenever it wakes (and a lost listening
  // connection wakes it): this file counts the pool's connections, so it runs without one.
  await t.app.events.stop();
  // Another process on the same database: a plain connection that does not listen.
  other = new pg.Client({ connectionString: (pool() as unknown as { options: { connectionString: string } }).options.connectionString });
  await other.connect();
});
afterAll(async () => {
  await other.end();
  await t.close();
});

const monthly = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/dashboard/monthly', headers });
const dropMembership = (accountId: number, businessId: number) =>
  other.query('delete from memberships where account_id = $1 and business_id = $2', [accountId, businessId]);

/** The same change with its table's trigger off for the transaction: no notification is sent. */
async function dropMembershipUnheard(accountId: number, businessId: number) {
  await other.query('begin');
  await other.query('alter table memberships disable trigger memberships_sessions_changed');
  await dropMembership(accountId, businessId);
  await other.query('alter table memberships enable trigger memberships_sessions_changed');
  await other.query('commit');
}

/**
 * Waits until every notification committed before now has reached the listening connection: the
 * fixtures' own inserts notify 'sway_sessions' too, and on a busy machine that notification can
 * arrive after the first answer was kept, dropping it. PostgreSQL delivers a listener's
 * notifications in commit order, so one sent now on another channel arrives after them.
 */
async function earlierNotificationsHeard() {
  let heard!: () => void;
  const arrived = new Promise<void>((resolve) => { heard = resolve; });
  const stop = await t.database.listen('sway_events', () => heard());
  await other.query("select pg_notify('sway_events', '')");
  await arrived;
  stop();
}

describe('the session cache on PostgreSQL', () => {
  it("applies another process's change once its notification has arrived", async () => {
    const { business, owner, headers } = await createTenant(t.app);
    expect((await monthly(headers)).statusCode).toBe(200);
    const heard = new Promise<void>((resolve) => { void t.database.listen(SESSION_CHANNEL, () => resolve()); });
    await dropMembership(owner.id, business.id);
    await heard;
    expect((await monthly(headers)).statusCode).toBe(404);
  });

  it('keeps an answer between requests: a change that sends no notification is not seen', async () => {
    const { business, owner, headers } = await createTenant(t.app);
    await earlierNotificationsHeard();
    expect((await monthly(headers)).statusCode).toBe(200);
    await dropMembershipUnheard(owner.id, business.id);
    expect((await monthly(headers)).statusCode).toBe(200);
  });

  it('drops every kept answer when the server has lost its connections, the listening one among them', async () => {
    const { business, owner, headers } = await createTenant(t.app);
    expect((await monthly(headers)).statusCode).toBe(200);
    await dropMembershipUnheard(owner.id, business.id);
    // The server's connections end (a restart of PostgreSQL, a network cut): whatever changed
    // meanwhile went unheard.
    await other.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()');
    await vi.waitFor(() => expect(pool().totalCount).toBe(0), { timeout: 10_000, interval: 20 });
    // The listening connection's end is its own socket's event, which may come a little later.
    await vi.waitFor(async () => expect((await monthly(headers)).statusCode).toBe(404), { timeout: 10_000, interval: 50 });
  });
});
