// What a new user hit on a first visit (issue 18, defect 11): the favicon, the login form's e-mail
// messages, the phone drawer at the mobile breakpoint, the sway proof type toast.
import { expect, test } from './baseTest';

test('the console has a favicon, served by our host with 200', async ({ page }) => {
  await page.goto('/auth');
  const icons = await page.locator('link[rel~="icon"]').evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThan(0);
  // The icons the page names, and /favicon.ico, which browsers and other pages ask for on their own.
  for (const href of [...icons, '/favicon.ico']) {
    const res = await page.request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toMatch(/^image\//);
  }
});
