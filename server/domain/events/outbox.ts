// Recording a domain event (issue 35; docs/decisions/0250-events-outbox.md): inside the
// transaction of the change it describes, so the event exists exactly when the change does. What
// follows from it (messages, the proof check, an import's work) is decided by its handlers
// (./handlers.ts), after the commit, on whichever server takes it (./dispatcher.ts).
import { sql } from 'drizzle-orm';
import { queryRows, type SqlRunner } from '../../db/sql';
import type { ReportContext } from '../simpleReports/catalogue';

export interface EventPayloads {
  /** A customer finished a campaign's claim flow: a proof (and a voucher for a VOUCHER end) exists. */
  CLAIM_COMPLETED: { proofId: number; outcome: ClaimOutcome; noCodesLeft: boolean; /** Decided, but its screenshot is to be compared with an earlier one's (proofChecks/run.ts addReusedSignal). */ compare?: true };
  /** A proof was approved or denied, by a person (after the undo window) or by the automatic checks. */
  PROOF_REVIEWED: { proofId: number; status: 'APPROVED' | 'DENIED'; automatic: boolean; reviewedAt: string; templateId: string | null; reason: string | null };
  /**
   * The automatic check read the screenshot and left the proof for a person; `noCodesLeft`: it would
   * have approved it, but the campaign's code list had no code left (the business is told, as at a claim).
   */
  PROOF_SENT_TO_REVIEW: { proofId: number; noCodesLeft?: true };
  /** A customer asked for their voucher links again (campaign and network-offer pages). */
  REWARD_RECOVERY_REQUESTED: { channel: 'EMAIL' | 'PHONE'; to: string; voucherIds: number[] };
  /** A network offer's voucher was granted (its share page): the customer gets its link by e-mail. */
  VOUCHER_ISSUED: { voucherId: number };
  /** Staff redeemed a voucher at the counter. */
  VOUCHER_REDEEMED: { voucherId: number };
  /** A mailing list file was received and stored: its rows are to be imported. */
  MAILING_LIST_IMPORT_REQUESTED: { importId: number; listId: number; fileName: string; path: string };
  /** A simple report was asked for: its file is to be written. */
  REPORT_REQUESTED: { runId: number; businessId: number; reportId: number; fileName: string; ctx: ReportContext };
}

/** What a completed claim left: approved at once (AUTO), waiting for the check job (OCR levels; AUTO when its screenshot's hash met an earlier one), or waiting for a person. */
export type ClaimOutcome = 'APPROVED' | 'CHECK_QUEUED' | 'IN_REVIEW';

export type EventType = keyof EventPayloads;

export interface NewEvent<T extends EventType> {
  type: T;
  businessId: number | null;
  payload: EventPayloads[T];
  /** Not handled before this many seconds from the commit's clock (a person's review waits out its undo window). */
  delaySeconds?: number;
}

export interface DomainEvent<T extends EventType = EventType> {
  id: number;
  type: T;
  businessId: number | null;
  payload: EventPayloads[T];
  attempts: number;
}

/** Writes the event with the caller's transaction (or statement); answers its id. */
export async function recordEvent<T extends EventType>(runner: SqlRunner, event: NewEvent<T>): Promise<number> {
  const [row] = await queryRows<{ id: number }>(runner, sql`
    insert into domain_events (type, business_id, payload, run_after)
    values (${event.type}, ${event.businessId}, ${JSON.stringify(event.payload)}::jsonb, now() + make_interval(secs => ${event.delaySeconds ?? 0}))
    returning id`);
  return row!.id;
}
