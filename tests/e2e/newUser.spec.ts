// What a new user hit (issue 18): the smaller defects of point 11 and the lite user's hashtags
// (point 10), each as the user meets it; and an offer image uploaded and saved on the default setup.
import { expect, test, type Page } from './baseTest';
import { DEMO, loginAs } from './fixtures';
import { gradientPng, openReviewQueue } from './reviewHelpers';

const MANAGER = 'manager@example.com';
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

test('a CLIENT_LITE is not sent to /settings for hashtags; its campaign takes them, one # each (defects 10, 11)', async ({ page }) => {
  await loginAs(page, DEMO.lite, '/clientLiteOffers');
  await expect(page.locator('h1', { hasText: 'Campaigns' })).toBeVisible();
  await expect(page.getByText('Business hashtags not set', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'create new campaign' }).click();
  const wizard = page.getByRole('dialog');
  await wizard.getByLabel('Phone').fill('5551234567');
  await wizard.getByTestId('wizard-next').click();
  await wizard.getByRole('button', { name: 'Skip' }).click();
  const hashtags = wizard.getByTestId('chips-hashtags').getByRole('textbox');
  await hashtags.pressSequentially('##double');
  await expect(hashtags).toHaveValue('#double');
  await hashtags.press('Enter');
  await expect(wizard.getByTestId('chips-hashtags').locator('.MuiChip-label')).toHaveText(['#double']);
});

test('a stored token the server refuses says invalid credentials and keeps the way back (defect 11)', async ({ page }) => {
  await page.goto('/auth');
  const forged = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({
    sub: JSON.stringify({ userType: 'CLIENT', email: DEMO.owner, userId: 2 }), businessId: 1, exp: Math.floor(Date.now() / 1000) + 3600,
  })}.forged-signature`;
  await page.evaluate((token) => localStorage.setItem('sway.token', token), forged);
  await page.goto('/timeline');
  await expect(page.getByText('Invalid credentials please try again')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Ftimeline$/);
  await expect(page.getByText('Your session has expired please try again.')).toHaveCount(0);
});

test('logging out keeps the way back to the page the user was on (defect 11)', async ({ page }) => {
  await loginAs(page, MANAGER, '/locations');
  await expect(page.getByRole('button', { name: 'Add Location', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=%2Flocations$/);
});

test('the Timeline Review offer search still lists offers after a selection (defect 11)', async ({ page }) => {
  await openReviewQueue(page, 'Free pizza for a Google review');
  const search = page.getByRole('combobox', { name: 'Search sway offers' });
  await expect(search).toHaveValue(/Free pizza for a Google review/);
  await search.click();
  await expect(search).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option').first()).toBeVisible();
  await expect(page.getByText('No offers')).toHaveCount(0);
});

test("the admin's Recent Businesses list is never empty (defect 11)", async ({ page }) => {
  await loginAs(page, DEMO.admin, '/timeline');
  await page.getByTestId('welcome-header').click();
  const recent = page.getByRole('list').filter({ has: page.getByText('Recent Businesses') });
  await expect(recent.getByRole('button').first()).toBeVisible();
});

/** Opens the panel of the signed-in business's offer with this summary. */
async function openOffer(page: Page, summary: string) {
  await page.goto('/offers');
  const panel = page.locator('[data-testid^="offer-"]', { hasText: summary }).first();
  await panel.getByRole('button', { expanded: false }).first().click();
  return panel;
}

test('an event date in the past is refused on the date field (defect 11)', async ({ page }) => {
  await loginAs(page, MANAGER);
  const panel = await openOffer(page, 'Free slice with any drink');
  await panel.getByRole('button', { name: 'Dates' }).click();
  const yesterday = new Date(Date.now() - 86_400_000);
  const day = new Date(yesterday.getTime() - yesterday.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
  await panel.getByLabel('Event date').fill(day);
  await panel.getByRole('button', { name: 'Add event time' }).click();
  await expect(panel.getByText('The event date has passed')).toBeVisible();
});

test('an uploaded 380x200 offer image is saved with the offer (defect 1, on the default setup)', async ({ page }) => {
  await loginAs(page, DEMO.other);
  const panel = await openOffer(page, 'Free guest pass');
  await panel.getByRole('button', { name: 'Image' }).click();
  await panel.getByTestId('image-upload-input').setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: gradientPng(380, 200, 3) });
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Save' }).click();
  await expect(preview).toBeHidden();
  const url = panel.getByLabel('Offer image URL');
  await expect(url).toHaveValue(/\/uploads\/offer\/.+\.(png|jpe?g)$/);
  await expect(panel.getByText('Invaild URL')).toHaveCount(0);
  await panel.getByRole('button', { name: 'Save' }).last().click();
  await expect(page.getByText('Offer saved', { exact: true }).first()).toBeVisible();
  const saved = await url.inputValue();
  await page.reload();
  const again = await openOffer(page, 'Free guest pass');
  await again.getByRole('button', { name: 'Image' }).click();
  await expect(again.getByLabel('Offer image URL')).toHaveValue(saved);
});
