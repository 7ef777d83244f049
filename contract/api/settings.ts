// Business settings (spec 2 §7, spec 3 §5): read all sections at once; business and social
// proof widget sections are ADMIN only (spec 2 §6). Money travels in dollars, is kept in cents.
import { errorReply, okReply } from '../common';
import { businessSettings, settingsAllReply, socialProofWidgetSettings, socialSettings, valueSettings } from '../settings';
import { endpoint } from '../endpoint';

const ADMIN = ['ADMIN'] as const;
const CLIENT = ['CLIENT'] as const;
const saved = { 200: okReply, 404: errorReply };

export const settingsEndpoints = {
  getSettings: endpoint({
    method: 'GET', path: 'settings/all', access: CLIENT, tag: 'settings',
    summary: "The business's settings: business, social defaults, values (with the sub-industry's defaults) and, for an admin, the social proof widget.",
    responses: { 200: settingsAllReply, 404: errorReply },
  }),
  updateBusinessSettings: endpoint({
    method: 'PUT', path: 'settings/business', access: ADMIN, tag: 'settings',
    summary: 'Change brand, title, logo and sub-industry.',
    body: businessSettings, responses: saved,
  }),
  updateSocialDefaults: endpoint({
    method: 'PUT', path: 'settings/socialDefaults', access: CLIENT, tag: 'settings',
    summary: 'Change the default hashtags, mentions and Facebook review URL.',
    body: socialSettings, responses: saved,
  }),
  updateBusinessValue: endpoint({
    method: 'PUT', path: 'settings/businessValue', access: CLIENT, tag: 'settings',
    summary: 'Change the marketing values of a post and a review and the average ticket (dollars).',
    body: valueSettings, responses: saved,
  }),
  updateSocialProofSettings: endpoint({
    method: 'PUT', path: 'settings/socialProof', access: ADMIN, tag: 'settings',
    summary: 'Change the social proof widget settings.',
    body: socialProofWidgetSettings, responses: saved,
  }),
};
