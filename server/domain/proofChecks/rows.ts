// A check row as the review queue reads it (contract/proofChecks.ts).
import type { ProofCheck } from '../../../contract/proofChecks';
import type { proofChecks } from '../../db/schema';

export function toProofCheck(row: typeof proofChecks.$inferSelect): ProofCheck {
  return {
    level: row.level,
    status: row.status,
    text: row.ocrText,
    confidence: row.ocrConfidence == null ? null : Math.round(row.ocrConfidence),
    found: row.found,
    missing: row.missing,
    post_date: row.postDate?.toISOString() ?? null,
    signals: row.signals,
    decision: row.decision,
    reason: row.reason,
  };
}
