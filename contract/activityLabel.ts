// The action label of an activity row (spec 1 §2 Dashboard): offer_starts → STARTED; offer_end →
// STOPPING when its date is in the future, else STOPPED; other rows → TICKET plus the proof types
// joined with ' + ', underscores as spaces, upper case. Shared by the console and the API tests.
import type { ActivityRow } from './dashboard';

export function activityLabel(row: Pick<ActivityRow, 'type' | 'activity_date' | 'proof_types'>, now: Date = new Date()): string {
  if (row.type === 'offer_starts') return 'STARTED';
  if (row.type === 'offer_end') return new Date(row.activity_date) > now ? 'STOPPING' : 'STOPPED';
  return ['TICKET', ...row.proof_types].map((t) => t.replace(/_/g, ' ').toUpperCase()).join(' + ');
}
