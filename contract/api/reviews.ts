// Proof review (spec 1 §2 Timeline Review, §7; spec 3 §7): the sway offers and their pending
// proofs, the review itself with its default e-mail and reserved coupon code, an admin's user
// lookup and proof image change, and the review templates. Timeline Review is admin-only
// (spec 1 §6), and like every admin proof action it acts in the business the admin switched to;
// only the offer search spans businesses, so the console can switch to the chosen offer's.
import { errorReply, idParams } from '../common';
import {
  defaultApprovalReply, undoReviewReply, nextCodeRefusedReply, nextCodeReply, offerIdParams, proofIdParams, proofsForOfferReply,
  reviewReply, reviewRequest, reviewTemplate, reviewTemplateInput, reviewTemplateList, swayOfferSearchQuery,
  swayOfferSearchReply, updateProofImageReply, updateProofImageRequest, userLookupParams, userLookupReply,
} from '../reviews';
import { proofCheckQueueReply } from '../proofChecks';
import { swayOfferListReply } from '../swayOffers';
import { endpoint } from '../endpoint';

const ADMIN = ['ADMIN'] as const;
const BUSINESS_USERS = ['CLIENT', 'CLIENT_LITE'] as const;
const missing = { 404: errorReply };

export const reviewEndpoints = {
  listSwayOffers: endpoint({
    method: 'GET', path: 'swayOffer', access: BUSINESS_USERS, tag: 'swayOffers',
    summary: "The business's sway (campaign) offers, newest first; status is derived from `expired`.",
    responses: { 200: swayOfferListReply },
  }),
  searchReviewOffers: endpoint({
    method: 'GET', path: 'swayOffer/search', access: BUSINESS_USERS, tag: 'swayOffers',
    summary: "Timeline Review's offer search: offers with pending proofs first; an admin searches every business.",
    query: swayOfferSearchQuery, responses: { 200: swayOfferSearchReply },
  }),
  getProofCheckQueue: endpoint({
    method: 'GET', path: 'proofChecks/queue', access: ADMIN, tag: 'reviews',
    summary: "The automatic proof checks' screenshot reads waiting or running on this server, and how long the oldest has waited.",
    responses: { 200: proofCheckQueueReply },
  }),
  getProofsForOffer: endpoint({
    method: 'GET', path: 'swayOffer/proofsForOffer/{offerId}', access: ADMIN, tag: 'reviews',
    summary: "A sway offer's proofs waiting for review, oldest first.",
    params: offerIdParams, responses: { 200: proofsForOfferReply, ...missing },
    owns: { param: 'offerId', entity: 'swayOffer' },
  }),
  getDefaultApprovalForProof: endpoint({
    method: 'GET', path: 'swayOffer/defaultApprovalEmailForProof/{proofId}', access: ADMIN, tag: 'reviews',
    summary: "The approval e-mail template configured on the proof's sway offer flow, if any.",
    params: proofIdParams, responses: { 200: defaultApprovalReply, ...missing },
    owns: { param: 'proofId', entity: 'proof' },
  }),
  nextCodeForProof: endpoint({
    method: 'GET', path: 'coupon/codeList/sway/getNextForProof/{proofId}', access: ADMIN, tag: 'reviews',
    summary: "Claim the code reserved for this proof from its sway offer's list; 409 when none is left or there is no list.",
    params: proofIdParams, responses: { 200: nextCodeReply, 404: errorReply, 409: nextCodeRefusedReply },
    owns: { param: 'proofId', entity: 'proof' },
  }),
  reviewProof: endpoint({
    method: 'PUT', path: 'reverseFlow/proof/review/{proofId}', access: ADMIN, tag: 'reviews',
    summary: 'Approve or deny a sway proof, sending the chosen template e-mail.',
    params: proofIdParams, body: reviewRequest, responses: { 200: reviewReply, 404: errorReply, 409: errorReply },
    owns: { param: 'proofId', entity: 'proof' },
  }),
  undoReview: endpoint({
    method: 'PUT', path: 'reverseFlow/proof/review/{proofId}/undo', access: ADMIN, tag: 'reviews',
    summary: "Take back one's own review within the undo window: the proof is pending again, its code unused, its billing item gone, and its e-mail never sent; 409 after.",
    params: proofIdParams, responses: { 200: undoReviewReply, 404: errorReply, 409: errorReply },
    owns: { param: 'proofId', entity: 'proof' },
  }),
  lookupSwayUser: endpoint({
    method: 'GET', path: 'user/lookupSway/{email}', access: ADMIN, tag: 'userLookup',
    summary: "A local's sway proofs across every business, by e-mail (case-insensitive), newest first.",
    params: userLookupParams, responses: { 200: userLookupReply },
  }),
  updateProofImage: endpoint({
    method: 'PUT', path: 'proof/{id}/updateProofImage', access: ADMIN, tag: 'proofs',
    summary: "Replace a proof's image.",
    params: idParams, body: updateProofImageRequest, responses: { 200: updateProofImageReply, ...missing },
    // Like every admin proof action: a proof of the business the admin has switched to.
    owns: { param: 'id', entity: 'proof' },
  }),
  getReviewTemplates: endpoint({
    method: 'GET', path: 'adminSettings/swayProofReviewTemplates', access: ADMIN, tag: 'reviewTemplates',
    summary: 'The review reasons with their e-mail template ids.',
    responses: { 200: reviewTemplateList },
  }),
  createReviewTemplate: endpoint({
    method: 'POST', path: 'adminSettings/swayProofReviewTemplates', access: ADMIN, tag: 'reviewTemplates',
    summary: 'Add a review reason.',
    body: reviewTemplateInput, responses: { 200: reviewTemplate },
  }),
  updateReviewTemplate: endpoint({
    method: 'PUT', path: 'adminSettings/swayProofReviewTemplates/{id}', access: ADMIN, tag: 'reviewTemplates',
    summary: 'Change a review reason.',
    params: idParams, body: reviewTemplateInput, responses: { 200: reviewTemplate, ...missing },
    owns: { param: 'id', entity: 'global' },
  }),
  deleteReviewTemplate: endpoint({
    method: 'DELETE', path: 'adminSettings/swayProofReviewTemplates/{id}', access: ADMIN, tag: 'reviewTemplates',
    summary: 'Delete a review reason; answers the deleted template.',
    params: idParams, responses: { 200: reviewTemplate, ...missing },
    owns: { param: 'id', entity: 'global' },
  }),
};
