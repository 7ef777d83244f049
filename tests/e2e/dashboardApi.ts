// Reads what the signed-in page's API answers, with the page's own token, so browser tests can
// compare what is drawn with the data behind it.
import type { Page } from '@playwright/test';

export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => localStorage.getItem('sway.token'));
  const res = await page.request.get(`/api/${path}`, { headers: { authorization: `Bearer ${token ?? ''}` } });
  if (!res.ok()) throw new Error(`${path}: ${res.status()}`);
  return (await res.json()) as T;
}

/** No horizontal scrolling: the page is not wider than the window. */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** With SCREENSHOTS set: the window, once the images in view have loaded, into docs/screenshots. */
export async function shoot(page: Page, name: string) {
  if (!process.env.SCREENSHOTS) return;
  await page.waitForFunction(() => [...document.images]
    .filter((i) => { const r = i.getBoundingClientRect(); return r.top < window.innerHeight && r.bottom > 0; })
    .every((i) => i.complete && i.naturalWidth > 0));
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: false });
}
