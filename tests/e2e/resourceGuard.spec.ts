// The screens shown by react-admin resources (/users, /locations, /offers, /clientLiteOffers,
// /couponCodes, /swayProofReviewTemplates) keep the guard of spec 1 §2 that custom routes have: logged out →
// /auth with the redirect, a user type the screen does not list → /timeline, ADMIN passes (and
// sees the admin title of the lite Campaigns).
import { expect, test } from './baseTest';
import { DEMO, loginAs, loginByForm } from './fixtures';

test('a logged-out visit to a resource screen goes to /auth with the redirect and comes back after login', async ({ page }) => {
  await page.goto('/offers?from=mail');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Foffers%3Ffrom%3Dmail$/);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Fusers$/);
  await page.goto('/locations?state=NY');
  await expect(page).toHaveURL(/\/auth\?redirect=%2Flocations%3Fstate%3DNY$/);
  await page.goto('/couponCodes');
  await expect(page).toHaveURL(/\/auth\?redirect=%2FcouponCodes$/);
  await loginByForm(page, DEMO.owner, page.url().replace(/^https?:\/\/[^/]+/, ''));
  await expect(page).toHaveURL(/\/couponCodes$/);
  await expect(page.getByRole('region', { name: 'Network Codes' })).toBeVisible();
});

test('a user type a resource screen does not list lands on /timeline', async ({ page }) => {
  await loginAs(page, DEMO.lite, '/offers');
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/swayProofReviewTemplates');
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/users');
  await expect(page).toHaveURL(/\/timeline$/);
  await page.goto('/locations');
  await expect(page).toHaveURL(/\/timeline$/);
  // Unlisted in the spec: any user may open it.
  await page.goto('/couponCodes');
  await expect(page.getByRole('region', { name: 'Sway Codes' })).toBeVisible();
});

test('a CLIENT opening the lite Campaigns lands on /timeline', async ({ page }) => {
  await loginAs(page, DEMO.other, '/clientLiteOffers');
  await expect(page).toHaveURL(/\/timeline$/);
});

test('an admin opens every resource screen, the lite Campaigns under its admin title', async ({ page }) => {
  await loginAs(page, DEMO.admin, '/clientLiteOffers');
  await expect(page.locator('h1', { hasText: 'Client Lite Campaigns' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Client Lite Campaigns' })).toBeVisible();
  await page.goto('/offers');
  await expect(page.locator('h1', { hasText: 'Offers' })).toBeVisible();
  await page.goto('/swayProofReviewTemplates');
  await expect(page.getByTestId('templates-APPROVED')).toBeVisible();
  await expect(page).toHaveURL(/\/swayProofReviewTemplates$/);
  await page.goto('/users');
  await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible();
  await expect(page).toHaveURL(/\/users$/);
  await page.goto('/locations');
  await expect(page.getByRole('button', { name: 'Add Location', exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/locations$/);
});

test('a CLIENT opens /users and /locations with their lists', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/users');
  await expect(page.getByTestId('user-row').first()).toBeVisible();
  await page.goto('/locations');
  await expect(page.getByTestId('location-card').first()).toBeVisible();
  await expect(page).toHaveURL(/\/locations$/);
});
