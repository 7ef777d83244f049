// Shared helpers of the demo seed: one seeded faker, time arithmetic relative to "now", chunked inserts.
import { Faker, en, en_US } from '@faker-js/faker';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

export const SEED = 20240615;
/** One generator for the whole demo set; reseeded by seedDemo so runs are repeatable. */
export const fake = new Faker({ locale: [en_US, en] });

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

export function daysAgo(now: Date, days: number): Date {
  return new Date(now.getTime() - days * DAY);
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

export function minDate(a: Date, b: Date): Date {
  return a.getTime() <= b.getTime() ? a : b;
}

/**
 * Start of the current month in America/New_York (the demo businesses' zone), as an instant.
 * 05:00 UTC on the 1st is midnight EST or 01:00 EDT: inside the month either way.
 */
export function newYorkMonthStart(now: Date): Date {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'numeric' })
    .formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return new Date(Date.UTC(year, month - 1, 1, 5, 0, 0));
}

/** A random instant between from and to. */
export function between(from: Date, to: Date): Date {
  const a = from.getTime();
  const b = Math.max(a, to.getTime());
  return new Date(a + Math.floor(fake.number.float({ min: 0, max: 1 }) * (b - a)));
}

export function pick<T>(items: readonly T[]): T {
  return fake.helpers.arrayElement(items);
}

/** A US phone number in the (555) 555-5555 form the console validates. */
export function usPhone(): string {
  const area = fake.number.int({ min: 201, max: 989 });
  const mid = fake.number.int({ min: 200, max: 999 });
  const end = fake.number.int({ min: 0, max: 9999 }).toString().padStart(4, '0');
  return `(${area}) ${mid}-${end}`;
}

/** A random short code like the console's (10 characters). */
export function shortCode(): string {
  return fake.string.alphanumeric({ length: 10, casing: 'mixed' });
}

/** Images served by the server from server/public/demo. */
export const demoImage = (name: string): string => `/demo/${name}.svg`;

/**
 * Insert many rows in chunks (PostgreSQL allows 65535 bind parameters per statement) and return
 * the generated ids in insertion order.
 */
export async function insertIds<T extends PgTable & { id: unknown }>(
  db: Db, table: T, rows: T['$inferInsert'][], chunk = 400,
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const part = rows.slice(i, i + chunk);
    const out = (await db.insert(table).values(part).returning()) as { id: number }[];
    for (const row of out) ids.push(row.id);
  }
  return ids;
}

/** Insert many rows in chunks without returning anything. */
export async function insertAll<T extends PgTable>(db: Db, table: T, rows: T['$inferInsert'][], chunk = 400): Promise<void> {
  for (let i = 0; i < rows.length; i += chunk) {
    await db.insert(table).values(rows.slice(i, i + chunk));
  }
}
