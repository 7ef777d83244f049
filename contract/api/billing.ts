// Billing control (spec 3 §7 "Billing control"): the four sections of /chargebeeControl and the
// two actions; ADMIN only (spec 3 §6). Items of every business, whatever business the admin is in.
import {
  billingSummaryList, billingWaitingReply, markPaidItemsReply, markPaidItemsRequest, runChargesReply,
} from '../billing';
import { endpoint } from '../endpoint';

const ADMIN = ['ADMIN'] as const;

export const billingEndpoints = {
  getBillingWaiting: endpoint({
    method: 'GET', path: 'chargebeeAdmin/', access: ADMIN, tag: 'billing',
    summary: 'Approved proofs with an addon not yet charged, per business and addon (failed attempts included: the next run retries them), and the next paid check.',
    responses: { 200: billingWaitingReply },
  }),
  getBillingPaidItems: endpoint({
    method: 'GET', path: 'chargebeeAdmin/paidItems', access: ADMIN, tag: 'billing',
    summary: 'Paid items whose gift cards are still to send, per business and addon, with the e-mails.',
    responses: { 200: billingSummaryList },
  }),
  getBillingSentItems: endpoint({
    method: 'GET', path: 'chargebeeAdmin/sentItems', access: ADMIN, tag: 'billing',
    summary: 'Items marked sent in the past 30 days, per business and addon.',
    responses: { 200: billingSummaryList },
  }),
  getBillingChargedButNotPaid: endpoint({
    method: 'GET', path: 'chargebeeAdmin/chargedButNotPaid', access: ADMIN, tag: 'billing',
    summary: 'Items invoiced at the billing provider and not yet paid (checked hourly), with invoice ids and charged date.',
    responses: { 200: billingSummaryList },
  }),
  runCharges: endpoint({
    method: 'POST', path: 'chargebeeAdmin/runCharges', access: ADMIN, tag: 'billing',
    summary: 'Charge every waiting item: one invoice per item, exactly once (an idempotency key is stored before each call; '
      + 'unfinished earlier attempts are reconciled first). One run at a time; a second one waits for it.',
    responses: { 200: runChargesReply },
  }),
  markPaidItems: endpoint({
    method: 'POST', path: 'chargebeeAdmin/markPaidItems', access: ADMIN, tag: 'billing',
    summary: "Mark the gift cards of these paid proofs as sent; other proofs' ids are ignored.",
    body: markPaidItemsRequest, responses: { 200: markPaidItemsReply },
  }),
};
