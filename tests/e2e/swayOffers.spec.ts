// Sway campaigns in the browser (spec 3 §2, §4-§6, §8-§9): the creation modal, the editor's panels
// beside the live preview, restore to default, the end-type switch, Stop/Start and Copy, links
// and QR codes; a CLIENT edits the campaign fields only; a lite client's modal closes by itself.
import { expect, test } from './baseTest';
import { DEMO, docShot, loginAs } from './fixtures';
import { pinBusiness } from './locationsHelpers';
import type { Page } from '@playwright/test';

async function createCampaign(page: Page, summary: string, answers: { claim: string; contact: string; end: RegExp }) {
  await page.goto('/swayOffers');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  const modal = page.getByRole('dialog', { name: 'New campaign' });
  await modal.getByLabel(/offer summary/).fill(summary);
  const question = (text: RegExp) => modal.getByRole('group', { name: text });
  await question(/upload a screenshot/).getByLabel(answers.claim).check();
  await question(/contact details/).getByLabel(answers.contact).check();
  await question(/voucher right away/).getByLabel(answers.end).check();
  return modal;
}

test('an admin creates a campaign, edits its flow beside the preview, restores a part, stops and copies it', async ({ page }) => {
  const summary = `Free cannoli for a post ${Date.now()}`;
  await loginAs(page, DEMO.admin, '/swayOffers');
  // Other tests may have switched the admin elsewhere; a switch lands on the timeline.
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/swayOffers');
  await page.getByRole('button', { name: 'Create campaign' }).click();
  const empty = page.getByRole('dialog', { name: 'New campaign' });
  await empty.getByLabel(/offer summary/).fill('x');
  await empty.getByLabel(/offer summary/).fill('');
  await empty.getByRole('button', { name: 'Create' }).click();
  await expect(empty.getByText('Required')).toBeVisible();
  await expect(empty.getByText('Answer every question')).toHaveCount(3);
  await empty.getByRole('button', { name: 'Cancel' }).click();

  const modal = await createCampaign(page, summary, { claim: 'Yes', contact: 'Yes', end: /voucher at once/ });
  await docShot(page, 'sway-offer-modal');
  // A double click makes one campaign: the button is disabled while the request runs.
  await modal.getByRole('button', { name: 'Create' }).dblclick();
  await expect(page.getByText('Sway Offer Created!')).toBeVisible();
  await expect(page).toHaveURL(/\/swayOffers\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const preview = page.getByTestId('flow-preview-screen');
  await expect(preview.getByRole('heading', { name: summary })).toBeVisible();

  // The voucher panel: a new title shows in the preview as it is typed.
  await page.getByRole('button', { name: 'Voucher' }).click();
  await expect(page.getByTestId('flow-preview').getByLabel('Preview mode')).toHaveText('Voucher');
  const title = page.getByTestId('panel-voucher').getByLabel('Title', { exact: true });
  await title.fill('Your slice is waiting');
  await expect(preview.getByRole('heading', { name: 'Your slice is waiting' })).toBeVisible();
  await expect(page.getByTestId('panel-voucher').getByText('21/120')).toBeVisible();
  // A new step's title is required.
  await page.getByTestId('panel-voucher').getByRole('button', { name: 'Add step' }).click();
  await expect(page.getByTestId('panel-voucher').getByText('Required')).toBeVisible();
  await page.getByTestId('panel-voucher').getByRole('button', { name: 'Remove step 3' }).click();
  await page.getByTestId('panel-voucher').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();
  await docShot(page, 'sway-offer-editor-voucher');

  // Restoring the part puts the default copy back.
  await page.getByRole('button', { name: 'Restore the default of this part: Voucher' }).click();
  await expect(preview.getByRole('heading', { name: 'Thank you! Here is your reward' })).toBeVisible();

  // Switching the voucher off ends the flow at "what's next".
  await page.getByLabel('Enabled: Voucher').uncheck();
  await page.getByRole('button', { name: "What's next" }).click();
  await expect(page.getByLabel("Enabled: What's next")).toBeChecked();
  await expect(preview.getByRole('heading', { name: 'Thank you for sharing!' })).toBeVisible();
  await page.getByTestId('panel-whatsNext').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Saved')).toBeVisible();

  // The preview walks the flow: contact info → what's next, with the preview-only toasts.
  await page.getByRole('button', { name: 'Contact info' }).click();
  await page.getByTestId('panel-contactInfo').getByLabel('Send the voucher by e-mail or text message').check();
  await preview.getByRole('button', { name: 'Send my reward' }).click();
  await expect(page.getByText('Email for voucher would be sent')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Thank you for sharing!' })).toBeVisible();
  await docShot(page, 'sway-offer-editor-contact');

  // The duplicate timeout must be a number; nothing is sent otherwise.
  await page.getByTestId('panel-contactInfo').getByLabel('Refuse people who claimed another of your campaigns recently').check();
  await page.getByTestId('panel-contactInfo').getByLabel('Days before they can claim again').fill('soon');
  await page.getByTestId('panel-contactInfo').getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Invalid duplicate timeout day number').first()).toBeVisible();

  // Per-location link and QR code, downloaded as qrCode.jpg.
  const location = page.locator('[data-testid^="location-link-"]').first();
  await location.getByRole('button', { name: 'Make link' }).click();
  const download = page.waitForEvent('download');
  await location.getByTestId('qr-code').click();
  expect((await download).suggestedFilename()).toBe('qrCode.jpg');

  // Stop, then Start, then Copy from the list.
  await page.goto('/swayOffers');
  const card = page.getByTestId(`sway-offer-${id}`);
  await card.getByRole('button', { name: 'Stop' }).click();
  // Stop asks first, naming the campaign (issue 34: it stopped at one click).
  const asked = page.getByRole('dialog', { name: `Stop the campaign ${summary}?` });
  await expect(asked).toBeVisible();
  await expect(card.getByText('Expired')).toHaveCount(0);
  await asked.getByRole('button', { name: 'Stop' }).click();
  await expect(card.getByRole('button', { name: 'Start' })).toBeVisible();
  await expect(card.getByText('Expired')).toBeVisible();
  await card.getByRole('button', { name: 'Start' }).click();
  await expect(card.getByRole('button', { name: 'Stop' })).toBeVisible();
  await card.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Offer copied!')).toBeVisible();
  await expect(page.getByRole('article', { name: `${summary} (copy)` })).toBeVisible();
  // The double click above made one campaign.
  await expect(page.getByRole('article', { name: summary, exact: true })).toHaveCount(1);
  await docShot(page, 'sway-offers-list');

  // Each panel open beside its preview, for the documentation.
  await page.goto(`/swayOffers/${id}`);
  for (const [panel, name] of [['claim', 'Screenshot'], ['proofRequirements', 'Proof requirements tutorial'], ['sideEffect', 'Side effect']] as const) {
    await page.getByRole('button', { name, exact: true }).click();
    await expect(page.getByTestId(`panel-${panel}`).getByRole('button', { name: 'Save' })).toBeVisible();
    await page.getByRole('button', { name, exact: true }).scrollIntoViewIfNeeded();
    await docShot(page, `sway-offer-panel-${panel}`);
  }
  await expect(page.getByTestId('panel-sideEffect').getByLabel('Billing addon')).toHaveText('No Addon');
});

test('a switch turned in one panel while another panel\'s save is on its way stays turned, and is saved next', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await pinBusiness(page, "Tony's Pizza");
  const modal = await createCampaign(page, `Held save ${Date.now()}`, { claim: 'Yes', contact: 'Yes', end: /voucher at once/ });
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/swayOffers\/\d+$/);
  // The voucher's save is held on its way (a slow network) while the contact panel's switch is turned.
  let release = () => {};
  const held = new Promise<void>((resolve) => { release = resolve; });
  const saves: string[] = [];
  await page.route(/\/api\/swayOffer\/\d+\/flow$/, async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    saves.push(route.request().postData() ?? '');
    if (saves.length === 1) await held;
    return route.fallback();
  });
  await page.getByRole('button', { name: 'Voucher' }).click();
  await page.getByTestId('panel-voucher').getByLabel('Title', { exact: true }).fill('Held title');
  await page.getByTestId('panel-voucher').getByRole('button', { name: 'Save' }).click();
  await expect.poll(() => saves.length).toBe(1);
  await page.getByRole('button', { name: 'Contact info' }).click();
  const sendVoucher = page.getByTestId('panel-contactInfo').getByLabel('Send the voucher by e-mail or text message');
  await sendVoucher.check();
  const firstSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/swayOffer\/\d+\/flow$/.test(r.url()));
  release();
  await firstSaved;
  await expect(page.getByText('Saved')).toBeVisible();
  // The stored voucher title came back, and the switch turned meanwhile is still on, waiting for its Save.
  await expect(sendVoucher).toBeChecked();
  const contactSave = page.getByTestId('panel-contactInfo').getByRole('button', { name: 'Save' });
  await expect(contactSave).toBeEnabled();
  const secondSaved = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/swayOffer\/\d+\/flow$/.test(r.url()));
  await contactSave.click();
  const stored = await (await secondSaved).json() as { flow: { contact_info_data: { send_voucher_via_contact: boolean }; voucher_data: { title: string } } };
  expect(stored.flow.contact_info_data.send_voucher_via_contact).toBe(true);
  expect(stored.flow.voucher_data.title).toBe('Held title');
  expect(JSON.parse(saves[1]!)).not.toHaveProperty('voucher_data');
});

test('a business owner edits the campaign fields but sees no flow panel', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/swayOffers');
  const card = page.getByRole('article').filter({ hasText: 'Free dessert for an Instagram post' });
  await expect(card.getByRole('button', { name: 'Stop' })).toHaveCount(0);
  await card.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByText('Only an admin can change the flow.')).toBeVisible();
  await expect(page.getByTestId('review-incentive-warning')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Contact info' })).toHaveCount(0);
  await expect(page.getByLabel('Internal notes (admins only)')).toHaveCount(0);
  const summary = page.getByLabel('Offer summary *');
  await summary.fill('Free dessert for an Instagram post!');
  await page.getByLabel('Facebook review URL', { exact: true }).fill('https://example.com/review');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('URL must be a valid Facebook Review URL')).toBeVisible();
  await page.getByLabel('Facebook review URL', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Offer summary *')).toHaveValue('Free dessert for an Instagram post!');
  await summary.fill('Free dessert for an Instagram post');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Element updated')).toBeVisible();
});

test('a campaign with a review task tells the business what the law and Google ask of rewards for reviews', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/swayOffers');
  await page.getByRole('article').filter({ hasText: 'Free pizza for a Google review' }).getByRole('link', { name: 'Edit' }).click();
  const warning = page.getByTestId('review-incentive-warning');
  await expect(warning.getByText('Rewards for reviews: the rules')).toBeVisible();
  await expect(warning).toContainText('The reward must never depend on the rating or on what the review says');
  await expect(warning).toContainText('16 CFR 465');
  // The owner cannot see the claim panel's switch: the warning says who turns it on (issue 34).
  await expect(warning).toContainText('only a Sway admin can turn it on');
  await expect(warning).not.toContainText(': turn on');
});

test('a lite client creates a campaign with hashtags; the modal closes by itself', async ({ page }) => {
  await loginAs(page, DEMO.lite);
  const modal = await createCampaign(page, `Gel manicure for a post ${Date.now()}`, { claim: 'Yes', contact: 'No', end: /what's next/ });
  await modal.getByLabel('Hashtags customers include').fill('nails');
  await modal.getByLabel('Hashtags customers include').press('Enter');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Campaign Created!')).toBeVisible();
  await expect(modal.getByText('Setting up your campaign…')).toBeVisible();
  await expect(modal).toBeHidden({ timeout: 6000 });
});

test('the editor fits a phone with each of its panels open, the preview below them @phone', async ({ page }) => {
  // The admin sees every panel (the flow panels are admin-only).
  await loginAs(page, DEMO.admin);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/swayOffers');
  await page.getByRole('article').filter({ hasText: 'Free pizza for a Google review' }).getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByTestId('flow-preview-screen').getByRole('heading', { name: 'Free pizza for a Google review' })).toBeVisible();
  await docShot(page, 'sway-offer-editor-phone', true);
  const mode = page.getByTestId('flow-preview').getByLabel('Preview mode');
  // Issue 34: Contact info made the page 406 px wide and cut the preview mode box off.
  for (const [panel, name] of [['campaign', 'Campaign'], ['claim', 'Screenshot'], ['proofRequirements', 'Proof requirements tutorial'],
    ['contactInfo', 'Contact info'], ['voucher', 'Voucher'], ['whatsNext', "What's next"], ['sideEffect', 'Side effect']] as const) {
    const header = page.getByRole('button', { name, exact: true });
    if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
    await expect(page.getByTestId(`panel-${panel}`).getByRole('button', { name: 'Save' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `page width with ${name} open`).toBeLessThanOrEqual(390);
    const box = await mode.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390, `the preview mode box inside the window with ${name} open`).toBe(true);
  }
});
