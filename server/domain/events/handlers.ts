// Which handlers each domain event runs, in order (issue 35). Every handler is idempotent, keyed by
// the event's id: the check writes only while its row is QUEUED, and each message is recorded once
// per (event, key) in the outbox. Billing items are not here: a trigger writes them in the very
// transaction that approves a proof (migration 0016).
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notify } from '../notifications/notify';
import { addReusedSignal, runQueuedCheck } from '../proofChecks/run';
import type { EventHandler, LongEvents } from './dispatcher';
import { importMailingList, writeReport } from './longWork';
import type { EventPayloads, EventType } from './outbox';

/** The check job of a completed claim's screenshot (OCR levels, an AUTO approval waiting for a comparison), or the comparison alone of one decided already. */
const checkScreenshot: EventHandler = async (app: FastifyInstance, event) => {
  const { proofId, outcome, compare } = event.payload as EventPayloads['CLAIM_COMPLETED'];
  if (outcome === 'CHECK_QUEUED') await runQueuedCheck(app, proofId);
  else if (compare) await addReusedSignal(app, proofId);
};

export const EVENT_HANDLERS: Record<EventType, EventHandler[]> = {
  CLAIM_COMPLETED: [checkScreenshot, notify],
  PROOF_REVIEWED: [notify],
  PROOF_SENT_TO_REVIEW: [notify],
  REWARD_RECOVERY_REQUESTED: [notify],
  VOUCHER_ISSUED: [notify],
  VOUCHER_REDEEMED: [],
  MAILING_LIST_IMPORT_REQUESTED: [importMailingList],
  REPORT_REQUESTED: [writeReport],
};

export const handlersFor = (type: EventType): EventHandler[] => EVENT_HANDLERS[type] ?? [];

/**
 * The events whose handlers can take seconds or minutes: a claim's OCR check (a read on a busy
 * machine took 30-60 s), a mailing list import, a report. They share all of a server's hands but
 * one, so a message (an approval, a voucher) never waits behind them; in one browser run at load
 * 10 a reviewer's approval e-mail waited over 25 s behind three checks.
 */
const isCheckJob = (payload: EventPayloads['CLAIM_COMPLETED']) => payload.outcome === 'CHECK_QUEUED' || payload.compare === true;

export const LONG_EVENTS: LongEvents = {
  matches: (event) => event.type === 'MAILING_LIST_IMPORT_REQUESTED' || event.type === 'REPORT_REQUESTED'
    || (event.type === 'CLAIM_COMPLETED' && isCheckJob(event.payload as EventPayloads['CLAIM_COMPLETED'])),
  where: sql`(type in ('MAILING_LIST_IMPORT_REQUESTED', 'REPORT_REQUESTED') or (type = 'CLAIM_COMPLETED' and (payload->>'outcome' = 'CHECK_QUEUED' or payload->>'compare' = 'true')))`,
};
