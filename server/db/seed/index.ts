// The demo data set (DESIGN §7): seeded random, dated relative to now, loaded on first start.
// seedScale (./scale) builds the large benchmark set.
import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts } from '../schema';
import { seedAccounts, seedBusinesses } from './accounts';
import { seedAddons, seedAdmin, seedBilling } from './admin';
import { seedCampaignCodes, seedCodeLists } from './coupons';
import { seedIndustries } from './industries';
import {
  BEAN_LOCATIONS, LITE_LOCATIONS, OTHER_LOCATIONS, TONY_LOCATIONS, seedLocations,
} from './locations';
import { BEAN_OFFERS, LITE_OFFERS, OTHER_OFFERS, TONY_OFFERS, seedOffers } from './offers';
import { seedActivity } from './proofs';
import { seedSway, seedTemplates } from './sway';
import { SEED, daysAgo, fake } from './util';
import { seedWidgets } from './widgets';

export { seedScale } from './scale';

/** True when the database already holds accounts (the demo or real data): seeding is skipped. */
export async function hasAccounts(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`1` }).from(accounts).limit(1);
  return rows.length > 0;
}

export async function seedDemo(db: Db): Promise<void> {
  if (await hasAccounts(db)) return;
  fake.seed(SEED);
  const now = new Date();
  await db.transaction(async (tx) => {
    const t: Db = tx;
    const industry = await seedIndustries(t);
    const biz = await seedBusinesses(t, now, industry);
    const acc = await seedAccounts(t, now, biz);
    await seedTemplates(t);
    await seedAddons(t);

    // Tony's Pizza: the full showcase.
    const tonySocial = { hashtags: ['#tonyspizza', '#slicelife'], instagram: ['@tonyspizza'], facebook: ['@TonysPizzaNYC'] };
    const tonyLoc = await seedLocations(t, now, biz.tony, TONY_LOCATIONS, tonySocial);
    const tonyOffers = await seedOffers(t, now, biz.tony, TONY_OFFERS, tonyLoc, industry.summaries, tonySocial);
    const tonyProofs = await seedActivity(t, now, {
      businessId: biz.tony, brand: "Tony's", businessStart: daysAgo(now, 425), offers: tonyOffers,
      locationIds: tonyLoc.ids, vouchers: 220, customers: 140, ticketCents: 3400, feedbackBy: acc.owner,
    });
    const tonySway = await seedSway(t, now, biz.tony, "Tony's", [
      { summary: 'Free pizza for a Google review', tasks: ['ONLINE_REVIEW'], addon: 'gift-card-10', pending: 8, reviewed: 30 },
      { summary: 'Free dessert for an Instagram post', tasks: ['INSTAGRAM_POST', 'TIK_TOK'], pending: 4, reviewed: 10, flow: {
        endType: 'WHATS_NEXT', level: 'OCR_PERMISSIVE',
        contact: { collect: ['FIRST_NAME', 'PHONE_NUMBER', 'INSTAGRAM_HANDLE'], required: ['FIRST_NAME', 'PHONE_NUMBER'], noDuplicates: ['PHONE_NUMBER'], sendVoucher: true },
      } },
      { summary: 'Summer slice giveaway', tasks: ['FACEBOOK_POST'], expired: true, pending: 0, reviewed: 6, flow: {
        level: 'AUTO', contact: { collect: ['EMAIL_ADDRESS', 'ZIP_CODE'], required: ['EMAIL_ADDRESS'], noDuplicates: [], otherOffersDays: 60 },
      } },
    ], acc.admin, tonySocial);
    const [mainSway = 0, secondSway = 0] = tonySway.offerIds;
    const firstOffer = tonyOffers[0];
    await seedCodeLists(t, biz.tony,
      { offerId: mainSway, summary: 'Free pizza for a Google review', proofs: tonySway.proofs },
      { offerId: firstOffer?.id ?? 0, summary: firstOffer?.summary ?? '', proofs: tonyProofs });
    await seedWidgets(t, now, biz.tony, "Tony's Pizza", [mainSway, secondSway]);
    await seedAdmin(t, now, biz.tony);
    await seedBilling(t, now, tonySway.proofs.filter((p) => p.swayOfferId === mainSway));

    // Bean There Coffee: the owner's second, smaller business.
    const beanSocial = { hashtags: ['#beantherecoffee'], instagram: ['@beanthere'], facebook: ['@BeanThereCoffee'] };
    const beanLoc = await seedLocations(t, now, biz.bean, BEAN_LOCATIONS, beanSocial);
    const beanOffers = await seedOffers(t, now, biz.bean, BEAN_OFFERS, beanLoc, industry.summaries, beanSocial);
    await seedActivity(t, now, {
      businessId: biz.bean, brand: 'Bean There', businessStart: daysAgo(now, 240), offers: beanOffers,
      locationIds: beanLoc.ids, vouchers: 60, customers: 45, ticketCents: 900, feedbackBy: acc.owner,
    });
    await seedSway(t, now, biz.bean, 'Bean There', [
      { summary: 'Free latte for an Instagram post', tasks: ['INSTAGRAM_POST'], addon: 'gift-card-5', pending: 2, reviewed: 4, flow: { level: 'OCR_STRICT', extraWords: ['latte'] } },
    ], acc.admin, beanSocial);

    // Lite Nails Studio: a CLIENT_LITE business without any proof (the empty timeline).
    const liteSocial = { hashtags: [], instagram: [], facebook: [] };
    const liteLoc = await seedLocations(t, now, biz.lite, LITE_LOCATIONS, liteSocial);
    await seedOffers(t, now, biz.lite, LITE_OFFERS, liteLoc, industry.summaries, liteSocial);
    // Its sway campaigns, shown beside the network ones in 'Campaigns'; no proofs yet.
    await seedSway(t, now, biz.lite, 'Lite Nails', [
      { summary: 'Free nail art for an Instagram post', tasks: ['INSTAGRAM_POST'], lite: true, pending: 0, reviewed: 0, flow: { level: 'OCR_MANUAL', extraWords: ['nailart'] } },
      { summary: 'Spring manicure special', tasks: ['ONLINE_REVIEW'], lite: true, expired: true, pending: 0, reviewed: 0 },
    ], acc.admin, liteSocial);

    // Other Gym: an unrelated tenant with data of its own, for isolation tests.
    const gymSocial = { hashtags: ['#othergym'], instagram: ['@othergym'], facebook: [] };
    const gymLoc = await seedLocations(t, now, biz.other, OTHER_LOCATIONS, gymSocial);
    const gymOffers = await seedOffers(t, now, biz.other, OTHER_OFFERS, gymLoc, industry.summaries, gymSocial);
    await seedActivity(t, now, {
      businessId: biz.other, brand: 'Other Gym', businessStart: daysAgo(now, 300), offers: gymOffers,
      locationIds: gymLoc.ids, vouchers: 30, customers: 25, ticketCents: 4900, feedbackBy: acc.other,
    });
    await seedSway(t, now, biz.other, 'Other Gym', [
      { summary: 'Free smoothie for a Google review', tasks: ['ONLINE_REVIEW'], pending: 3, reviewed: 2, flow: {
        claim: false, endType: 'WHATS_NEXT', contact: { collect: ['FIRST_NAME', 'EMAIL_ADDRESS', 'ADDRESS'], required: ['EMAIL_ADDRESS'], noDuplicates: ['EMAIL_ADDRESS'] },
      } },
    ], acc.admin, gymSocial);

    // Tony's counter campaign, approved automatically with a code of its own list: the claim
    // flow's demo from QR code to redeemed voucher (issue 12). Seeded last, so the random data
    // above stays what it was.
    const knots = await seedSway(t, now, biz.tony, "Tony's", [
      { summary: 'Free garlic knots for a post', tasks: ['INSTAGRAM_POST'], pending: 0, reviewed: 0, flow: {
        level: 'AUTO', contact: { collect: ['FIRST_NAME', 'EMAIL_ADDRESS', 'PHONE_NUMBER'], required: ['EMAIL_ADDRESS'], noDuplicates: ['EMAIL_ADDRESS'], sendVoucher: true },
      } },
    ], acc.admin, tonySocial);
    await seedCampaignCodes(t, biz.tony, knots.offerIds[0] ?? 0, 'Free garlic knots for a post', 40);
  });
}
