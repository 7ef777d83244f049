// The double-click check every create or save dialog's browser test goes through (issue 18
// defect 3): a careless user's double click on the button sends one request, and what the test
// waits for afterwards (a toast, a closed dialog) happens once.
import { expect, type Locator, type Page } from '@playwright/test';

export interface ExpectedRequest {
  method: 'POST' | 'PUT' | 'DELETE';
  /** The API path after /api/, e.g. 'offer/' or /^coupon\/codeList\//. */
  path: string | RegExp;
}

/**
 * Clicks `button` twice at once, runs `settled` (the test's own check that the action finished, such as
 * a toast), and expects exactly one matching API request to have left the browser.
 */
export async function doubleClickOnce(page: Page, button: Locator, request: ExpectedRequest, settled: () => Promise<void>) {
  const matches = (url: string) => {
    const path = new URL(url).pathname.replace(/^\/api\//, '');
    return typeof request.path === 'string' ? path === request.path : request.path.test(path);
  };
  const sent: string[] = [];
  const listen = (r: { method: () => string; url: () => string }) => {
    if (r.method() === request.method && matches(r.url())) sent.push(`${r.method()} ${r.url()}`);
  };
  page.on('request', listen);
  try {
    // Both clicks in one task, so the second lands while the first's request is in flight (the
    // case the one-change guard is for) and on the same button: a mouse double click under load
    // can have its second click land on whatever the closing dialog uncovered.
    await button.evaluate((element) => { (element as HTMLElement).click(); (element as HTMLElement).click(); });
    await settled();
  } finally {
    page.off('request', listen);
  }
  expect(sent, `one ${request.method} ${String(request.path)} for a double click`).toHaveLength(1);
}
