// At most 10 contact-step submissions per contact (e-mail or phone) per business in 10 minutes,
// counted in this process (issue 12 safety): one person cannot probe or flood a campaign by
// changing phones. Bounded: the oldest windows are dropped past 50,000 keys.
import { createWindowLimiter } from '../../lib/windowLimiter';

export function createContactLimiter(now: () => number = Date.now) {
  return createWindowLimiter({ windowMs: 10 * 60_000, maxTries: 10, maxKeys: 50_000 }, now);
}
