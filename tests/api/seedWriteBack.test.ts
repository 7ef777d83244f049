// The demo data is valid by the write schemas: every seeded record a screen edits, read through
// the API and written back unchanged, is accepted and reads back the same (issue 36 finding 6).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { endpoints } from '../../contract/api';
import { fillPath } from '../../contract/endpoint';
import { seedDemo } from '../../server/db/seed';
import { queryRows } from '../../server/db/sql';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, tokenFor } from '../helpers/fixtures';

type Name = keyof typeof endpoints;
type Json = Record<string, unknown>;
let t: TestApp;
let admin: { id: number; email: string; userType: 'ADMIN' };
let businesses: { id: number; title: string }[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.app.db);
  const [row] = await queryRows<{ id: number; email: string }>(t.app.db, sql`select id, email from accounts where email = 'admin@example.com'`);
  admin = { ...row, userType: 'ADMIN' };
  businesses = await queryRows<{ id: number; title: string }>(t.app.db, sql`select id, title from businesses order by id`);
}, 180_000);
afterAll(async () => { await t?.close(); });

const call = async (headers: Json, name: Name, params?: Json, body?: unknown) => {
  const spec = endpoints[name];
  return t.app.inject({
    method: spec.method, url: `/api/${fillPath(spec.path, params)}`, headers: headers as Record<string, string>,
    ...(body === undefined ? {} : { payload: body as object }),
  });
};
/** The fields of a write schema (an object, possibly wrapped). */
function writeKeys(name: Name): string[] {
  let def = (endpoints[name] as { body?: z.ZodType }).body?._zod.def as { type: string; shape?: Json; innerType?: z.ZodType; in?: z.ZodType } | undefined;
  while (def && def.type !== 'object') def = (def.innerType ?? def.in)?._zod.def as typeof def;
  return Object.keys(def?.shape ?? {});
}
const pick = (record: Json, keys: string[]) => Object.fromEntries(keys.filter((k) => k in record).map((k) => [k, record[k]]));
const idsOf = (table: string, businessId: number) =>
  queryRows<{ id: number }>(t.app.db, sql`select id from ${sql.identifier(table)} where business_id = ${businessId} order by id`);

describe('seeded records written back unchanged (issue 36 finding 6)', () => {
  it('every business: settings, offers, sway offers and flows, landing pages, social proofs', async () => {
    const refused: string[] = [];
    const changed: string[] = [];
    let written = 0;
    const writeBack = async (what: string, reader: () => Promise<Json>, writer: (record: Json) => Promise<{ statusCode: number; body: string }>) => {
      const before = await reader();
      const res = await writer(before);
      written += 1;
      if (res.statusCode !== 200) refused.push(`${what}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      else {
        const after = await reader();
        if (JSON.stringify(after) !== JSON.stringify(before)) changed.push(`${what}: ${JSON.stringify(before)} became ${JSON.stringify(after)}`);
      }
    };
    for (const business of businesses) {
      const headers = bearer(await tokenFor(t.app, admin, business.id));
      const settings = async () => (await call(headers, 'getSettings')).json<Json>();
      for (const [section, name] of [['business', 'updateBusinessSettings'], ['social', 'updateSocialDefaults'], ['value', 'updateBusinessValue'], ['socialProof', 'updateSocialProofSettings']] as const) {
        // A business without widget settings reads the blank defaults: no record to write back.
        if (section === 'socialProof' && (await queryRows(t.app.db, sql`select 1 from social_proof_settings where business_id = ${business.id} and install_url is not null`)).length === 0) continue;
        await writeBack(`${business.title} settings.${section}`, async () => (await settings())[section] as Json,
          (record) => call(headers, name, undefined, pick(record, writeKeys(name))));
      }
      for (const { id } of await idsOf('offers', business.id)) {
        await writeBack(`${business.title} offer ${id}`, async () => (await call(headers, 'getOffer', { id })).json<Json>(),
          (record) => call(headers, 'updateOffer', { id }, pick(record, writeKeys('updateOffer'))));
      }
      for (const { id } of await idsOf('sway_offers', business.id)) {
        const read = async () => (await call(headers, 'getSwayOffer', { id })).json<Json>();
        await writeBack(`${business.title} sway offer ${id}`, read, (record) => call(headers, 'updateSwayOffer', { id }, pick(record, writeKeys('updateSwayOffer'))));
        await writeBack(`${business.title} sway offer ${id} flow`, async () => (await read()).flow as Json,
          (flow) => call(headers, 'updateSwayFlow', { id }, pick(flow, writeKeys('updateSwayFlow'))));
      }
      for (const { id } of await idsOf('landing_pages', business.id)) {
        await writeBack(`${business.title} landing page ${id}`, async () => (await call(headers, 'getLandingPage', { id })).json<Json>(),
          (page) => call(headers, 'updateLandingPage', { id }, { landingPageName: page.landing_page_name, customUrl: page.custom_url, layoutData: page.layout_data }));
      }
      const proofs = async () => (await call(headers, 'getSocialProofs')).json<{ socialProofs: Json[] }>().socialProofs;
      for (const proof of await proofs()) {
        await writeBack(`${business.title} social proof ${String(proof.id)}`, async () => (await proofs()).find((p) => p.id === proof.id)!,
          (record) => call(headers, 'updateSocialProof', { id: record.id }, pick(record, writeKeys('updateSocialProof'))));
      }
    }
    console.info(`[seedWriteBack] ${written} records over ${businesses.length} businesses`);
    expect(refused).toEqual([]);
    expect(changed).toEqual([]);
    expect(written).toBeGreaterThan(20);
  }, 300_000);
});
