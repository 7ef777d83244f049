// Timeline in the browser (issue 3; spec 1 §2 Timeline, §9): pages of 10 loaded at the scroll
// bottom until a short page, jumping to a date, the empty states, and the phone layout.
import { expect, test } from './baseTest';
import { DEMO, loginAs } from './fixtures';
import { apiGet, fitsWidth, shoot } from './dashboardApi';

test('the timeline loads a second page on scroll and stops at the end', async ({ page }) => {
  await loginAs(page, DEMO.other, '/timeline');
  const { proof_count: total } = await apiGet<{ proof_count: number }>(page, 'businesses/voucherActivity');
  expect(total).toBeGreaterThan(10);
  const cards = page.getByTestId('proof-card');
  await expect(cards).toHaveCount(10);
  await shoot(page, 'timeline-desktop');
  await cards.last().scrollIntoViewIfNeeded();
  await expect(cards).toHaveCount(Math.min(20, total));
  // Keep scrolling until the short page: every proof, then the end marker, and no further request.
  for (let i = 0; i < 20 && (await page.getByTestId('timeline-end').count()) === 0; i += 1) {
    const before = await cards.count();
    await cards.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await cards.count()) > before || (await page.getByTestId('timeline-end').count()) > 0).toBe(true);
  }
  await expect(page.getByTestId('timeline-end')).toBeVisible();
  await expect(cards).toHaveCount(total);
});

test('jumping to a day without proofs says so', async ({ page }) => {
  await loginAs(page, DEMO.other, '/timeline');
  await expect(page.getByTestId('proof-card').first()).toBeVisible();
  await page.getByLabel('Jump to date').fill('2001-02-03');
  await expect(page.getByTestId('no-proofs-for')).toHaveText('No Proofs for February 3, 2001');
});

test('a CLIENT_LITE without proofs sees the account-created intro with a working video page', async ({ page }) => {
  await loginAs(page, DEMO.lite, '/timeline');
  const empty = page.getByTestId('no-proofs-yet');
  await expect(empty).toContainText('Your account has been created!');
  await expect(empty).toContainText('No Proofs Yet');
  const frame = page.frameLocator('iframe[title="Intro video"]');
  await expect(frame.locator('h1').first()).toBeAttached();
});

test('@phone the timeline fits a phone window', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/timeline');
  await expect(page.getByTestId('proof-card').first()).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await shoot(page, 'timeline-phone');
});
