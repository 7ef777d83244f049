// How far a public page moves while it loads (issue 38: the voucher page's CLS was 0.058). On a
// local server the images often arrive before the first paint, which hides a shift that a phone on
// a mobile network sees; so the page's images are held until the page has been drawn without
// them, then let through, and every layout shift is summed, as Lighthouse's CLS sums them.
import type { Page } from '@playwright/test';

export interface LayoutShift {
  total: number;
  /** What moved, as `tag.class` of each shift's sources, for the failure message. */
  moved: string[];
}

export async function layoutShiftOnLoad(page: Page, url: string): Promise<LayoutShift> {
  await page.addInitScript(() => {
    const shifts: { value: number; moved: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; sources?: { node?: Element }[] }[]) {
        shifts.push({ value: entry.value, moved: (entry.sources ?? []).map((s) => `${s.node?.nodeName ?? '?'}.${s.node instanceof Element ? s.node.className : ''}`) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release: () => void = () => undefined;
  const drawn = new Promise<void>((resolve) => { release = resolve; });
  const isImage = (u: URL) => /\.(png|jpe?g|gif|webp|svg)$/i.test(u.pathname);
  await page.route(isImage, async (route) => { await drawn; await route.continue(); });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  release();
  // Every image in the first screen arrives (lazy ones below it are not loaded by a phone either).
  await page.waitForFunction(() => [...document.images]
    .filter((image) => image.getBoundingClientRect().top < window.innerHeight && !image.hidden)
    .every((image) => image.complete));
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.unroute(isImage);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; moved: string[] }[] }).__shifts);
  return { total: shifts.reduce((sum, s) => sum + s.value, 0), moved: shifts.flatMap((s) => s.moved) };
}
