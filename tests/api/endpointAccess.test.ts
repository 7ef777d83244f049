// Authorization tests generated from the endpoint table (contract/api): every entry is called by
// every kind of caller and must answer 401/403 exactly as its access rule declares; every entry
// whose path names a business's record must answer another business's id exactly like a
// missing one. A new entry is covered without anyone writing a test for it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSigner } from 'fast-jwt';
import { sql } from 'drizzle-orm';
import { endpoints } from '../../contract/api';
import { accessAllows } from '../../contract/access';
import { pathParamNames, fillPath, type EndpointSpec } from '../../contract/endpoint';
import type { UserType } from '../../contract/roles';
import { seedDemo } from '../../server/db/seed';
import { queryRows } from '../../server/db/sql';
import { buildTestApp, testConfig, type TestApp } from '../helpers/app';
import { bearer, tokenFor } from '../helpers/fixtures';
import { ownedRecordId } from '../helpers/ownedRecords';
import { endpointSamples } from '../helpers/endpointSamples';

const SECRET = testConfig().jwtSecret;
const MISSING_ID = 2147483646;
const entries = Object.entries(endpoints) as [string, EndpointSpec][];

let t: TestApp;
let tony: number;
let other: number;
/** `login`: headers of another login of the same caller, for a call that ends the login it is made with. */
const callers: Record<string, { userType: UserType | null; headers: Record<string, string>; login?: () => Promise<Record<string, string>> }> = {};
/** Calls that end the caller's login: each is made with a login of its own, so the caller's headers keep working. */
const ENDS_LOGIN = new Set(['logout']);

interface Account { id: number; email: string; userType: UserType }
async function account(email: string): Promise<Account> {
  const [row] = await queryRows<Account>(t.app.db, sql`select id, email, user_type as "userType" from accounts where email = ${email}`);
  return row;
}
const sign = (a: Account, businessId: number) => tokenFor(t.app, a, businessId);

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.app.db);
  const ids = await queryRows<{ title: string; id: number }>(t.app.db, sql`select title, id from businesses`);
  const byTitle = (title: string) => ids.find((b) => b.title === title)!.id;
  tony = byTitle("Tony's Pizza");
  other = byTitle('Other Gym');
  const [admin, owner, lite, otherOwner] = await Promise.all(
    ['admin@example.com', 'owner@example.com', 'lite@example.com', 'other@example.com'].map(account),
  );
  const ownerToken = await sign(owner, tony);
  const [head, , signature] = ownerToken.split('.');
  const payload = JSON.parse(Buffer.from(ownerToken.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
  const tampered = `${head}.${Buffer.from(JSON.stringify({ ...payload, sub: JSON.stringify({ userType: 'ADMIN', email: owner.email, userId: owner.id }) })).toString('base64url')}.${signature}`;
  const longAgo = Math.floor(Date.now() / 1000) - 90 * 86400;
  const expired = createSigner({ key: SECRET, algorithm: 'HS256' })({
    sub: JSON.stringify({ userType: owner.userType, email: owner.email, userId: owner.id }), businessId: tony,
    iat: longAgo, exp: longAgo + 3600, rnw: longAgo + 86400,
  });
  const liteBusiness = (await queryRows<{ b: number }>(t.app.db, sql`select current_business_id as b from accounts where id = ${lite.id}`))[0].b;
  const as = async (a: Account, businessId: number) => ({
    userType: a.userType, headers: bearer(await sign(a, businessId)), login: async () => bearer(await sign(a, businessId)),
  });
  Object.assign(callers, {
    anonymous: { userType: null, headers: {} },
    expired: { userType: null, headers: bearer(expired) },
    tampered: { userType: null, headers: bearer(tampered) },
    ADMIN: await as(admin, tony),
    CLIENT: { userType: 'CLIENT', headers: bearer(ownerToken), login: async () => bearer(await sign(owner, tony)) },
    CLIENT_LITE: await as(lite, liteBusiness),
    'CLIENT of another business': await as(otherOwner, other),
  });
  callers.adminOfOther = await as(admin, other);
}, 120_000);
afterAll(async () => { await t?.close(); });

/** Any value fills a parameter for the gate checks: the role check runs before validation. */
const anyParams = (path: string) => Object.fromEntries(pathParamNames(path).map((name) => [name, String(MISSING_ID)]));
const inject = (spec: EndpointSpec, params: Record<string, unknown>, headers: Record<string, string>, body?: unknown) =>
  t.app.inject({ method: spec.method, url: `/api/${fillPath(spec.path, params)}`, headers, ...(body === undefined ? {} : { payload: body as object }) });

describe('the endpoint table', () => {
  it('declares, for every id in a path, what record it names', () => {
    const undeclared = entries.filter(([, spec]) => pathParamNames(spec.path).some((p) => /id$/i.test(p)) && !spec.owns).map(([name]) => name);
    expect(undeclared).toEqual([]);
  });
});

describe('who may call each endpoint (generated from contract/api)', () => {
  const kinds = ['anonymous', 'expired', 'tampered', 'ADMIN', 'CLIENT', 'CLIENT_LITE', 'CLIENT of another business'];
  for (const kind of kinds) {
    it(`${kind}: 401 without a valid login, 403 outside the roles, and through the gate otherwise, on every entry`, async () => {
      const caller = callers[kind];
      const wrong: string[] = [];
      let unexpected2xx = 0;
      for (const [name, spec] of entries) {
        const headers = ENDS_LOGIN.has(name) && caller.login ? await caller.login() : caller.headers;
        const res = await inject(spec, anyParams(spec.path), headers);
        const expected = spec.access === 'public' ? 'open'
          : caller.userType === null ? 401 : accessAllows(spec.access, caller.userType) ? 'open' : 403;
        const ok = expected === 'open' ? res.statusCode !== 401 && res.statusCode !== 403 : res.statusCode === expected;
        if (!ok) wrong.push(`${name} (${spec.method} ${spec.path}): expected ${expected}, got ${res.statusCode}`);
        if (expected !== 'open' && res.statusCode >= 200 && res.statusCode < 300) unexpected2xx += 1;
      }
      console.info(`[endpointAccess] ${kind}: ${entries.length} routes, unexpected 2xx = ${unexpected2xx}`);
      expect(wrong).toEqual([]);
    });
  }
});

describe("another business's id answers exactly like a missing one (generated from contract/api)", () => {
  const owned = entries.filter(([, spec]) => spec.owns && spec.owns.entity !== 'global');
  it('covers every entry that names a business record', () => {
    expect(owned.length).toBeGreaterThan(15);
    const needsSample = ([, spec]: [string, EndpointSpec]) => Boolean(spec.body) || pathParamNames(spec.path).length > 1;
    const withoutSample = owned.filter((entry) => needsSample(entry) && !(entry[0] in endpointSamples)).map(([name]) => name);
    expect(withoutSample, 'add valid inputs to tests/helpers/endpointSamples.ts').toEqual([]);
  });
  for (const [name, spec] of owned) {
    it(`${name}: ${spec.method} ${spec.path}`, async () => {
      const { param, entity } = spec.owns!;
      const foreignId = await ownedRecordId(t.app.db, entity as Exclude<typeof entity, 'global'>, tony);
      // The caller: someone of the other business whom the entry lets through.
      const caller = accessAllows(spec.access, 'CLIENT') ? callers['CLIENT of another business'] : callers.adminOfOther;
      const sample = endpointSamples[name] ?? {};
      const base = { ...anyParams(spec.path), ...sample.params };
      const { body } = sample;
      const foreign = await inject(spec, { ...base, [param]: foreignId }, caller.headers, body);
      const missing = await inject(spec, { ...base, [param]: MISSING_ID }, caller.headers, body);
      expect(foreign.statusCode).toBe(404);
      expect({ status: foreign.statusCode, body: foreign.body }).toEqual({ status: missing.statusCode, body: missing.body });
    });
  }
});
