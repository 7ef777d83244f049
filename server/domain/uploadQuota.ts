// The per-business upload quota (issue 19 finding 10): how many signed upload URLs a business (or
// a user acting for no business) may ask for in one UTC day. Counted in this process: a server
// running several processes allows that many times the figure, still bounded.
import { HttpError } from '../http-error';

export const UPLOAD_QUOTA_MESSAGE = 'Upload limit reached for today: try again tomorrow';

export function createUploadQuota(perDay: number, now: () => Date = () => new Date()) {
  const counts = new Map<string, number>();
  let day = '';
  return {
    /** Counts one upload for the owner, or answers 429 once the day's quota is used. */
    take(owner: string) {
      const today = now().toISOString().slice(0, 10);
      if (today !== day) {
        counts.clear();
        day = today;
      }
      const used = counts.get(owner) ?? 0;
      if (used >= perDay) throw new HttpError(429, UPLOAD_QUOTA_MESSAGE);
      counts.set(owner, used + 1);
    },
  };
}
