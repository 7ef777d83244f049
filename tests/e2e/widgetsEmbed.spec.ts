// The widgets on a business's own site (issue 14): a plain HTML page on another port, under a
// strict Content-Security-Policy that allows only what
// docs/decisions/0093-widget-scripts-on-other-sites.md lists, embeds both
// snippets and shows the items; 50 script payloads in the text of social proofs run nothing; the
// host page's aggressive CSS does not reach the widgets and theirs does not reach the page; the
// carousel and the social proof card work from the keyboard.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { baseURL } from '../../playwright.config';
import { expect, test, type Page } from './baseTest';
import { apiGet } from './dashboardApi';
import { DEMO, docShot, loginAs } from './fixtures';
import { pinBusiness } from './locationsHelpers';

interface Install { access_key: string; snippet: string }
interface Walls { socialProofConfigurations: { access_key: string; type: string; install_snippet: string; color_proof_border: string | null }[] }

/** What a site needs to allow for the widgets: their scripts, their feeds and their images. */
const WIDGET_CSP = `default-src 'self'; script-src 'self' ${baseURL}; connect-src ${baseURL}; img-src 'self' ${baseURL} https: data:`;
const HOSTILE_CSS = '* { color: rgb(255, 0, 0) !important; font-size: 40px !important; font-family: serif !important; letter-spacing: 3px !important } img { border: 7px solid lime !important } button { background: yellow !important }';

let site: http.Server;
let siteUrl = '';
const pages = new Map<string, { html: string; csp?: string; type?: string }>();

test.beforeAll(async () => {
  site = http.createServer((req, res) => {
    const page = pages.get(req.url ?? '');
    if (!page) { res.writeHead(404); res.end(); return; }
    res.writeHead(200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...(page.csp ? { 'content-security-policy': page.csp } : {}) });
    res.end(page.html);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
test.afterAll(async () => { site.closeAllConnections(); await new Promise((resolve) => site.close(resolve)); });

const hostPage = (body: string, head = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tony's Pizza</title>${head}</head><body><header><h1 id="host-title">Tony's Pizza, Brooklyn</h1></header><main><p id="host-text">Fresh pies since 1978.</p>${body}</main></body></html>`;

async function adminInTonys(page: Page) {
  await loginAs(page, DEMO.admin);
  await pinBusiness(page, "Tony's Pizza");
  const install = await apiGet<Install>(page, 'socialProof/widgetInstallSnippet');
  const walls = await apiGet<Walls>(page, 'swayWallOfLove/all');
  return { install, walls: walls.socialProofConfigurations };
}

test('a site under a strict CSP embeds both snippets, and neither side\'s CSS reaches the other', async ({ page }) => {
  const { install, walls } = await adminInTonys(page);
  const carousel = walls.find((w) => w.type === 'CAROUSEL')!;
  pages.set('/strict', {
    csp: WIDGET_CSP,
    html: hostPage(`<section><h2>What our customers say</h2>${carousel.install_snippet}</section>${install.snippet}`, `<link rel="stylesheet" href="/hostile.css">`),
  });
  pages.set('/hostile.css', { html: HOSTILE_CSS, type: 'text/css' });
  await page.goto(`${siteUrl}/strict`);
  // The host page's own elements keep the host's styles.
  await expect(page.locator('#host-text')).toHaveCSS('font-size', '40px');

  const proofCard = page.locator('sway-social-proof').getByRole('button').first();
  await expect(proofCard).toBeVisible();
  await expect(page.locator('sway-social-proof .n span')).toHaveCSS('font-size', '14px');
  await expect(page.locator('sway-social-proof .n span')).not.toHaveCSS('color', 'rgb(255, 0, 0)');
  await expect(page.locator('sway-social-proof .n span')).not.toHaveCSS('letter-spacing', '3px');

  const wall = page.locator('sway-wall-of-love');
  await expect(wall.getByRole('region', { name: /What customers say about Tony's/ })).toBeVisible();
  await expect(wall.locator('.card img').first()).not.toHaveCSS('border-top-width', '7px');
  // The colour the business chose (the console's test may have changed it), not the host's.
  const rgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
  await expect(wall.locator('.card').first()).toHaveCSS('border-top-color', rgb(carousel.color_proof_border ?? '#e0e3e8'));
  const position = await page.locator('#host-title').boundingBox();
  expect(position?.y).toBeLessThan(60);
  await docShot(page, 'widget-host-page-desktop');
});

test('the social proof card and the carousel work from the keyboard', async ({ page }) => {
  const { install, walls } = await adminInTonys(page);
  const carousel = walls.find((w) => w.type === 'CAROUSEL')!;
  pages.set('/keyboard', { csp: WIDGET_CSP, html: hostPage(`${carousel.install_snippet}${install.snippet}`) });
  await page.goto(`${siteUrl}/keyboard`);

  const card = page.locator('sway-social-proof [role="button"]');
  await card.focus();
  await page.keyboard.press('Enter');
  await expect(card).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(card).toHaveAttribute('aria-expanded', 'false');

  const region = page.locator('sway-wall-of-love section[aria-roledescription="carousel"]');
  const slides = region.locator('[aria-roledescription="slide"]');
  // The carousel draws its slides when its posts arrive, after the page's load.
  await expect(region).toBeVisible();
  await expect(slides.nth(1)).toBeAttached();
  const count = await slides.count();
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect(slides.nth(1)).toBeVisible();
  await expect(slides.nth(0)).toBeHidden();
  await expect(region.locator('[aria-live="polite"]')).toHaveText(`Post 2 of ${count}`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(slides.nth(count - 1)).toBeVisible();
  await region.getByRole('button', { name: `Show post 1 of ${count}` }).press('Enter');
  await expect(slides.nth(0)).toBeVisible();
  await expect(region.getByRole('button', { name: `Show post 1 of ${count}` })).toHaveAttribute('aria-current', 'true');
});

test('50 script payloads in the text of social proofs run nothing on a page without any CSP', async ({ page }) => {
  const { install } = await adminInTonys(page);
  const token = await page.evaluate(() => localStorage.getItem('sway.token'));
  const payloads = [
    '<img src=x onerror="window.__xss=(window.__xss||0)+1">', '"><script>window.__xss=1</script>', "'><svg onload=window.__xss=1>",
    '<iframe srcdoc="<script>parent.__xss=1</script>">', '</span><b onmouseover=window.__xss=1>hover</b>', '{{constructor.constructor("window.__xss=1")()}}',
    '<a href="javascript:window.__xss=1">link</a>', '<style>*{display:none}</style>', '&lt;script&gt;window.__xss=1&lt;/script&gt;', '<details open ontoggle=window.__xss=1>',
  ];
  const ids: number[] = [];
  for (let i = 0; i < 10; i++) {
    const p = (k: number) => `${payloads[(i + k) % payloads.length]} #${i}.${k}`;
    const res = await page.request.post('/api/socialProof', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        type: 'REVIEW', platform: 'GOOGLE', status_code: 'DRAFT', message: p(0), business_name: p(1), influencer_name: p(2).slice(0, 100),
        location_city: p(3).slice(0, 100), location_state: p(4).slice(0, 50), rating: 4.5, date: '2026-11-01',
        // URLs with no spaces (the form refuses those) that break out of an attribute if pasted into HTML.
        avatar_img_url: 'https://example.com/a.png?x="><img/src=x/onerror=window.__xss=1>', img_url: `https://example.com/b.png#"'><script>window.__xss=1</script>`,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    ids.push(((await res.json()) as { id: number }).id);
  }
  const key = install.access_key;
  const origin = new URL(page.url()).origin;
  const tags = ids.map((id) => `<script async src="${origin}/widgets/social-proof.js" data-sway-social-proof="${key}" data-proof-id="${id}" data-state="EXPANDED" data-analytics="off"></script>`).join('');
  pages.set('/xss', { html: hostPage(tags) });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); void dialog.dismiss(); });
  await page.goto(`${siteUrl}/xss`);
  await expect(page.locator('sway-social-proof')).toHaveCount(10);
  for (let i = 0; i < 10; i++) await expect(page.locator('sway-social-proof').getByText(`#${i}.0`, { exact: false })).toHaveCount(1);
  // The payloads are on the page as text, and nothing of theirs ran.
  await expect(page.locator('sway-social-proof').getByText('<img src=x onerror').first()).toBeAttached();
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss ?? 0)).toBe(0);
  expect(await page.locator('sway-social-proof script, sway-social-proof iframe, sway-social-proof [onerror]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

/** The host page's own content after the widgets: room to scroll the wall out from under the bottom edge. */
const FOOTER = `<footer id="host-footer">${Array.from({ length: 40 }, (_, i) => `<p>Open daily 11–10. 123 Court St, Brooklyn. (${i + 1})</p>`).join('')}</footer>`;

test('on a phone the social proof sits along the bottom and the wall fits the width @phone', async ({ page }) => {
  const { install, walls } = await adminInTonys(page);
  const wall = walls.find((w) => w.type === 'PINTEREST')!;
  pages.set('/phone', { csp: WIDGET_CSP, html: hostPage(`${wall.install_snippet}${install.snippet}${FOOTER}`) });
  await page.goto(`${siteUrl}/phone`);
  const card = page.locator('sway-social-proof [role="button"]');
  // Past the wall (which steps the card aside while under it), the card is along the bottom.
  await expect(page.locator('sway-wall-of-love .card').first()).toBeVisible();
  await page.locator('#host-footer').scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(card).toBeVisible();
  const box = (await card.boundingBox())!;
  expect(box.width).toBeGreaterThan(380);
  expect(Math.round(box.y + box.height)).toBe(844);
  await expect(page.locator('sway-wall-of-love section[aria-label^="What customers say"]')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await docShot(page, 'widget-host-page-phone');
});

for (const width of [390, 320]) {
  test(`on a ${width} px phone the social proof card never lies over the Wall Of Love, and shows again past it @phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 700 });
    const { install, walls } = await adminInTonys(page);
    const carousel = walls.find((w) => w.type === 'CAROUSEL')!;
    pages.set(`/both-${width}`, { csp: WIDGET_CSP, html: hostPage(`<section><h2>What our customers say</h2>${carousel.install_snippet}</section>${install.snippet}${FOOTER}`) });
    await page.goto(`${siteUrl}/both-${width}`);
    const wall = page.locator('sway-wall-of-love section[aria-roledescription="carousel"]');
    const card = page.locator('sway-social-proof [role="button"]');
    await expect(wall).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next post' })).toBeVisible();
    await expect(card).toBeAttached();
    /** Whether the card is visible where the wall is, both as the page lays them out now. */
    const overlap = () => page.evaluate(() => {
      const card = document.querySelector('sway-social-proof')!.shadowRoot!.querySelector('.w')!;
      const shown = getComputedStyle(card).visibility === 'visible' && Number(getComputedStyle(card).opacity) > 0 && !(card as HTMLElement).hidden;
      const a = card.getBoundingClientRect();
      const b = document.querySelector('sway-wall-of-love')!.shadowRoot!.querySelector('.car')!.getBoundingClientRect();
      return shown && a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left;
    });
    // Scrolled step by step from the top to the footer, the card is never visible over the wall.
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y <= height; y += 120) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await expect.poll(overlap, { message: `scrolled to ${y}`, timeout: 2_000 }).toBe(false);
    }
    // At the footer, with the wall gone by, the card is back along the bottom, the page as wide as the screen.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(card).toBeVisible();
    await expect(card.getByText(/./).first()).toBeVisible();
    const box = (await card.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(700);
    expect(Math.round(box.width)).toBe(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Back up to the carousel: the card steps aside again, and the carousel's buttons take a tap.
    await wall.scrollIntoViewIfNeeded();
    await page.getByRole('button', { name: 'Next post' }).click({ trial: false });
    await expect(wall.locator('[aria-live="polite"]')).toHaveText(/^Post 2 of \d+$/);
    expect(await overlap()).toBe(false);
    if (width === 320) await page.screenshot({ path: test.info().outputPath(`widgets-${width}.png`) });
  });
}
