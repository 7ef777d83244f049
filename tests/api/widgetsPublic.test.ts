// The public side of the widgets (issue 14): loaders and versioned code with their caching, the
// feeds keyed by access key (only ACTIVE items, only when enabled; a Wall Of Love only of approved,
// consented posts with images; never an e-mail, phone or last name), views counted once per address
// and item and only for the key's business, the preview pages, and CORS on /widgets only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helpers/app';
import { createTenant } from '../helpers/fixtures';
import { proofs, socialProofSettings, socialProofs, wallOfLoveConfigs } from '../../server/db/schema';

let t: TestApp;
beforeAll(async () => { t = await buildTestApp(); });
afterAll(async () => { await t.close(); });

const KEY_A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1';
const WALL_A = 'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa2';
const KEY_B = 'bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb1';
let ids: { active: number; draft: number; removed: number; otherBusiness: number };

const item = (businessId: number, statusCode: 'ACTIVE' | 'DRAFT' | 'REMOVED_INFLUENCER', message: string) => ({
  businessId, type: 'REVIEW' as const, platform: 'GOOGLE' as const, statusCode, message, rating: '4.5', locationCity: 'Brooklyn', locationState: 'NY',
  businessName: "Tony's", influencerName: 'Ann Lee', avatarImgUrl: '/widgets/avatar.svg', imgUrl: 'javascript:alert(1)', date: new Date('2026-11-01T12:00:00Z'),
});

beforeAll(async () => {
  const a = await createTenant(t.app);
  const b = await createTenant(t.app);
  await t.app.db.insert(socialProofSettings).values([
    { businessId: a.business.id, enabled: true, accessKey: KEY_A, verifiedByName: 'Sway', verifiedByIcon: '/widgets/avatar.svg', timeBetweenPosts: 5, cycleDelay: 20 },
    { businessId: b.business.id, enabled: false, accessKey: KEY_B },
  ]);
  const rows = await t.app.db.insert(socialProofs).values([
    item(a.business.id, 'ACTIVE', 'Great crust'), item(a.business.id, 'DRAFT', 'Draft words'), item(a.business.id, 'REMOVED_INFLUENCER', 'Removed words'),
    item(b.business.id, 'ACTIVE', 'Other business'),
  ]).returning({ id: socialProofs.id });
  ids = { active: rows[0]!.id, draft: rows[1]!.id, removed: rows[2]!.id, otherBusiness: rows[3]!.id };
  await t.app.db.insert(wallOfLoveConfigs).values({ businessId: a.business.id, accessKey: WALL_A, type: 'CAROUSEL', colorProofBorder: '#d32f2f', colorCarouselIndicatorButton: '#1976d2' });
  const proof = (firstName: string, values: Partial<typeof proofs.$inferInsert>) => ({
    businessId: a.business.id, proofType: 'INSTAGRAM_POST' as const, isSway: true, proofDate: new Date('2026-11-02T12:00:00Z'), firstName,
    email: `${firstName.toLowerCase().replace(/\s/g, '')}@example.test`, phone: '555-0100', proofImageUrl: '/uploads/proof/x.jpg', reviewStatus: 'APPROVED' as const, showConsent: true, ...values,
  });
  await t.app.db.insert(proofs).values([
    proof('Maria Lopez', {}), proof('NoConsent', { showConsent: false }), proof('Pending', { reviewStatus: 'PENDING' }),
    proof('NoImage', { proofImageUrl: null }), proof('Deleted', { deletedAt: new Date() }),
  ]);
});

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('widget scripts', () => {
  it('serves a short-cached loader that names long-cached versioned code, to any site', async () => {
    for (const name of ['social-proof', 'wall-of-love']) {
      const loader = await get(`/widgets/${name}.js`);
      expect(loader.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=86400');
      expect(loader.headers['access-control-allow-origin']).toBe('*');
      expect(loader.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const versioned = loader.body.match(new RegExp(`/widgets/${name}\\.[\\w-]{10}\\.js`))?.[0];
      expect(versioned).toBeDefined();
      const code = await get(versioned!);
      expect(code.statusCode).toBe(200);
      expect(code.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(code.headers['content-type']).toBe('text/javascript; charset=utf-8');
    }
    expect((await get('/widgets/social-proof.0000000000.js')).statusCode).toBe(404);
  });

  it('answers CORS on /widgets only', async () => {
    expect((await get('/api/docs/json')).headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('/share/offer/1')).headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('social proof feed', () => {
  it('has the ACTIVE items of the key\'s business, its settings, and no unsafe image', async () => {
    const res = await get(`/widgets/feed/social-proof/${KEY_A}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.json()).toEqual({
      settings: { verifiedByName: 'Sway', verifiedByIcon: 'http://console.test/widgets/avatar.svg', timeBetweenPosts: 5, cycleDelay: 20 },
      items: [{
        id: ids.active, type: 'REVIEW', platform: 'GOOGLE', rating: 4.5, city: 'Brooklyn', state: 'NY', date: '2026-11-01T12:00:00.000Z',
        message: 'Great crust', image: null, avatar: 'http://console.test/widgets/avatar.svg', name: 'Ann Lee', business: "Tony's",
      }],
    });
  });

  it('is not found for a disabled widget or an unknown key; a preview shows one item but never a removed one', async () => {
    expect((await get(`/widgets/feed/social-proof/${KEY_B}`)).statusCode).toBe(404);
    expect((await get('/widgets/feed/social-proof/cccccccccccccccccccccccccccccccc')).statusCode).toBe(404);
    const draft = await get(`/widgets/feed/social-proof/${KEY_A}?proofId=${ids.draft}`);
    expect(draft.json().items.map((i: { message: string }) => i.message)).toEqual(['Draft words']);
    expect(draft.headers['cache-control']).toBe('no-store');
    expect((await get(`/widgets/feed/social-proof/${KEY_A}?proofId=${ids.removed}`)).statusCode).toBe(404);
    expect((await get(`/widgets/feed/social-proof/${KEY_A}?proofId=${ids.otherBusiness}`)).statusCode).toBe(404);
    expect((await get(`/widgets/feed/social-proof/${KEY_A}?proofId=1e9999`)).statusCode).toBe(404);
  });
});

describe('Wall Of Love feed', () => {
  it('shows only approved, consented posts with an image, by first name, without contact details', async () => {
    const res = await get(`/widgets/feed/wall-of-love/${WALL_A}`);
    expect(res.json()).toMatchObject({
      type: 'CAROUSEL', colors: { border: '#d32f2f', indicator: '#1976d2' },
      items: [{ name: 'Maria', image: 'http://console.test/uploads/proof/x.jpg' }],
    });
    expect(res.json().items).toHaveLength(1);
    expect(res.body).not.toMatch(/example\.test|555-0100|Lopez/);
  });
});

describe('views', () => {
  const view = (key: string, id: number, ip = '203.0.113.9') => t.app.inject({
    method: 'POST', url: `/widgets/view/${key}`, payload: JSON.stringify({ id }), headers: { 'content-type': 'text/plain' }, remoteAddress: ip,
  });
  const viewsOf = async (id: number) => (await t.app.db.select({ v: socialProofs.viewCount }).from(socialProofs).where(eq(socialProofs.id, id)))[0]!.v;

  it('counts once per address and item in 10 minutes, and only for an ACTIVE item of the key\'s business', async () => {
    expect((await view(KEY_A, ids.active)).statusCode).toBe(204);
    await view(KEY_A, ids.active);
    await view(KEY_A, ids.active, '203.0.113.10');
    expect(await viewsOf(ids.active)).toBe(2);
    await view(KEY_A, ids.otherBusiness);
    await view(KEY_A, ids.draft);
    expect([await viewsOf(ids.otherBusiness), await viewsOf(ids.draft)]).toEqual([0, 0]);
    const bad = await t.app.inject({ method: 'POST', url: `/widgets/view/${KEY_A}`, payload: 'not json', headers: { 'content-type': 'text/plain' } });
    expect(bad.statusCode).toBe(204);
    const huge = await t.app.inject({ method: 'POST', url: `/widgets/view/${KEY_A}`, payload: 'x'.repeat(2000), headers: { 'content-type': 'text/plain' } });
    expect(huge.statusCode).toBe(413);
  });
});

describe('preview pages', () => {
  it('run the versioned widget code with the preview settings, frameable by the console only', async () => {
    const page = await get(`/socialProof/preview/${KEY_A}?proofId=${ids.draft}&disableAnalytics=true&enableLandscape=false&state=EXPANDED`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(new RegExp(`<script async src="/widgets/social-proof\\.[\\w-]{10}\\.js" data-sway-social-proof="${KEY_A}" data-proof-id="${ids.draft}" data-state="EXPANDED" data-layout="mobile" data-analytics="off">`));
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    const wall = await get(`/swayWallOfLove/preview/${WALL_A}`);
    expect(wall.body).toContain(`<div data-sway-wall-of-love="${WALL_A}"></div>`);
    expect((await get('/socialProof/preview/x"><script>?proofId=1')).statusCode).toBe(404);
    expect((await get(`/socialProof/preview/${KEY_A}?proofId=abc`)).statusCode).toBe(404);
  });
});
