// /c/{code}: a sway campaign's public page and claim flow (issue 12; spec 3 §3 Flow; DESIGN §6),
// reached from the campaign's short link and from each per-location link (the location is kept
// on the proof). Each screen is a server-rendered form (customer/flow/render.ts, the same code as
// the console's preview) that posts its step here; the only script is the screenshot upload.
// The claim's state lives in a row named by an HttpOnly cookie scoped to this link, so a flow
// left at any step resumes on the same phone, and nothing reaches the business until the last
// step completes it (server/domain/claims/complete.ts).
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { IMAGE_EXTENSIONS, type ImageExtension } from '../../contract/uploads';
import { FLOW_SCREENS, type FlowScreen } from '../../contract/swayFlowRules';
import { renderFlowScreen, type ClaimForm } from '../../customer/flow/render';
import { claims, proofs } from '../db/schema';
import { queryRows } from '../db/sql';
import { HttpError } from '../http-error';
import { campaignByLink, campaignView, closedTo, endScreen, nextStep, stepReached, stepsBeforeEnd, type Campaign } from '../domain/claims/campaign';
import { checkContactAnswers, normalContact } from '../domain/claims/contactAnswers';
import { completeClaim, type CompletionTimes } from '../domain/claims/complete';
import { hashAhead } from '../domain/claims/screenshotHashes';
import { createContactLimiter } from '../domain/claims/contactLimiter';
import { currentHint, startHint } from '../domain/claims/hint';
import { campaignPath, voucherPath as voucherPagePath } from '../domain/claims/links';
import { acceptForms, customerPage, linkNotFound, messagePage } from './customerPage';
import { scriptUrl } from './customerScripts';
import { changeScreenshot, hintAnswer, hintBlock } from './claimHint';
import { recoveryLink } from './recovery';
import { clearFlash, readFlash, setFlash, type Flash } from './stepFlash';
import { cookieOf, setCookie } from './cookies';

const COOKIE = 'swc';
const CLAIM_ID = /^[A-Za-z0-9_-]{32}$/;
/** Signed upload URLs one claim may ask for (retries and a changed mind included). */
const UPLOADS_PER_CLAIM = 10;
const CLAIM_DAYS = 30;

type Claim = typeof claims.$inferSelect;

function cookieClaimId(request: FastifyRequest): string | null {
  const value = cookieOf(request, COOKIE);
  return value && CLAIM_ID.test(value) ? value : null;
}

function setClaimCookie(request: FastifyRequest, reply: FastifyReply, code: string, id: string) {
  setCookie(request, reply, COOKIE, id, `/c/${code}`, CLAIM_DAYS * 86_400);
}

const unavailable = (reply: FastifyReply, campaign: Campaign) => messagePage(reply, 410, `${campaign.brand}: this offer is not available`,
  `${campaign.brand}: this offer is not available`, 'This campaign has ended. Thank you for your interest — ask us about our current offers on your next visit.');
const notFoundPage = linkNotFound;

const routes: FastifyPluginAsync = async (app) => {
  const contactLimiter = createContactLimiter(app);
  // Steps are counted per claim (many customers share a shop's wifi address), new claims per address.
  const perClaim = app.createRateLimit({ max: 30, timeWindow: 60_000, keyGenerator: (req) => `claim:${cookieClaimId(req)}` });
  const starts = app.createRateLimit({ max: app.config.claimStartsPerIp, timeWindow: 60_000, keyGenerator: (req) => `claim-start:${req.ip}` });
  const limited = async (limiter: typeof starts, request: FastifyRequest) => {
    // A request without a claim has nothing to count per claim; starting one is counted by address.
    if (limiter === perClaim && !cookieClaimId(request)) return false;
    const result = await limiter(request);
    return !result.isAllowed && result.isExceeded;
  };
  const tooMany = (reply: FastifyReply) => messagePage(reply, 429, 'Too many tries', 'Too many tries', 'Please wait a minute, then try again.');
  acceptForms(app);

  /** Where a completed claim ends: its voucher's page, or none for a what's-next flow. */
  async function voucherPath(claim: Claim): Promise<string | null> {
    if (claim.voucherId == null) return null;
    const [voucher] = await queryRows<{ public_key: string }>(app.db, sql`select public_key from vouchers where id = ${claim.voucherId}`);
    return voucher ? voucherPagePath(voucher.public_key) : null;
  }

  /**
   * The claim this phone is on. A claim whose proof was refused is over: the campaign's link (and
   * the denial's retry link, links.ts) then starts a fresh attempt instead of showing the refusal.
   */
  async function claimOf(request: FastifyRequest, campaign: Campaign): Promise<Claim | null> {
    const id = cookieClaimId(request);
    if (!id) return null;
    const [row] = await app.db.select({ claim: claims, reviewStatus: proofs.reviewStatus }).from(claims)
      .leftJoin(proofs, eq(proofs.id, claims.proofId))
      .where(and(eq(claims.id, id), eq(claims.swayOfferId, campaign.offer.id))).limit(1);
    if (!row || row.reviewStatus === 'DENIED') return null;
    // So is a claim still on its screenshot step with every upload used (failed tries, a changed
    // mind): the link starts afresh, so no phone is locked out of a campaign for the cookie's 30 days.
    // New claims are counted per address (CLAIM_STARTS_PER_IP), so uploads stay bounded.
    const { claim } = row;
    if (claim.proofId == null && claim.uploadGrants >= UPLOADS_PER_CLAIM && (claim.step === 'campaign' || claim.step === 'claim')) return null;
    return claim;
  }

  function render(reply: FastifyReply, campaign: Campaign, screen: FlowScreen, form: Omit<ClaimForm, 'action' | 'uploadAction'>, status = 200) {
    const base = campaignPath(campaign.code);
    const scripts = [...(screen === 'claim' ? [scriptUrl('claimUpload')] : []), ...(screen === 'campaign' || screen === 'claim' ? [scriptUrl('copyTags')] : []),
      ...(form.hint?.message.includes('data-hint=') ? [scriptUrl('claimHint')] : [])];
    // The first screen, and an "already claimed" answer, offer the way back to an earned reward.
    const recover = screen === 'campaign' || status === 409 ? `<div class="sw"><div class="sw-body">${recoveryLink(base)}</div></div>` : '';
    const html = renderFlowScreen(screen, campaignView(campaign), { actions: true, form: { ...form, action: `${base}/step`, uploadAction: `${base}/upload` } }) + recover;
    const title = campaign.offer.metaTitle || `${campaign.offer.offerSummary} — ${campaign.brand}`;
    return customerPage(reply, status, { title, description: campaign.offer.metaDescription ?? '', body: html, scripts });
  }

  function renderEnd(reply: FastifyReply, campaign: Campaign, claim: Claim) {
    const html = renderFlowScreen(endScreen(campaign.flow), campaignView(campaign), {
      actions: false, endNote: '<p class="sw-pending" role="status">Thank you! Your post was received.</p>',
    });
    return customerPage(reply, 200, { title: `Thank you — ${campaign.brand}`, body: html, noStore: Boolean(claim) });
  }

  app.get<{ Params: { code: string } }>('/c/:code', { config: { public: true } }, async (request, reply) => {
    const campaign = await campaignByLink(app.db, request.params.code);
    if (!campaign) return notFoundPage(reply);
    const claim = await claimOf(request, campaign);
    if (claim?.proofId != null) {
      const voucher = await voucherPath(claim);
      return voucher ? reply.redirect(voucher, 303) : renderEnd(reply, campaign, claim);
    }
    if (closedTo(campaign, claim)) return unavailable(reply, campaign);
    const step = claim && (FLOW_SCREENS as readonly string[]).includes(claim.step) && stepsBeforeEnd(campaign.flow).includes(claim.step as FlowScreen)
      ? claim.step as FlowScreen : 'campaign';
    reply.header('cache-control', 'no-store');
    // A step refused a moment ago (post/redirect/get): its errors are shown once, on this screen.
    const flash = readFlash(request);
    if (flash) clearFlash(request, reply, campaign.code);
    const shown = flash?.screen === step ? flash : null;
    // The contact step says what the screenshot's reading could not see (help before submitting).
    const hint = step === 'contactInfo' && claim
      ? hintBlock(campaignPath(campaign.code), currentHint(claim.hint, claim.imageUrl)) ?? (claim.imageUrl ? changeScreenshot(campaignPath(campaign.code)) : undefined)
      : undefined;
    // A screenshot uploaded but not yet sent on with Continue survives a reload: the newest granted upload, once it arrived.
    const granted = step === 'claim' && claim?.grantedImageUrl && claim.grantedImageUrl !== claim.imageUrl && (await uploaded(claim.grantedImageUrl)) ? claim.grantedImageUrl : null;
    return render(reply, campaign, step, { values: claim?.answers ?? {}, errors: shown?.errors ?? {}, imageUrl: granted ?? claim?.imageUrl, hint }, shown?.status ?? 200);
  });

  /** A refused step: its errors go to the page by a redirect, so a reload neither posts again nor loses the upload. */
  function failed(request: FastifyRequest, reply: FastifyReply, campaign: Campaign, flash: Flash) {
    setFlash(request, reply, campaign.code, flash);
    return reply.redirect(campaignPath(campaign.code), 303);
  }

  app.post<{ Params: { code: string }; Body: Record<string, string> }>('/c/:code/step', { config: { public: true } }, async (request, reply) => {
    const received = performance.now();
    if (await limited(perClaim, request)) return tooMany(reply);
    const campaign = await campaignByLink(app.db, request.params.code);
    if (!campaign) return notFoundPage(reply);
    const body = typeof request.body === 'object' && request.body ? request.body : {};
    let claim = await claimOf(request, campaign);
    const back = () => reply.redirect(campaignPath(campaign.code), 303);
    // A completed claim (a double tap, a retry): the same end as the first answer.
    if (claim?.proofId != null) return reply.redirect((await voucherPath(claim)) ?? campaignPath(campaign.code), 303);
    if (closedTo(campaign, claim)) return unavailable(reply, campaign);
    const steps = stepsBeforeEnd(campaign.flow);
    const step = steps.find((s) => s === body.step);
    if (!step) return back();
    if (!claim) {
      if (step !== 'campaign') return back();
      if (await limited(starts, request)) return tooMany(reply);
      const [created] = await app.db.insert(claims).values({
        id: randomBytes(24).toString('base64url'), businessId: campaign.offer.businessId, swayOfferId: campaign.offer.id,
        linkCode: campaign.code, locationId: campaign.location?.id ?? null, step: 'campaign',
      }).returning();
      claim = created!;
      setClaimCookie(request, reply, campaign.code, claim.id);
    }

    // The flow's order is the server's (issue 32): a step is taken only once every step before it
    // was, so a form posted out of turn creates nothing and the page shows the step to do next.
    if (!stepReached(steps, claim.step, step)) return back();

    let answers = claim.answers ?? {};
    let imageUrl = claim.imageUrl;
    if (step === 'claim') {
      imageUrl = (body.image_url ?? '').trim();
      if (!imageUrl || imageUrl !== claim.grantedImageUrl || !(await uploaded(imageUrl))) {
        return failed(request, reply, campaign, { screen: 'claim', status: 422, errors: { image_url: 'Upload a screenshot of your post to continue' } });
      }
      await app.db.update(claims).set({ imageUrl, updatedAt: new Date() }).where(eq(claims.id, claim.id));
      // Hashed now, ahead of the hint's reading, so the contact step does not wait for it (issue 38).
      hashAhead(app, imageUrl);
      // Read in the background for the contact step's hint; the same screenshot posted again keeps its reading.
      if (claim.hint?.imageUrl !== imageUrl) await startHint(app, claim.id, campaign, imageUrl);
    }
    // What was typed is kept on the claim, so a refused step shows it again: written with the step's
    // refusal or its move on, and by the completion itself (one statement fewer on its way).
    const keepAnswers = () => app.db.update(claims).set({ answers, updatedAt: new Date() }).where(eq(claims.id, claim.id));
    if (step === 'contactInfo') {
      const checked = checkContactAnswers(campaign.flow.contact_info_data, body);
      answers = checked.values;
      const contactKey = answers.EMAIL_ADDRESS ? normalContact('EMAIL_ADDRESS', answers.EMAIL_ADDRESS)
        : answers.PHONE_NUMBER ? normalContact('PHONE_NUMBER', answers.PHONE_NUMBER) : null;
      if (contactKey && !(await contactLimiter.take(`${campaign.offer.businessId}:${contactKey}`))) {
        checked.errors[''] = 'Too many tries with these contact details. Wait a few minutes, then try again.';
      }
      if (Object.keys(checked.errors).length > 0) {
        await keepAnswers();
        return failed(request, reply, campaign, { screen: 'contactInfo', status: 422, errors: checked.errors });
      }
    }

    const next = nextStep(campaign.flow, step);
    if (next !== 'voucher' && next !== 'whatsNext') {
      await app.db.update(claims).set({ step: next, answers, updatedAt: new Date() }).where(and(eq(claims.id, claim.id), isNull(claims.proofId)));
      return back();
    }
    // A flow with a screenshot step never completes without the screenshot.
    if (steps.includes('claim') && !imageUrl) {
      await app.db.update(claims).set({ step: 'claim', answers, updatedAt: new Date() }).where(and(eq(claims.id, claim.id), isNull(claims.proofId)));
      return back();
    }
    const times: CompletionTimes = { hash: 0, near: 0, write: 0 };
    const before = performance.now() - received;
    const result = await completeClaim(app, { id: claim.id, imageUrl }, campaign, answers, times).catch(async (err: unknown) => {
      // A failed completion changed nothing: what was typed is kept for the next try.
      await keepAnswers().catch(() => undefined);
      throw err;
    });
    // Where the step's time went (bench/claim reads it): the step's own checks, then the completion's parts.
    reply.header('server-timing', [`step;dur=${before.toFixed(1)}`, ...Object.entries(times).map(([part, ms]) => `${part};dur=${ms.toFixed(1)}`)].join(', '));
    if ('errors' in result) {
      await keepAnswers();
      const errors = { ...result.errors, '': 'We could not accept these details. See the message below.' };
      return failed(request, reply, campaign, { screen: 'contactInfo', status: 409, errors });
    }
    return result.completed.voucherKey ? reply.redirect(voucherPagePath(result.completed.voucherKey), 303) : back();
  });

  // A form's address opened as a page (a restored tab, the address bar after a refusal) is the
  // campaign's page, never the console's fallback.
  for (const form of ['/c/:code/step', '/c/:code/reupload', '/c/:code/upload']) {
    app.get<{ Params: { code: string } }>(form, { config: { public: true } }, async (request, reply) => reply.redirect(`/c/${encodeURIComponent(request.params.code)}`, 303));
  }

  // The contact step's hint (its page polls while the screenshot is read): what the reading could not see.
  const hintPolls = app.createRateLimit({ max: 90, timeWindow: 60_000, keyGenerator: (req) => `claim-hint:${cookieClaimId(req)}` });
  app.get<{ Params: { code: string } }>('/c/:code/hint', { config: { public: true } }, async (request, reply) => {
    if (await limited(hintPolls, request)) throw new HttpError(429, 'Too many requests. Please wait a minute.');
    const campaign = await campaignByLink(app.db, request.params.code);
    if (!campaign) throw new HttpError(404, 'This offer is not available');
    const claim = await claimOf(request, campaign);
    reply.header('cache-control', 'no-store');
    return hintAnswer(claim ? currentHint(claim.hint, claim.imageUrl) : null);
  });

  /**
   * "Upload another screenshot" from the hint: back to the screenshot step, keeping what was typed
   * on the contact step (unchecked: it is checked when the step is submitted again).
   */
  app.post<{ Params: { code: string }; Body: Record<string, string> }>('/c/:code/reupload', { config: { public: true } }, async (request, reply) => {
    if (await limited(perClaim, request)) return tooMany(reply);
    const campaign = await campaignByLink(app.db, request.params.code);
    if (!campaign) return notFoundPage(reply);
    const claim = await claimOf(request, campaign);
    const steps = stepsBeforeEnd(campaign.flow);
    if (claim && claim.proofId == null && steps.includes('claim') && stepReached(steps, claim.step, 'claim')) {
      const body = typeof request.body === 'object' && request.body ? request.body : {};
      const answers = { ...(claim.answers ?? {}), ...checkContactAnswers(campaign.flow.contact_info_data, body).values };
      await app.db.update(claims).set({ step: 'claim', answers, updatedAt: new Date() }).where(and(eq(claims.id, claim.id), isNull(claims.proofId)));
    }
    return reply.redirect(campaignPath(campaign.code), 303);
  });

  app.post<{ Params: { code: string }; Body: { ext?: unknown } }>('/c/:code/upload', { config: { public: true } }, async (request) => {
    if (await limited(perClaim, request)) throw new HttpError(429, 'Too many uploads. Please wait a minute, then try again.');
    const campaign = await campaignByLink(app.db, request.params.code);
    if (!campaign || campaign.offer.expired || !campaign.flow.claim_enabled) throw new HttpError(404, 'This offer is not available');
    const claim = await claimOf(request, campaign);
    if (!claim || claim.proofId != null) throw new HttpError(409, 'Open the offer\'s link again to start over');
    const ext = String(request.body?.ext ?? '').toLowerCase();
    if (!(IMAGE_EXTENSIONS as string[]).includes(ext)) throw new HttpError(415, 'Choose a JPEG, PNG, WebP or GIF image');
    const counted = await app.db.update(claims).set({ uploadGrants: sql`${claims.uploadGrants} + 1` })
      .where(and(eq(claims.id, claim.id), sql`${claims.uploadGrants} < ${UPLOADS_PER_CLAIM}`)).returning({ id: claims.id });
    if (counted.length === 0) throw new HttpError(429, 'Too many uploads for this claim. Open the offer\'s link again to start over.');
    const grant = await app.services.storage.signUpload({ imageType: 'claim', extension: ext as ImageExtension, businessId: campaign.offer.businessId });
    await app.db.update(claims).set({ grantedImageUrl: grant.publicUrl, updatedAt: new Date() }).where(eq(claims.id, claim.id));
    return grant;
  });

  /** Whether the granted upload arrived (local store); an S3 bucket is trusted to have it. */
  async function uploaded(publicUrl: string): Promise<boolean> {
    const local = app.services.storage.local;
    if (!local) return true;
    const key = publicUrl.split('/uploads/')[1];
    const file = key ? local.filePath(key) : null;
    return Boolean(file && (await stat(file).catch(() => null))?.isFile());
  }
};

export default routes;
