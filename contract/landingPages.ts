// Sway offers landing pages (spec 3 §3 Landing page, §4, §8): a public page of a business listing
// several campaigns in order, with its own colours, texts and images.
import { z } from 'zod';
import { serialId } from './common';
import { optionalImageUrl, zodRule } from './validation';

export const LANDING_LIMITS = { name: 100, slugMin: 3, slugMax: 60, summary: 300, text: 1000, offers: 50 } as const;

/** The customisable parts of a page, by map (spec 3 §3 layout_data: colours, text and images). */
export const LANDING_COLORS = ['background', 'text', 'accent', 'button_text'] as const;
export const LANDING_TEXTS = ['headline', 'intro', 'footer'] as const;
export const LANDING_IMAGES = ['logo', 'hero'] as const;

/** Paths of the product's own host that a custom URL may not take. */
export const RESERVED_SLUGS = ['api', 'admin', 'auth', 'p', 'c', 'lp', 'share', 'dev', 'uploads', 'demo', 'static', 'socialproof', 'swaywalloflove', 'new', 'edit', 'preview'];

export const LANDING_MESSAGES = {
  slug: 'Use lower-case letters, digits and dashes (3 to 60)',
  reserved: 'This address is reserved: choose another',
  taken: 'This address is already used by another page',
  duplicate: 'This campaign is already on the page',
  expired: 'An expired campaign cannot be added',
  unknownOffer: 'This campaign is not one of the business\'s',
} as const;

export const customUrlRule = (value: unknown): string | undefined => {
  const v = typeof value === 'string' ? value.trim() : '';
  if (v === '') return undefined;
  if (!new RegExp(`^[a-z0-9](?:[a-z0-9-]{${LANDING_LIMITS.slugMin - 2},${LANDING_LIMITS.slugMax - 2}})[a-z0-9]$`).test(v) || v.includes('--')) return LANDING_MESSAGES.slug;
  return RESERVED_SLUGS.includes(v) ? LANDING_MESSAGES.reserved : undefined;
};

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const color = z.string().trim().regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour such as #d32f2f');
const image = text(2000).superRefine(zodRule(optionalImageUrl));

export const layoutData = z.object({
  colors: z.partialRecord(z.enum(LANDING_COLORS), color).default({}),
  text: z.partialRecord(z.enum(LANDING_TEXTS), text(LANDING_LIMITS.text)).default({}),
  images: z.partialRecord(z.enum(LANDING_IMAGES), image).default({}),
});
export type LayoutData = z.infer<typeof layoutData>;

export const landingPageOffer = z.object({
  offer_id: z.number(),
  ordinal: z.number(),
  /** What this page says about the campaign; the campaign's own summary when not set. */
  offer_summary: z.string(),
  campaign_summary: z.string(),
  expired: z.boolean(),
  offer_image_url: z.string().nullable(),
  short_url_id: z.string().nullable(),
});
export type LandingPageOffer = z.infer<typeof landingPageOffer>;

export const landingPageListItem = z.object({
  id: z.number(),
  landing_page_name: z.string(),
  custom_url: z.string().nullable(),
  public_url: z.string().nullable(),
});
export const landingPageList = z.array(landingPageListItem);

export const landingPage = landingPageListItem.extend({
  layout_data: z.object({
    colors: z.record(z.string(), z.string()),
    text: z.record(z.string(), z.string()),
    images: z.record(z.string(), z.string()),
  }),
  sway_offers: z.array(landingPageOffer),
});
export type LandingPage = z.infer<typeof landingPage>;

export const landingPageIdParams = z.object({ id: serialId });

/** PUT offersLandingPage/sway/{id}: name and custom URL saved on blur or Enter, and the layout. */
/** A blank name left an empty entry in the page selector (issue 34). */
export const LANDING_NAME_REQUIRED = 'Enter a name for the landing page';

export const landingPageUpdate = z.object({
  landingPageName: text(LANDING_LIMITS.name).min(1, LANDING_NAME_REQUIRED).optional(),
  customUrl: z.string().trim().toLowerCase().superRefine(zodRule(customUrlRule)).nullable().optional(),
  layoutData: layoutData.optional(),
}).strict();
export type LandingPageUpdate = z.input<typeof landingPageUpdate>;

/** PUT offersLandingPage/sway/{id}/offers: the page's campaigns in order (reindexed from 0). */
export const landingPageOffersUpdate = z.object({
  swayOffers: z.array(z.object({
    offer_id: serialId,
    ordinal: z.number().int().min(0),
    offer_summary: text(LANDING_LIMITS.summary).optional(),
  })).max(LANDING_LIMITS.offers, `At most ${LANDING_LIMITS.offers} campaigns`),
});
export type LandingPageOffersUpdate = z.input<typeof landingPageOffersUpdate>;

export const swayLookupParams = z.object({ text: z.string().trim().min(1).max(100) });
export const swayLookupReply = z.array(z.object({ id: z.number(), offer_summary: z.string(), expired: z.boolean() }));
