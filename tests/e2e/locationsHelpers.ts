// Helpers of the issue-4 browser tests: pin the business the session works in (other tests may
// switch it), and unique names so parallel runs never collide.
import { expect, type Page } from '@playwright/test';

export const unique = () => `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

export async function pinBusiness(page: Page, title: string) {
  const header = page.getByTestId('welcome-header').first();
  await expect(header).toContainText('Welcome, ');
  if ((await header.textContent())?.includes(title)) return;
  // The chooser's list is drawn from a search answer: on a busy machine a click can land while it
  // is redrawn and choose nothing. The choice is made again, as a person would, twice at most.
  for (let tries = 1; ; tries += 1) {
    await page.getByRole('button', { name: 'Choose a business' }).click();
    await page.getByLabel('Business Search').fill(title.slice(0, 4));
    await page.getByRole('option', { name: title }).click();
    const chosen = await expect(header).toContainText(`Welcome, ${title}`).then(() => true, (err: unknown) => {
      if (tries >= 3) throw err;
      return false;
    });
    if (chosen) return;
    await page.keyboard.press('Escape');
  }
}

