// The reads a cold load of a console screen needs first, sent from the entry before the admin
// shell's script has arrived (issue 20 item 3: the session calls no longer wait for the whole
// bundle): the layout's account, business and business list, and the opened screen's own reads
// when the guard lets the stored login in. They go through the data provider's own methods, so
// each is the very call the screen makes later, which then takes its reply
// (dataProvider/earlyCalls.ts).
import { decodeClaims } from '../authProvider/claims';
import { guard } from '../authProvider/guard';
import { findScreen, type ScreenPath } from '../authProvider/screens';
import { createApi, type ApiCall } from '../dataProvider/api';
import { API_URL } from '../dataProvider/apiUrl';
import { dashboardMethods } from '../dataProvider/dashboard';
import { sendEarly } from '../dataProvider/earlyCalls';
import { createHttpClient } from '../dataProvider/httpClient';
import { sessionMethods } from '../dataProvider/session';
import { tokenStore } from '../dataProvider/token';

/** What a screen reads as it first draws, beyond the layout's reads. */
const SCREEN_READS: Partial<Record<ScreenPath, (api: ApiCall) => void>> = {
  '/dashboard': (api) => {
    const dashboard = dashboardMethods(api);
    void dashboard.getVoucherActivity();
    void dashboard.getDashboardCurrent();
    void dashboard.getDashboardMonthly();
    void dashboard.getOpeningActivity();
  },
};

export function sendEarlyCalls(pathname: string, search: string) {
  const claims = decodeClaims(tokenStore.get());
  if (!claims) return;
  const send = createApi(createHttpClient(API_URL));
  const early = ((name, ...args) => {
    sendEarly(name, args[0], () => send(name, ...args));
    return Promise.resolve();
  }) as ApiCall;
  const session = sessionMethods(early, tokenStore);
  void session.getAccount();
  void session.getCurrentBusiness();
  void session.getBusinesses();
  const screen = findScreen(pathname);
  if (screen && guard(screen, `${pathname}${search}`, true, claims.sub.userType).kind === 'allow') SCREEN_READS[screen.path]?.(early);
}
