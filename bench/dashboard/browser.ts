// Chromium time from navigation to the drawn dashboard: the ring total, the bars and the first
// activity row on screen. The session token is put in localStorage first, as a login would.
import { chromium } from '@playwright/test';

export async function dashboardDrawTimes(base: string, token: string, runs = 6): Promise<number[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  try {
    const times: number[] = [];
    for (let r = 0; r < runs; r += 1) {
      // A fresh context each run: nothing cached from the previous one (a cold first visit).
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${base}/static/intro-video.html`);
      await page.evaluate((t) => localStorage.setItem('sway.token', t), token);
      const started = Date.now();
      await page.goto(`${base}/dashboard`);
      await page.getByTestId('ring-total').waitFor();
      await page.getByTestId('bars').waitFor();
      await page.getByTestId('activity-row').first().waitFor();
      times.push(Date.now() - started);
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}
