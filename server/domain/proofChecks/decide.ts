// The review levels' decision table (issue 13 item 2; spec 3 §4): what the server does with a
// proof once the checks have run. Signals never decide alone: they only turn an approval into a
// person's review. A denial needs a screenshot that was read well and lacks what the campaign
// asked for; anything unsure goes to a person.
import type { CheckDecision, ProofSignal, RequiredTag } from '../../../contract/proofChecks';
import type { ProofReviewLevel } from '../../../contract/swayFlow';
import { REPEAT_WINDOW_DAYS, tagLabel } from '../../../contract/proofChecks';
import { RECENT_POST_DAYS } from './postDate';

/** Below this mean word confidence, or with fewer letters than this, a screenshot counts as unreadable. */
export const READABLE_CONFIDENCE = 55;
export const READABLE_LETTERS = 12;
/**
 * OCR_STRICT denies only a reading at least this sure: a tag the reading missed would otherwise
 * deny a good post (bench/proof-checks: the misses read at 62–87). Below, it goes to a person.
 */
export const DENY_CONFIDENCE = 85;

export interface CheckFindings {
  /** null when no OCR ran (AUTO, REVIEW) or it failed. */
  reading: { text: string; confidence: number } | null;
  found: RequiredTag[];
  missing: RequiredTag[];
  /** The post's date is older than the recent window (null: recent or not found). */
  tooOld: boolean;
  signals: ProofSignal[];
}

export interface Decision {
  decision: CheckDecision;
  reason: string;
}

export const AUTO_APPROVAL_REASON = 'Approved automatically: this campaign approves every proof (review level AUTO)';

export const readable = (reading: CheckFindings['reading']) =>
  reading != null && reading.confidence >= READABLE_CONFIDENCE && (reading.text.match(/\p{L}/gu)?.length ?? 0) >= READABLE_LETTERS;

const listed = (tags: RequiredTag[]) => tags.map(tagLabel).join(', ');

function signalReason(signals: ProofSignal[]): string {
  return signals.map((s) => (s.kind === 'REUSED_IMAGE'
    ? s.same_business ? `the same screenshot was sent before (proof #${s.proof_id})` : 'the same screenshot was sent to another business'
    : `this customer sent ${s.count} proofs in the last ${REPEAT_WINDOW_DAYS} days`)).join('; ');
}

/** An approval, unless a signal asks for a person. */
const approveUnlessSignals = (signals: ProofSignal[], why: string): Decision => (signals.length
  ? { decision: 'REVIEW', reason: `Sent to review: ${signalReason(signals)}` }
  : { decision: 'APPROVED', reason: `Approved automatically: ${why}` });

export function decide(level: ProofReviewLevel, f: CheckFindings): Decision {
  const tags = f.found.concat(f.missing).filter((t) => t.kind !== 'word');
  const tagsMissing = f.missing.filter((t) => t.kind !== 'word');
  switch (level) {
    case 'AUTO':
      return f.signals.length ? approveUnlessSignals(f.signals, '') : { decision: 'APPROVED', reason: AUTO_APPROVAL_REASON };
    case 'REVIEW':
      return { decision: 'REVIEW', reason: 'This campaign sends every proof to a person (review level REVIEW)' };
    case 'OCR_MANUAL':
      return { decision: 'REVIEW', reason: 'The findings are shown; a person decides (review level OCR_MANUAL)' };
    case 'OCR_PERMISSIVE':
      if (!readable(f.reading)) return { decision: 'REVIEW', reason: 'Sent to review: the screenshot could not be read' };
      if (tagsMissing.length) return { decision: 'REVIEW', reason: `Sent to review: not found on the screenshot: ${listed(tagsMissing)}` };
      return approveUnlessSignals(f.signals, tags.length ? `found ${listed(tags)} (review level OCR_PERMISSIVE)` : 'the screenshot was read (review level OCR_PERMISSIVE)');
    case 'OCR_STRICT':
      if (!readable(f.reading)) return { decision: 'REVIEW', reason: 'Sent to review: the screenshot could not be read' };
      if (f.missing.length && f.reading!.confidence < DENY_CONFIDENCE) {
        return { decision: 'REVIEW', reason: `Sent to review: not found on the screenshot: ${listed(f.missing)}` };
      }
      if (f.missing.length) return { decision: 'DENIED', reason: `Denied automatically: not found on the screenshot: ${listed(f.missing)}` };
      if (f.tooOld) return { decision: 'DENIED', reason: `Denied automatically: the post on the screenshot is older than ${RECENT_POST_DAYS} days` };
      return approveUnlessSignals(f.signals, f.found.length ? `found ${listed(f.found)} (review level OCR_STRICT)` : 'the screenshot was read (review level OCR_STRICT)');
  }
}

/** Whether the level reads the screenshot at all. */
export const usesOcr = (level: ProofReviewLevel) => level === 'OCR_PERMISSIVE' || level === 'OCR_STRICT' || level === 'OCR_MANUAL';
