// /settings end to end (spec 2 §2, §5; spec 3 §5): sections per role, the Facebook review URL
// rule with 'Validation failed please check your entries', value and widget saves.
import { expect, test } from './baseTest';
import { DEMO, loginAs } from './fixtures';

/** A second CLIENT of Tony's Pizza: parallel workers must not log the same account in at once. */
const MANAGER = 'manager@example.com';

test('a CLIENT sees social and value settings only, and invalid entries are refused', async ({ page }) => {
  await loginAs(page, MANAGER, '/settings');
  await expect(page.getByRole('region', { name: 'Social Media Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Value Settings' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Business' , exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Social Proof Widget' })).toHaveCount(0);
  const social = page.getByRole('region', { name: 'Social Media Settings' });
  await social.getByLabel('Facebook review URL').fill('https://example.com/reviews');
  await social.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Validation failed please check your entries')).toBeVisible();
  await expect(social.getByText('URL must be a valid Facebook Review URL')).toBeVisible();
  // Saving the value settings unchanged keeps the demo numbers other tests rely on.
  await page.getByRole('region', { name: 'Value Settings' }).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Business Value Settings Updated')).toBeVisible();
});

test('an admin sees the Business and Social Proof Widget sections (hash socialProofWidgetSettings)', async ({ page }) => {
  await loginAs(page, DEMO.admin, '/settings#socialProofWidgetSettings');
  const widget = page.locator('#socialProofWidgetSettings');
  await expect(widget).toBeInViewport();
  await widget.getByLabel('Cycle delay (seconds)').fill('3s');
  await widget.getByRole('button', { name: 'Save' }).click();
  await expect(widget.getByText('Must be a valid number')).toBeVisible();
  await widget.getByLabel('Cycle delay (seconds)').fill('30');
  await widget.getByLabel('Verified by name').fill('Sway');
  await widget.getByLabel('Verified by icon URL').fill('https://example.com/verified.png');
  await widget.getByLabel('Install URL').fill('https://tonys.example.com');
  await widget.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Social Proof Settings Updated')).toBeVisible();
  const business = page.getByRole('region', { name: 'Business', exact: true });
  await expect(business.getByLabel('Brand')).not.toHaveValue('');
  await business.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Business Settings Updated')).toBeVisible();
});
