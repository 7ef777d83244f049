// Doubled actions (issue 34): a double click on Copy of a campaign and on Create of a mailing list
// made two records. Every change now goes through useChange, which drops the second click while
// the first runs; this checks the two reported buttons send one request and make one record.
import { expect, test } from './baseTest';
import { doubleClickOnce } from './doubleClick';
import { DEMO, loginAs } from './fixtures';
import { pinBusiness } from './locationsHelpers';

test('a double click on Copy or Create makes one record', async ({ page }) => {
  await loginAs(page, DEMO.admin);
  await pinBusiness(page, "Tony's Pizza");

  await page.goto('/swayOffers');
  const card = page.locator('[data-testid^="sway-offer-"]').first();
  const summary = await card.getAttribute('aria-label');
  const copies = page.getByRole('article', { name: `${summary} (copy)`, exact: true });
  const before = await copies.count();
  await doubleClickOnce(page, card.getByRole('button', { name: 'Copy' }), { method: 'POST', path: /^swayOffer\/\d+\/copy$/ },
    () => expect(page.getByText('Offer copied!')).toBeVisible());
  await expect(copies).toHaveCount(before + 1);

  await page.goto('/mailingLists');
  const listName = `doubled list ${Date.now()}`;
  await page.getByLabel('List Name').fill(listName);
  await doubleClickOnce(page, page.getByRole('button', { name: 'Create' }), { method: 'POST', path: /^mailingList\/new\// },
    () => expect(page.getByText(`List ${listName} created`)).toBeVisible());
  await expect(page.getByTestId('mailing-list').filter({ hasText: listName })).toHaveCount(1);
});
