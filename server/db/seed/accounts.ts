// Demo businesses, accounts and memberships (spec 1 §3 Business/Account/User).
import type { Db } from '../client';
import { accounts, businesses, memberships } from '../schema';
import type { IndustryIds } from './industries';
import { daysAgo, demoImage, insertAll, insertIds } from './util';

export interface DemoBusinesses {
  tony: number;
  bean: number;
  lite: number;
  other: number;
}

export interface DemoAccounts {
  admin: number;
  owner: number;
  lite: number;
  other: number;
}

export async function seedBusinesses(db: Db, now: Date, ids: IndustryIds): Promise<DemoBusinesses> {
  const [tony = 0, bean = 0, lite = 0, other = 0] = await insertIds(db, businesses, [
    {
      title: "Tony's Pizza", comboTitle: "Tony's Pizza", brand: "Tony's", logoUrl: demoImage('logo-tonys'),
      createdAt: daysAgo(now, 425), industryCategoryId: ids.categories.Pizza,
      defaultHashtags: ['#tonyspizza', '#slicelife', '#brooklynpizza'],
      defaultInstagramMentions: ['@tonyspizza'], defaultFacebookMentions: ['@TonysPizzaNYC'],
      facebookReviewUrl: 'https://www.facebook.com/TonysPizzaNYC/reviews',
      postMarketingValueCents: 3000, averageTicketValueCents: 3400,
    },
    {
      title: 'Bean There Coffee', comboTitle: 'Bean There Coffee', brand: 'Bean There', logoUrl: demoImage('logo-bean'),
      createdAt: daysAgo(now, 240), industryCategoryId: ids.categories.Coffee,
      defaultHashtags: ['#beantherecoffee', '#coffeetime'], defaultInstagramMentions: ['@beanthere'],
      defaultFacebookMentions: ['@BeanThereCoffee'],
    },
    {
      title: 'Lite Nails Studio', comboTitle: 'Lite Nails Studio', brand: 'Lite Nails',
      createdAt: daysAgo(now, 10), industryCategoryId: ids.categories['Nail Salon'],
    },
    {
      title: 'Other Gym', comboTitle: 'Other Gym', brand: 'Other Gym', logoUrl: demoImage('logo-gym'),
      createdAt: daysAgo(now, 300), industryCategoryId: ids.categories.Gym,
      defaultHashtags: ['#othergym', '#fitfam'], defaultInstagramMentions: ['@othergym'],
    },
  ]);
  return { tony, bean, lite, other };
}

export async function seedAccounts(db: Db, now: Date, biz: DemoBusinesses): Promise<DemoAccounts> {
  const [admin = 0, owner = 0, lite = 0, other = 0, manager = 0] = await insertIds(db, accounts, [
    { email: 'admin@example.com', firstName: 'Ada', lastName: 'Admin', userType: 'ADMIN', currentBusinessId: biz.tony, createdAt: daysAgo(now, 500) },
    { email: 'owner@example.com', firstName: 'Olivia', lastName: 'Owner', userType: 'CLIENT', currentBusinessId: biz.tony, createdAt: daysAgo(now, 425) },
    { email: 'lite@example.com', firstName: 'Lena', lastName: 'Lite', userType: 'CLIENT_LITE', currentBusinessId: biz.lite, createdAt: daysAgo(now, 10) },
    { email: 'other@example.com', firstName: 'Oscar', lastName: 'Other', userType: 'CLIENT', currentBusinessId: biz.other, createdAt: daysAgo(now, 300) },
    { email: 'manager@example.com', firstName: 'Marco', lastName: 'Manager', userType: 'CLIENT', currentBusinessId: biz.tony, createdAt: daysAgo(now, 200) },
  ]);
  await insertAll(db, memberships, [
    { accountId: owner, businessId: biz.tony, createdAt: daysAgo(now, 425), lastUsedAt: daysAgo(now, 1) },
    { accountId: owner, businessId: biz.bean, createdAt: daysAgo(now, 240), lastUsedAt: daysAgo(now, 3) },
    { accountId: manager, businessId: biz.tony, createdAt: daysAgo(now, 200), lastUsedAt: daysAgo(now, 7) },
    { accountId: lite, businessId: biz.lite, createdAt: daysAgo(now, 10), lastUsedAt: daysAgo(now, 2) },
    { accountId: other, businessId: biz.other, createdAt: daysAgo(now, 300), lastUsedAt: daysAgo(now, 1) },
  ]);
  return { admin, owner, lite, other };
}
