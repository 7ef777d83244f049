// The social proof widget and the Wall Of Love (spec 3 §7 "Social proof widget", "Wall Of Love").
// The widget screen needs only a login (spec 3 §6), on the business the user is in; the Wall Of
// Love is ADMIN only. Public scripts, feeds and previews are pages, not API entries (server/public).
import { errorReply, idParams } from '../common';
import {
  accessKeyParams, installDetails, proofIdParams, socialProof, socialProofAllReply, socialProofInput, verifyInstallationReply,
  wallOfLoveAllReply, wallOfLoveColorInput, wallOfLoveConfig,
} from '../socialProofs';
import { endpoint } from '../endpoint';

const ADMIN = ['ADMIN'] as const;
const missing = { 404: errorReply };

export const widgetEndpoints = {
  getSocialProofs: endpoint({
    method: 'GET', path: 'socialProof/all', access: 'anyUser', tag: 'widgets',
    summary: "Whether the business's widget is enabled, and its social proofs, newest first (at most 500).",
    responses: { 200: socialProofAllReply },
  }),
  enableSocialProofWidget: endpoint({
    method: 'POST', path: 'socialProof/enableBusiness', access: 'anyUser', tag: 'widgets',
    summary: 'Turn the widget on for the business, making its access key on first use; a repeat changes nothing.',
    responses: { 200: installDetails },
  }),
  getWidgetInstallSnippet: endpoint({
    method: 'GET', path: 'socialProof/widgetInstallSnippet', access: 'anyUser', tag: 'widgets',
    summary: 'The access key and the snippet to paste into the site; 409 while the widget is not enabled.',
    responses: { 200: installDetails, 409: errorReply },
  }),
  createSocialProof: endpoint({
    method: 'POST', path: 'socialProof', access: 'anyUser', tag: 'widgets',
    summary: 'Add a social proof (DRAFT unless another status is given); rating and city/state are kept for reviews only.',
    body: socialProofInput, responses: { 200: socialProof },
  }),
  updateSocialProof: endpoint({
    method: 'PUT', path: 'socialProof/{id}', access: 'anyUser', tag: 'widgets',
    summary: 'Change a social proof, its status included.',
    params: idParams, body: socialProofInput, responses: { 200: socialProof, ...missing }, owns: { param: 'id', entity: 'socialProof' },
  }),
  createSocialProofFromProof: endpoint({
    method: 'POST', path: 'socialProof/fromProof/{id}', access: 'anyUser', tag: 'widgets',
    summary: "Make an ACTIVE social proof of an approved proof whose customer agreed to be shown; once per proof (409 after).",
    params: proofIdParams, responses: { 200: socialProof, ...missing, 409: errorReply }, owns: { param: 'id', entity: 'proof' },
  }),
  verifyWidgetInstallation: endpoint({
    method: 'GET', path: 'socialProof/verifyInstallation', access: 'anyUser', tag: 'widgets',
    summary: "Fetch the install URL and look for the snippet with the business's access key: 'Widget Installed!' or the reason (422).",
    responses: { 200: verifyInstallationReply, 422: errorReply },
  }),
  getWallsOfLove: endpoint({
    method: 'GET', path: 'swayWallOfLove/all', access: ADMIN, tag: 'widgets',
    summary: "The business's Wall Of Love widgets with their colours and install snippets.",
    responses: { 200: wallOfLoveAllReply },
  }),
  enableWallOfLove: endpoint({
    method: 'POST', path: 'swayWallOfLove/enableBusiness', access: ADMIN, tag: 'widgets',
    summary: 'Make a Carousel and a Wall Of Love widget for the business when it has none; answers all of its widgets.',
    responses: { 200: wallOfLoveAllReply },
  }),
  updateWallOfLoveColor: endpoint({
    method: 'PUT', path: 'swayWallOfLove/config/{accessKey}/colors', access: ADMIN, tag: 'widgets',
    summary: "Set one colour of a widget of the business (the indicator button on carousels only).",
    params: accessKeyParams, body: wallOfLoveColorInput, responses: { 200: wallOfLoveConfig, ...missing, 409: errorReply },
  }),
};
