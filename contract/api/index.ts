// THE endpoint table: every API call of spec 1-3 §7, declared once per area. The server registers
// its routes from it (server/routes/endpoints.ts), the console calls through it
// (dataProvider/api.ts), and OpenAPI and the authorization tests are generated from it.
// Adding an endpoint: an entry in the area's file here, a handler of that name in the area's
// route file, and a data provider method calling it (docs/decisions/0049-one-endpoint-table.md).
import { offerEndpoints } from './offers';
import { sessionEndpoints } from './session';
import { dashboardEndpoints } from './dashboard';
import { locationEndpoints } from './locations';
import { userEndpoints } from './users';
import { reportEndpoints } from './reports';
import { uploadEndpoints } from './uploads';
import { reviewEndpoints } from './reviews';
import { couponEndpoints } from './coupons';
import { settingsEndpoints } from './settings';
import { swayOfferEndpoints } from './swayOffers';
import { landingPageEndpoints } from './landingPages';
import { adminToolEndpoints } from './adminTools';
import { simpleReportEndpoints } from './simpleReports';
import { billingEndpoints } from './billing';
import { voucherEndpoints } from './vouchers';
import { widgetEndpoints } from './widgets';
import { operationsEndpoints } from './operations';
import type { EndpointSpec } from '../endpoint';

export const endpoints = {
  ...offerEndpoints,
  ...sessionEndpoints,
  ...dashboardEndpoints,
  ...locationEndpoints,
  ...userEndpoints,
  ...reportEndpoints,
  ...uploadEndpoints,
  ...reviewEndpoints,
  ...couponEndpoints,
  ...settingsEndpoints,
  ...swayOfferEndpoints,
  ...landingPageEndpoints,
  ...adminToolEndpoints,
  ...simpleReportEndpoints,
  ...billingEndpoints,
  ...voucherEndpoints,
  ...widgetEndpoints,
  ...operationsEndpoints,
} satisfies Record<string, EndpointSpec>;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** What the console needs at run time: method and path per name, without zod (see vitePlugin.ts). */
export type RouteManifest = { [N in EndpointName]: Pick<Endpoints[N], 'method' | 'path'> };

export function routeManifest(): RouteManifest {
  return Object.fromEntries(
    Object.entries(endpoints).map(([name, e]) => [name, { method: e.method, path: e.path }]),
  ) as RouteManifest;
}
