// The customer's journeys of issue 32 on a phone (390×844): a refused post retried in one tap, the
// reward asked for again ("Already claimed? Get my reward again"), each voucher state in the
// customer's words, and the counter: redemption by the code printed in the e-mail, by a photo of
// the QR code, and two tabs redeeming at once (the loser says only when and where).
// What the messages say is asserted where they are decided (tests/api/events.test.ts).
import type { Browser, Page } from '@playwright/test';
import QRCode from 'qrcode';
import { expect, test } from './baseTest';
import { DEMO, docShot, loginAs } from './fixtures';
import { apiGet } from './dashboardApi';
import { shortLinkOf } from './claimHelpers';
import { blocksPng } from './reviewHelpers';

async function customerPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return { context, phone: await context.newPage() };
}
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Walks a campaign's flow in the phone's browser; answers the voucher page's URL. */
async function claimInBrowser(phone: Page, code: string, email: string) {
  await phone.goto(`/c/${code}`);
  await phone.getByRole('button', { name: 'Get started' }).click();
  await phone.getByLabel(/Upload a screenshot of your post/).setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: blocksPng(600, 900, Date.now() % 1_000_003) });
  await expect(phone.getByRole('status').filter({ hasText: 'Screenshot uploaded.' })).toBeVisible();
  await phone.getByRole('button', { name: 'Continue' }).click();
  await phone.getByRole('button', { name: 'Got it' }).click();
  await phone.getByLabel('First name').fill('Rita');
  await phone.getByLabel('E-mail address *').fill(email);
  await phone.getByRole('button', { name: 'Submit' }).click();
  await expect(phone).toHaveURL(/\/v\/[A-Za-z0-9_-]{22}$/);
  return phone.url();
}

async function adminPut(page: Page, path: string, data: unknown) {
  const token = await page.evaluate(() => localStorage.getItem('sway.token'));
  const res = await page.request.put(`/api/${path}`, { headers: { authorization: `Bearer ${token ?? ''}` }, data });
  if (!res.ok()) throw new Error(`${path}: ${res.status()} ${await res.text()}`);
}

test('@phone a refused post: the voucher page says why in the customer\'s words, Try again starts a fresh attempt, and the reward can be asked for again', async ({ page, browser }) => {
  const summary = 'Free pizza for a Google review';
  const code = await shortLinkOf(page, DEMO.owner, "Tony's Pizza", summary);
  const offerId = (await apiGet<Array<{ id: number; offer_summary: string }>>(page, 'swayOffer')).find((o) => o.offer_summary.startsWith(summary))!.id;
  const email = `retry-${unique()}@example.test`;
  const { context, phone } = await customerPhone(browser);

  await claimInBrowser(phone, code, email);
  await expect(phone.getByRole('heading', { name: 'We are checking your post' })).toBeVisible();
  await expect(phone.getByText('Your voucher will appear on this page once your post is approved. We will also tell you by e-mail.')).toBeVisible();
  await expect(phone.getByText('Or tell the staff your PIN')).toHaveCount(0);
  await docShot(phone, 'voucher-state-pending-phone');

  // The admin denies it with the template whose title is for staff only.
  await loginAs(page, DEMO.admin);
  const { proofs } = await apiGet<{ proofs: Array<{ id: number; email?: string; email_address?: string }> }>(page, `swayOffer/proofsForOffer/${offerId}`);
  const proof = proofs.find((p) => (p.email ?? p.email_address) === email)!;
  await adminPut(page, `reverseFlow/proof/review/${proof.id}`, {
    reviewType: 'DENIED', reviewTemplateTitle: 'Denied - missing hashtag or mention', reviewEmailTemplateId: 'sway-denied-missing-tag',
  });

  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'Your post was not approved' })).toBeVisible();
  await expect(phone.getByText('Your post is missing a tag.')).toBeVisible();
  await expect(phone.getByText('Denied - missing hashtag or mention')).toHaveCount(0);
  await expect(phone.getByText(/Show this/)).toHaveCount(0);
  await docShot(phone, 'voucher-state-refused-phone');
  await phone.getByRole('link', { name: 'Try again' }).tap();
  await expect(phone).toHaveURL(new RegExp(`/c/${code}$`));
  await expect(phone.getByRole('heading', { level: 1, name: summary })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Get started' })).toBeVisible();

  // "Already claimed? Get my reward again": the answer never shows the link, it sends it.
  await phone.getByRole('link', { name: 'Already claimed? Get my reward again' }).tap();
  await expect(phone.getByRole('heading', { name: 'Get my reward again' })).toBeVisible();
  await phone.getByLabel('E-mail address or phone number you claimed with').fill(email);
  await docShot(phone, 'recovery-phone');
  await phone.getByRole('button', { name: 'Send me the link' }).tap();
  await expect(phone.getByRole('status')).toHaveText(/If these details were used to claim this offer, the link to your reward is on its way to them\./);
  await expect(phone.locator('a[href^="/v/"]')).toHaveCount(0);
  await context.close();
});

test('@phone the counter: by the code printed in the e-mail, by a photo of the QR code, and two tabs at once; the customer\'s page then says when and where', async ({ page, browser }) => {
  const code = await shortLinkOf(page, DEMO.owner, "Tony's Pizza", 'Free garlic knots for a post');
  const { context, phone } = await customerPhone(browser);
  const voucherUrl = await claimInBrowser(phone, code, `counter-${unique()}@example.test`);
  const printed = (await phone.getByLabel('Voucher code').textContent())?.trim() ?? '';
  await expect(phone.getByRole('img', { name: 'QR code of this voucher for the staff to scan' })).toBeVisible();
  await docShot(phone, 'voucher-state-ready-phone');

  // By the code as printed in the e-mail, typed in lower case.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/redeem');
  await page.getByLabel('PIN or code').fill(printed.toLowerCase());
  await page.getByRole('button', { name: 'Find voucher' }).click();
  await expect(page.getByText('Ready to redeem')).toBeVisible();
  await expect(page.getByText(printed)).toBeVisible();

  // By a photo of the QR code (what an iPhone without BarcodeDetector uses).
  const second = await page.context().newPage();
  await second.setViewportSize({ width: 390, height: 844 });
  await second.goto('/redeem');
  await second.getByTestId('qr-photo').setInputFiles({ name: 'qr.png', mimeType: 'image/png', buffer: await QRCode.toBuffer(voucherUrl, { margin: 4, width: 400 }) });
  await expect(second.getByText('Ready to redeem')).toBeVisible();
  await expect(second.getByText(printed)).toBeVisible();

  // Both tabs press Redeem: one wins, the other keeps only when and where.
  for (const tab of [page, second]) {
    if (await tab.getByRole('combobox', { name: 'Location' }).count()) {
      await tab.getByRole('combobox', { name: 'Location' }).click();
      await tab.getByRole('option').first().click();
    }
  }
  await Promise.all([page, second].map((tab) => tab.getByRole('button', { name: 'Redeem', exact: true }).click()));
  // Which tab lost is known once both have their answer: the winner's card turns Redeemed (its
  // 'Voucher redeemed!' toast, asserted in claim.spec, may already be gone in a background tab).
  const outcome = async (tab: Page) => ((await tab.getByRole('alert').count()) > 0 ? 'lost'
    : (await tab.getByText('Redeemed', { exact: true }).count()) > 0 ? 'won' : 'waiting');
  await expect.poll(async () => [await outcome(page), await outcome(second)].sort().join(' and ')).toBe('lost and won');
  const lost = (await outcome(page)) === 'lost' ? page : second;
  const won = lost === page ? second : page;
  await expect(won.getByText('Redeemed', { exact: true })).toBeVisible();
  await expect(won.getByRole('alert')).toHaveCount(0);
  await expect(lost.getByRole('alert')).toHaveText(/^Already redeemed on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M [A-Z]{2,5}( at .+)?\.$/);
  await expect(lost.getByRole('button', { name: 'Redeem', exact: true })).toHaveCount(0);
  await expect(lost.getByText('Ready to redeem')).toHaveCount(0);

  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'This voucher has been used' })).toBeVisible();
  await expect(phone.getByText(/^Redeemed on [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M [A-Z]{2,5}/)).toBeVisible();
  await expect(phone.getByRole('img', { name: 'QR code of this voucher for the staff to scan' })).toHaveCount(0);
  await docShot(phone, 'voucher-state-redeemed-phone');
  await second.close();
  await context.close();
});
