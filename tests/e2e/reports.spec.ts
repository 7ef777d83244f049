// Reports in the browser (issue 4; spec 1 §2 Reports, §9): each tab draws a chart for the default
// range (90 Days by week) and redraws when the slider moves.
import { expect, test, type Page } from './baseTest';
import { DEMO, docShot, loginAs } from './fixtures';
import { pinBusiness } from './locationsHelpers';

const report = (page: Page) => page.getByTestId('report');

test('the four tabs draw a chart for 90 Days and redraw when the slider moves', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/reports');
  await expect(page.getByRole('tab')).toHaveCount(4);
  for (const [tab, graph, shape] of [['Date', 'DATE', '.recharts-line'], ['Offer', 'OFFER', '.recharts-bar-rectangle'], ['Market', 'MARKET', '.recharts-bar-rectangle'], ['Sway', 'SWAY', '.recharts-line']] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(report(page)).toHaveAttribute('data-graph', graph);
    await expect(report(page)).toHaveAttribute('data-group', 'week');
    await expect(report(page)).toHaveAttribute('data-state', 'chart');
    await expect(report(page).locator(shape).first()).toBeVisible();
  }
  await page.getByRole('tab', { name: 'Date' }).click();
  await expect(report(page).locator('.recharts-line').first()).toBeVisible();
  await docShot(page, 'reports', true);

  const before = await report(page).getAttribute('data-start');
  const slider = page.getByRole('slider', { name: 'Time range' });
  await expect(slider).toHaveAttribute('aria-valuetext', '90 Days');
  await slider.focus();
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuetext', '6 months');
  await expect(report(page)).toHaveAttribute('data-group', 'month');
  await expect(report(page)).not.toHaveAttribute('data-start', before ?? '');
  await expect(report(page)).toHaveAttribute('data-state', 'chart');
  await expect(report(page).locator('.recharts-line').first()).toBeVisible();
  await expect(page.getByTestId('report-summary')).toContainText(/Posts: (\d+|A Few|Some|Many)/);
});

test('reports on a phone @phone', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/reports');
  await expect(report(page)).toHaveAttribute('data-state', 'chart');
  await expect(report(page).locator('.recharts-line').first()).toBeVisible();
  await docShot(page, 'reports-phone');
});

/** The boxes of the category labels of the OFFER chart: no two may overlap (issue 18 defect 11). */
async function offerLabelsApart(page: Page) {
  await page.getByRole('tab', { name: 'Offer' }).click();
  await expect(report(page)).toHaveAttribute('data-graph', 'OFFER');
  await expect(report(page).locator('.recharts-bar-rectangle').first()).toBeVisible();
  const boxes = await report(page).locator('text.recharts-cartesian-axis-tick-value').evaluateAll((texts) =>
    texts.map((t) => { const r = t.getBoundingClientRect(); return { top: r.top, bottom: r.bottom, left: r.left, right: r.right }; }));
  expect(boxes.length).toBeGreaterThan(1);
  const overlaps = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) =>
    a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom).map(() => i));
  expect(overlaps).toEqual([]);
}

test('the OFFER chart keeps its labels apart', async ({ page }) => {
  await loginAs(page, DEMO.owner);
  await pinBusiness(page, "Tony's Pizza");
  await page.goto('/reports');
  await offerLabelsApart(page);
});

test('the reports page fits a phone, OFFER labels apart @phone', async ({ page }) => {
  await loginAs(page, DEMO.owner, '/reports');
  await expect(report(page)).toHaveAttribute('data-state', 'chart');
  await offerLabelsApart(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
