// The widget entries of the endpoint table (contract/api/widgets.ts; spec 3 §7): the social proof
// widget on the business the user is in, and the Wall Of Love (ADMIN). Another business's item,
// proof or access key answers like a missing one.
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { WIDGET_MESSAGES } from '../../contract/socialProofs';
import { SOCIAL_PROOF_LIMITS } from '../../contract/validation/socialProof';
import { businesses, proofs, socialProofs, wallOfLoveConfigs } from '../db/schema';
import { businessOf } from '../auth/session';
import { HttpError, notFound } from '../http-error';
import { isUniqueViolation } from '../db/sql';
import {
  CUSTOMER_AVATAR, enableWidget, newAccessKey, platformOfProof, socialProofToContract, socialProofValues, widgetSettingsOf,
} from '../domain/widgets/socialProofs';
import { socialProofSnippet, wallOfLoveSnippet } from '../domain/widgets/snippet';
import { verifyInstallation } from '../domain/widgets/verifyInstallation';
import type { RouteModule } from './endpoints';

const LIST_LIMIT = 500;

const widgetRoutes: RouteModule = (app) => {
  const db = app.db;
  const { publicUrl } = app.config;

  const installDetails = (row: { accessKey: string; installUrl: string | null }) => ({
    access_key: row.accessKey, snippet: socialProofSnippet(publicUrl, row.accessKey), install_url: row.installUrl || null,
  });
  const wallToContract = (row: typeof wallOfLoveConfigs.$inferSelect) => ({
    access_key: row.accessKey, type: row.type, color_proof_border: row.colorProofBorder,
    color_carousel_indicator_button: row.colorCarouselIndicatorButton, install_snippet: wallOfLoveSnippet(publicUrl, row.accessKey),
  });
  const wallsOf = async (businessId: number) => ({
    socialProofConfigurations: (await db.select().from(wallOfLoveConfigs).where(eq(wallOfLoveConfigs.businessId, businessId))
      .orderBy(asc(wallOfLoveConfigs.id))).map(wallToContract),
  });

  return {
    getSocialProofs: async (request) => {
      const businessId = businessOf(request);
      const [settings, rows] = await Promise.all([
        widgetSettingsOf(db, businessId),
        db.select().from(socialProofs).where(eq(socialProofs.businessId, businessId))
          .orderBy(desc(socialProofs.date), desc(socialProofs.id)).limit(LIST_LIMIT),
      ]);
      return { enabled: settings?.enabled ?? false, socialProofs: rows.map(socialProofToContract) };
    },

    enableSocialProofWidget: async (request) => installDetails(await enableWidget(db, businessOf(request))),

    getWidgetInstallSnippet: async (request) => {
      const settings = await widgetSettingsOf(db, businessOf(request));
      if (!settings?.enabled) throw new HttpError(409, WIDGET_MESSAGES.notEnabled);
      return installDetails(settings);
    },

    createSocialProof: async (request) => {
      const [row] = await db.insert(socialProofs).values({ businessId: businessOf(request), ...socialProofValues(request.body) }).returning();
      if (!row) throw new Error('social proof insert returned no row');
      return socialProofToContract(row);
    },

    updateSocialProof: async (request) => {
      const [row] = await db.update(socialProofs).set(socialProofValues(request.body))
        .where(and(eq(socialProofs.id, request.params.id), eq(socialProofs.businessId, businessOf(request)))).returning();
      if (!row) throw notFound('Social proof not found');
      return socialProofToContract(row);
    },

    createSocialProofFromProof: async (request) => {
      const businessId = businessOf(request);
      const [proof] = await db.select({
        id: proofs.id, type: proofs.proofType, status: proofs.reviewStatus, consent: proofs.showConsent, firstName: proofs.firstName,
        message: proofs.messageContent, image: proofs.proofImageUrl, date: proofs.proofDate, brand: businesses.brand,
      }).from(proofs).innerJoin(businesses, eq(businesses.id, proofs.businessId))
        .where(and(eq(proofs.id, request.params.id), eq(proofs.businessId, businessId), isNull(proofs.deletedAt))).limit(1);
      if (!proof) throw notFound('Proof not found');
      if (proof.status !== 'APPROVED') throw new HttpError(409, WIDGET_MESSAGES.notApproved);
      if (!proof.consent) throw new HttpError(409, WIDGET_MESSAGES.noConsent);
      const platform = platformOfProof(proof.type);
      const message = (proof.message?.trim() || `Shared a visit to ${proof.brand} on ${platform[0]}${platform.slice(1).toLowerCase()}`).slice(0, SOCIAL_PROOF_LIMITS.message);
      try {
        const [row] = await db.insert(socialProofs).values({
          businessId, proofId: proof.id, type: 'POST', platform, statusCode: 'ACTIVE', message, date: proof.date,
          imgUrl: proof.image, avatarImgUrl: CUSTOMER_AVATAR, businessName: proof.brand, influencerName: proof.firstName?.trim() || 'A customer',
        }).returning();
        if (!row) throw new Error('social proof insert returned no row');
        return socialProofToContract(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, WIDGET_MESSAGES.alreadyShown);
        throw error;
      }
    },

    verifyWidgetInstallation: async (request) => {
      const settings = await widgetSettingsOf(db, businessOf(request));
      if (!settings?.enabled) throw new HttpError(422, WIDGET_MESSAGES.notEnabled);
      const result = await verifyInstallation({
        installUrl: settings.installUrl, accessKey: settings.accessKey, allowPrivateAddresses: app.config.widgetVerifyPrivateAddresses,
      });
      if (!result.installed) throw new HttpError(422, result.reason);
      return { message: WIDGET_MESSAGES.installed };
    },

    getWallsOfLove: async (request) => wallsOf(businessOf(request)),

    enableWallOfLove: async (request) => {
      const businessId = businessOf(request);
      await db.transaction(async (tx) => {
        // One business enabling twice at once makes one pair: the lock orders the two requests.
        await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId)).for('update');
        const [existing] = await tx.select({ id: wallOfLoveConfigs.id }).from(wallOfLoveConfigs).where(eq(wallOfLoveConfigs.businessId, businessId)).limit(1);
        if (existing) return;
        await tx.insert(wallOfLoveConfigs).values([
          { businessId, accessKey: newAccessKey(), type: 'CAROUSEL' },
          { businessId, accessKey: newAccessKey(), type: 'PINTEREST' },
        ]);
      });
      return wallsOf(businessId);
    },

    updateWallOfLoveColor: async (request) => {
      const businessId = businessOf(request);
      const { field, value } = request.body;
      const where = and(eq(wallOfLoveConfigs.accessKey, request.params.accessKey), eq(wallOfLoveConfigs.businessId, businessId));
      const [config] = await db.select().from(wallOfLoveConfigs).where(where).limit(1);
      if (!config) throw notFound(WIDGET_MESSAGES.wallNotFound);
      if (field === 'color_carousel_indicator_button' && config.type !== 'CAROUSEL') throw new HttpError(409, WIDGET_MESSAGES.indicatorCarouselOnly);
      const set = field === 'color_proof_border' ? { colorProofBorder: value } : { colorCarouselIndicatorButton: value };
      const [row] = await db.update(wallOfLoveConfigs).set(set).where(where).returning();
      return wallToContract(row ?? config);
    },
  };
};

export default widgetRoutes;
