// Lighthouse (mobile profile, Debian's Chromium) on the customer's pages (issue 12): the campaign
// page of a demo-like campaign, its screenshot step, and a voucher page, plus the gzipped
// JavaScript each loads. Run: `npx tsx bench/claim/lighthouse.ts` (fetches lighthouse@12 with
// npx the first time; needs /usr/bin/chromium).
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { lighthouse } from '../lib/lighthouse';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { testConfig } from '../../tests/helpers/app';
import type { MailService } from '../../server/services/mail';
import { createBusiness } from '../../tests/helpers/fixtures';
import { completeDefaultFlow, createCampaign, customerOn } from '../../tests/helpers/claim';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sway-claim-lh-'));
const database = await openDatabase({ pgliteDir: path.join(dir, 'pglite') });
// A free port, found before the app is built because its PUBLIC_URL names it: the random one of
// 3400-3449 it had could meet the cluster test's 3410-3413 when both ran.
const port = await new Promise<number>((resolve) => {
  const probe = createServer().listen(0, '127.0.0.1', () => {
    const { port: free } = probe.address() as AddressInfo;
    probe.close(() => resolve(free));
  });
});
const base = `http://127.0.0.1:${port}`;
const quiet: MailService = { transport: 'outbox', send: async () => {} };
const app = await buildApp({ config: testConfig({ DATA_DIR: dir, PUBLIC_URL: base, CLAIM_STARTS_PER_IP: '1000' }), database, mail: quiet });
await app.listen({ port, host: '127.0.0.1' });
const business = (await createBusiness(app, { brand: "Tony's Pizza", logoUrl: '/demo/logo-tonys.svg' })).id;
const { code } = await createCampaign(app, business, { codes: ['PIZZA-0001'], flow: { side_effect_data: { auto_check_proofs: 'AUTO' } } });
const { res } = await completeDefaultFlow(app, code, { EMAIL_ADDRESS: 'lighthouse@example.test' });
// A claim waiting at the screenshot step, for the page that loads the upload script.
const phone = customerOn(app, code);
await phone.step('campaign');

async function gzippedJs(url: string, cookie?: string) {
  const html = await (await fetch(`${base}${url}`, { headers: cookie ? { cookie } : {} })).text();
  let total = 0;
  for (const [, src] of html.matchAll(/<script src="([^"]+)"/g)) total += gzipSync(Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer())).length;
  return total;
}

const pages = [
  { name: 'campaign page', url: `/c/${code}` },
  { name: 'screenshot step', url: `/c/${code}`, cookie: phone.cookie },
  { name: 'voucher page', url: res.headers.location as string },
];
console.log('| page | performance | accessibility | best practices | LCP ms | CLS | gzipped JS |\n|---|---|---|---|---|---|---|');
for (const page of pages) {
  const result = await lighthouse(`${base}${page.url}`, dir, page.cookie ? { cookie: page.cookie } : {});
  const js = await gzippedJs(page.url, page.cookie);
  console.log(`| ${page.name} | ${result.performance} | ${result.accessibility} | ${result.bestPractices} | ${result.lcpMs} | ${result.cls.toFixed(3)} | ${(js / 1024).toFixed(1)} KB |`);
}
await app.close();
await database.close();
