// Industries, sub-industries with their value settings (cents) and the offer-summary pick lists.
import type { Db } from '../client';
import { industries, industryCategories, offerSummaries } from '../schema';
import { insertIds } from './util';

interface CategorySeed {
  title: string;
  post: number;
  review: number;
  ticket: number;
  ratio: string;
  /** [summary, performance 1 Ok | 2 Great | 3 Best Performing] */
  summaries: [string, number][];
}

const CATALOGUE: Record<string, CategorySeed[]> = {
  Restaurants: [
    { title: 'Pizza', post: 2500, review: 3500, ticket: 3200, ratio: '0.3500', summaries: [
      ['Free appetizer with any entree', 3], ['Free garlic knots with any large pie', 3],
      ['Free slice with any drink', 2], ['Free dessert with any pizza', 2],
      ['$5 off any order over $25', 1], ['Free 2-liter soda with a large pie', 1],
    ] },
    { title: 'Coffee', post: 1500, review: 2500, ticket: 900, ratio: '0.4000', summaries: [
      ['Free pastry with any coffee', 3], ['Free drink upgrade to any size', 2],
      ['Buy one latte, get one free', 3], ['Free cold brew with any breakfast sandwich', 2],
      ['$2 off any espresso drink', 1],
    ] },
    { title: 'Burgers', post: 2000, review: 3000, ticket: 2400, ratio: '0.3000', summaries: [
      ['Free fries with any burger', 3], ['Free milkshake with any combo', 2], ['$3 off any combo meal', 1],
    ] },
  ],
  Fitness: [
    { title: 'Gym', post: 3000, review: 4500, ticket: 4900, ratio: '0.2500', summaries: [
      ['Free one-week pass', 3], ['Free personal training session', 3],
      ['Free smoothie after your workout', 2], ['50% off the first month', 2], ['Free guest pass', 1],
    ] },
    { title: 'Yoga', post: 2500, review: 4000, ticket: 2500, ratio: '0.3000', summaries: [
      ['Free first class', 3], ['Two classes for the price of one', 2], ['Free mat rental for a month', 1],
    ] },
  ],
  Beauty: [
    { title: 'Salon', post: 3500, review: 5000, ticket: 6500, ratio: '0.3000', summaries: [
      ['Free deep-conditioning treatment with any cut', 3], ['20% off your next color', 2],
      ['Free blowout with any service', 2], ['$10 off any service', 1],
    ] },
    { title: 'Nail Salon', post: 2000, review: 3500, ticket: 4000, ratio: '0.3500', summaries: [
      ['Free nail art with any manicure', 3], ['Free paraffin dip with any pedicure', 2],
      ['$5 off a gel manicure', 2], ['Free polish change', 1],
    ] },
  ],
};

export interface IndustryIds {
  /** Category id by title ('Pizza', 'Coffee', 'Gym', 'Nail Salon', ...). */
  categories: Record<string, number>;
  /** Offer summary id by its text. */
  summaries: Record<string, number>;
}

export async function seedIndustries(db: Db): Promise<IndustryIds> {
  const names = Object.keys(CATALOGUE);
  const industryIds = await insertIds(db, industries, names.map((title) => ({ title })));
  const result: IndustryIds = { categories: {}, summaries: {} };
  for (const [i, name] of names.entries()) {
    const seeds = CATALOGUE[name] ?? [];
    const ids = await insertIds(db, industryCategories, seeds.map((c) => ({
      industryId: industryIds[i] ?? 0,
      title: c.title,
      postMarketingValueCents: c.post,
      reviewMarketingValueCents: c.review,
      averageTicketValueCents: c.ticket,
      industryProofRatio: c.ratio,
    })));
    for (const [j, c] of seeds.entries()) {
      const id = ids[j] ?? 0;
      result.categories[c.title] = id;
      const summaryIds = await insertIds(db, offerSummaries, c.summaries.map(([summaryValue, performance]) => ({
        industryCategoryId: id, summaryValue, performance,
      })));
      c.summaries.forEach(([text], k) => { result.summaries[text] = summaryIds[k] ?? 0; });
    }
  }
  return result;
}

/** The first (best performing) summaries of a category, to name demo offers after. */
export function summariesOf(category: string): string[] {
  for (const seeds of Object.values(CATALOGUE)) {
    const found = seeds.find((c) => c.title === category);
    if (found) return found.summaries.map(([s]) => s);
  }
  return [];
}
