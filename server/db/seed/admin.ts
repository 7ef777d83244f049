// Demo admin data: mailing lists, billing addons and items (spec 3 §3). Report definitions come
// from the report catalogue, written when the API starts (server/domain/simpleReports/definitions.ts); runs are made by running them.
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  billingAddons, billingItems, mailingListEntries, mailingLists,
} from '../schema';
import type { BillingStatus } from '../schema';
import type { SeededSwayProof } from './sway';
import { DAY, addMs, daysAgo, fake, insertAll, insertIds, minDate, usPhone } from './util';

export const DEMO_ADDONS = [
  { id: 'gift-card-10', name: '$10 Gift Card', priceCents: 1000 },
  { id: 'gift-card-25', name: '$25 Gift Card', priceCents: 2500 },
  { id: 'review-bonus', name: 'Review Bonus', priceCents: 500 },
];

export async function seedAdmin(db: Db, now: Date, businessId: number): Promise<void> {
  const [fileList = 0, surveyList = 0] = await insertIds(db, mailingLists, [
    { businessId, name: `Customers_${fake.date.month({ abbreviated: true })}_import`, mailingListType: 'File', mailingListStatus: 'READY', createdAt: daysAgo(now, 40) },
    { businessId, name: 'Spring survey respondents', mailingListType: 'Survey', mailingListStatus: 'READY', createdAt: daysAgo(now, 15) },
  ]);
  const entry = (mailingListId: number) => {
    const firstName = fake.person.firstName();
    const lastName = fake.person.lastName();
    return {
      mailingListId, firstName, lastName, email: fake.internet.email({ firstName, lastName }).toLowerCase(),
      phone: usPhone(), zipcode: fake.location.zipCode('#####'),
    };
  };
  await insertAll(db, mailingListEntries, [
    ...Array.from({ length: 20 }, () => entry(fileList)), ...Array.from({ length: 10 }, () => entry(surveyList)),
  ]);
}

export async function seedAddons(db: Db): Promise<void> {
  // The migration adds the local ledger's gift cards; the demo's own addons come beside them.
  await db.insert(billingAddons).values(DEMO_ADDONS).onConflictDoNothing();
}

export async function seedBilling(db: Db, now: Date, proofs: SeededSwayProof[]): Promise<void> {
  const approved = proofs.filter((p) => p.status === 'APPROVED' && p.reviewedAt)
    .sort((a, b) => (a.reviewedAt?.getTime() ?? 0) - (b.reviewedAt?.getTime() ?? 0));
  // Oldest first: sent, then paid, then charged, the newest still waiting. The trigger on proofs
  // queued every approved proof already; this moves them along. Charged demo invoices are not in
  // the local ledger, so they stay unpaid and the 'not yet paid' section always has rows.
  const statusOf = (i: number): BillingStatus => {
    const share = i / Math.max(1, approved.length);
    return share < 0.4 ? 'SENT' : share < 0.55 ? 'PAID' : share < 0.7 ? 'CHARGED' : 'PENDING';
  };
  const sent = approved.filter((_, i) => statusOf(i) === 'SENT').length;
  for (const [i, p] of approved.entries()) {
    const status = statusOf(i);
    if (status === 'PENDING') continue;
    const at = p.reviewedAt ?? now;
    const chargedAt = minDate(addMs(at, DAY), now);
    const paidAt = status === 'PAID' || status === 'SENT' ? minDate(addMs(at, 2 * DAY), now) : null;
    // The newer half of the sent gift cards went out in the past weeks, so they are still listed.
    const sentAt = status !== 'SENT' ? null
      : i >= sent / 2 ? new Date(Math.max((paidAt ?? at).getTime(), daysAgo(now, 1 + ((i * 3) % 25)).getTime())) : minDate(addMs(at, 3 * DAY), now);
    await db.update(billingItems).set({ status, invoiceId: `inv_demo_${1000 + i}`, chargedAt, paidAt, sentAt, createdAt: at })
      .where(eq(billingItems.proofId, p.id));
  }
}
