// Number, money, date and ordinal formats of the dashboard (spec 1 §9: labels above 1000 use k;
// the number format abbreviates from 100000 with k).
import dayjs from 'dayjs';
import { kLabel } from '../../../contract/kLabel';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** '$1,234.50'; from 100,000 on, '$123k'. */
export function formatMoney(dollars: number): string {
  if (Math.abs(dollars) >= 100_000) return `$${Math.round(dollars / 1000)}k`;
  return money.format(dollars);
}

/** Bar labels: '$950', '$1.2k' above 1000 (the chart rule shared with the reports). */
export const formatBarLabel = (dollars: number): string => `$${kLabel(dollars)}`;

export function ordinal(n: number): string {
  const mod100 = n % 100;
  const suffix = mod100 >= 11 && mod100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${suffix}`;
}

export const formatDate = (iso: string) => dayjs(iso).format('MMMM D, YYYY');
export const formatDateTime = (iso: string) => dayjs(iso).format('MMM D, YYYY h:mm A');
/** 'YYYY-MM-01' → 'Nov' / 'November 2026'. */
export const shortMonth = (month: string) => dayjs(month).format('MMM');
export const longMonth = (month: string) => dayjs(month).format('MMMM YYYY');
export const humanType = (type: string) => type.replace(/_/g, ' ');
/** A sway proof's type as the screens show it (spec 1 §6 'Sway {type}'): 'Sway TIK TOK'. */
export const swayTypeLabel = (type: string) => `Sway ${humanType(type)}`;

/** 'YYYY-MM-01' of the month containing `iso` in the given IANA time zone. */
export function monthIn(iso: string | Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit' }).formatToParts(new Date(iso));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-01`;
}

export const addMonths = (month: string, delta: number) => dayjs(month).add(delta, 'month').format('YYYY-MM-01');
