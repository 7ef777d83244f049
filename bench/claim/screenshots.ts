// The claim benchmark's screenshots (issue 38): what phones upload at a promotion, drawn once by
// Chromium (/usr/bin/chromium through playwright-core; nothing is downloaded) and kept under
// data/bench/claim/screenshots (ignored by git). Half are camera photos (gradients, shapes and
// sensor noise at full screen), half rendered posts (a social app's header, a photo, a caption
// with tags, a status bar). Phone viewports 360–430 px at device scale 2–3, JPEG quality 60–90,
// each kept only between 150 and 600 KB. Every image has its own random shapes, so their
// perceptual hashes differ: no AUTO claim is sent to review as a reused image.
// Run alone: `npx tsx bench/claim/screenshots.ts [count]`; run.ts makes what is missing.
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';

export const SCREENSHOT_DIR = 'data/bench/claim/screenshots';
const MIN_BYTES = 150 * 1024;
const MAX_BYTES = 600 * 1024;

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The page that draws image `n`: a canvas photo (seeded in the page) inside a post, or alone. */
export function pageFor(n: number, post: boolean, noise: number): string {
  const photo = `<canvas id="photo"></canvas><script>{ // a block: setContent keeps the page's global scope
    const rng = (${mulberry32.toString()})(${n * 7919 + 13});
    const c = document.getElementById('photo');
    const w = c.width = c.clientWidth * devicePixelRatio, h = c.height = c.clientHeight * devicePixelRatio;
    const g = c.getContext('2d');
    const hue = () => Math.floor(rng() * 360);
    const grad = g.createLinearGradient(0, 0, w * rng(), h);
    grad.addColorStop(0, 'hsl(' + hue() + ',60%,' + (30 + rng() * 40) + '%)');
    grad.addColorStop(1, 'hsl(' + hue() + ',50%,' + (20 + rng() * 50) + '%)');
    g.fillStyle = grad; g.fillRect(0, 0, w, h);
    for (let i = 0; i < 14; i++) {
      g.fillStyle = 'hsla(' + hue() + ',70%,' + (15 + rng() * 70) + '%,' + (0.5 + rng() * 0.5) + ')';
      g.beginPath();
      if (rng() < 0.5) g.ellipse(rng() * w, rng() * h, 20 + rng() * w / 2.5, 20 + rng() * h / 3, rng() * 3, 0, 7);
      else g.rect(rng() * w - w / 4, rng() * h - h / 4, rng() * w / 1.5, rng() * h / 2);
      g.fill();
    }
    const img = g.getImageData(0, 0, w, h), d = img.data;
    for (let i = 0; i < d.length; i += 4) { const e = (rng() - 0.5) * ${noise}; d[i] += e; d[i + 1] += e * 0.9; d[i + 2] += e * 1.1; }
    g.putImageData(img, 0, 0);
  }</script>`;
  const style = `<style>*{margin:0;box-sizing:border-box}body{font:15px/1.4 "DejaVu Sans",sans-serif;background:#fff;color:#111;height:100vh;display:flex;flex-direction:column}
    .bar{height:24px;padding:3px 12px;font-size:12px;display:flex;justify-content:space-between;background:#fafafa}
    .head{display:flex;align-items:center;gap:8px;padding:8px 12px;font-weight:bold}.av{width:32px;height:32px;border-radius:50%;background:#c47}
    #photo{display:block;width:100%;flex:${post ? '0 0 62vh' : '1'}}.cap{padding:10px 12px}.tag{color:#2354a8}</style>`;
  const body = post
    ? `<div class="bar"><span>9:${String(10 + (n % 50)).padStart(2, '0')}</span><span>5G ▮▮▮ 8${n % 10}%</span></div>
       <div class="head"><div class="av"></div>guest_${n} · Following</div>${photo}
       <div class="cap">♡ 💬 ➤<br><b>${120 + (n % 300)} likes</b><br><b>guest_${n}</b> Best brunch in town, thanks for the free drink!
       <span class="tag">#tonys #brooklyneats @tonys_pizza</span><br><small>${1 + (n % 20)} hours ago</small></div>`
    : photo;
  return `<!doctype html><meta charset="utf-8">${style}<body>${body}</body>`;
}

/** Makes screenshots 0..count-1 that are not on disk yet; answers every file's path, in order. */
export async function ensureScreenshots(count: number, dir = SCREENSHOT_DIR): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files = Array.from({ length: count }, (_, n) => path.join(dir, `${String(n).padStart(4, '0')}.jpg`));
  const missing = files.map((f, n) => [f, n] as const).filter(([f]) => !existsSync(f));
  if (missing.length === 0) return files;
  console.log(`drawing ${missing.length} screenshots into ${dir} with Chromium...`);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    for (const [file, n] of missing) {
      const rng = mulberry32(n + 1);
      const width = 360 + Math.floor(rng() * 71);
      const height = Math.round(width * (2 + rng() * 0.22));
      const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 2 + Math.floor(rng() * 2) });
      const page = await context.newPage();
      // The noise that gives this image its size is searched for (bisection): JPEG size grows
      // with noise far from linearly. Each image aims at its own size in the range.
      const quality = 60 + Math.floor(rng() * 31);
      const target = MIN_BYTES + 10_240 + rng() * (MAX_BYTES - MIN_BYTES - 20_480);
      let [low, high] = [0, 160];
      let best: Buffer | null = null;
      for (let attempt = 0; attempt < 9; attempt += 1) {
        const noise = (low + high) / 2;
        await page.setContent(pageFor(n, n % 2 === 1, noise));
        const jpeg = await page.screenshot({ type: 'jpeg', quality });
        if (jpeg.length >= MIN_BYTES && jpeg.length <= MAX_BYTES) best = jpeg;
        if (best && Math.abs(jpeg.length - target) < 40_960) break;
        if (jpeg.length < target) low = noise; else high = noise;
      }
      if (!best) throw new Error(`screenshot ${n}: no noise level gives ${MIN_BYTES}–${MAX_BYTES} bytes`);
      writeFileSync(file, best);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return files;
}

export function describeScreenshots(files: string[]): string {
  const sizes = files.map((f) => statSync(f).size / 1024).sort((a, b) => a - b);
  const mid = sizes[Math.floor(sizes.length / 2)] ?? 0;
  return `${files.length} JPEGs, ${Math.round(sizes[0] ?? 0)}–${Math.round(sizes[sizes.length - 1] ?? 0)} KB (median ${Math.round(mid)} KB)`;
}

if (process.argv[1]?.endsWith('screenshots.ts')) {
  const files = await ensureScreenshots(Number(process.argv[2] ?? 240));
  console.log(describeScreenshots(files), readdirSync(SCREENSHOT_DIR).length, 'in the folder');
}
