// The console's data provider, in layers (STYLE.md): a base provider over a per-resource
// endpoint table, plus named custom methods per API area. Later areas add their table and
// methods with one spread line each.
import type { DataProvider } from 'react-admin';
import { buildBaseProvider, type ResourceTable } from './base';
import { createHttpClient, type HttpClient } from './httpClient';
import { createApi } from './api';
import { sessionMethods } from './session';
import { authMethods } from './auth';
import { tokenStore, type TokenStore } from './token';
import { dashboardMethods } from './dashboard';
import { locationsMethods, locationsResources } from './locations';
import { reviewsMethods, reviewsResources } from './reviews';
import { offersMethods, offersResources } from './offers';
import { swayOffersMethods, swayOffersResources } from './swayOffers';
import { landingPagesMethods, landingPagesResources } from './landingPages';
import { adminToolsMethods } from './adminTools';
import { mailingListsMethods, mailingListsResources } from './mailingLists';
import { simpleReportsMethods } from './simpleReports';
import { billingMethods } from './billing';
import { vouchersMethods } from './vouchers';
import { widgetsMethods, widgetsResources } from './widgets';
import { API_URL } from './apiUrl';

export { API_URL };

const resources: ResourceTable = {
  ...locationsResources,
  ...reviewsResources,
  ...offersResources,
  ...swayOffersResources,
  ...landingPagesResources,
  ...mailingListsResources,
  ...widgetsResources,
};

export function buildDataProvider(
  apiUrl: string = API_URL,
  http: HttpClient = createHttpClient(apiUrl),
  tokens: TokenStore = tokenStore,
) {
  const api = createApi(http);
  const base = buildBaseProvider(api, resources);
  return {
    ...base,
    ...authMethods(api),
    ...sessionMethods(api, tokens),
    ...dashboardMethods(api),
    ...locationsMethods(api),
    ...reviewsMethods(api),
    ...offersMethods(api),
    ...swayOffersMethods(api),
    ...landingPagesMethods(api),
    ...adminToolsMethods(api),
    ...mailingListsMethods(api),
    ...simpleReportsMethods(api),
    ...billingMethods(api),
    ...vouchersMethods(api),
    ...widgetsMethods(api),
  } satisfies DataProvider;
}

export type AppDataProvider = ReturnType<typeof buildDataProvider>;
