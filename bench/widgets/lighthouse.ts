// Lighthouse (mobile profile, Debian's Chromium) on a business's own page with and without the two
// widgets (issue 14): the layout shift they add (target 0), and the scores. The page is plain HTML
// on another port under a strict CSP (the directives of docs/decisions/0093-widget-scripts-on-other-sites.md). Run:
// `npx tsx bench/widgets/lighthouse.ts`.
import http from 'node:http';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { WALL_RESERVE_CSS } from '../../contract/socialProofs';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { proofs, socialProofSettings, socialProofs, wallOfLoveConfigs } from '../../server/db/schema';
import { socialProofSnippet, wallOfLoveSnippet } from '../../server/domain/widgets/snippet';
import type { MailService } from '../../server/services/mail';
import { testConfig } from '../../tests/helpers/app';
import { createBusiness } from '../../tests/helpers/fixtures';
import { lighthouse } from '../lib/lighthouse';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sway-widgets-lh-'));
const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
const port = 3450 + Math.floor(Math.random() * 40);
const base = `http://127.0.0.1:${port}`;
const quiet: MailService = { transport: 'outbox', send: async () => {} };
const app = await buildApp({ config: testConfig({ DATA_DIR: dir, PUBLIC_URL: base }), database, mail: quiet });
await app.listen({ port, host: '127.0.0.1' });

const business = (await createBusiness(app, { brand: "Tony's Pizza" })).id;
const KEY = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
const WALL = 'f6e5d4c3b2a1f6e5d4c3b2a1f6e5d4c3';
await app.db.insert(socialProofSettings).values({ businessId: business, enabled: true, accessKey: KEY, verifiedByName: 'Sway', timeBetweenPosts: 8, cycleDelay: 30 });
await app.db.insert(socialProofs).values(Array.from({ length: 5 }, (_, i) => ({
  businessId: business, type: 'POST' as const, platform: 'INSTAGRAM' as const, statusCode: 'ACTIVE' as const, message: `Friday night pizza with the crew #${i}`,
  businessName: "Tony's Pizza", influencerName: 'Ann Lee', avatarImgUrl: '/widgets/avatar.svg', imgUrl: '/demo/instagram-post.svg',
})));
await app.db.insert(wallOfLoveConfigs).values({ businessId: business, accessKey: WALL, type: 'CAROUSEL', colorProofBorder: '#d32f2f' });
await app.db.insert(proofs).values(Array.from({ length: 8 }, (_, i) => ({
  businessId: business, proofType: 'INSTAGRAM_POST' as const, isSway: true, proofDate: new Date(), firstName: `Guest${i}`,
  proofImageUrl: '/demo/instagram-post.svg', messageContent: 'Great pie!', reviewStatus: 'APPROVED' as const, showConsent: true,
})));

const csp = `default-src 'self'; script-src 'self' ${base}; connect-src ${base}; img-src 'self' ${base} https: data:`;
const page = (widgets: boolean, reserve = false) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Tony's Pizza</title><meta name="description" content="Pizza in Brooklyn">${reserve ? '<link rel="stylesheet" href="/site.css">' : ''}</head><body><main><h1>Tony's Pizza, Brooklyn</h1>
<p>Fresh pies since 1978. ${'Hand-stretched dough, San Marzano tomatoes and a wood oven. '.repeat(8)}</p>
${widgets ? `<h2>What our customers say</h2>${wallOfLoveSnippet(base, WALL)}${socialProofSnippet(base, KEY)}` : ''}
<p>Open every day from 11 to 11.</p></main></body></html>`;
const site = http.createServer((req, res) => {
  if (req.url === '/site.css') { res.writeHead(200, { 'content-type': 'text/css' }); res.end(WALL_RESERVE_CSS); return; }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': csp });
  res.end(page(req.url !== '/without', req.url === '/reserved'));
});
const sitePort = port + 100;
await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', resolve));

console.log('| host page (Lighthouse 12, mobile) | performance | accessibility | best practices | LCP ms | CLS | widget scripts |\n|---|---|---|---|---|---|---|');
for (const [name, url] of [['without the widgets', '/without'], ['with both widgets', '/with'], ['with both, the wall\'s height reserved', '/reserved']] as const) {
  const r = await lighthouse(`http://127.0.0.1:${sitePort}${url}`, dir);
  const scripts = r.scripts.filter((s) => s.includes('/widgets/')).map((s) => new URL(s).pathname).join(', ') || 'none';
  console.log(`| ${name} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.lcpMs} | ${r.cls.toFixed(3)} | ${scripts} |`);
}
site.close();
await app.close();
await database.close();
