// Billing control in the browser (spec 3 §2 "Billing control (admin)", §8; issue 17): on the demo
// data an admin sees the four sections filled, runs the charges (DO IT), sees the waiting items
// move to 'not yet paid', copies a business's gift-card e-mails and marks them sent; the screen
// passes axe on a desktop and a phone.
import { axeOn } from './axe';
import { expect, test, type Page } from './baseTest';
import { DEMO, docShot, loginAs } from './fixtures';

const section = (page: Page, id: string) => page.getByTestId(id);

async function axeClean(page: Page, state: string) {
  const results = await axeOn(page).include('main').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice', 'experimental']).analyze();
  const blocking = results.violations.filter((v) => v.impact === 'critical' || v.impact === 'serious');
  expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`), `axe on ${state}`).toEqual([]);
}

test('an admin runs the charges, copies the e-mails and marks the gift cards sent', async ({ page, context }) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await loginAs(page, DEMO.admin, '/chargebeeControl');
  await expect(page.getByRole('heading', { name: 'Billing Control', level: 1 })).toBeVisible();

  // The demo data fills every section.
  const waiting = section(page, 'billing-waiting');
  await expect(waiting.getByRole('heading', { name: 'Proofs Not yet send to Chargebee' })).toBeVisible();
  await expect(waiting.getByTestId('billing-row').first()).toBeVisible();
  await expect(waiting.getByTestId('billing-row').filter({ hasText: "Tony's Pizza" })).toContainText('gift-card-10');
  const total = Number(await waiting.getByTestId('billing-total').innerText());
  expect(total).toBeGreaterThan(0);
  const charged = section(page, 'billing-charged');
  await expect(charged.getByText(/checked hourly/)).toBeVisible();
  await expect(charged.getByText(/Next check: /)).toBeVisible();
  await expect(charged.getByTestId('billing-row').first()).toContainText('inv_demo_');
  const chargedBefore = Number(await charged.getByTestId('billing-row').first().locator('td').nth(2).innerText());
  await expect(section(page, 'billing-paid').getByTestId('billing-row').first()).toBeVisible();
  await expect(section(page, 'billing-sent').getByTestId('billing-row').first()).toBeVisible();
  await axeClean(page, '/chargebeeControl');
  await docShot(page, 'billing-control', true);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(waiting.getByTestId('billing-total')).toBeVisible();
  await axeClean(page, '/chargebeeControl on a phone');
  await docShot(page, 'billing-control-phone', true);
  await page.setViewportSize({ width: 1280, height: 800 });

  // DO IT: every waiting item becomes an invoice of the local ledger.
  await waiting.getByRole('button', { name: 'DO IT' }).click();
  await expect(page.getByText(`Made ${total} invoices failed 0`)).toBeVisible();
  await expect(waiting.getByTestId('billing-waiting-empty')).toHaveText('No approved proofs are waiting to be charged.');
  const tony = charged.getByTestId('billing-row').filter({ hasText: "Tony's Pizza" });
  await expect(tony).toContainText('inv_local_');
  await expect(tony.locator('td').nth(2)).not.toHaveText(String(chargedBefore));

  // Gift cards to send: copy the e-mails, then Mark.
  const paid = section(page, 'billing-paid');
  const row = paid.getByTestId('billing-row').filter({ hasText: "Tony's Pizza" });
  const count = Number(await row.locator('td').nth(2).innerText());
  await row.getByRole('button', { name: /^Copy the e-mails of Tony's Pizza/ }).click();
  const copied = (await page.evaluate(() => navigator.clipboard.readText())).split(', ');
  await expect(page.getByText(`Copied ${copied.length} to clipboard!`)).toBeVisible();
  expect(copied.every((e) => e.includes('@'))).toBe(true);
  await row.getByRole('button', { name: /^Mark the gift cards of Tony's Pizza/ }).click();
  await expect(page.getByText(`Marked ${count} proofs`)).toBeVisible();
  await expect(paid.getByTestId('billing-paid-empty')).toBeVisible();
  await expect(section(page, 'billing-sent').getByTestId('billing-row').filter({ hasText: "Tony's Pizza" })).toContainText(copied[0]);
});
