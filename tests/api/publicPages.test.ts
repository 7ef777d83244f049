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

  it('answers an unknown /p/ code with the same styled page as an unknown /c/ link (what a printed QR code opens)', async () => {
    const [byShortLink, byCampaign, malformed] = await Promise.all(['/p/nope-nothing', '/c/nope-nothing', '/p/%3Cscript%3E'].map((url) => t.app.inject({ url })));
    for (const res of [byShortLink, byCampaign, malformed]) {
      expect(res!.statusCode).toBe(404);
      expect(res!.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res!.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      expect(res!.body).toContain('<h1>Link not found</h1>');
    }
    expect(byShortLink!.body).toBe(byCampaign!.body);
  });

  it('follows an approved offer link to its share page', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'NEEDS_APPROVAL');
    const code = (await t.app.inject({ method: 'PUT', url: `/api/offer/approve/${o.id}`, headers: cast.admin })).json().short_url_id;
    const hop = await t.app.inject({ url: `/p/${code}` });
    const page = await t.app.inject({ url: hop.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Offer NEEDS_APPROVAL');
  });

  it('gives each hashtag and mention a post must carry a Copy button, shown by the claim page\'s own script file', async () => {
    const o = await insertOffer(t.app, cast.business.id, 'ACTIVE', { hashtags: ['#tonyspizza'], instagramMentions: ['@tonys'], tasks: ['INSTAGRAM_POST'] });
    const res = await t.app.inject({ url: `/share/offer/${o.id}` });
    expect(res.body).toContain('<h2>Include in your post</h2><ul class="sw-tags">'
      + '<li>#tonyspizza <button type="button" class="sw-copy" data-copy="#tonyspizza" aria-label="Copy #tonyspizza" hidden>Copy</button></li>'
      + '<li>@tonys <button type="button" class="sw-copy" data-copy="@tonys" aria-label="Copy @tonys" hidden>Copy</button></li></ul>');
    expect(res.body).toMatch(/<script src="\/s\/copyTags\.[\w-]{10}\.js" defer><\/script>/);
    // The script is a file this server serves; the page's policy allows that and nothing inline.
    const src = res.body.match(/<script src="([^"]+)"/)![1]!;
    expect((await t.app.inject({ url: src })).statusCode).toBe(200);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    // An offer with nothing to copy loads no script.
    const plain = await insertOffer(t.app, cast.business.id, 'ACTIVE', { hashtags: [], instagramMentions: [], facebookMentions: [] });
    expect((await t.app.inject({ url: `/share/offer/${plain.id}` })).body).not.toContain('<script');
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

  it('shows a live offer only: not yet approved, scheduled, paused, complete or expired say so with the business name (FULL: networkClaim.test.ts)', async () => {
    await t.app.db.update(businesses).set({ brand: 'Tony Pizza' }).where(eq(businesses.id, cast.business.id));
    const cases: [Parameters<typeof insertOffer>[2], Partial<Parameters<typeof insertOffer>[3]>, string][] = [
      ['NEEDS_APPROVAL', {}, 'This offer has not started yet.'],
      ['SCHEDULED', { offerStartDate: new Date('2031-03-05T00:00:00Z') }, 'This offer starts on March 5, 2031.'],
      ['PAUSED', {}, 'This offer is paused for now. Check back soon.'],
      ['COMPLETE', {}, 'This offer has ended.'],
      ['ACTIVE', { expirationDate: new Date(Date.now() - 86_400_000) }, 'This offer has ended.'],
    ];
    for (const [status, values, reason] of cases) {
      const o = await insertOffer(t.app, cast.business.id, status, values);
      const res = await t.app.inject({ url: `/share/offer/${o.id}` });
      expect(res.statusCode, status).toBe(410);
      expect(res.body).toContain('<h1>Tony Pizza: this offer is not available</h1>');
      expect(res.body).toContain(reason);
    }
    const missing = await t.app.inject({ url: '/share/offer/999999' });
    expect(missing.body).toContain('<h1>Offer not found</h1>');
  });

  it("shows an EVENT offer's dates and times in order, a CALL offer's phone to tap and a URL offer's order link", async () => {
    const event = await insertOffer(t.app, cast.business.id, 'ACTIVE', {
      offerOrderFlowType: 'EVENT',
      eventDateOption: [{ event_date: '2030-12-07', start_time: '13:30', end_time: '15:00' }, { event_date: '2030-12-05', start_time: '18:00', end_time: '21:00' }],
    });
    const page = (await t.app.inject({ url: `/share/offer/${event.id}` })).body;
    expect(page).toContain('<li>Thursday, December 5, 2030, 6:00 PM – 9:00 PM</li><li>Saturday, December 7, 2030, 1:30 PM – 3:00 PM</li>');
    const call = await insertOffer(t.app, cast.business.id, 'ACTIVE', { offerOrderFlowType: 'CALL', offerPhone: '(312) 555-0100' });
    expect((await t.app.inject({ url: `/share/offer/${call.id}` })).body).toContain('<a class="sw-btn" href="tel:3125550100">Call (312) 555-0100 to book</a>');
    const web = await insertOffer(t.app, cast.business.id, 'ACTIVE', { offerOrderFlowType: 'URL', offerUrl: 'https://order.example.com/pizza' });
    expect((await t.app.inject({ url: `/share/offer/${web.id}` })).body).toContain('href="https://order.example.com/pizza" target="_blank" rel="noopener">Order online</a>');
    const sneaky = await insertOffer(t.app, cast.business.id, 'ACTIVE', { offerOrderFlowType: 'URL', offerUrl: 'javascript:alert(1)' });
    expect((await t.app.inject({ url: `/share/offer/${sneaky.id}` })).body).not.toContain('Order online');
  });
});
