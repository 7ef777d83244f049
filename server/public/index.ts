// Pages and files served at the root for customers and embeds (DESIGN §3 public/): the dev
// mailbox, demo images, share pages, the claim flow and vouchers, landing pages, short links, uploads and widget previews.
import type { FastifyPluginAsync } from 'fastify';
import devMailbox from './devMailbox';
import demoAssets from './demoAssets';
import shortLinks from './shortLinks';
import shareOffer from './shareOffer';
import claimFlow from './claimFlow';
import voucherPage from './voucherPage';
import customerScripts from './customerScripts';
import landingPage from './landingPage';
import uploadsPublic from './uploads';
import widgets from './widgets';
import recovery from './recovery';

export const publicRoutes: FastifyPluginAsync[] = [devMailbox, demoAssets, shortLinks, shareOffer, customerScripts, claimFlow, voucherPage, landingPage, uploadsPublic, widgets, recovery];
