// One cold load in Chromium (a fresh context, the HTTP cache disabled): the time from navigation
// start to a drawn state, read in the page (performance.now() on the animation frame where the
// state first holds), the scripts it loaded and the API calls it made.
import type { Browser } from 'playwright-core';

export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** What "drawn" means for a screen: every selector matches an element that takes up space. */
export interface Drawn { name: string; selectors: string[] }

export interface Load {
  /** ms from navigation start to each drawn state, by name. */
  times: Record<string, number>;
  /** Script URLs requested until the network went idle. */
  scripts: string[];
  /** API calls: path, start and end in ms from navigation start. */
  api: { path: string; start: number; end: number }[];
}

export async function coldLoad(browser: Browser, url: string, drawn: Drawn[], token?: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (token) await context.addInitScript((t) => localStorage.setItem('sway.token', t), token);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const scripts: string[] = [];
    const calls = new Map<import('playwright-core').Request, string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
      const at = new URL(request.url()).pathname;
      if (at.startsWith('/api/')) calls.set(request, at.slice(5));
    });
    await page.goto(url, { waitUntil: 'commit' });
    const times: Record<string, number> = {};
    for (const state of drawn) {
      // No named helpers inside: tsx would wrap them in a __name() that the page does not have.
      const handle = await page.waitForFunction((selectors: string[]) => {
        for (const selector of selectors) {
          const element = document.querySelector(selector);
          if (!element || element.getClientRects().length === 0) return false;
        }
        return performance.now();
      }, state.selectors, { polling: 'raf', timeout: 60_000 });
      times[state.name] = Math.round((await handle.jsonValue()) as number);
    }
    await page.waitForLoadState('networkidle');
    const origin = await page.evaluate(() => performance.timeOrigin);
    const api = [...calls].map(([request, path]) => {
      const t = request.timing();
      return { path, start: Math.round(t.startTime - origin), end: Math.round(t.startTime + t.responseEnd - origin) };
    });
    return { times, scripts, api };
  } finally {
    await context.close();
  }
}
