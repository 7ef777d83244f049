// When the post was made, as the screenshot shows it (issue 13 item 1): the apps print relative
// times ('2 hours ago', '3d', '1w', 'Yesterday', 'Just now') or a date ('November 20', 'Nov 20,
// 2026'). The most recent one found is taken as the post's date; none found is not a finding.
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const before = (now: Date, ms: number) => new Date(now.getTime() - ms);

/** A post older than this (days) at the time of the check is too old to be this visit's post. */
export const RECENT_POST_DAYS = 30;

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const RELATIVE = /\b(\d{1,3})\s*(s|sec|secs|seconds?|m|min|mins|minutes?|h|hr|hrs|hours?|d|days?|w|wk|wks|weeks?)\b(\s+ago)?/gi;
const ABSOLUTE = /\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?\b/gi;

export function postDateIn(text: string, now: Date): Date | null {
  const dates: Date[] = [];
  if (/\bjust now\b|\bnow\b/i.test(text)) dates.push(now);
  if (/\byesterday\b/i.test(text)) dates.push(before(now, DAY));
  for (const [, amount, unit, ago] of text.matchAll(RELATIVE)) {
    const n = Number(amount);
    const u = unit!.toLowerCase();
    // A bare 'm' or 's' without 'ago' is too often something else ('5 m' of a distance).
    if (!ago && (u === 'm' || u === 's')) continue;
    if (u.startsWith('s')) dates.push(now);
    else if (u.startsWith('m')) dates.push(before(now, n * MINUTE));
    else if (u.startsWith('h')) dates.push(before(now, n * HOUR));
    else if (u.startsWith('d')) dates.push(before(now, n * DAY));
    else dates.push(before(now, 7 * n * DAY));
  }
  for (const [, month, day, year] of text.matchAll(ABSOLUTE)) {
    const m = MONTHS.indexOf(month!.toLowerCase());
    const d = Number(day);
    if (d < 1 || d > 31) continue;
    let date = new Date(Date.UTC(year ? Number(year) : now.getUTCFullYear(), m, d));
    // 'Dec 30' read on January 2 is last year's.
    if (!year && date > now) date = new Date(Date.UTC(now.getUTCFullYear() - 1, m, d));
    dates.push(date);
  }
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : null;
}

export const isRecent = (postDate: Date, now: Date) => postDate >= before(now, RECENT_POST_DAYS * DAY);
