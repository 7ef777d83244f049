// Every API area, one file each, registered under /api. Areas already on the endpoint table
// (contract/api) export a RouteModule of handlers; the others are still Fastify plugins.
import type { FastifyPluginAsync } from 'fastify';
import type { RouteModule } from './endpoints';
import auth from './auth';
import user from './user';
import businesses from './businesses';
import dashboard from './dashboard';
import proofs from './proofs';
import locations from './locations';
import tags from './tags';
import businessUsers from './businessUsers';
import analytics from './analytics';
import uploads from './uploads';
import reviews from './reviews';
import reviewTemplates from './reviewTemplates';
import userLookup from './userLookup';
import offers from './offers';
import offerControls from './offerControls';
import shortUrls from './shortUrls';
import coupons from './coupons';
import settings from './settings';
import industry from './industry';
import maps from './maps';
import proofImage from './proofImage';
import codeClaims from './codeClaims';
import swayOffers from './swayOffers';
import landingPages from './landingPages';
import industryValues from './industryValues';
import mailingLists from './mailingLists';
import simpleReports from './simpleReports';
import billing from './billing';
import vouchers from './vouchers';
import widgets from './widgets';
import operations from './operations';

export const apiRoutes: FastifyPluginAsync[] = [];

export const routeModules: RouteModule[] = [
  auth, user, businesses, dashboard, proofs, locations, tags, businessUsers, analytics, maps, uploads,
  reviews, reviewTemplates, userLookup, proofImage, codeClaims, swayOffers, landingPages, offers, offerControls,
  shortUrls, coupons, settings, industry, industryValues, mailingLists, simpleReports, billing, vouchers, widgets, operations,
];
