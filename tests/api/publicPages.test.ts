// /p/{code} redirects and counts; /share/offer/{id} shows the offer with every text escaped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { businesses, shortUrls } from '../../server/db/schema';
import { insertOffer, offerCast } from './offersHelpers';

let t: TestApp;
let cast: Awaited<ReturnType<typeof offerCast>>;
beforeAll(async () => { t = await buildTestApp(); cast = await offerCast(t.app); });
afterAll(async () => { await t.close(); });

describe('public offer pages', () => {
  it('redirects a short link to its target and counts every visit, also in parallel', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE');
    await t.app.db.insert(shortUrls).values({ id: 'Abc123XYZ0', businessId: cast.business.id, offerId: o.id, url: `/share/offer/${o.id}` });
    const res = await t.app.inject({ url: '/p/Abc123XYZ0' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/share/offer/${o.id}`);
    await Promise.all(Array.from({ length: 9 }, () => t.app.inject({ url: '/p/Abc123XYZ0' })));
    const [row] = await t.app.db.select().from(shortUrls).where(eq(shortUrls.id, 'Abc123XYZ0'));
    expect(row.visitCount).toBe(10);
    expect((await t.app.inject({ url: '/p/nope' })).statusCode).toBe(404);
  });

  it('follows an approved offer link to its share page', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'NEEDS_APPROVAL');
    const code = (await t.app.inject({ method: 'PUT', url: `/api/offer/approve/${o.id}`, headers: cast.admin })).json().short_url_id;
    const hop = await t.app.inject({ url: `/p/${code}` });
    const page = await t.app.inject({ url: hop.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Offer NEEDS_APPROVAL');
  });

  it('escapes a summary containing <script> and every other business-written text', async () => {
    await t.app.db.update(businesses).set({ brand: 'Tony <b>&</b>', logoUrl: 'javascript:alert(1)' }).where(eq(businesses.id, cast.business.id));
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE', {
      offerSummary: '<script>alert("x")</script> Free soda', offerSpecialInstructions: '"><img src=x onerror=alert(1)>',
      hashtags: ['#<i>tag</i>'], customDescription: "it's <u>great</u>", tasks: ['INSTAGRAM_POST'],
    });
    const res = await t.app.inject({ url: `/share/offer/${o.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Free soda');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('<i>tag</i>');
    expect(res.body).toContain('Tony &lt;b&gt;&amp;&lt;/b&gt;');
    expect(res.body).not.toContain('javascript:');
    expect(res.body).toContain('Post on Instagram');
    expect((await t.app.inject({ url: '/share/offer/999999' })).statusCode).toBe(404);
  });
});
