// The review queue built for long runs (issue 13 item 4): ten customers claim the OCR_PERMISSIVE
// demo campaign with a screenshot that lacks its tags (the same one, so from the second on it is
// flagged as reused); the admin sees the findings and signals, filters by them, and clears the
// whole queue with the keyboard alone: D with a chosen denial reason, D again with the last
// reason, U to take a decision back, S to skip and ← to come back, A to approve. The demo's own
// pending proofs of the campaign stay for the other tests.
import { readFileSync } from 'node:fs';
import { expect, test } from './baseTest';
import { claimOverHttp, shortLinkOf } from './claimHelpers';
import { DEMO, docShot } from './fixtures';
import { openReviewQueue } from './reviewHelpers';
import { baseURL } from '../../playwright.config';

const CAMPAIGN = 'Free dessert for an Instagram post';
const screenshot = readFileSync(new URL('../fixtures/proof-checks/untagged.jpg', import.meta.url));

test('an admin clears a queue of ten claimed proofs with the keyboard alone, seeing what the checks found', async ({ page }) => {
  // Ten claims, ten screenshot reads and twelve decisions: a bound on a hung run, generous for a
  // machine with a CPU hog beside the suite (it ran out at 120 s at load 34), not a speed limit.
  test.setTimeout(300_000);
  const code = await shortLinkOf(page, DEMO.owner, "Tony's Pizza", CAMPAIGN);
  const run = Date.now().toString().slice(-6);
  for (let i = 0; i < 10; i += 1) {
    await claimOverHttp(baseURL, code, screenshot, { FIRST_NAME: `Queue${run}x${i}`, PHONE_NUMBER: `+1 312 ${run.slice(0, 3)} ${run.slice(3)}${i}`, INSTAGRAM_HANDLE: `@queue${i}` });
  }
  await page.context().clearCookies();
  await openReviewQueue(page, CAMPAIGN);
  // The checks read the screenshots in the background: wait until all ten are read.
  const ours = page.getByTestId('pending-proof').filter({ hasText: new RegExp(`Queue${run}x\\d`) });
  const read = ours.filter({ hasText: 'Missing: #tonyspizza' });
  await expect.poll(async () => {
    await page.getByLabel('Search sway offers').fill('');
    await page.getByLabel('Search sway offers').fill(CAMPAIGN);
    await page.getByRole('option', { name: new RegExp(CAMPAIGN) }).first().click();
    await expect(page.getByTestId('pending-proof').first()).toBeVisible();
    return read.count();
  }, { timeout: 90_000, intervals: [2000] }).toBe(10);
  await expect(ours.filter({ hasText: 'Same screenshot as proof' })).toHaveCount(9);
  await expect(page.getByRole('button', { name: /^Signals \(\d+\)$/ })).toBeVisible();

  await ours.filter({ hasText: `Queue${run}x9` }).getByRole('button', { name: 'Review' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByTestId('review-dialog');
  await expect(dialog).toBeVisible();
  const findings = dialog.getByTestId('check-findings');
  await expect(findings.getByText('Review level OCR_PERMISSIVE')).toBeVisible();
  await expect(findings.getByText('Missing: #tonyspizza')).toBeVisible();
  await expect(findings.getByTestId('check-signal')).toHaveText(/^Same screenshot as proof #\d+ of this business$/);
  await expect(dialog.getByTestId('review-contact')).toContainText(`Queue${run}x9`);
  await expect(dialog).toHaveAttribute('data-ready', 'true');
  await expect(dialog.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
  await docShot(page, 'review-queue-checks');

  // The run starts at the oldest of the ten (the queue is oldest first, and other tests' demo
  // proofs come before them): a denial reason chosen with the keyboard, then D.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await ours.first().getByRole('button', { name: 'Review' }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox')).toBeFocused();
  await expect(dialog).toHaveAttribute('data-ready', 'true');
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: 'Denied - missing hashtag or mention' });
  await expect(option).toBeVisible();
  // The menu's type-ahead moves the focus to the reason; Enter chooses it.
  await page.keyboard.type('Denied - missing');
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('combobox')).toHaveText('Denied - missing hashtag or mention');
  let current = await dialog.getAttribute('data-proof-id');
  const decide = async (key: string) => {
    // A and D wait for the proof's reasons to load, as they would for a person reading it.
    await expect(dialog).toHaveAttribute('data-ready', 'true');
    await page.keyboard.press(key);
    const shown = async () => ((await dialog.count()) === 0 ? null : dialog.getAttribute('data-proof-id'));
    await expect.poll(shown).not.toBe(current);
    current = await shown();
  };
  const first = current;
  await decide('d');
  await expect(dialog.getByTestId('last-denial')).toHaveText('D uses the last denial reason: Denied - missing hashtag or mention');
  // U takes the denial back: the same proof is open again, waiting; D denies it again.
  await expect(dialog.getByTestId('undo-bar')).toContainText('Denied');
  await page.keyboard.press('u');
  await expect(dialog).toHaveAttribute('data-proof-id', first ?? '');
  await expect(page.getByText(/^Review undone: .+ is waiting again$/)).toBeVisible();
  current = first;
  await decide('d');
  // S skips without deciding, ← comes back to the same proof.
  const skipped = current;
  await decide('s');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toHaveAttribute('data-proof-id', skipped ?? '');
  current = skipped;
  for (let decisions = 1; decisions < 10; decisions += 1) await decide(decisions % 3 === 0 ? 'a' : 'd');
  await page.keyboard.press('Escape');
  await expect(ours).toHaveCount(0);
});
