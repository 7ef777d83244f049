// A blank landing page name was saved ('Landing page updated') and left an empty entry in the
// page selector (issue 34): the server refuses a name of only spaces on its field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_NAME_REQUIRED } from '../../contract/landingPages';
import { buildTestApp, type TestApp } from '../helpers/app';
import { offerCast } from './offersHelpers';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await offerCast(t.app)).admin;
});
afterAll(async () => t.close());

describe('landing page name', () => {
  it('a blank name is refused on its field, and the stored name stays', async () => {
    const created = await t.app.inject({ method: 'POST', url: '/api/offersLandingPage/sway/', headers: admin });
    expect(created.statusCode).toBe(200);
    const { id } = created.json<{ id: number }>();
    const res = await t.app.inject({ method: 'PUT', url: `/api/offersLandingPage/sway/${id}`, headers: admin, payload: { landingPageName: '   ' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fields: { landingPageName: LANDING_NAME_REQUIRED } });
    const list = await t.app.inject({ method: 'GET', url: '/api/offersLandingPage/sway/', headers: admin });
    expect(list.json<{ id: number; landing_page_name: string }[]>().find((p) => p.id === id)?.landing_page_name).toBe('New landing page');
  });
});
