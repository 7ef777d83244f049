// Demo social proof widget items and settings, a Wall Of Love and a landing page (spec 3 §3).
import type { Db } from '../client';
import {
  landingPageOffers, landingPages, socialProofSettings, socialProofs, wallOfLoveConfigs,
} from '../schema';
import { newAccessKey } from '../../domain/widgets/socialProofs';
import { daysAgo, demoImage, fake, insertAll, insertIds } from './util';

type Platform = 'INSTAGRAM' | 'FACEBOOK' | 'GOOGLE';
type Status = 'ACTIVE' | 'DRAFT' | 'ARCHIVED' | 'REMOVED_CLIENT' | 'REMOVED_INFLUENCER';

const ITEMS: { type: 'POST' | 'REVIEW'; platform: Platform; status: Status; message: string; rating?: string }[] = [
  { type: 'POST', platform: 'INSTAGRAM', status: 'ACTIVE', message: 'Friday night pizza with the crew. That crust though!' },
  { type: 'REVIEW', platform: 'GOOGLE', status: 'ACTIVE', message: 'Best slice in Brooklyn, hands down. Friendly staff and quick service.', rating: '5.0' },
  { type: 'POST', platform: 'FACEBOOK', status: 'ACTIVE', message: 'Birthday dinner done right. Thanks for the free garlic knots!' },
  { type: 'REVIEW', platform: 'FACEBOOK', status: 'ACTIVE', message: 'Great value and the sauce is amazing.', rating: '4.5' },
  { type: 'REVIEW', platform: 'GOOGLE', status: 'ACTIVE', message: 'Good pizza, a bit of a wait on weekends.', rating: '4.0' },
  { type: 'POST', platform: 'INSTAGRAM', status: 'DRAFT', message: 'New favorite lunch spot.' },
  { type: 'POST', platform: 'INSTAGRAM', status: 'ARCHIVED', message: 'Summer special was a hit.' },
  { type: 'REVIEW', platform: 'GOOGLE', status: 'REMOVED_INFLUENCER', message: 'Solid pie, would come back.', rating: '3.5' },
];

export function accessKey(): string {
  return fake.string.alphanumeric({ length: 24, casing: 'lower' });
}

export async function seedWidgets(
  db: Db, now: Date, businessId: number, businessName: string, swayOfferIds: number[],
): Promise<void> {
  await insertAll(db, socialProofs, ITEMS.map((it, i) => ({
    businessId, type: it.type, platform: it.platform, statusCode: it.status, rating: it.rating ?? null,
    locationCity: it.type === 'REVIEW' ? 'Brooklyn' : null, locationState: it.type === 'REVIEW' ? 'NY' : null,
    date: daysAgo(now, 5 + i * 9), message: it.message,
    imgUrl: it.type === 'POST' ? demoImage(it.platform === 'INSTAGRAM' ? 'instagram-post' : 'facebook-post') : null,
    avatarImgUrl: demoImage('avatar'), businessName, influencerName: fake.person.fullName(),
    viewCount: fake.number.int({ min: 10, max: 2500 }), createdAt: daysAgo(now, 5 + i * 9),
  })));
  await db.insert(socialProofSettings).values({
    // A site path, like every demo image: the server gives it its own address where it is shown.
    businessId, enabled: true, accessKey: accessKey(), verifiedByName: 'Sway', verifiedByIcon: demoImage('verified'),
    timeBetweenPosts: 8, cycleDelay: 30, installUrl: 'https://www.tonyspizza.example/',
  });
  await db.insert(wallOfLoveConfigs).values({
    businessId, accessKey: accessKey(), type: 'CAROUSEL', colorProofBorder: '#d32f2f', colorCarouselIndicatorButton: '#1976d2',
  });
  // The wall layout too, so both kinds of panel show; its key is not drawn from faker, so the seeded sequence stays.
  await db.insert(wallOfLoveConfigs).values({ businessId, accessKey: newAccessKey(), type: 'PINTEREST', colorProofBorder: '#6a1b9a' });
  const [pageId = 0] = await insertIds(db, landingPages, [{
    businessId, landingPageName: `${businessName} rewards`, customUrl: 'tonys-rewards',
    // Only the keys the landing page editor writes (contract/landingPages.ts layoutData), so the page saves back unchanged (issue 36 finding 6).
    layoutData: {
      colors: { background: '#fff8f0', accent: '#d32f2f', text: '#222222' },
      text: { headline: `Get rewarded at ${businessName}`, intro: 'Share your visit, earn a treat.' },
      images: { hero: demoImage('offer-sway'), logo: demoImage('logo-tonys') },
    },
  }]);
  await insertAll(db, landingPageOffers, swayOfferIds.map((swayOfferId, ordinal) => ({ landingPageId: pageId, swayOfferId, ordinal })));
}
