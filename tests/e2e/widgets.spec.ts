// The widget screens end to end (spec 3 §2, §5, §8): an admin adds a review with a half-step
// rating and sees it in each preview mode, the form refuses what the spec refuses, the Wall Of
// Love's panels save a colour; on a phone the screen stacks the form above the list.
import { expect, test, type Page } from './baseTest';
import { DEMO, docShot, loginAs } from './fixtures';
import { pinBusiness } from './locationsHelpers';

async function openWidgetScreen(page: Page) {
  await loginAs(page, DEMO.admin);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/socialProofWidget');
  await expect(page.getByRole('heading', { name: 'Social Proof Widget', level: 1 })).toBeVisible();
}

test('an admin adds a review with a half-step rating and sees it in each preview mode', async ({ page }) => {
  await openWidgetScreen(page);
  await expect(page.getByText('Select or Create a Social Proof')).toBeVisible();
  await page.getByRole('button', { name: 'Access Key & Install Details' }).click();
  await expect(page.getByTestId('install-snippet')).toContainText('data-sway-social-proof=');
  await docShot(page, 'widget-social-proof-screen');

  await page.getByRole('button', { name: 'Add Social Proof' }).click();
  await expect(page.getByRole('heading', { name: 'New social proof' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Review' }).click();
  await page.getByRole('combobox', { name: 'Platform' }).click();
  await page.getByRole('option', { name: 'Google' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  // Only the five statuses: no empty option first (issue 34).
  await expect(page.getByRole('listbox').getByRole('option'))
    .toHaveText(['Active', 'Draft', 'Archived', 'Removed by you', 'Removed by the author']);
  await page.getByRole('option', { name: 'Active' }).click();
  const message = `Half-step stars ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Content' }).fill(message);
  await expect(page.getByText(`${message.length} / 255`)).toBeVisible();
  await page.getByLabel('Influencer name').fill('Priya Patel');
  await page.getByLabel('City').fill('Brooklyn');
  await page.getByLabel('State').fill('NY');
  await page.getByLabel('Image URL').first().fill('/demo/avatar.svg');
  // The stars are radio inputs under the icons: choosing the fifth star's left half is choosing 4.5.
  await page.getByRole('radio', { name: '4.5 Stars' }).dispatchEvent('click');
  await expect(page.getByRole('radio', { name: '4.5 Stars' })).toBeChecked();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Social Proof saved!')).toBeVisible();

  const card = page.getByTestId('social-proof-card').filter({ hasText: message });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rating 4.5' })).toBeVisible();
  await card.getByRole('button', { name: 'Preview Priya Patel' }).click();
  const dialog = page.getByRole('dialog', { name: 'Preview of Priya Patel' });
  for (const [mode, width, state] of [
    ['Desktop Normal', null, 'NORMAL'], ['Desktop Expanded', 860, 'EXPANDED'], ['Mobile Normal', null, 'NORMAL'], ['Mobile Expanded', 385, 'EXPANDED'],
  ] as const) {
    await dialog.getByRole('button', { name: mode }).click();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`state=${state}`));
    await expect(frame).toHaveAttribute('src', /disableAnalytics=true/);
    const box = await frame.boundingBox();
    expect(box?.height).toBe(460);
    if (width) expect(box?.width).toBe(width);
    await expect(page.frameLocator(`iframe[title="Preview of Priya Patel: ${mode}"]`).getByText(message)).toBeVisible();
    if (mode === 'Desktop Expanded') await docShot(page, 'widget-social-proof-preview-expanded');
  }
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test("the form refuses an empty save with the spec's texts and keeps what was typed", async ({ page }) => {
  await openWidgetScreen(page);
  await page.getByRole('button', { name: 'Add Social Proof' }).click();
  await page.getByRole('textbox', { name: 'Content' }).fill('x'.repeat(255));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Validation failed please check your entries')).toBeVisible();
  await expect(page.getByText('Required').first()).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveValue('x'.repeat(255));
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Review' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('group', { name: 'Rating' }).getByText('Required')).toBeVisible();
});

test('the Wall Of Love shows a panel per widget and saves a colour', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/swayWallOfLove');
  const carousel = page.getByTestId('wall-CAROUSEL');
  await expect(carousel.getByRole('heading', { name: /^Carousel/ })).toBeVisible();
  await expect(page.getByTestId('wall-PINTEREST').getByRole('heading', { name: /^Wall Of Love/ })).toBeVisible();
  await expect(carousel.getByText('data-sway-wall-of-love=')).toBeVisible();
  const border = carousel.getByTestId('color-color_proof_border');
  await border.fill('#2e7d32');
  await border.press('Enter');
  await expect(page.getByText('Color updated!')).toBeVisible();
  // Esc puts the stored colour back and saves nothing (issue 34): the next real change is the only save.
  await page.reload();
  await expect(border).toHaveValue('#2e7d32');
  const saves: string[] = [];
  page.on('request', (r) => { if (r.method() === 'PUT' && r.url().includes('/colors')) saves.push(r.postData() ?? ''); });
  await border.fill('#123456');
  await border.press('Escape');
  await expect(border).toHaveValue('#2e7d32');
  const saved = page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes('/colors'));
  await border.fill('#2e7d33');
  await border.press('Enter');
  await saved;
  expect(saves).toHaveLength(1);
  expect(saves[0]).toContain('#2e7d33');
  await expect(carousel.locator('iframe')).toHaveAttribute('src', /^\/swayWallOfLove\/preview\/[0-9a-z]+$/);
  await docShot(page, 'widget-wall-of-love-screen');
});

test('on a phone the social proof form opens above the list @phone', async ({ page }) => {
  await openWidgetScreen(page);
  const last = page.getByTestId('social-proof-card').last();
  await last.scrollIntoViewIfNeeded();
  await last.getByRole('button', { name: /^Edit / }).click();
  await expect(page.getByRole('heading', { name: 'Edit social proof' })).toBeInViewport();
  // Nothing in the list (a long name, a status chip) widens the page beyond the phone's width.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await docShot(page, 'widget-social-proof-phone');
});
