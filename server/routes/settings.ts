// getSettings, updateBusinessSettings (ADMIN), updateSocialDefaults, updateBusinessValue and
// updateSocialProofSettings (ADMIN) of the endpoint table (contract/api/settings.ts; spec 2 §7,
// spec 3 §5). Money is kept in cents, shown in dollars.
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { centsToDollars, dollarsToCents, normalizeHashtags, normalizeMentions } from '../../contract/validation';
import { businesses, industryCategories, socialProofSettings } from '../db/schema';
import { businessOf, isAdmin } from '../auth/session';
import { notFound } from '../http-error';
import { onSite, sitePath } from '../lib/siteUrl';
import type { RouteModule } from './endpoints';

const settings: RouteModule = (app) => {
  const db = app.db;
  const { publicUrl } = app.config;
  return {
    getSettings: async (request) => {
      const businessId = businessOf(request);
      const [b] = await db.select().from(businesses).where(eq(businesses.id, businessId)).limit(1);
      if (!b) throw notFound('Business not found');
      const [cat] = b.industryCategoryId == null ? [] : await db.select().from(industryCategories).where(eq(industryCategories.id, b.industryCategoryId)).limit(1);
      const [sp] = isAdmin(request) ? await db.select().from(socialProofSettings).where(eq(socialProofSettings.businessId, businessId)).limit(1) : [];
      return {
        business: { brand: b.brand, title: b.title, logo_url: b.logoUrl, industryCategoryId: b.industryCategoryId, chargebee_customer_id: b.chargebeeCustomerId },
        social: {
          default_hashtags: b.defaultHashtags, default_instagram_mentions: b.defaultInstagramMentions,
          default_facebook_mentions: b.defaultFacebookMentions, facebook_review_url: b.facebookReviewUrl,
        },
        value: {
          post_marketing_value: centsToDollars(b.postMarketingValueCents),
          review_marketing_value: centsToDollars(b.reviewMarketingValueCents),
          average_ticket_value: centsToDollars(b.averageTicketValueCents),
        },
        valueDefaults: {
          post_marketing_value: centsToDollars(cat?.postMarketingValueCents),
          review_marketing_value: centsToDollars(cat?.reviewMarketingValueCents),
          average_ticket_value: centsToDollars(cat?.averageTicketValueCents),
        },
        socialProof: !isAdmin(request) ? null : {
          verified_by_name: sp?.verifiedByName ?? '', verified_by_icon: onSite(publicUrl, sp?.verifiedByIcon ?? ''), install_url: sp?.installUrl ?? '',
          time_between_posts: sp?.timeBetweenPosts ?? 8, cycle_delay: sp?.cycleDelay ?? 30, enabled: sp?.enabled ?? false,
        },
      };
    },

    updateBusinessSettings: async (request) => {
      const { brand, title, logo_url: logoUrl, industryCategoryId, chargebee_customer_id: customer } = request.body;
      if (industryCategoryId != null) {
        const [cat] = await db.select({ id: industryCategories.id }).from(industryCategories).where(eq(industryCategories.id, industryCategoryId)).limit(1);
        if (!cat) throw notFound('Sub-industry not found');
      }
      await db.update(businesses).set({
        brand, title, logoUrl: logoUrl || null, industryCategoryId, ...(customer === undefined ? {} : { chargebeeCustomerId: customer || null }),
      }).where(eq(businesses.id, businessOf(request)));
      return { ok: true as const };
    },

    updateSocialDefaults: async (request) => {
      const b = request.body;
      await db.update(businesses).set({
        defaultHashtags: normalizeHashtags(b.default_hashtags),
        defaultInstagramMentions: normalizeMentions(b.default_instagram_mentions),
        defaultFacebookMentions: normalizeMentions(b.default_facebook_mentions),
        facebookReviewUrl: b.facebook_review_url || null,
      }).where(eq(businesses.id, businessOf(request)));
      return { ok: true as const };
    },

    updateBusinessValue: async (request) => {
      const v = request.body;
      await db.update(businesses).set({
        postMarketingValueCents: dollarsToCents(v.post_marketing_value),
        reviewMarketingValueCents: dollarsToCents(v.review_marketing_value),
        averageTicketValueCents: dollarsToCents(v.average_ticket_value),
      }).where(eq(businesses.id, businessOf(request)));
      return { ok: true as const };
    },

    updateSocialProofSettings: async (request) => {
      const s = request.body;
      const values = {
        verifiedByName: s.verified_by_name, verifiedByIcon: sitePath(publicUrl, s.verified_by_icon), installUrl: s.install_url,
        timeBetweenPosts: Number(s.time_between_posts), cycleDelay: Number(s.cycle_delay),
      };
      await db.insert(socialProofSettings)
        .values({ businessId: businessOf(request), accessKey: randomBytes(16).toString('hex'), ...values })
        .onConflictDoUpdate({ target: socialProofSettings.businessId, set: values });
      return { ok: true as const };
    },
  };
};

export default settings;
