// Demo sway offers with their claim flows, sway proofs waiting for review, and the global
// review/e-mail templates (spec 3 §3 Sway offer, Flow, Review template).
import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import {
  customers, emailTemplates, proofChecks, proofs, reviewTemplates, shortUrls, swayFlows, swayOffers,
} from '../schema';
import { tagLabel, type ProofSignal } from '../../../contract/proofChecks';
import { decide, usesOcr } from '../../domain/proofChecks/decide';
import { requiredTags } from '../../domain/proofChecks/requiredTags';
import type { ContactFieldKind, ProofReviewLevel, ProofType } from '../schema';
import type { FlowEndType } from '../../../contract/swayFlow';
import { PROOF_IMAGES, messageFor, newCustomer } from './proofs';
import { campaignPath } from '../../domain/swayOfferWrite';
import { DAY, HOUR, addMs, between, daysAgo, demoImage, fake, insertAll, insertIds, pick, shortCode } from './util';

export async function seedTemplates(db: Db): Promise<void> {
  // No sign-off: every message is signed with the business's name (notifications/messages.ts).
  const body = (text: string) => `Hi {first_name},\n\n${text}`;
  await insertAll(db, emailTemplates, [
    { id: 'sway-approved-default', subject: 'Your reward for {offer_summary} is here!', body: body('Thanks for sharing! Your proof was approved. Your code is {code}. Enjoy: {offer_summary}.') },
    { id: 'sway-approved-great-photo', subject: 'Great photo! Here is your reward', body: body('We loved your photo. Your code is {code}, good for {offer_summary}.') },
    { id: 'sway-denied-blurry', subject: 'We could not verify your post', body: body('Your screenshot was too blurry to read. Please submit a clearer one to claim {offer_summary}.') },
    { id: 'sway-denied-missing-tag', subject: 'Your post is missing a tag', body: body('Your post did not include the required hashtag or mention. Add it and resubmit to claim {offer_summary}.') },
    { id: 'sway-proof-received', subject: 'We got your proof', body: body('Thanks! We received your proof for {offer_summary} and will review it shortly.') },
  ]);
  await insertAll(db, reviewTemplates, [
    { title: 'Approved - default', emailTemplateId: 'sway-approved-default', type: 'APPROVED' },
    { title: 'Approved - great photo', emailTemplateId: 'sway-approved-great-photo', type: 'APPROVED' },
    { title: 'Denied - blurry screenshot', emailTemplateId: 'sway-denied-blurry', type: 'DENIED' },
    { title: 'Denied - missing hashtag or mention', emailTemplateId: 'sway-denied-missing-tag', type: 'DENIED' },
  ]);
}

export interface SwaySeed {
  summary: string;
  tasks: ProofType[];
  expired?: boolean;
  addon?: string;
  /** A CLIENT_LITE campaign. */
  lite?: boolean;
  pending: number;
  reviewed: number;
  /** How the flow differs from the usual one, so the demo shows every end type, review level and contact setting. */
  flow?: {
    endType?: FlowEndType;
    level?: ProofReviewLevel;
    extraWords?: string[];
    claim?: boolean;
    contact?: { collect: ContactFieldKind[]; required: ContactFieldKind[]; noDuplicates: ContactFieldKind[]; sendVoucher?: boolean; otherOffersDays?: number };
  };
}

export interface SeededSwayProof {
  id: number;
  swayOfferId: number;
  email: string;
  status: 'PENDING' | 'APPROVED' | 'DENIED';
  reviewedAt: Date | null;
}

/** The what's-next end promises only the contact its flow asks for (issue 32: no promise that cannot be kept). */
function whatsNextFor(collected: readonly string[]) {
  const [subtitle, step] = collected.includes('EMAIL_ADDRESS') ? ['We will e-mail your reward once approved', 'Watch your inbox']
    : collected.includes('PHONE_NUMBER') ? ['We will send your reward by text message once approved', 'Watch your phone']
      : ['We will check your post soon', 'Visit us again'];
  return { title: "What's next", subtitle, steps_title: 'Next steps', steps: [{ title: step, icon: 'calendar' as const }] };
}

function flowFor(s: SwaySeed, brand: string) {
  const variant = s.flow ?? {};
  const contact = variant.contact ?? { collect: ['FIRST_NAME', 'EMAIL_ADDRESS', 'PHONE_NUMBER'], required: ['FIRST_NAME', 'EMAIL_ADDRESS'], noDuplicates: ['EMAIL_ADDRESS'] };
  const words = variant.extraWords ?? [];
  const wordCopy = words.length > 0
    ? { extra_word_check: words, extra_word_title: 'Include this word', extra_word_description: `Add "${words[0]}" to your caption.` }
    // Written out as the flow editor's write schema fills it in, so a seeded flow saves back unchanged (issue 36 finding 6).
    : { extra_word_check: [] as string[] };
  return {
    claimEnabled: variant.claim ?? true,
    claimData: {
      instructions_title: 'How it works', instructions: `Share your visit to ${brand} and get rewarded.`,
      step_one_title: 'Post about us', step_one_text: 'Take a photo and post it with our hashtag.',
      require_social_proof: true, review_proof: true, ...wordCopy,
      steps: [{ title: 'Post', description: 'Share a photo', icon: 'megaphone' as const }, { title: 'Get rewarded', description: 'Receive your code', icon: 'giftcard' as const }],
    },
    proofRequirementsData: {
      title: 'Proof requirements', subtitle: 'Upload a screenshot of your post',
      steps: [{ title: 'Open your post' }, { title: 'Take a screenshot' }, { title: 'Upload it here' }],
      special_notes_title: 'Please note', special_notes: ['Your profile must be public.', 'Keep the post up for 30 days.'],
      example_image_urls: [demoImage('instagram-post')],
    },
    contactInfoEnabled: true,
    contactInfoData: {
      title: 'Where should we send your reward?', button_text: 'Submit', background_color: '#ffffff', font_color: '#222222',
      button_background_color: '#d32f2f', button_font_color: '#ffffff',
      collect_contact_info: contact.collect, required_contact_info: contact.required, prevent_duplicate_contact_info: contact.noDuplicates,
      show_disclaimer: true, send_voucher_via_contact: contact.sendVoucher ?? false,
      prevent_duplicates_from_other_offers: contact.otherOffersDays !== undefined, prevent_duplicate_timeout_in_days: contact.otherOffersDays ?? 30,
    },
    endType: variant.endType ?? 'VOUCHER',
    voucherData: { title: 'You did it!', subtitle: 'Show this at the counter', couponImgUrl: demoImage('coupon'), couponSize: 'medium' as const, couponOutline: true, steps: [{ title: 'Show this page at the counter', icon: 'barcode' as const }] },
    whatsNextData: whatsNextFor(contact.collect),
    sideEffectData: {
      chargebee_addon_id: s.addon ?? null, auto_check_proofs: variant.level ?? 'REVIEW', ...wordCopy,
      proof_created_email_template_id: 'sway-proof-received', default_approve_email_template_id: 'sway-approved-default',
    },
  };
}

/**
 * What the automatic checks found for a seeded pending proof, chosen by its index (no random draw,
 * so the seeded sequence stays): each OCR level shows a different reason to wait for a person.
 */
function seededCheck(input: {
  proofId: number; businessId: number; k: number; brand: string; social: { hashtags: string[]; instagram: string[] };
  seed: SwaySeed; proofType: string; postDate: Date; earlier: number | null;
}) {
  const { k, seed, brand } = input;
  const level = seed.flow?.level ?? 'REVIEW';
  const words = seed.flow?.extraWords ?? [];
  const required = requiredTags(
    { hashtags: input.social.hashtags, instagramMentions: input.social.instagram, facebookMentions: [], tiktokMentions: [] },
    { claim_data: { extra_word_check: words }, side_effect_data: { extra_word_check: words } }, input.proofType,
  );
  const base = { proofId: input.proofId, businessId: input.businessId, level, required, checkedAt: input.postDate };
  if (!usesOcr(level)) {
    const decision = decide(level, { reading: null, found: [], missing: [], tooOld: false, signals: [] });
    return { ...base, status: 'DONE' as const, decision: 'REVIEW' as const, reason: decision.reason };
  }
  const unreadable = level === 'OCR_STRICT' && k % 2 === 0;
  const missing = (level === 'OCR_PERMISSIVE' && k % 2 === 0) || level === 'OCR_MANUAL' ? required.filter((t) => t.kind !== 'word').slice(0, 1) : [];
  const found = unreadable ? [] : required.filter((t) => !missing.includes(t));
  const signals: ProofSignal[] = unreadable || missing.length ? []
    : level === 'OCR_STRICT' ? [{ kind: 'REPEAT_CLAIMER', proof_id: null, same_business: true, count: 3 }]
      : [{ kind: 'REUSED_IMAGE', proof_id: input.earlier, same_business: true, count: null }];
  const text = unreadable ? '' : `${brand}\n${found.map(tagLabel).join(' ')} Loved it here!\n2 hours ago`;
  const reading = { text, confidence: unreadable ? 31 : 78 + (k % 15) };
  const decision = decide(level, { reading, found, missing: unreadable ? required : missing, tooOld: false, signals });
  return {
    ...base, status: 'DONE' as const, ocrText: text, ocrConfidence: reading.confidence, found, missing: unreadable ? required : missing,
    postDate: unreadable ? null : input.postDate, signals, decision: decision.decision, reason: decision.reason,
  };
}

export async function seedSway(
  db: Db, now: Date, businessId: number, brand: string, seeds: SwaySeed[], reviewer: number,
  social: { hashtags: string[]; instagram: string[] },
): Promise<{ offerIds: number[]; proofs: SeededSwayProof[] }> {
  const offerIds = await insertIds(db, swayOffers, seeds.map((s, i) => ({
    businessId, offerSummary: s.summary, expired: s.expired ?? false, tasks: s.tasks, isLite: s.lite ?? false,
    metaTitle: `${brand}: ${s.summary}`, metaDescription: `Share your visit to ${brand} and get ${s.summary.toLowerCase()}.`,
    offerImageUrl: demoImage('offer-sway'), hashtags: social.hashtags, instagramMentions: social.instagram,
    internalNotes: i === 0 ? 'Main campaign; reviewed daily.' : null,
    googleReviewUrl: 'https://www.google.com/maps/place/?q=place_id:ChIJdemo', createdAt: daysAgo(now, 200 - i * 40),
  })));
  await insertAll(db, swayFlows, seeds.map((s, i) => ({ swayOfferId: offerIds[i] ?? 0, ...flowFor(s, brand) })));
  for (const id of offerIds) {
    const code = shortCode();
    await db.insert(shortUrls).values({ id: code, businessId, swayOfferId: id, url: campaignPath(code) });
    await db.update(swayOffers).set({ shortUrlId: code }).where(eq(swayOffers.id, id));
  }
  const plan = seeds.flatMap((s, i) => [
    ...Array.from({ length: s.pending }, () => ({ i, s, status: 'PENDING' as const, date: between(daysAgo(now, 10), now) })),
    ...Array.from({ length: s.reviewed }, () => ({
      i, s, status: fake.number.float() < 0.8 ? 'APPROVED' as const : 'DENIED' as const, date: between(daysAgo(now, 180), daysAgo(now, 2)),
    })),
  ]);
  const people = plan.map(() => newCustomer());
  const customerIds = await insertIds(db, customers, people.map((p, k) => ({ businessId, ...p, createdAt: plan[k]?.date ?? now })));
  const rows = plan.map((p, k) => {
    const who = people[k] ?? newCustomer();
    const type = pick(p.s.tasks);
    const reviewedAt = p.status === 'PENDING' ? null : addMs(p.date, fake.number.int({ min: HOUR, max: DAY }));
    return {
      businessId, swayOfferId: offerIds[p.i] ?? null, customerId: customerIds[k] ?? null, proofType: type, isSway: true,
      proofDate: addMs(p.date, -HOUR), dateSubmitted: p.date, firstName: who.firstName, email: who.email, phone: who.phone,
      offerSummary: p.s.summary, proofImageUrl: PROOF_IMAGES[type], messageContent: messageFor(type, brand),
      reviewStatus: p.status, reviewedAt, reviewedBy: reviewedAt ? reviewer : null,
      // Every third customer agreed to be shown in the widgets; no random draw, so the seeded sequence stays.
      showConsent: k % 3 === 0,
      reviewTemplateTitle: p.status === 'APPROVED' ? 'Approved - default' : p.status === 'DENIED' ? 'Denied - blurry screenshot' : null,
    };
  });
  const ids = await insertIds(db, proofs, rows);
  const checks = plan.flatMap((p, k) => (p.status === 'PENDING' && ids[k] != null
    ? [seededCheck({ proofId: ids[k], businessId, k, brand, social, seed: p.s, proofType: rows[k]!.proofType, postDate: rows[k]!.proofDate, earlier: ids[0] ?? null })]
    : []));
  if (checks.length) await insertAll(db, proofChecks, checks);
  return {
    offerIds,
    proofs: rows.map((r, k) => ({
      id: ids[k] ?? 0, swayOfferId: r.swayOfferId ?? 0, email: r.email, status: r.reviewStatus, reviewedAt: r.reviewedAt,
    })),
  };
}
