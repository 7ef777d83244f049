// A year of demo activity for one business: customers, vouchers (most redeemed) and their proofs of
// every type, dated relative to now so the current month always has data (spec 1 §3 Proof).
import type { Db } from '../client';
import { customers, proofs, vouchers } from '../schema';
import type { ProofType } from '../schema';
import type { SeededOffer } from './offers';
import {
  DAY, HOUR, MINUTE, addMs, between, daysAgo, demoImage, fake, insertIds, minDate, newYorkMonthStart, pick, usPhone,
} from './util';

export const PROOF_IMAGES: Record<ProofType, string> = {
  FACEBOOK_CHECKIN: demoImage('facebook-checkin'),
  FACEBOOK_POST: demoImage('facebook-post'),
  INSTAGRAM_POST: demoImage('instagram-post'),
  ONLINE_REVIEW: demoImage('google-review'),
  TIK_TOK: demoImage('tiktok-video'),
  FACEBOOK_REVIEW: demoImage('facebook-review'),
};

const LINES = [
  'Absolutely loved it here!', 'Best spot in the neighborhood.', 'Staff were super friendly.',
  'Will definitely be back next week.', 'Great vibes and even better food.', 'Highly recommend to everyone.',
  'Came for the deal, stayed for the atmosphere.', 'Five stars, no question.',
];

export function messageFor(type: ProofType, brand: string): string {
  const tag = `#${brand.replace(/[^a-z]/gi, '').toLowerCase()}`;
  if (type === 'FACEBOOK_CHECKIN') return `Checked in at ${brand}.`;
  const text = `${pick(LINES)} ${pick(LINES)}`;
  return type === 'ONLINE_REVIEW' || type === 'FACEBOOK_REVIEW' ? text : `${text} ${tag}`;
}

/** Feedback types the demo uses on a few proofs; the console's constant list must contain them. */
export const DEMO_FEEDBACK = ['THANK_YOU', 'GREAT_PHOTO', 'LOVE_IT'];

export interface ActivityOptions {
  businessId: number;
  brand: string;
  businessStart: Date;
  offers: SeededOffer[];
  locationIds: number[];
  vouchers: number;
  customers: number;
  ticketCents: number;
  /** Account that left the demo feedback. */
  feedbackBy: number;
}

export interface SeededProof {
  id: number;
  offerId: number;
  email: string;
  firstName: string;
  date: Date;
}

interface Draft {
  date: Date;
  offer: SeededOffer;
  customer: number;
  types: ProofType[];
}

export function newCustomer(): { firstName: string; email: string; phone: string } {
  const firstName = fake.person.firstName();
  const lastName = fake.person.lastName();
  return { firstName, email: fake.internet.email({ firstName, lastName }).toLowerCase(), phone: usPhone() };
}

function drafts(now: Date, o: ActivityOptions): Draft[] {
  const eligible = o.offers.filter((x) => x.status !== 'NEEDS_APPROVAL' && x.status !== 'SCHEDULED');
  const windowStart = new Date(Math.max(o.businessStart.getTime(), daysAgo(now, 365).getTime()));
  const monthStart = new Date(Math.max(newYorkMonthStart(now).getTime(), windowStart.getTime()));
  const out: Draft[] = [];
  for (let attempt = 0; out.length < o.vouchers && attempt < o.vouchers * 20; attempt += 1) {
    // About one voucher in ten falls in the current month, so the dashboard's month is never empty.
    const date = out.length % 10 === 0 ? between(monthStart, addMs(now, -MINUTE)) : between(windowStart, now);
    const live = eligible.filter((x) => x.start <= date && date < x.until);
    if (live.length === 0) continue;
    const offer = pick(live);
    const tasks = offer.tasks as ProofType[];
    const types = fake.helpers.arrayElements(tasks, { min: 1, max: Math.min(2, tasks.length) });
    if (fake.number.float() < 0.15) types.push('FACEBOOK_CHECKIN');
    out.push({ date, offer, customer: fake.number.int({ min: 0, max: o.customers - 1 }), types });
  }
  return out;
}

export async function seedActivity(db: Db, now: Date, o: ActivityOptions): Promise<SeededProof[]> {
  const plan = drafts(now, o);
  const people = Array.from({ length: o.customers }, () => ({ ...newCustomer(), createdAt: now }));
  for (const d of plan) {
    const p = people[d.customer];
    if (p && d.date < p.createdAt) p.createdAt = addMs(d.date, -2 * HOUR);
  }
  const customerIds = await insertIds(db, customers, people.map((p) => ({ businessId: o.businessId, ...p })));
  const voucherIds = await insertIds(db, vouchers, plan.map((d) => {
    const redeemAt = addMs(d.date, fake.number.int({ min: HOUR, max: 4 * DAY }));
    const redeemed = fake.number.float() < 0.85 && redeemAt < now;
    return {
      businessId: o.businessId, offerId: d.offer.id, customerId: customerIds[d.customer] ?? 0,
      locationId: pick(o.locationIds), createdAt: d.date,
      dateRedeemed: redeemed ? minDate(redeemAt, addMs(now, -MINUTE)) : null,
      valueCents: Math.round(o.ticketCents * fake.number.float({ min: 0.7, max: 1.4 })),
    };
  }));
  const rows = plan.flatMap((d, i) => {
    const p = people[d.customer] ?? newCustomer();
    const feedback = fake.number.float() < 0.1;
    return d.types.map((type) => {
      const proofDate = addMs(d.date, -fake.number.int({ min: 5 * MINUTE, max: 6 * HOUR }));
      return {
        businessId: o.businessId, voucherId: voucherIds[i] ?? null, offerId: d.offer.id,
        customerId: customerIds[d.customer] ?? null, proofType: type, isSway: false, proofDate,
        dateSubmitted: d.date, firstName: p.firstName, email: p.email,
        phone: fake.number.float() < 0.8 ? p.phone : null, offerSummary: d.offer.summary,
        proofImageUrl: PROOF_IMAGES[type], messageContent: messageFor(type, o.brand), reviewStatus: 'APPROVED' as const,
        clientFeedback: feedback ? fake.helpers.arrayElements(DEMO_FEEDBACK, { min: 1, max: 2 }) : [],
        clientFeedbackAppUserId: feedback ? o.feedbackBy : null,
        clientFeedbackAt: feedback ? minDate(addMs(d.date, DAY), now) : null,
        qualityBadges: [
          ...(fake.number.float() < 0.2 ? ['GOOD_PHOTO'] : []), ...(fake.number.float() < 0.15 ? ['GOOD_COMMENT'] : []),
        ],
      };
    });
  });
  const ids = await insertIds(db, proofs, rows);
  return rows.map((r, i) => ({
    id: ids[i] ?? 0, offerId: r.offerId, email: r.email, firstName: r.firstName, date: r.dateSubmitted,
  }));
}
