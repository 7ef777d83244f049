// Dashboard in the browser (issue 3; spec 1 §2 Dashboard): the drawn figures match the data, the
// month navigator hides its links at the edges, a voucher gets feedback that shows when reopened,
// and a phone-sized window shows every card without horizontal scrolling.
import { expect, test, type Page } from './baseTest';
import { doubleClickOnce } from './doubleClick';
import type { ActivityReply, DashboardCurrentRow, DashboardMonthlyRow, VoucherDetails } from '../../contract/dashboard';
import { DEMO, loginAs } from './fixtures';
import { apiGet, fitsWidth, shoot } from './dashboardApi';
import { shownCustomer } from './proofDialogs';

const money = (n: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(n);
const monthTitle = (month: string) => new Date(`${month}T12:00:00Z`).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** 'November 2026' → '2026-11-01' (months of the last four years). */
function keyOfTitle(title: string): string {
  const d = new Date();
  for (let back = 0; back < 48; back += 1) {
    const key = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - back, 1)).toISOString().slice(0, 10);
    if (monthTitle(key) === title) return key;
  }
  return '';
}

async function goToMonth(page: Page, month: string, fresh = true) {
  const title = page.getByTestId('activity-month');
  const target = monthTitle(month);
  // The log first settles on the earliest activity month; navigate from there.
  const { earliest_month: earliest } = await apiGet<ActivityReply>(page, `dashboard/activity/${month}`);
  if (fresh && earliest) await expect(title).toHaveText(monthTitle(earliest));
  for (let i = 0; i < 30 && (await title.textContent()) !== target; i += 1) {
    const shown = keyOfTitle((await title.textContent()) ?? '');
    const forward = shown < month;
    await page.getByTestId(forward ? 'month-next' : 'month-previous').click();
  }
  await expect(title).toHaveText(target);
}

test('a CLIENT sees the month value and the activity log that the data implies', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  // The figures are checked against the answers this page drew, not a second read of the API that
  // another test's change could make different (leave the login's landing page first).
  await page.goto('about:blank');
  const answerOf = <T,>(path: string) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === `/api/${path}`).then((r) => r.json() as Promise<T>);
  const currentAnswer = answerOf<DashboardCurrentRow[]>('dashboard/current');
  const monthlyAnswer = answerOf<DashboardMonthlyRow[]>('dashboard/monthly');
  await page.goto('/dashboard');
  await expect(page.getByTestId('welcome')).toHaveText("Welcome, Tony's Pizza.");
  const current = await currentAnswer;
  const month = [...new Set(current.map((r) => r.month))].sort().reverse()[0];
  const rows = current.filter((r) => r.month === month);
  for (const r of rows) await expect(page.getByTestId(`ring-${r.type}`)).toContainText(money(r.totalamount));
  // The ring's total is the sum of the month's activity rows, each derived from its proofs and voucher.
  const activity = await apiGet<ActivityReply>(page, `dashboard/activity/${month}`);
  const cents = activity.rows.reduce((s, r) => s + Math.round((r.amount ?? 0) * 100), 0);
  await expect(page.getByTestId('ring-total')).toHaveText(money(cents / 100));
  await expect(page.getByText('Monthly Value Totals')).toBeVisible();
  // One bar per month: short month name, the value with k above 1000, height in proportion.
  const monthly = await monthlyAnswer;
  const bars = page.getByTestId('bar');
  await expect(bars).toHaveCount(monthly.length);
  const shortMonth = (m: string) => new Date(`${m}T12:00:00Z`).toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  const kText = (v: number) => (Math.abs(v) <= 1000 ? String(Math.round(v)) : `${Number((v / 1000).toFixed(1))}k`);
  await expect(page.getByTestId('bar-month')).toHaveText(monthly.map((r) => shortMonth(r.month)));
  await expect(page.getByTestId('bar-value')).toHaveText(monthly.map((r) => `$${kText(r.totalamount)}`));
  const highest = Math.max(...monthly.map((r) => r.totalamount));
  const heights = await bars.locator('div').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  const plot = Math.max(...heights);
  monthly.forEach((r, i) => expect(Math.abs((heights[i] ?? -1) - (r.totalamount / highest) * plot)).toBeLessThanOrEqual(1));
  await expect(page.getByTestId('ring-slice')).toHaveCount(rows.length);
  await goToMonth(page, month);
  await expect(page.getByTestId('activity-row')).toHaveCount(activity.rows.length);
  await shoot(page, 'dashboard-desktop');
});

test('the month navigator starts at the earliest activity and hides its links at the edges', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/dashboard');
  const business = await apiGet<{ created_at: string; time_zone: string }>(page, 'businesses/current');
  const first = await apiGet<ActivityReply>(page, 'dashboard/activity/2020-01-01');
  await expect(page.getByTestId('activity-month')).toHaveText(monthTitle(first.earliest_month ?? ''));
  // Back to the creation month: previous disappears there.
  const created = new Intl.DateTimeFormat('en-CA', { timeZone: business.time_zone, year: 'numeric', month: '2-digit' }).format(new Date(business.created_at));
  const createdTitle = monthTitle(`${created}-01`);
  for (let i = 0; i < 24 && (await page.getByTestId('activity-month').textContent()) !== createdTitle; i += 1) {
    await page.getByTestId('month-previous').click();
  }
  await expect(page.getByTestId('activity-month')).toHaveText(createdTitle);
  await expect(page.getByTestId('month-previous')).toHaveCount(0);
  await expect(page.getByTestId('activity-empty')).toHaveText('No Data');
  // Forward to the current month: next disappears there.
  const now = new Intl.DateTimeFormat('en-CA', { timeZone: business.time_zone, year: 'numeric', month: '2-digit' }).format(new Date());
  await goToMonth(page, `${now}-01`, false);
  await expect(page.getByTestId('month-next')).toHaveCount(0);
});

test('a CLIENT opens a voucher, shares feedback, and sees it when the voucher opens again', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/dashboard');
  const current = await apiGet<DashboardCurrentRow[]>(page, 'dashboard/current');
  const month = [...new Set(current.map((r) => r.month))].sort().reverse()[0];
  const activity = await apiGet<ActivityReply>(page, `dashboard/activity/${month}`);
  let target: { id: string; name: string } | null = null;
  for (const row of activity.rows.filter((r) => r.type === 'redeem' && !r.proof_type?.includes('Sway'))) {
    const details = await apiGet<VoucherDetails>(page, `dashboard/voucherDetails/${row.detail_id}`);
    if (details.proofs.every((p) => p.client_feedback.length === 0)) { target = { id: row.id, name: details.user.first_name ?? 'the local' }; break; }
  }
  expect(target, 'a redeemed voucher without feedback this month').not.toBeNull();
  if (!target) return;
  await goToMonth(page, month);
  const row = page.locator(`[data-row-id="${target.id}"]`);
  await row.getByTestId('row-label').click();
  const modal = page.getByTestId('voucher-modal');
  await expect(modal.getByTestId('visit-text')).toContainText('visited your location. They were the');
  await modal.getByRole('button', { name: 'Share Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share Feedback' });
  await expect(dialog).toContainText(`Help keep ${target.name} engaged with your brand.`);
  const share = dialog.getByRole('button', { name: 'Share' });
  await expect(share).toBeDisabled();
  await dialog.getByTestId('feedback-THANK_YOU').click();
  await expect(share).toBeEnabled();
  await doubleClickOnce(page, share, { method: 'PUT', path: /^proof\/clientFeedback\// },
    () => expect(page.getByText(`Thanks, we've let ${target.name} know!`)).toBeVisible());
  await expect(dialog).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  await row.getByTestId('row-label').click();
  await expect(page.getByTestId('voucher-feedback')).toContainText('Thank you for visiting!');
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('voucher-modal')).toHaveCount(0);
});

// Issue 20 item 3: the dashboard's reads go out together with the session's, each once, and the
// activity log asks for the month it opens at in its first request.
test('a cold dashboard asks for each answer once, the activity log for the month it opens at', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  // The landing page that the login opened may still be sending its own reads; leave it first.
  await page.goto('about:blank');
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/')) asked.push(path.slice('/api/'.length));
  });
  await page.goto('/dashboard');
  await expect(page.getByTestId('ring-total')).toBeVisible();
  await expect(page.getByTestId('bars')).toBeVisible();
  await expect(page.getByTestId('activity-row').first()).toBeVisible();
  const { earliest_month: earliest } = await apiGet<ActivityReply>(page, 'dashboard/activity/2020-01-01');
  await expect(page.getByTestId('activity-month')).toHaveText(monthTitle(earliest ?? ''));
  const onLoad = asked.filter((path) => !path.startsWith('dashboard/activity/2020'));
  expect(onLoad.filter((path) => path.startsWith('dashboard/activity'))).toEqual(['dashboard/activity']);
  expect(onLoad.filter((path) => path === 'businesses/current')).toHaveLength(1);
  expect([...new Set(onLoad)]).toEqual(onLoad);
});

test('@phone the dashboard shows every card without horizontal scrolling', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/dashboard');
  for (const id of ['ring-card', 'bars-card', 'activity-log']) await expect(page.getByTestId(id)).toBeVisible();
  await expect(page.getByTestId('ring-total')).toBeVisible();
  await expect(page.getByTestId('activity-row').first()).toBeVisible();
  expect(await fitsWidth(page)).toBe(true);
  await shoot(page, 'dashboard-phone');
});

test('an admin re-types and deletes a sway proof from its modal, and the log follows at once', async ({ page }) => {
  await loginAs(page, DEMO.admin, '/dashboard');
  const business = await apiGet<{ time_zone: string }>(page, 'businesses/current');
  const now = new Intl.DateTimeFormat('en-CA', { timeZone: business.time_zone, year: 'numeric', month: '2-digit' }).format(new Date());
  // A month before the current one, so the other tests' current-month figures stay put.
  let found: { month: string; id: string; type: string } | null = null;
  for (let back = 1; back < 12 && !found; back += 1) {
    const d = new Date(`${now}-01T12:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - back);
    const month = d.toISOString().slice(0, 8) + '01';
    const reply = await apiGet<ActivityReply>(page, `dashboard/activity/${month}`);
    const row = reply.rows.find((r) => r.proof_type?.startsWith('Sway '));
    if (row) found = { month, id: row.id, type: row.proof_types[0] ?? '' };
  }
  expect(found, 'a sway proof in an earlier month').not.toBeNull();
  if (!found) return;
  await goToMonth(page, found.month);
  const row = page.locator(`[data-row-id="${found.id}"]`);
  await row.getByTestId('row-label').click();
  const modal = page.getByTestId('sway-modal');
  await expect(modal.getByTestId('sway-admin')).toBeVisible();
  const next = found.type === 'INSTAGRAM_POST' ? 'TIK_TOK' : 'INSTAGRAM_POST';
  await modal.getByLabel('Proof Type').click();
  await page.getByRole('option', { name: next.replace(/_/g, ' ') }).click();
  await modal.getByRole('button', { name: 'Save' }).click();
  // The toast names the type as the screen does ('Sway TIK TOK', the modal's title), not TIK_TOK.
  const label = `Sway ${next.replace(/_/g, ' ')}`;
  await expect(page.getByText(`Type updated to ${label}`, { exact: true })).toBeVisible();
  await expect(modal.locator('#sway-title')).toHaveText(label);
  await expect(row.getByTestId('row-label')).toHaveText(`TICKET + ${next.replace(/_/g, ' ')}`);
  // A delete asks first (issue 18 defect 11): Cancel keeps the proof, Delete in the question removes it.
  await modal.getByRole('button', { name: 'Delete' }).click();
  // The question names whose proof it is (issue 34), as the dialog shows them.
  const customer = await shownCustomer(modal);
  const ask = page.getByRole('dialog', { name: `Delete the proof of ${customer}?` });
  await expect(ask.getByText('It leaves the timeline, the dashboard and the reports. This cannot be undone here.')).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Delete' }).click();
  await ask.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Proof Deleted...')).toBeVisible();
  await expect(modal).toHaveCount(0);
  await expect(row).toHaveCount(0);
});
