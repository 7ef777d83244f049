// Setup progress (spec 1 §2 Setup, §3): derived from what the business actually did, never from
// a flag. Social: a default hashtag or a default Instagram/Facebook mention is set. Locations: an
// active location exists. Offers: an offer exists.
import { sql } from 'drizzle-orm';

export interface SetupState {
  social_setup: boolean;
  locations_setup: boolean;
  offers_setup: boolean;
  setup_progress: number;
}

/** 33 per completed step; 98 or more shows as 100. */
export function setupProgress(steps: boolean[]): number {
  const raw = steps.filter(Boolean).length * 33;
  return raw >= 98 ? 100 : raw;
}

/**
 * The three steps as boolean columns social, locations, offers of the business aliased `b`, so
 * that the business and its setup are read in one statement.
 */
export const setupStepColumns = sql`
      (cardinality(b.default_hashtags) + cardinality(b.default_instagram_mentions)
        + cardinality(b.default_facebook_mentions) > 0) as social,
      exists(select 1 from locations l where l.business_id = b.id and l.archived = false) as locations,
      exists(select 1 from offers o where o.business_id = b.id) as offers`;

export function setupState(row: { social: boolean; locations: boolean; offers: boolean }): SetupState {
  const steps = [Boolean(row.social), Boolean(row.locations), Boolean(row.offers)];
  return { social_setup: steps[0], locations_setup: steps[1], offers_setup: steps[2], setup_progress: setupProgress(steps) };
}
