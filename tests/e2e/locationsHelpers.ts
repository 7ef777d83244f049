// Helpers of the issue-4 browser tests: pin the business the session works in (other tests may
// switch it), and unique names so parallel runs never collide.
import { expect, type Page } from '@playwright/test';

export const unique = () => `${Date.now().toString().slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;

export async function pinBusiness(page: Page, title: string) {
  const header = page.getByTestId('welcome-header').first();
  await expect(header).toContainText('Welcome, ');
  if ((await header.textContent())?.includes(title)) return;
  await page.getByRole('button', { name: 'Choose a business' }).click();
  await page.getByLabel('Business Search').fill(title.slice(0, 4));
  await page.getByRole('option', { name: title }).click();
  await expect(header).toContainText(`Welcome, ${title}`);
}

