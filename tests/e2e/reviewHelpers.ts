// Helpers of the review and upload browser tests: a generated PNG (no binary fixture in git) and
// opening the review queue of one demo sway offer as the admin.
import { deflateSync, crc32 } from 'node:zlib';
import { expect, type Page } from '@playwright/test';
import { DEMO, loginAs } from './fixtures';

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

/** A width×height RGB gradient PNG, seeded so two calls can differ. */
/** An RGB PNG whose pixel at (x, y) is `colour(x, y)` as 0xRRGGBB. */
function rgbPng(width: number, height: number, colour: (x: number, y: number) => number): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) {
      const c = colour(x, y);
      row[1 + x * 3] = (c >> 16) & 0xff;
      row[2 + x * 3] = (c >> 8) & 0xff;
      row[3 + x * 3] = c & 0xff;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0)),
  ]);
}

export function gradientPng(width: number, height: number, seed = 0): Buffer {
  return rgbPng(width, height, (x, y) => (((x + seed) % 256) << 16) | (((y * 2 + seed) % 256) << 8) | ((x + y + seed * 3) % 256));
}

/**
 * A PNG of coloured blocks drawn from `seed`: unlike gradients, whose shape is the same for every
 * seed, two seeds give screenshots the reused-image check tells apart (a shared shape is flagged
 * as "the same screenshot sent before", which sends an AUTO claim to review).
 */
export function blocksPng(width: number, height: number, seed: number): Buffer {
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => { state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0; return state; };
  const block = 50;
  const across = Math.ceil(width / block);
  const colours = Array.from({ length: across * Math.ceil(height / block) }, () => next() & 0xffffff);
  return rgbPng(width, height, (x, y) => colours[Math.floor(y / block) * across + Math.floor(x / block)]!);
}

/** Logs the admin in and opens the pending proofs of the demo offer whose summary is given. */
export async function openReviewQueue(page: Page, offerSummary: string) {
  await loginAs(page, DEMO.admin, '/timelineReview');
  await expect(page.getByRole('link', { name: 'View Sway Dashboard' })).toBeVisible();
  const search = page.getByLabel('Search sway offers');
  await search.fill(offerSummary);
  await page.getByRole('option', { name: new RegExp(offerSummary) }).first().click();
  await expect(page.getByTestId('pending-proof').first()).toBeVisible();
}
