// Unsaved changes (issue 34): every form that can hold an edit asks before a menu click, a reload
// or another record throws it away, and says nothing once the edit is saved or undone. One admin
// session visits the five forms of the issue: the campaign editor (its campaign form and the flow
// panels), the social proof form, business settings, the landing page editor and the offer wizard.
import { expect, test, type Page } from './baseTest';
import { DEMO, loginAs } from './fixtures';
import { pinBusiness } from './locationsHelpers';

/** react-admin's question (ra.message.unsaved_changes), which the console's guard asks. */
const QUESTION = "Some of your changes weren't saved. Are you sure you want to ignore them?";

/** Runs `action`, expects the unsaved-changes question, and answers it: stay (cancel) or leave (OK). */
async function expectAsked(page: Page, action: () => Promise<unknown>, answer: 'stay' | 'leave') {
  const asked = page.waitForEvent('dialog');
  const acting = action();
  const dialog = await asked;
  expect(dialog.type()).toBe('confirm');
  expect(dialog.message()).toBe(QUESTION);
  await (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  await acting;
}

/** A reload asks the browser's "Leave site?" (beforeunload); staying keeps the page as it is. */
async function expectReloadAsked(page: Page) {
  const asked = page.waitForEvent('dialog');
  // Not page.reload(): it would wait for a load that staying cancels.
  await page.evaluate(() => { setTimeout(() => window.location.reload()); });
  const dialog = await asked;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.dismiss();
}

/** Fails the test on any dialog: a clean form leaves without a question. */
async function leavesWithoutQuestion(page: Page, action: () => Promise<unknown>, to: RegExp) {
  const unexpected: string[] = [];
  const listen = (dialog: import('@playwright/test').Dialog) => { unexpected.push(dialog.message()); void dialog.accept(); };
  page.on('dialog', listen);
  try {
    await action();
    await expect(page).toHaveURL(to);
  } finally {
    page.off('dialog', listen);
  }
  expect(unexpected, 'questions asked when nothing was unsaved').toEqual([]);
}

/** Opens business settings and types into Brand without saving: its stored value and the field. */
async function editBrand(page: Page) {
  await page.goto('/settings');
  const brand = page.getByRole('region', { name: 'Business', exact: true }).getByLabel('Brand');
  await expect(brand).not.toHaveValue('');
  const stored = await brand.inputValue();
  await brand.fill(`${stored} edited`);
  return { brand, stored };
}

const menu = (page: Page, name: string) => page.getByRole('menuitem', { name, exact: true });

test('every form with an unsaved edit asks before a navigation, a reload or another record loses it', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page, DEMO.admin);
  await pinBusiness(page, "Tony's Pizza");

  await test.step('campaign editor: the campaign form and the flow draft', async () => {
    const summary = `Unsaved check ${Date.now()}`;
    await page.goto('/swayOffers');
    await page.getByRole('button', { name: 'Create campaign' }).click();
    const modal = page.getByRole('dialog', { name: 'New campaign' });
    await modal.getByLabel(/offer summary/).fill(summary);
    await modal.getByRole('group', { name: /upload a screenshot/ }).getByLabel('Yes').check();
    await modal.getByRole('group', { name: /contact details/ }).getByLabel('Yes').check();
    await modal.getByRole('group', { name: /voucher right away/ }).getByLabel(/voucher at once/).check();
    await modal.getByRole('button', { name: 'Create' }).click();
    await expect(page).toHaveURL(/\/swayOffers\/\d+$/);
    const editor = page.url();

    // The campaign form keeps its edit while another panel is open, and a menu click asks.
    const field = page.getByLabel('Offer summary *');
    await field.fill(`${summary} edited`);
    await page.getByRole('button', { name: 'Contact info', exact: true }).click();
    await page.getByRole('button', { name: 'Campaign', exact: true }).click();
    await expect(field).toHaveValue(`${summary} edited`);
    await expectAsked(page, () => menu(page, 'Timeline').click(), 'stay');
    await expect(page).toHaveURL(editor);
    await expect(field).toHaveValue(`${summary} edited`);
    await expectReloadAsked(page);
    await expect(field).toHaveValue(`${summary} edited`);
    await page.getByTestId('panel-campaign').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element updated')).toBeVisible();

    // The flow draft: an edit in a flow panel asks; once saved, the menu leaves at once.
    await page.getByRole('button', { name: 'Contact info', exact: true }).click();
    const title = page.getByTestId('panel-contactInfo').getByLabel('Title', { exact: true });
    await title.fill('Tell us where to send it');
    await expectAsked(page, () => menu(page, 'Timeline').click(), 'stay');
    await expect(title).toHaveValue('Tell us where to send it');
    await page.getByTestId('panel-contactInfo').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved', { exact: true })).toBeVisible();
    await leavesWithoutQuestion(page, () => menu(page, 'Timeline').click(), /\/timeline$/);

    // Answering OK leaves, and the edit is gone.
    await page.goto(editor);
    await field.fill('thrown away');
    await expectAsked(page, () => menu(page, 'Timeline').click(), 'leave');
    await expect(page).toHaveURL(/\/timeline$/);
  });

  await test.step('social proof form: another card or a new one asks first', async () => {
    await page.goto('/socialProofWidget');
    const cards = page.getByTestId('social-proof-card');
    await expect(cards.nth(1)).toBeVisible();
    await cards.first().getByRole('button', { name: /^Edit / }).click();
    const content = page.getByRole('textbox', { name: 'Content' });
    const original = await content.inputValue();
    await content.fill(`${original} (not saved)`);
    await expectAsked(page, () => cards.nth(1).getByRole('button', { name: /^Edit / }).click(), 'stay');
    await expect(content).toHaveValue(`${original} (not saved)`);
    await expectAsked(page, () => menu(page, 'Timeline').click(), 'stay');
    await expect(page).toHaveURL(/\/socialProofWidget$/);
    await expectAsked(page, () => page.getByRole('button', { name: 'Add Social Proof' }).click(), 'leave');
    await expect(page.getByRole('heading', { name: 'New social proof' })).toBeVisible();
    // Cancel closes the form: with an edit typed, only if the user agrees.
    await content.fill('Typed into the new one');
    const cancel = page.getByRole('button', { name: 'Cancel', exact: true });
    await expectAsked(page, () => cancel.click(), 'stay');
    await expect(content).toHaveValue('Typed into the new one');
    await expectAsked(page, () => cancel.click(), 'leave');
    await expect(content).toBeHidden();
    await page.getByRole('button', { name: 'Add Social Proof' }).click();
    // The new, untouched form leaves without a question.
    await leavesWithoutQuestion(page, () => menu(page, 'Timeline').click(), /\/timeline$/);
  });

  await test.step('business settings: an edit in any of its sections asks', async () => {
    // The first of the four forms: a guard per form would consult only the last one's.
    const { brand, stored } = await editBrand(page);
    await expectAsked(page, () => menu(page, 'Timeline').click(), 'stay');
    await expect(brand).toHaveValue(`${stored} edited`);
    await expectReloadAsked(page);
    // Typed back to the stored value, nothing is unsaved any more.
    await brand.fill(stored);
    await leavesWithoutQuestion(page, () => menu(page, 'Timeline').click(), /\/timeline$/);
  });

  await test.step('landing page editor: a value not saved asks, a saved one does not', async () => {
    await page.goto('/swayOffersLandingPage');
    await page.getByRole('button', { name: 'Create Landing Page' }).click();
    await expect(page.getByText('Landing Page Created')).toBeVisible();
    const name = page.getByLabel('Landing Page Name');
    await expect(name).toHaveValue('New landing page');
    await name.fill('Typed, not yet saved');
    await expectReloadAsked(page);
    await expect(name).toHaveValue('Typed, not yet saved');
    // A refused address stays unsaved: a menu click or another page in the select asks.
    const custom = page.getByLabel('Custom Url');
    await custom.fill('not a valid address!');
    await custom.blur();
    await expect(page.getByText('Landing page updated')).toBeVisible();
    await expectAsked(page, () => menu(page, 'Timeline').click(), 'stay');
    await expect(page).toHaveURL(/\/swayOffersLandingPage\?page=\d+$/);
    await custom.fill('');
    await custom.press('Enter');
    await leavesWithoutQuestion(page, () => menu(page, 'Timeline').click(), /\/timeline$/);
  });

  await test.step('another business: asked before the switch, once, and staying keeps the edit in this business', async () => {
    const { brand, stored } = await editBrand(page);
    const header = page.getByTestId('welcome-header').first();
    const choose = async () => {
      await page.getByRole('button', { name: 'Choose a business' }).click();
      await page.getByLabel('Business Search').fill('Bean');
      await page.getByRole('option', { name: 'Bean There Coffee' }).click();
    };
    await expectAsked(page, choose, 'stay');
    await page.keyboard.press('Escape');
    await expect(header).toContainText("Welcome, Tony's Pizza");
    await expect(brand).toHaveValue(`${stored} edited`);
    // Agreeing switches at once: the way to the new business's home (its timeline) asks nothing again.
    await expectAsked(page, choose, 'leave');
    await expect(header).toContainText('Welcome, Bean There Coffee');
    await expect(page).toHaveURL(/\/timeline$/);
    await pinBusiness(page, "Tony's Pizza");
  });

  await test.step('offer wizard: going back in the history or reloading asks', async () => {
    // Opened from the menu: going back is then a move inside the console, which its router sees.
    await menu(page, 'Offers').click();
    await page.getByRole('button', { name: 'create new offer' }).click();
    const wizard = page.getByRole('dialog');
    await wizard.getByLabel(/^Web/).check();
    await wizard.getByTestId('wizard-next').click();
    // The second step is shown (Back is usable there) before the history moves: the question is
    // for a wizard with something in it, which it has once Next has checked the first step.
    await expect(wizard.getByRole('button', { name: 'Back', exact: true })).toBeEnabled();
    await expectAsked(page, () => page.evaluate(() => window.history.back()), 'stay');
    await expect(page).toHaveURL(/\/offers$/);
    await expect(wizard).toBeVisible();
    await expectReloadAsked(page);
    await expect(wizard).toBeVisible();
  });
});
