// The image upload widget in the browser (spec 1 §2 Widgets, §4 Image upload): an admin picks an
// image on a proof, sees 'Preview' with the progress bar, saves, and the uploaded image is shown
// ('Proof image updated!'); Cancel leaves the old image.
import { expect, test } from './baseTest';
import { gradientPng, openReviewQueue } from './reviewHelpers';
import { docShot } from './fixtures';

test('an image is picked, previewed, uploaded with the progress bar and shown', async ({ page }) => {
  await openReviewQueue(page, 'Free pizza for a Google review');
  await page.getByTestId('pending-proof').last().getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByTestId('review-dialog');
  const area = dialog.getByTestId('image-upload-area');
  const before = await area.locator('img').getAttribute('src');

  await dialog.getByTestId('image-upload-input').setInputFiles({ name: 'proof.png', mimeType: 'image/png', buffer: gradientPng(900, 600, 7) });
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview).toBeVisible();
  await expect(preview.getByRole('img', { name: 'Preview' })).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Save' })).toBeEnabled();

  // Hold the signed PUT until the progress bar with 'Uploading' has been seen (no timing luck).
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/uploads/**', async (route) => {
    if (route.request().method() === 'PUT') await held;
    await route.continue();
  });
  await preview.getByRole('button', { name: 'Save' }).click();
  await expect(preview.getByText('Uploading')).toBeVisible();
  await expect(preview.getByTestId('image-upload-progress').getByRole('progressbar')).toBeVisible();
  await expect(preview.getByRole('button', { name: 'Save' })).toBeDisabled();
  await expect(preview.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  await docShot(page, 'upload-modal');
  release();
  await expect(page.getByText('Proof image updated!')).toBeVisible();
  await expect(preview).toBeHidden();

  const after = await area.locator('img').getAttribute('src');
  expect(after).not.toBe(before);
  expect(after).toMatch(/\/uploads\/proof\/.+\.png$/);
  const served = await page.request.get(after ?? '');
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect((await served.body()).byteLength).toBeLessThanOrEqual(0.3 * 1024 * 1024);
});

test('Cancel in the preview leaves the old image', async ({ page }) => {
  await openReviewQueue(page, 'Free dessert for an Instagram post');
  await page.getByTestId('pending-proof').last().getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByTestId('review-dialog');
  const before = await dialog.getByTestId('image-upload-area').locator('img').getAttribute('src');
  await dialog.getByTestId('image-upload-input').setInputFiles({ name: 'other.png', mimeType: 'image/png', buffer: gradientPng(300, 200, 3) });
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: 'Preview' })).toBeVisible();
  await preview.getByRole('button', { name: 'Cancel' }).click();
  await expect(preview).toBeHidden();
  expect(await dialog.getByTestId('image-upload-area').locator('img').getAttribute('src')).toBe(before);
});

test('a failed upload shows "Error Uploading Image", clears the progress and allows a retry', async ({ page }) => {
  await openReviewQueue(page, 'Free dessert for an Instagram post');
  await page.getByTestId('pending-proof').last().getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByTestId('review-dialog');
  await page.route('**/uploads/**', (route) => (route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'boom' }) : route.continue()));
  await dialog.getByTestId('image-upload-input').setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: gradientPng(200, 200, 9) });
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await preview.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Error Uploading Image')).toBeVisible();
  await expect(preview.getByTestId('image-upload-progress')).toHaveCount(0);
  await expect(preview.getByRole('button', { name: 'Save' })).toBeEnabled();
  await expect(preview.getByRole('button', { name: 'Cancel' })).toBeEnabled();
});

test('an image upload loads everything from our own host, and compresses in a worker (issue 18 defect 12)', async ({ page, context, baseURL }) => {
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  // Every worker the page starts: its script, and whether it answered with a compressed file.
  await context.addInitScript(() => {
    interface Seen { script: string; done?: boolean; error?: string }
    const seen: Seen[] = [];
    (window as unknown as { startedWorkers: Seen[] }).startedWorkers = seen;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(url, options);
        const record: Seen = { script: String(url) };
        seen.push(record);
        this.addEventListener('message', (event: MessageEvent) => {
          if (event.data?.file) record.done = true;
          if (event.data?.error) record.error = String(event.data.error);
        });
        this.addEventListener('error', () => { record.error = 'the worker failed'; });
      }
    };
  });
  await openReviewQueue(page, 'Free dessert for an Instagram post');
  await page.getByTestId('pending-proof').last().getByRole('button', { name: 'Review' }).click();
  const dialog = page.getByTestId('review-dialog');
  // Large enough to need compression below 0.3 MB.
  await dialog.getByTestId('image-upload-input').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: gradientPng(1600, 1200, 5) });
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: 'Preview' })).toBeVisible({ timeout: 30_000 });
  await preview.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Proof image updated!')).toBeVisible();

  const own = new URL(baseURL ?? '').host;
  const elsewhere = requests.filter((url) => !/^(blob|data):/.test(url) && new URL(url).host !== own);
  expect(elsewhere, 'requests to another host').toEqual([]);
  // One worker, from a script of our host (not a blob: that loads the library from a CDN, which
  // the CSP refuses anyway), that really compressed: a failing worker falls back silently.
  const workers = await page.evaluate(() => (window as unknown as { startedWorkers: { script: string; done?: boolean; error?: string }[] }).startedWorkers);
  expect(workers).toEqual([{ script: expect.stringMatching(/\/assets\/compress\.worker-[\w-]+\.js$/), done: true }]);
  expect(new URL(workers[0].script, baseURL).host).toBe(own);
});
