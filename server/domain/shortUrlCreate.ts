// Short links (spec 2 §7, §9): the id is the code itself; a taken code is refused, a generated
// one is retried on the rare collision.
import { eq } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { randomShortCode } from '../../contract/validation';
import type { Db } from '../db/client';
import { shortUrls } from '../db/schema';

export const shareOfferPath = (offerId: number) => `/share/offer/${offerId}`;

/** Inserts a short URL; answers null when the code is taken. */
export async function insertShortUrl(db: Db, values: { id: string; businessId: number; offerId: number; url: string }) {
  const [row] = await db.insert(shortUrls).values(values).onConflictDoNothing({ target: shortUrls.id }).returning();
  return row ?? null;
}

export async function createRandomShortUrl(db: Db, businessId: number, offerId: number) {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const row = await insertShortUrl(db, { id: randomShortCode(10, randomInt), businessId, offerId, url: shareOfferPath(offerId) });
    if (row) return row;
  }
  throw new Error('could not find a free short code');
}

export async function shortUrlTaken(db: Db, code: string): Promise<boolean> {
  const rows = await db.select({ id: shortUrls.id }).from(shortUrls).where(eq(shortUrls.id, code)).limit(1);
  return rows.length > 0;
}
