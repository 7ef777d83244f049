// The customer's side on a phone (issue 12): a customer opens a campaign's short link, walks the
// flow (screenshot from the gallery, proof requirements, contact details), gets the voucher or
// the what's-next screen; the business sees the proof; staff redeem the voucher at /redeem and
// the dashboard's count of customers who came in goes up by one.
import type { Browser } from '@playwright/test';
import { expect, test } from './baseTest';
import { DEMO, docShot, loginAs } from './fixtures';
import { apiGet } from './dashboardApi';
import { pinBusiness } from './locationsHelpers';
import { openReviewQueue } from './reviewHelpers';
import { shortLinkOf } from './claimHelpers';

interface MailboxEntry { subject: string; text: string; links: string[] }

/** A customer's phone: a fresh browser context, not logged in to anything. */
async function customerPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  return { context, phone: await context.newPage() };
}

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('@phone a customer claims the counter campaign from its short link, the approval e-mail holds the code, staff redeem the voucher and the dashboard count goes up by one', async ({ page, browser }) => {
  const code = await shortLinkOf(page, DEMO.owner, "Tony's Pizza", 'Free garlic knots for a post');
  const email = `knots-${unique()}@example.test`;
  const screenshot = await page.screenshot();
  const { context, phone } = await customerPhone(browser);

  await phone.goto(`/p/${code}`);
  await expect(phone).toHaveURL(new RegExp(`/c/${code}$`));
  await expect(phone.getByRole('heading', { level: 1, name: 'Free garlic knots for a post' })).toBeVisible();
  await docShot(phone, 'claim-1-campaign-phone');
  await phone.getByRole('button', { name: 'Get started' }).click();

  await expect(phone.getByRole('heading', { name: 'Post about us' })).toBeVisible();
  await phone.getByLabel(/Upload a screenshot of your (post|Google review)/).setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: screenshot });
  await expect(phone.getByRole('status').filter({ hasText: 'Screenshot uploaded.' })).toBeVisible();
  await expect(phone.getByRole('img', { name: 'Your screenshot' })).toBeVisible();
  await docShot(phone, 'claim-2-screenshot-phone');
  await phone.getByRole('button', { name: 'Continue' }).click();

  await expect(phone.getByRole('heading', { name: 'Proof requirements' })).toBeVisible();
  await docShot(phone, 'claim-3-requirements-phone');
  await phone.getByRole('button', { name: 'Got it' }).click();

  await expect(phone.getByRole('heading', { name: 'Where should we send your reward?' })).toBeVisible();
  // The browser asks for the required e-mail before anything is sent.
  await phone.getByRole('button', { name: 'Submit' }).click();
  await expect(phone.getByRole('heading', { name: 'Where should we send your reward?' })).toBeVisible();
  await phone.getByLabel('First name').fill('Gina');
  await phone.getByLabel('E-mail address *').fill(email);
  await phone.getByLabel('Phone number').fill('312 555 0199');
  await docShot(phone, 'claim-4-contact-phone');
  await phone.getByRole('button', { name: 'Submit' }).click();

  await expect(phone).toHaveURL(/\/v\/[A-Za-z0-9_-]{22}$/);
  await expect(phone.getByRole('heading', { name: 'You did it!' })).toBeVisible();
  const voucherCode = (await phone.getByLabel('Voucher code').textContent())?.trim() ?? '';
  expect(voucherCode).toMatch(/^KNOTS-[A-Z0-9]{6}$/);
  await expect(phone.getByRole('img', { name: 'QR code of this voucher for the staff to scan' })).toBeVisible();
  const pin = (await phone.locator('.sw-pin strong').textContent())?.trim() ?? '';
  expect(pin).toMatch(/^\d{6}$/);
  await docShot(phone, 'claim-5-voucher-phone');

  // The approval e-mail (the campaign's template) carries the same code.
  await expect.poll(async () => {
    const mails = (await (await page.request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as MailboxEntry[];
    return mails.find((m) => m.subject === 'Your reward for Free garlic knots for a post is here!')?.text ?? '';
  }).toContain(`Your code is ${voucherCode}.`);

  // Staff at the counter: the owner's console, on the phone-sized window.
  const before = (await apiGet<{ voucher_count: number }>(page, 'businesses/voucherActivity')).voucher_count;
  await page.goto('/redeem');
  await page.getByLabel('PIN or code').fill(pin);
  await page.getByRole('button', { name: 'Find voucher' }).click();
  await expect(page.getByText('Ready to redeem')).toBeVisible();
  await expect(page.getByText('Gina')).toBeVisible();
  await expect(page.getByText(voucherCode)).toBeVisible();
  await page.getByRole('combobox', { name: 'Location' }).click();
  await page.getByRole('option').first().click();
  await expect(page.locator('.MuiPopover-root')).toHaveCount(0);
  await docShot(page, 'redeem-phone');
  await page.getByRole('button', { name: 'Redeem', exact: true }).click();
  await expect(page.getByText('Voucher redeemed!')).toBeVisible();
  await expect(page.getByText('Redeemed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Redeem', exact: true })).toHaveCount(0);
  expect((await apiGet<{ voucher_count: number }>(page, 'businesses/voucherActivity')).voucher_count).toBe(before + 1);
  await page.goto('/dashboard');
  await expect(page.getByTestId('customer-since')).toContainText(`you've seen ${before + 1} customers come into your locations!`);

  // A second try at the counter says it was used; so does the customer's page.
  await page.goto('/redeem');
  await page.getByLabel('PIN or code').fill(pin);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Redeemed', { exact: true })).toBeVisible();
  await phone.reload();
  await expect(phone.getByRole('heading', { name: 'This voucher has been used' })).toBeVisible();
  await context.close();
});

test('@phone a screenshot chosen before the page\'s upload script has arrived is still uploaded', async ({ page, browser }) => {
  const code = await shortLinkOf(page, DEMO.owner, "Tony's Pizza", 'Free garlic knots for a post');
  const screenshot = await page.screenshot();
  const { context, phone } = await customerPhone(browser);
  // A slow phone: the deferred script arrives only after the customer has chosen the screenshot.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await phone.route(/\/s\/claimUpload\.[^/]+\.js$/, async (route) => { await held; await route.continue(); });
  await phone.goto(`/p/${code}`);
  await phone.getByRole('button', { name: 'Get started' }).click();
  await expect(phone.getByRole('heading', { name: 'Post about us' })).toBeVisible();
  await phone.getByLabel(/Upload a screenshot of your (post|Google review)/).setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: screenshot });
  release();
  await expect(phone.getByRole('status').filter({ hasText: 'Screenshot uploaded.' })).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await context.close();
});

test('@phone a customer completes a what\'s-next campaign; the proof is on the owner\'s timeline and in the admin\'s review queue', async ({ page, browser }) => {
  const code = await shortLinkOf(page, DEMO.other, 'Other Gym', 'Free smoothie for a Google review');
  const name = `Zed${unique()}`;
  const { context, phone } = await customerPhone(browser);
  await phone.goto(`/p/${code}`);
  await phone.getByRole('button', { name: 'Get started' }).click();
  // Claim is off in this flow: the contact step comes next.
  await phone.getByLabel('First name').fill(name);
  await phone.getByLabel('E-mail address *').fill(`${name.toLowerCase()}@example.test`);
  await phone.getByLabel('Address', { exact: true }).fill('1 Gym Way');
  await phone.getByRole('button', { name: 'Submit' }).click();
  await expect(phone.getByText('Thank you! Your post was received.')).toBeVisible();
  await expect(phone.getByRole('heading', { name: "What's next" })).toBeVisible();
  await docShot(phone, 'claim-6-whats-next-phone');
  // The same link again on the same phone: still the end, no second proof.
  await phone.goto(`/c/${code}`);
  await expect(phone.getByText('Thank you! Your post was received.')).toBeVisible();
  await context.close();

  await page.goto('/timeline');
  await expect(page.getByText(name).first()).toBeVisible();
  const adminContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const admin = await adminContext.newPage();
  await openReviewQueue(admin, 'Free smoothie for a Google review');
  await expect(admin.getByTestId('pending-proof').filter({ hasText: name })).toHaveCount(1);
  await adminContext.close();
});

test('@phone a customer claims a network offer on its share page and sends a screenshot for a task', async ({ page, browser }) => {
  await loginAs(page, DEMO.owner);
  await pinBusiness(page, "Tony's Pizza");
  const offers = await apiGet<{ id: number; offer_status: string; offer_summary: string; tasks: string[] }[]>(page, 'offer');
  // The demo's own live offer (the lowest id): other tests may have made live offers of their own
  // meanwhile, with other locations.
  const live = offers.filter((o) => o.offer_status === 'ACTIVE' && o.tasks.length > 0).sort((a, b) => a.id - b.id)[0];
  if (!live) throw new Error('no ACTIVE offer in the demo data');
  const screenshot = await page.screenshot();
  const { context, phone } = await customerPhone(browser);
  await phone.goto(`/share/offer/${live.id}`);
  await expect(phone.getByRole('heading', { level: 1, name: live.offer_summary })).toBeVisible();
  await phone.getByRole('button', { name: 'Get my voucher' }).click();
  // The browser asks for what is missing first; then the server's own rules.
  await phone.getByLabel('Which location will you visit? *').selectOption({ index: 1 });
  await phone.getByLabel('First name *').fill('Nina');
  await phone.getByLabel('E-mail address *').fill(`nina-${unique()}@example.test`);
  await phone.getByLabel(/How did you hear about/).selectOption('Instagram');
  await docShot(phone, 'share-offer-survey-phone');
  await phone.getByRole('button', { name: 'Get my voucher' }).click();
  await expect(phone).toHaveURL(/\/v\/[A-Za-z0-9_-]{22}$/);
  await expect(phone.getByText('After your visit')).toBeVisible();
  const task = phone.locator('form.sw-task').first();
  await task.locator('input[type=file]').setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: screenshot });
  // Compressed in the phone's browser, then uploaded: slow when the machine is busy (other
  // tests' proofs are being read by OCR at the same time).
  await expect(task.getByRole('status')).toHaveText('Screenshot uploaded.', { timeout: 30_000 });
  await docShot(phone, 'share-offer-voucher-phone');
  await task.getByRole('button', { name: 'Send screenshot' }).click();
  await expect(phone.getByText('screenshot received, thank you!')).toBeVisible();
  await context.close();
});

test('@phone the screenshot step: an empty file is refused at once, a refusal from the server is shown in its words, and the page\'s old refusal goes once a screenshot is up', async ({ page, browser }) => {
  const code = await shortLinkOf(page, DEMO.owner, "Tony's Pizza", 'Free garlic knots for a post');
  const screenshot = await page.screenshot();
  const { context, phone } = await customerPhone(browser);
  await phone.goto(`/p/${code}`);
  await phone.getByRole('button', { name: 'Get started' }).click();
  await expect(phone.getByRole('heading', { name: 'Post about us' })).toBeVisible();
  const file = phone.getByLabel(/Upload a screenshot of your (post|Google review)/);
  const status = phone.getByRole('status').filter({ hasText: /./ });
  // Continue with nothing uploaded: the page says what is missing.
  await phone.getByRole('button', { name: 'Continue' }).click();
  await expect(phone.getByText('Upload a screenshot of your post to continue')).toBeVisible();
  let grants = 0;
  phone.on('request', (request) => { if (request.method() === 'POST' && request.url().endsWith('/upload')) grants += 1; });
  await file.setInputFiles({ name: 'empty.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(0) });
  await expect(status).toHaveText('This file is empty. Choose your screenshot again.');
  expect(grants).toBe(0);
  // The server's own refusal (here: every upload of the claim used) reaches the customer as written.
  await phone.route('**/upload', (route) => route.fulfill({ status: 409, json: { error: 'Open the offer\'s link again to start over' } }));
  await file.setInputFiles({ name: 'post.png', mimeType: 'image/png', buffer: screenshot });
  await expect(status).toHaveText('Open the offer\'s link again to start over');
  await phone.unroute('**/upload');
  await phone.getByRole('button', { name: 'Try again' }).click();
  await expect(status).toHaveText('Screenshot uploaded.');
  await expect(phone.getByText('Upload a screenshot of your post to continue')).toHaveCount(0);
  await expect(phone.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await context.close();
});

test('@phone the share page: its tags have Copy buttons, and a refused claim is a page of its own that reload and Back never post again', async ({ page, browser }) => {
  await loginAs(page, DEMO.owner);
  await pinBusiness(page, "Tony's Pizza");
  const offers = await apiGet<{ id: number; offer_status: string; offer_summary: string; tasks: string[]; hashtags: string[] }[]>(page, 'offer');
  const live = offers.filter((o) => o.offer_status === 'ACTIVE' && o.hashtags.length > 0).sort((a, b) => a.id - b.id)[0];
  if (!live) throw new Error('no ACTIVE offer with hashtags in the demo data');
  const { context, phone } = await customerPhone(browser);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const posts: string[] = [];
  phone.on('request', (request) => { if (request.method() === 'POST') posts.push(request.url()); });
  await phone.goto(`/share/offer/${live.id}`);
  await expect(phone.getByRole('heading', { name: 'Include in your post' })).toBeVisible();
  const tag = live.hashtags[0]!;
  await phone.getByRole('button', { name: `Copy ${tag}` }).tap();
  await expect(phone.getByRole('button', { name: `Copy ${tag}` })).toHaveText('Copied');
  expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(tag);

  // A claim the server refuses (a phone number with too few digits): the refusal, focused at the form's head, with what was typed.
  await phone.getByLabel('Which location will you visit? *').selectOption({ index: 1 });
  await phone.getByLabel('First name *').fill('Rita <b>R</b>');
  await phone.getByLabel('E-mail address *').fill(`rita-${unique()}@example.test`);
  await phone.getByLabel('Phone number').fill('12');
  await phone.getByLabel(/How did you hear about/).selectOption('Instagram');
  await phone.getByRole('button', { name: 'Get my voucher' }).tap();
  const alert = phone.getByRole('alert');
  await expect(alert).toHaveText('We could not accept these details. See the messages below.');
  await expect(alert).toBeFocused();
  await expect(phone.getByText('Enter a phone number with 7 to 15 digits')).toBeVisible();
  await expect(phone.getByLabel('First name *')).toHaveValue('Rita <b>R</b>');
  await expect(phone).toHaveURL(new RegExp(`/share/offer/${live.id}$`));
  await docShot(phone, 'share-offer-refused-phone');
  expect(posts).toHaveLength(1);
  // Reload and Back are plain GETs: no "Confirm Form Resubmission", nothing posted again.
  await phone.reload();
  await expect(phone.getByRole('alert')).toHaveText('We could not accept these details. See the messages below.');
  await phone.goBack();
  await expect(phone.getByRole('heading', { level: 1, name: live.offer_summary })).toBeVisible();
  expect(posts).toHaveLength(1);
  await context.close();
});
