// Renders the bitmap icons from public/favicon.svg (`npx tsx scripts/renderIcons.ts`; rerun after
// changing the SVG): 192 and 512 px PNGs for the web app manifest, a 180 px apple-touch-icon
// without rounded corners or transparency (iOS rounds it itself), and favicon.ico with 16, 32
// and 48 px images for browsers that ask for /favicon.ico. The browser tests' Chromium draws
// them, so no image library is needed.
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const svg = readFileSync('public/favicon.svg', 'utf8');
const squareSvg = svg.replace(/ rx="[\d.]+"/, '');

const icons = [
  { file: 'public/icon-192.png', size: 192, source: svg },
  { file: 'public/icon-512.png', size: 512, source: svg },
  { file: 'public/apple-touch-icon.png', size: 180, source: squareSvg },
];

/** An ICO file holding PNG images (allowed since Windows Vista; every current browser reads it). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(({ png }) => png)]);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  const render = async (size: number, source: string) => {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${source}`);
    return page.locator('svg').screenshot({ omitBackground: true });
  };
  for (const { file, size, source } of icons) {
    writeFileSync(file, await render(size, source));
    console.log(`${file}: ${size}x${size}`);
  }
  const sizes = [16, 32, 48];
  const images = [];
  for (const size of sizes) images.push({ size, png: await render(size, svg) }); // one page: one at a time
  writeFileSync('public/favicon.ico', ico(images));
  console.log(`public/favicon.ico: ${sizes.join(', ')}`);
} finally {
  await browser.close();
}
