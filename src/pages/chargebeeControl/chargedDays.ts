// The Charged cell of a billing summary: its one day, or the first and last day when its items were
// charged on different days (issue 34: a group charged on two days showed one date).
import dayjs from 'dayjs';

export const day = (iso: string | null) => (iso ? dayjs(iso).format('MMM D, YYYY') : '--');

export function chargedDays(first: string | null, last: string | null): string {
  const from = day(first);
  const to = day(last);
  return first === null || last === null || from === to ? from : `${from} – ${to}`;
}
