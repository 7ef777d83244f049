// Demo network offers in every status and order flow, with location tags and short links (spec 2 §3).
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { offerLocationTags, offers, shortUrls } from '../schema';
import type { EventDateOption } from '../schema';
import type { SeededLocations } from './locations';
import { DAY, addMs, demoImage, fake, insertAll, insertIds, shortCode, usPhone } from './util';

type Status = 'NEEDS_APPROVAL' | 'SCHEDULED' | 'ACTIVE' | 'PAUSED' | 'COMPLETE' | 'FULL';
type Flow = 'VISIT' | 'CALL' | 'URL' | 'EVENT';

export interface OfferSeed {
  summary: string;
  status: Status;
  type: 'LOCAL' | 'WEB';
  flow: Flow;
  /** Days before now; negative means in the future. */
  startDaysAgo: number;
  endDaysAgo?: number;
  /** Proofs stop arriving this many days ago (a paused offer). */
  quietDaysAgo?: number;
  tasks: string[];
  tagKeys: string[];
  image?: string;
  couponCode?: string;
  isLite?: boolean;
}

/** What the proof generator needs to know about an offer. */
export interface SeededOffer {
  id: number;
  summary: string;
  status: Status;
  start: Date;
  /** Proofs may be dated before this instant. */
  until: Date;
  tasks: string[];
}

function eventDates(now: Date): EventDateOption[] {
  return [7, 14, 21].map((d) => ({
    event_date: addMs(now, d * DAY).toISOString().slice(0, 10), start_time: '18:00', end_time: '21:30',
  }));
}

export async function seedOffers(
  db: Db, now: Date, businessId: number, seeds: OfferSeed[], loc: SeededLocations,
  summaryIds: Record<string, number>, social: { hashtags: string[]; instagram: string[]; facebook: string[] },
): Promise<SeededOffer[]> {
  const rows = seeds.map((s) => {
    const start = addMs(now, -s.startDaysAgo * DAY);
    return {
      businessId, offerType: s.type, offerOrderFlowType: s.flow, offerStatus: s.status,
      offerSummary: s.summary, offerSummaryId: summaryIds[s.summary] ?? null,
      offerImageUrl: s.image ?? null, offerStartDate: start,
      expirationDate: s.endDaysAgo === undefined ? null : addMs(now, -s.endDaysAgo * DAY),
      offerUrl: s.flow === 'URL' || s.type === 'WEB' ? 'https://order.example.com/menu' : null,
      offerDescriptionUrl: s.flow === 'URL' ? 'https://order.example.com/about' : null,
      offerPhone: s.flow === 'CALL' ? usPhone() : null,
      offerSpecialInstructions: s.isLite ? null : 'Show this voucher to your server before ordering.',
      eventDateOption: s.flow === 'EVENT' ? eventDates(now) : [],
      hashtags: social.hashtags, instagramMentions: social.instagram, facebookMentions: social.facebook,
      couponCode: s.couponCode ?? null, couponImageUrl: s.couponCode ? demoImage('coupon') : null,
      tasks: s.tasks, displayPriority: s.type === 'WEB' ? 1 : null,
      numberTasksRequired: Math.min(2, s.tasks.length), offersToGrantPerMonth: 5,
      minDaysBetweenOffer: 30, customDescription: `${s.summary}. Share your visit to claim it.`,
      internalNotes: s.status === 'NEEDS_APPROVAL' ? 'Waiting for an image before approval.' : null,
      isLite: s.isLite ?? false, createdAt: addMs(start, -3 * DAY), updatedAt: addMs(start, -DAY),
    };
  });
  const ids = await insertIds(db, offers, rows);
  await insertAll(db, offerLocationTags, seeds.flatMap((s, i) => s.tagKeys
    .map((k) => loc.tagIds[k])
    .filter((tagId): tagId is number => tagId !== undefined)
    .map((tagId) => ({ offerId: ids[i] ?? 0, tagId }))));
  for (const [i, s] of seeds.entries()) {
    if (s.status === 'NEEDS_APPROVAL' || s.status === 'SCHEDULED') continue;
    const id = shortCode();
    const offerId = ids[i] ?? 0;
    await db.insert(shortUrls).values({
      id, businessId, offerId, url: `/share/offer/${offerId}`,
      visitCount: fake.number.int({ min: 5, max: 400 }), createdAt: rows[i]?.offerStartDate ?? now,
    });
    await db.update(offers).set({ shortUrlId: id }).where(eq(offers.id, offerId));
  }
  return seeds.map((s, i) => {
    const start = rows[i]?.offerStartDate ?? now;
    const ends = [now.getTime()];
    if (s.endDaysAgo !== undefined) ends.push(now.getTime() - s.endDaysAgo * DAY);
    if (s.quietDaysAgo !== undefined) ends.push(now.getTime() - s.quietDaysAgo * DAY);
    return { id: ids[i] ?? 0, summary: s.summary, status: s.status, start, until: new Date(Math.min(...ends)), tasks: s.tasks };
  });
}

const TASKS_ALL = ['INSTAGRAM_POST', 'FACEBOOK_POST', 'ONLINE_REVIEW'];

// Tony's opened 425 days ago. Its first offer starts more than 31 days later, so on any date the month
// it opened is empty and the dashboard's "No Data" shows there (400 days put both in one month on the
// first days of a month).
export const TONY_OFFERS: OfferSeed[] = [
  { summary: 'Free appetizer with any entree', status: 'ACTIVE', type: 'LOCAL', flow: 'VISIT', startDaysAgo: 390, tasks: TASKS_ALL, tagKeys: ['state:NY', 'state:NJ', 'state:CT'], image: demoImage('offer-pizza') },
  { summary: 'Free slice with any drink', status: 'ACTIVE', type: 'LOCAL', flow: 'EVENT', startDaysAgo: 200, tasks: ['TIK_TOK', 'INSTAGRAM_POST'], tagKeys: ['custom:Late Night'], image: demoImage('offer-slice') },
  { summary: 'Free dessert with any pizza', status: 'PAUSED', type: 'LOCAL', flow: 'CALL', startDaysAgo: 300, quietDaysAgo: 30, tasks: ['FACEBOOK_REVIEW', 'ONLINE_REVIEW'], tagKeys: ['city:Brooklyn'], image: demoImage('offer-pizza') },
  { summary: '$5 off any order over $25', status: 'COMPLETE', type: 'WEB', flow: 'URL', startDaysAgo: 380, endDaysAgo: 150, tasks: ['FACEBOOK_POST', 'INSTAGRAM_POST'], tagKeys: [], image: demoImage('offer-slice'), couponCode: 'TONY5' },
  { summary: 'Free garlic knots with any large pie', status: 'FULL', type: 'LOCAL', flow: 'VISIT', startDaysAgo: 120, tasks: ['INSTAGRAM_POST', 'ONLINE_REVIEW', 'FACEBOOK_REVIEW'], tagKeys: ['state:NJ'], image: demoImage('offer-pizza') },
  { summary: 'Free 2-liter soda with a large pie', status: 'SCHEDULED', type: 'LOCAL', flow: 'URL', startDaysAgo: -10, tasks: ['INSTAGRAM_POST'], tagKeys: ['state:CT'], image: demoImage('offer-slice') },
  { summary: 'Free appetizer with any entree', status: 'NEEDS_APPROVAL', type: 'WEB', flow: 'CALL', startDaysAgo: -3, tasks: ['FACEBOOK_POST', 'TIK_TOK'], tagKeys: [] },
];

export const BEAN_OFFERS: OfferSeed[] = [
  { summary: 'Free pastry with any coffee', status: 'ACTIVE', type: 'LOCAL', flow: 'VISIT', startDaysAgo: 230, tasks: ['INSTAGRAM_POST', 'ONLINE_REVIEW'], tagKeys: ['state:VT'], image: demoImage('offer-coffee') },
  { summary: 'Buy one latte, get one free', status: 'ACTIVE', type: 'WEB', flow: 'URL', startDaysAgo: 100, tasks: ['FACEBOOK_POST', 'TIK_TOK'], tagKeys: [], image: demoImage('offer-coffee') },
  { summary: 'Free drink upgrade to any size', status: 'NEEDS_APPROVAL', type: 'LOCAL', flow: 'VISIT', startDaysAgo: -5, tasks: ['INSTAGRAM_POST'], tagKeys: ['city:Burlington'] },
];

export const LITE_OFFERS: OfferSeed[] = [
  { summary: 'Free nail art with any manicure', status: 'ACTIVE', type: 'LOCAL', flow: 'CALL', startDaysAgo: 5, tasks: ['INSTAGRAM_POST'], tagKeys: ['state:NY'], image: demoImage('offer-nails'), isLite: true },
  { summary: 'Free polish change', status: 'NEEDS_APPROVAL', type: 'LOCAL', flow: 'URL', startDaysAgo: -2, tasks: ['INSTAGRAM_POST'], tagKeys: ['state:NY'], isLite: true },
];

export const OTHER_OFFERS: OfferSeed[] = [
  { summary: 'Free one-week pass', status: 'ACTIVE', type: 'LOCAL', flow: 'VISIT', startDaysAgo: 290, tasks: ['INSTAGRAM_POST', 'ONLINE_REVIEW'], tagKeys: ['state:PA'], image: demoImage('offer-gym') },
  { summary: 'Free guest pass', status: 'COMPLETE', type: 'LOCAL', flow: 'VISIT', startDaysAgo: 280, endDaysAgo: 60, tasks: ['FACEBOOK_POST'], tagKeys: ['state:PA'], image: demoImage('offer-gym') },
];
