// A change is answered once this server's listening connection has heard it (db/pgListen.ts). A
// statement's NOTICE and its notification arrive together on two sockets and are read in either
// order: when the notification came first, the wait for it ran to its 1 s bound, and the waiter it
// left behind was taken by the next identical notification, so every later change of the server
// waited for the one after it (216 answers of the PostgreSQL pass waited the full second). Here
// many changes commit at once, from this server's pool, and the answers after them wait for none.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { connectionBeside } from '../helpers/database';
import { createTenant } from '../helpers/fixtures';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(() => t.close());

describe('the wait for a change to be heard', () => {
  it('ends with its notification, however the notice and the notification were read, under many changes at once', async () => {
    for (let round = 0; round < 5; round += 1) {
      // Each tenant's business, account and session are changes this server's pool commits.
      const tenants = await Promise.all(Array.from({ length: 20 }, () => createTenant(t.app)));
      const logout = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: tenants[0]!.headers });
      expect(logout.statusCode).toBeLessThan(300);
      await t.database.changesHeard();
    }
    expect(t.database.changesHeardRunOut()).toBe(0);
  });
});

describe("this server's own changes, heard by its listening connection", () => {
  it('are told at the statement and at the commit, not a third time; a change of another session is told when heard', async () => {
    const { business } = await createTenant(t.app);
    await t.database.changesHeard();
    const told: string[] = [];
    const stop = await t.database.listen('sway_business', (payload) => { told.push(payload); });
    try {
      await t.app.db.execute(sql`update businesses set title = title where id = ${business.id}`);
      // Its notification is heard by now: the third telling, if any, has happened.
      await t.database.changesHeard();
      expect(told.filter((payload) => payload === String(business.id))).toHaveLength(2);

      told.length = 0;
      const beside = await connectionBeside(t.app.db);
      try {
        await beside.query('update businesses set title = title where id = $1', [business.id]);
      } finally {
        await beside.end();
      }
      await expect.poll(() => told.filter((payload) => payload === String(business.id)).length).toBe(1);
    } finally {
      stop();
    }
  });
});
