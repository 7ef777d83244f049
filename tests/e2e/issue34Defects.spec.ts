// Issue 34's defects that only a browser shows, each with the case that showed it. Logic and
// server rules of the same issue are in tests/unit and tests/api/issue34Defects.test.ts.
import { expect, test } from './baseTest';

test('the public landing page\'s colour fills the window, also below a short page', async ({ page }) => {
  // Taller than the demo page's content, as a short page on a large screen.
  await page.setViewportSize({ width: 1280, height: 2400 });
  await page.goto('/lp/tonys-rewards');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const { filled, bottom, window } = await page.evaluate(() => {
    const lp = document.querySelector('.lp') as HTMLElement;
    const atBottom = document.elementFromPoint(640, window.innerHeight - 2);
    return { filled: lp.contains(atBottom), bottom: lp.getBoundingClientRect().bottom, window: window.innerHeight };
  });
  expect(bottom).toBeGreaterThanOrEqual(window);
  expect(filled).toBe(true);
});
