// Sway offers landing pages (spec 3 §7 "Landing pages"): ADMIN only (spec 3 §6), on the
// business the admin is switched to.
import { z } from 'zod';
import { errorReply, validationErrorReply } from '../common';
import {
  landingPage, landingPageIdParams, landingPageList, landingPageOffersUpdate, landingPageUpdate, swayLookupParams, swayLookupReply,
} from '../landingPages';
import { endpoint } from '../endpoint';

const ADMIN = ['ADMIN'] as const;
const missing = { 404: errorReply };
const owned = { param: 'id', entity: 'landingPage' } as const;

export const landingPageEndpoints = {
  getLandingPages: endpoint({
    method: 'GET', path: 'offersLandingPage/sway/', access: ADMIN, tag: 'landingPages',
    summary: "The business's landing pages, newest first.",
    responses: { 200: landingPageList },
  }),
  getLandingPage: endpoint({
    method: 'GET', path: 'offersLandingPage/sway/{id}', access: ADMIN, tag: 'landingPages',
    summary: 'One landing page with its layout and its campaigns in order.',
    params: landingPageIdParams, responses: { 200: landingPage, ...missing }, owns: owned,
  }),
  createLandingPage: endpoint({
    method: 'POST', path: 'offersLandingPage/sway/', access: ADMIN, tag: 'landingPages',
    summary: 'Create an empty landing page (the body is empty).',
    responses: { 200: landingPage },
  }),
  updateLandingPage: endpoint({
    method: 'PUT', path: 'offersLandingPage/sway/{id}', access: ADMIN, tag: 'landingPages',
    summary: 'Change the name, the custom URL (a unique slug; reserved words refused) or the layout.',
    params: landingPageIdParams, body: landingPageUpdate,
    responses: { 200: landingPage, ...missing, 409: z.union([validationErrorReply, errorReply]) }, owns: owned,
  }),
  updateLandingPageOffers: endpoint({
    method: 'PUT', path: 'offersLandingPage/sway/{id}/offers', access: ADMIN, tag: 'landingPages',
    summary: "Replace the page's campaigns in the given order, reindexed from 0; a new one must be the business's, not expired and not twice.",
    params: landingPageIdParams, body: landingPageOffersUpdate, responses: { 200: landingPage, ...missing }, owns: owned,
  }),
  lookupSwayOffers: endpoint({
    method: 'GET', path: 'offer/lookupSway/{text}', access: ADMIN, tag: 'landingPages',
    summary: "The business's campaigns whose summary contains the text (at most 20).",
    params: swayLookupParams, responses: { 200: swayLookupReply },
  }),
};
