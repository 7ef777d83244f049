// Every change of the endpoint table honours an Idempotency-Key (issue 34): generated from
// contract/api, so an entry added later is covered without anyone writing a test for it. Each
// POST, PUT and DELETE is called by a caller its access rule lets in, with a malformed key: the
// server's idempotency hook must refuse the key, which it does only on routes it guards (a route
// without the hook would go on to validate the body or run). The behaviour of a guarded route
// (one record for a doubled request) is tested in idempotency.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../contract/api';
import { fillPath, pathParamNames, takesIdempotencyKey, type EndpointSpec } from '../../contract/endpoint';
import { INVALID_KEY_REPLY } from '../../server/plugins/idempotency';
import { buildTestApp, type TestApp } from '../helpers/app';
import { offerCast } from './offersHelpers';

const changes = (Object.entries(endpoints) as [string, EndpointSpec][]).filter(([, spec]) => spec.method !== 'GET');

let t: TestApp;
let callers: Record<'anonymous' | 'CLIENT' | 'CLIENT_LITE' | 'ADMIN', Record<string, string>>;
beforeAll(async () => {
  t = await buildTestApp();
  const cast = await offerCast(t.app);
  callers = { anonymous: {}, CLIENT: cast.owner, CLIENT_LITE: cast.lite, ADMIN: cast.admin };
});
afterAll(async () => t.close());

/** A caller the entry's access rule lets in. */
function callerOf(spec: EndpointSpec) {
  if (spec.access === 'public') return callers.anonymous;
  if (spec.access === 'anyUser' || spec.access.length === 0) return callers.CLIENT;
  return callers[spec.access[0]];
}

describe('Idempotency-Key on every change of the endpoint table', () => {
  it('the table has changes, and every POST, PUT and DELETE takes a key', () => {
    expect(changes.length).toBeGreaterThan(50);
    expect(changes.filter(([, spec]) => !takesIdempotencyKey(spec)).map(([name]) => name)).toEqual([]);
  });

  it.each(changes)('%s: the server reads the key', async (_name, spec) => {
    const params = Object.fromEntries(pathParamNames(spec.path).map((p) => [p, '1']));
    const res = await t.app.inject({
      method: spec.method, url: `/api/${fillPath(spec.path, params)}`,
      headers: { ...callerOf(spec), 'idempotency-key': 'bad key!' }, payload: {},
    });
    expect(res.statusCode).toBe(400);
    // An entry whose own 400 reply has no field map answers the error alone.
    expect(res.json()).toMatchObject({ error: INVALID_KEY_REPLY.error });
  });
});
