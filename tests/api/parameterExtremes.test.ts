// Every path and query parameter of every route in the OpenAPI document, sent its extremes
// (0, -1, 2^31, 2^53, 8.64e15 and past it, huge, fractional and not-a-number text), answers 4xx or
// 2xx, never 5xx: the contract bounds each number and date to what its use can handle
// (issue 36 finding 4). Generated from the document, so a new route or parameter is covered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { endpoints } from '../../contract/api';
import { accessAllows } from '../../contract/access';
import type { EndpointSpec } from '../../contract/endpoint';
import { seedDemo } from '../../server/db/seed';
import { queryRows } from '../../server/db/sql';
import { buildTestApp, type TestApp } from '../helpers/app';
import { bearer, tokenFor } from '../helpers/fixtures';
import { endpointSamples } from '../helpers/endpointSamples';

export const EXTREMES = [
  '0', '-1', '2147483647', '2147483648', '-2147483649', '9007199254740992', '8640000000000000', '8640000000000001',
  '-8640000000000001', '8.64e15', '1e309', '99999999999999999999999', '0.5', 'NaN', 'Infinity', '-0', '1970-01-01', '275760-09-14', '9999-12-31T23:59:59Z',
];
/** Values tried for the other parameters of a route, so the one under test is not refused for them. */
const CANDIDATES = ['1', '2026-01-01', '2026-01-31', '123456', 'INSTAGRAM_POST', 'client', 'POST', 'File', 'tenant-check', 'abcdef0123456789abcdef0123456789', 'true'];

interface OpenApiParameter { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean }
/** spec: the endpoint table's entry; none for a page or file route outside /api (public). */
interface Route { name: string; spec?: EndpointSpec; method: string; path: string; parameters: OpenApiParameter[] }

let t: TestApp;
let routes: Route[] = [];
let admin: { id: number; email: string; userType: 'ADMIN' };
let business: number;

type Shape = Record<string, z.ZodType>;
const shapeOf = (schema: z.ZodObject | undefined): Shape => (schema?.shape ?? {}) as Shape;
/** A value the parameter's schema accepts, for the parameters not under test. */
function validValue(schema: z.ZodType | undefined): string | undefined {
  if (!schema) return undefined;
  const def = (schema as unknown as { _zod: { def: { entries?: Record<string, string> } } })._zod.def;
  const options = def.entries ? Object.values(def.entries) : [];
  return [...CANDIDATES, ...options].find((v) => schema.safeParse(v).success);
}

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.app.db);
  const [row] = await queryRows<{ id: number; email: string }>(t.app.db, sql`select id, email from accounts where email = 'admin@example.com'`);
  admin = { ...row, userType: 'ADMIN' };
  [{ id: business }] = await queryRows<{ id: number }>(t.app.db, sql`select id from businesses where title = 'Tony''s Pizza'`);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json<{ paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>> }>();
  const byRoute = new Map(Object.entries(endpoints).map(([name, spec]) => [`${spec.method} /api/${spec.path}`, { name, spec: spec as EndpointSpec }]));
  routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => {
    const entry = byRoute.get(`${method.toUpperCase()} ${path}`) ?? { name: `${method.toUpperCase()} ${path}`, spec: undefined };
    return { ...entry, method: method.toUpperCase(), path, parameters: (op.parameters ?? []).filter((p) => p.in === 'path' || p.in === 'query') };
  }));
}, 180_000);
afterAll(async () => { await t?.close(); });

describe('parameter extremes on every route of the OpenAPI document (issue 36 finding 4)', () => {
  it('the document lists every entry of the endpoint table', () => {
    expect(routes.filter((r) => r.spec).map((r) => r.name).sort()).toEqual(Object.keys(endpoints).sort());
  });

  it('no parameter extreme answers 5xx', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      if (route.parameters.length === 0) continue;
      const paramsShape = shapeOf(route.spec?.params);
      const queryShape = shapeOf(route.spec?.query);
      const sample = endpointSamples[route.name] ?? {};
      const fixed: Record<string, string> = {};
      for (const p of route.parameters.filter((q) => q.in === 'path')) {
        fixed[p.name] = String(sample.params?.[p.name] ?? validValue(paramsShape[p.name]) ?? '1');
      }
      const requiredQuery = Object.fromEntries(route.parameters.filter((q) => q.in === 'query' && q.required)
        .map((q) => [q.name, validValue(queryShape[q.name]) ?? '1']));
      // A new login per route: a route under test may end or switch the one it is called with.
      const access = route.spec?.access ?? 'public';
      const headers = access === 'public' || !accessAllows(access, 'ADMIN') ? {} : bearer(await tokenFor(t.app, admin, business));
      for (const parameter of route.parameters) {
        for (const value of EXTREMES) {
          const pathValues = parameter.in === 'path' ? { ...fixed, [parameter.name]: value } : fixed;
          const query = new URLSearchParams(parameter.in === 'query' ? { ...requiredQuery, [parameter.name]: value } : requiredQuery).toString();
          const url = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name])) + (query ? `?${query}` : '');
          const body = route.method === 'GET' || route.method === 'HEAD' ? undefined : (sample.body ?? {});
          const res = await t.app.inject({ method: route.method as 'GET', url, headers, ...(body === undefined ? {} : { payload: body as object }) });
          sent += 1;
          if (res.statusCode >= 500) failures.push(`${route.method} ${url} (${parameter.name}=${value}): ${res.statusCode} ${res.body.slice(0, 160)}`);
        }
      }
    }
    console.info(`[parameterExtremes] ${sent} requests over ${routes.filter((r) => r.parameters.length > 0).length} routes with parameters`);
    expect(failures).toEqual([]);
  }, 600_000);
});
