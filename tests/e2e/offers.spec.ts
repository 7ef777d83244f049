// Offers end to end (spec 2): a CLIENT creates an offer with the full wizard and finds it under
// NEEDS_APPROVAL; an admin approves it (ACTIVE, with a short URL whose QR code downloads as
// qrCode.jpg) and stops it today (COMPLETE); the preview; the lite wizard creates a campaign.
import { expect, test, type Browser, type Page } from './baseTest';
import { doubleClickOnce } from './doubleClick';
import { DEMO, loginAs, docShot } from './fixtures';

async function pageFor(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await loginAs(page, email);
  return page;
}

/** A 1x1 PNG. */
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const group = (page: Page, status: string) => page.getByTestId(`group-${status}`);
const toast = (page: Page, text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

test('full wizard → NEEDS_APPROVAL → admin approves with a short URL and QR → stop today → COMPLETE', async ({ browser }) => {
  const owner = await pageFor(browser, DEMO.owner);
  await owner.goto('/offers');
  await owner.getByRole('button', { name: 'create new offer' }).click();
  const wizard = owner.getByRole('dialog');
  await expect(wizard.getByText('Create Offer')).toBeVisible();
  await wizard.getByLabel(/^Local/).check();
  await wizard.getByTestId('wizard-next').click();
  await wizard.getByLabel('In Person').check();
  await wizard.getByTestId('wizard-next').click();
  await wizard.getByTestId('wizard-next').click();
  // Summary step: pick the first summary of the best group, then go back one step and forward again.
  await expect(wizard.getByText('Best Performing')).toBeVisible();
  await wizard.getByTestId('wizard-next').click();
  await toast(owner, 'Choose an offer summary');
  await wizard.getByRole('radio').first().check();
  await wizard.getByRole('button', { name: 'Back' }).click();
  await wizard.getByTestId('wizard-next').click();
  await wizard.getByTestId('wizard-next').click();
  // The image goes through the shared upload widget: compress, preview, signed PUT.
  await wizard.getByTestId('image-upload-input').setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: Buffer.from(PNG, 'base64') });
  const uploadPreview = owner.getByRole('dialog', { name: 'Preview' });
  await uploadPreview.getByRole('button', { name: 'Save' }).click();
  await expect(uploadPreview).toBeHidden();
  await expect(wizard.getByLabel('Offer image URL')).toHaveValue(/\/uploads\/offer\/.+\.(png|jpe?g)$/);
  await docShot(owner, 'offer-wizard');
  await wizard.getByTestId('wizard-next').click();
  await expect(wizard.getByLabel('Hashtags')).toBeVisible();
  await wizard.getByTestId('wizard-next').click();
  await doubleClickOnce(owner, wizard.getByRole('button', { name: 'Submit for Approval' }), { method: 'POST', path: 'offer/' }, async () => {
    await toast(owner, 'Submitted for Approval');
    await expect(wizard).toBeHidden();
  });

  // The new offer is first in NEEDS_APPROVAL and expanded.
  const created = group(owner, 'NEEDS_APPROVAL').locator('[data-testid^="offer-"]').first();
  await expect(created.getByRole('button', { name: 'Preview' })).toBeVisible();
  const testId = (await created.getAttribute('data-testid')) ?? '';
  expect(testId).toMatch(/^offer-\d+$/);
  await expect(created.getByTestId('offer-controls')).toHaveCount(0);
  await created.getByRole('button', { name: 'Preview' }).click();
  const preview = owner.getByRole('dialog');
  await expect(preview.getByText('Your Campaign Is Under Review')).toBeVisible();
  await expect(preview.getByText('normally approved within 2 business days')).toBeVisible();
  await expect(preview.getByText('Submitted for Approval')).toBeVisible();
  await preview.getByRole('button', { name: 'Voucher' }).click();
  await docShot(owner, 'offer-preview');
  await preview.getByRole('button', { name: 'Close' }).click();

  const admin = await pageFor(browser, DEMO.admin);
  await admin.goto('/offers');
  const panel = admin.getByTestId(testId);
  await expect(group(admin, 'NEEDS_APPROVAL').getByTestId(testId)).toBeVisible();
  await panel.getByRole('button', { expanded: false }).first().click();
  await panel.getByRole('button', { name: 'Approve' }).click();
  await toast(admin, 'Offer Approved');
  await expect(group(admin, 'ACTIVE').getByTestId(testId)).toBeVisible();

  const moved = group(admin, 'ACTIVE').getByTestId(testId);
  if (!(await moved.getByRole('button', { name: 'Approve' }).isVisible())) await moved.getByRole('button', { expanded: false }).first().click();
  await moved.getByRole('button', { name: 'Short URLs' }).click();
  await expect(moved.getByTestId('short-url')).toHaveCount(1);
  await expect(moved.getByTestId('short-url').getByText(/\/p\/[A-Za-z0-9]{10}$/)).toBeVisible();
  const download = admin.waitForEvent('download');
  await moved.getByTestId('qr-code').click();
  expect((await download).suggestedFilename()).toBe('qrCode.jpg');
  await docShot(admin, 'offers');

  // 'Add URL': a random 10-character code to start, 'Required' when emptied, the server's error
  // on the field for a taken code, cleared on edit.
  const approvedCode = ((await moved.getByTestId('short-url').getByText(/\/p\//).textContent()) ?? '').split('/p/')[1] ?? '';
  await moved.getByRole('button', { name: 'Add URL' }).click();
  const add = admin.getByRole('dialog', { name: 'Add URL' });
  await expect(add.getByLabel('Short code')).toHaveValue(/^[A-Za-z0-9]{10}$/);
  await add.getByLabel('Short code').fill('');
  await expect(add.getByText('Required', { exact: true })).toBeVisible();
  await add.getByLabel('Short code').fill(approvedCode);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add.getByText('This short code is already taken')).toBeVisible();
  await add.getByLabel('Short code').fill(`${approvedCode}x`);
  await expect(add.getByText('This short code is already taken')).toHaveCount(0);
  await add.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(moved.getByTestId('short-url')).toHaveCount(2);
  // The closed dialog gives the focus back to the button that opened it.
  await expect(moved.getByRole('button', { name: 'Add URL' })).toBeFocused();

  // The state machine disables what the server would refuse (issue 18 defect 11): an ACTIVE offer
  // is not approved again, but may be paused or stopped.
  await expect(moved.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(moved.getByRole('button', { name: 'Pause' })).toBeEnabled();

  // Beside a CPU hog a Stop click was lost twice, the page redrawn under it (the offer list's
  // refetch after the new URL); as a person would, the test clicks again until the dialog opens.
  const stop = admin.getByRole('dialog');
  await expect(async () => {
    if (!(await stop.isVisible())) await moved.getByRole('button', { name: 'Stop', exact: true }).click({ timeout: 5_000 });
    await expect(stop.getByText('When should this offer stop?')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // It names the offer it stops (issue 34).
  const stopped = (await stop.getByTestId('stop-offer-name').innerText()).trim();
  expect(stopped).not.toBe('');
  await expect(moved).toContainText(stopped);
  await stop.getByRole('button', { name: 'Stop Offer' }).click();
  await toast(admin, 'Offer Expiration Updated');
  await expect(group(admin, 'COMPLETE').getByTestId(testId)).toBeVisible();
  const complete = group(admin, 'COMPLETE').getByTestId(testId);
  if (!(await complete.getByTestId('offer-controls').isVisible())) await complete.getByRole('button', { expanded: false }).first().click();
  for (const name of ['Approve', 'Pause', 'Stop']) await expect(complete.getByRole('button', { name, exact: true })).toBeDisabled();
});

test('the lite Campaigns list holds network and sway campaigns; the lite wizard creates one', async ({ page }) => {
  await loginAs(page, DEMO.lite, '/clientLiteOffers');
  await expect(page.locator('h1', { hasText: 'Campaigns' })).toBeVisible();
  const sway = page.getByTestId('sway-campaigns');
  await expect(sway.getByRole('heading', { name: 'Sway Campaigns' })).toBeVisible();
  await expect(sway.getByRole('heading', { name: 'Active (1)' })).toBeVisible();
  await expect(sway.getByText('Free nail art for an Instagram post')).toBeVisible();
  await expect(sway.getByRole('heading', { name: 'Complete (1)' })).toBeVisible();
  await expect(sway.getByText('Spring manicure special')).toBeVisible();
  await page.getByRole('button', { name: 'create new campaign' }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByTestId('wizard-next').click();
  await toast(page, 'Enter a phone number or a URL');
  await wizard.getByLabel('Phone').fill('5551234567');
  await expect(wizard.getByLabel('Phone')).toHaveValue('(555) 123-4567');
  await wizard.getByTestId('wizard-next').click();
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await wizard.getByRole('button', { name: 'Skip' }).click();
  await wizard.getByRole('button', { name: 'Create Campaign' }).click();
  await toast(page, 'Choose an offer summary');
  const summary = `Lite campaign ${Date.now()}`;
  await wizard.getByLabel('Offer summary').fill(summary);
  await doubleClickOnce(page, wizard.getByRole('button', { name: 'Create Campaign' }), { method: 'POST', path: 'offer/' },
    () => toast(page, 'Campaign Created!'));
  await expect(wizard.getByTestId('lite-loading')).toBeVisible();
  await expect(wizard).toBeHidden({ timeout: 8000 });
  await expect(group(page, 'NEEDS_APPROVAL').getByText(summary)).toHaveCount(1);
});

test('event times: messages and chips in the offer dates panel', async ({ page }) => {
  // A second CLIENT of Tony's Pizza: parallel workers must not log the same account in at once.
  await loginAs(page, 'manager@example.com', '/offers');
  await page.getByRole('button', { name: 'create new offer' }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByTestId('wizard-next').click();
  await wizard.getByLabel('Event').check();
  await wizard.getByTestId('wizard-next').click();
  await wizard.getByTestId('wizard-next').click();
  await toast(page, 'No event times selected');
  await wizard.getByRole('button', { name: 'Add event time' }).click();
  await toast(page, 'No Date Selected.');
  await wizard.getByLabel('Event date').fill('2031-05-01');
  await wizard.getByRole('button', { name: 'Add event time' }).click();
  await toast(page, 'No Start Time Selected.');
});

test('the offer list on a phone @phone', async ({ page }) => {
  await loginAs(page, DEMO.other, '/offers');
  await expect(group(page, 'ACTIVE')).toBeVisible();
  await group(page, 'ACTIVE').locator('[data-testid^="offer-"]').first().getByRole('button', { expanded: false }).first().click();
  await expect(page.getByRole('button', { name: 'Preview' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the Campaigns list fits a phone without horizontal scrolling @phone', async ({ page }) => {
  await loginAs(page, DEMO.lite, '/clientLiteOffers');
  await expect(page.getByTestId('sway-campaigns').getByText('Free nail art for an Instagram post')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
