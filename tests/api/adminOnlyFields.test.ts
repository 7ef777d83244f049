// Admin-only reply fields never reach a business user (issue 18 defect 8), generated over the
// endpoint table: every entry whose success reply declares an adminOnly() field (contract/adminOnly.ts)
// is called by an ADMIN, a CLIENT and a CLIENT_LITE of the same business on the demo data; the
// business users' replies hold none of those fields at any depth, and the admin's do.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { endpoints } from '../../contract/api';
import { accessAllows } from '../../contract/access';
import { adminOnlyFieldNames } from '../../contract/adminOnly';
import { fillPath, pathParamNames, type EndpointSpec } from '../../contract/endpoint';
import { seedDemo } from '../../server/db/seed';
import { queryRows } from '../../server/db/sql';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, createAccount, tokenFor } from '../helpers/fixtures';
import { ownedRecordId } from '../helpers/ownedRecords';
import { endpointSamples } from '../helpers/endpointSamples';

const withAdminOnly = (Object.entries(endpoints) as [string, EndpointSpec][])
  .map(([name, spec]) => ({ name, spec, fields: adminOnlyFieldNames(spec.responses[200] as z.ZodType) }))
  .filter((e) => e.fields.length > 0);

let t: TestApp;
let tony: number;
const headers: Record<'ADMIN' | 'CLIENT' | 'CLIENT_LITE', Record<string, string>> = { ADMIN: {}, CLIENT: {}, CLIENT_LITE: {} };

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.app.db);
  [{ id: tony }] = await queryRows<{ id: number }>(t.app.db, sql`select id from businesses where title = 'Tony''s Pizza'`);
  const accounts = await queryRows<{ id: number; email: string; userType: 'ADMIN' | 'CLIENT' }>(t.app.db,
    sql`select id, email, user_type as "userType" from accounts where email in ('admin@example.com', 'owner@example.com')`);
  for (const a of accounts) headers[a.userType] = bearer(await tokenFor(t.app, a, tony));
  const lite = await createAccount(t.app, 'CLIENT_LITE', [tony]);
  headers.CLIENT_LITE = bearer(await tokenFor(t.app, lite, tony));
  // Every offer of the business carries a note, so the admin's replies show what is at stake.
  await t.app.db.execute(sql`update offers set internal_notes = 'Waiting for an image before approval.' where business_id = ${tony}`);
}, 120_000);
afterAll(async () => { await t?.close(); });

/** Every key of every object in a JSON value. */
function keysOf(value: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, into));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) { into.add(k); keysOf(v, into); }
  }
  return into;
}

async function call(name: string, spec: EndpointSpec, caller: keyof typeof headers) {
  const sample = endpointSamples[name] ?? {};
  const params: Record<string, unknown> = { ...sample.params };
  if (spec.owns && spec.owns.entity !== 'global') params[spec.owns.param] = await ownedRecordId(t.app.db, spec.owns.entity, tony);
  const missing = pathParamNames(spec.path).filter((p) => params[p] === undefined);
  if (missing.length > 0 || (spec.body && !sample.body)) throw new Error(`add valid inputs for ${name} to tests/helpers/endpointSamples.ts`);
  return t.app.inject({
    method: spec.method, url: `/api/${fillPath(spec.path, params)}`, headers: headers[caller],
    ...(sample.body === undefined ? {} : { payload: sample.body as object }),
  });
}

describe('admin-only reply fields (generated from contract/api)', () => {
  it('the table has entries with admin-only fields (offer internal_notes)', () => {
    expect(withAdminOnly.map((e) => e.name)).toEqual(expect.arrayContaining(['getOffers', 'getOffer', 'updateOffer']));
  });
  for (const { name, spec, fields } of withAdminOnly) {
    it(`${name} (${spec.method} ${spec.path}) sends ${fields.join(', ')} to an admin only`, async () => {
      const admin = await call(name, spec, 'ADMIN');
      expect(admin.statusCode).toBe(200);
      expect([...keysOf(admin.json())]).toEqual(expect.arrayContaining(fields));
      for (const caller of ['CLIENT', 'CLIENT_LITE'] as const) {
        if (!accessAllows(spec.access, caller)) continue;
        const res = await call(name, spec, caller);
        expect(res.statusCode, `${caller}: ${res.body}`).toBe(200);
        const leaked = fields.filter((f) => keysOf(res.json()).has(f));
        expect(leaked, `${caller} got admin-only fields from ${name}`).toEqual([]);
      }
    });
  }
});
