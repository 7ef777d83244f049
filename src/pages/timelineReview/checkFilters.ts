// The review queue's filters (issue 13 item 4): by what the automatic checks found, and by level.
import type { ProofCheck } from '../../../contract/proofChecks';
import type { SwayProof } from '../../../contract/reviews';

export const CHECK_FILTERS = ['all', 'signals', 'missing', 'unread'] as const;
export type CheckFilter = (typeof CHECK_FILTERS)[number];

const unread = (c: ProofCheck | null | undefined) => c != null && (c.status === 'FAILED' || /could not be read/.test(c.reason ?? ''));

export const matchesCheckFilter = (filter: CheckFilter, proof: SwayProof): boolean => {
  const check = proof.check;
  switch (filter) {
    case 'all': return true;
    case 'signals': return (check?.signals.length ?? 0) > 0;
    case 'missing': return (check?.missing.length ?? 0) > 0 && check?.status === 'DONE' && !unread(check);
    case 'unread': return unread(check);
  }
};

export const matchesLevel = (level: string, proof: SwayProof) => level === '' || proof.check?.level === level;
