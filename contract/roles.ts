// Account types of spec 1 §6 / spec 3 §1. The one list used by the schema, the server guard
// and the console route table.
export const USER_TYPES = ['ADMIN', 'CLIENT', 'CLIENT_LITE'] as const;
export type UserType = (typeof USER_TYPES)[number];

export const APP_VERSION = '2.36.0';
export const APP_TYPE = 'Client';

/** Header names of the request/response contract (spec 1 §4, §7). */
export const HEADERS = {
  appType: 'x-app-type',
  appVersion: 'x-app-version',
  serverVersion: 'x-server-version',
  renewedToken: 'x-renewed-token',
} as const;
