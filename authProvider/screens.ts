// Who sees which screen and which control, as plain data (spec 1 §2, spec 2 §2, spec 3 §2): each
// screen's path, title keys, access rule and menu visibility, and the role-dependent controls
// inside the screens. No React or MUI here, so the auth provider (and the server) can read it
// without loading any page; the console attaches the page components and icons in src/screens.tsx.
import type { Access } from '../contract/access';
import type { UserType } from '../contract/roles';
import { accessAllows } from '../contract/access';

/** Every screen is behind the login, so a screen's rule is never 'public'. */
export type ScreenAccess = Exclude<Access, 'public'>;

interface ScreenSpec {
  /** Absolute path under the main layout ('/' is the empty path). */
  path: string;
  /** i18n key of the screen title. */
  title: string;
  /** i18n key of the title an ADMIN sees, when it differs (Client Lite Campaigns). */
  adminTitle?: string;
  /**
   * The authorize list. Empty: a token is enough. 'anyUser': the spec lists no restriction,
   * which means the same (token only; every role sees it in the menu).
   */
  roles: ScreenAccess;
  /** Hidden from the navigation drawer. */
  hidden?: boolean;
}

const CLIENT = ['CLIENT'] as const;
const ADMIN_ONLY = ['ADMIN'] as const;
const CLIENTS = ['CLIENT', 'CLIENT_LITE'] as const;
const TOKEN_ONLY = [] as const;
const UNLISTED = 'anyUser';

const proofScreen = <P extends string>(path: P, title: string) => ({ path, title, roles: TOKEN_ONLY, hidden: true }) as const;

const table = [
  // The empty path: CLIENT landing rule (setup complete → /timeline, otherwise /setup).
  { path: '/', title: 'shell.routes.setup', roles: CLIENT, hidden: true },
  { path: '/setup', title: 'shell.routes.setup', roles: CLIENT },
  { path: '/timeline', title: 'shell.routes.timeline', roles: CLIENTS },
  { path: '/redeem', title: 'shell.routes.redeem', roles: CLIENTS },
  { path: '/timelineReview', title: 'shell.routes.timelineReview', roles: ADMIN_ONLY },
  { path: '/reports', title: 'shell.routes.reports', roles: CLIENT },
  { path: '/users', title: 'shell.routes.users', roles: CLIENT },
  { path: '/locations', title: 'shell.routes.locations', roles: CLIENT },
  { path: '/offers', title: 'shell.routes.offers', roles: CLIENT },
  { path: '/settings', title: 'shell.routes.settings', roles: CLIENT },
  { path: '/clientLiteOffers', title: 'shell.routes.clientLiteOffers', adminTitle: 'shell.routes.clientLiteOffersAdmin', roles: ['CLIENT_LITE'] },
  { path: '/swayOffers', title: 'shell.routes.swayOffers', roles: UNLISTED },
  { path: '/couponCodes', title: 'shell.routes.couponCodes', roles: UNLISTED },
  { path: '/socialProofWidget', title: 'shell.routes.socialProofWidget', roles: UNLISTED },
  { path: '/swayOffersLandingPage', title: 'shell.routes.swayOffersLandingPage', roles: ADMIN_ONLY },
  { path: '/swayWallOfLove', title: 'shell.routes.swayWallOfLove', roles: ADMIN_ONLY },
  { path: '/account', title: 'shell.routes.account', roles: CLIENTS, hidden: true },
  { path: '/adminSettings', title: 'shell.routes.adminSettings', roles: TOKEN_ONLY, hidden: true },
  { path: '/simpleReports', title: 'shell.routes.simpleReports', roles: TOKEN_ONLY, hidden: true },
  { path: '/mailingLists', title: 'shell.routes.mailingLists', roles: TOKEN_ONLY, hidden: true },
  { path: '/dashboard', title: 'shell.routes.dashboard', roles: TOKEN_ONLY, hidden: true },
  { path: '/admin', title: 'shell.routes.admin', roles: ADMIN_ONLY, hidden: true },
  { path: '/userLookup', title: 'shell.routes.userLookup', roles: ADMIN_ONLY, hidden: true },
  { path: '/chargebeeControl', title: 'shell.routes.chargebeeControl', roles: ADMIN_ONLY, hidden: true },
  { path: '/swayProofReviewTemplates', title: 'shell.routes.swayProofReviewTemplates', roles: ADMIN_ONLY, hidden: true },
  proofScreen('/proof/facebookCheckin', 'shell.routes.proofFacebookCheckin'),
  proofScreen('/proof/facebookPost', 'shell.routes.proofFacebookPost'),
  proofScreen('/proof/instagramPost', 'shell.routes.proofInstagramPost'),
  proofScreen('/proof/onlineReview', 'shell.routes.proofOnlineReview'),
  proofScreen('/proof/TikTokPost', 'shell.routes.proofTikTokPost'),
  proofScreen('/proof/facebookReview', 'shell.routes.proofFacebookReview'),
] as const satisfies readonly ScreenSpec[];

/** The paths of the table: src/screens.tsx must give each one a page and an icon. */
export type ScreenPath = (typeof table)[number]['path'];

export interface Screen extends ScreenSpec {
  path: ScreenPath;
}

export const screens: readonly Screen[] = table;

/**
 * The role-dependent controls inside the screens: resource → action → who sees the control.
 * react-admin's canAccess({ resource, action }) answers from here (authProvider/canAccess.ts),
 * so a screen asks "may I archive a location?", never "is this user an admin?". The server
 * checks the matching endpoint with the same accessAllows rule. Action names must not be
 * react-admin's own ('list', 'show', 'create', 'edit', 'delete', 'export', 'clone').
 */
export const controls = {
  offers: {
    /** Approve / Pause / Stop buttons of an offer panel. */
    changeStatus: ADMIN_ONLY,
    /** 'Add short URL' under an offer's short URLs. */
    addShortUrl: ADMIN_ONLY,
    /** The expiration date and the 'Admin' panel fields, sent on save only when allowed. */
    editAdminFields: ADMIN_ONLY,
  },
  swayOffers: {
    /** Stop/Start and Copy on a campaign (spec 3 §6). */
    changeStatus: ADMIN_ONLY,
    /** The flow panels: screenshot, proof requirements, contact info, voucher, what's next, side effect. */
    editFlow: ADMIN_ONLY,
    /** Internal notes, meta title and description, tasks ("Reading 1", docs/decisions/0065-reading-1-admin-only-campaign-fields.md). */
    editAdminFields: ADMIN_ONLY,
    /** The short URL dialog of a campaign link. */
    addShortUrl: ADMIN_ONLY,
  },
  locations: {
    /** 'Add Location Manually' (address typed in, no place search). */
    addManually: ADMIN_ONLY,
    archive: ADMIN_ONLY,
  },
  users: {
    /** The e-mail of an existing user (anyone may type one for a new user). */
    editEmail: ADMIN_ONLY,
    /** 'Send login e-mail' to the product or to the sway dashboard. */
    sendLoginEmail: ADMIN_ONLY,
  },
  settings: {
    /** The 'Business' section: brand, title, logo, sub-industry. */
    editBusiness: ADMIN_ONLY,
    /** The 'Social Proof Widget' section (#socialProofWidgetSettings). */
    editSocialProofWidget: ADMIN_ONLY,
  },
  proofImage: {
    /** Clicking a proof screenshot to upload another image. */
    replace: ADMIN_ONLY,
  },
  swayProofs: {
    /** The 'Admin' panel of the sway proof modal: change the proof type, delete the proof. */
    administer: ADMIN_ONLY,
  },
  businesses: {
    /** The business selector opens for any business by search, not only the user's own. */
    searchAll: ADMIN_ONLY,
  },
  adminTools: {
    /**
     * The tools behind the token-only admin screens (/adminSettings, /simpleReports,
     * /mailingLists; spec 3 §2 lists no role, §6 makes them admin tools): a business user who
     * opens one sees a notice, and the server refuses the calls whatever the console shows.
     */
    use: ADMIN_ONLY,
  },
  timeline: {
    /** 'View Sway Dashboard' above the timeline (a CLIENT_LITE has no sway dashboard). */
    viewDashboard: CLIENT,
  },
} as const satisfies Record<string, Record<string, ScreenAccess>>;

export type ControlResource = keyof typeof controls;
export type ControlAction<R extends ControlResource> = keyof (typeof controls)[R] & string;

/** The access rule of a control, if `resource` and `action` name one. */
export function controlAccess(resource: string, action: string | undefined): ScreenAccess | undefined {
  if (action === undefined || !Object.hasOwn(controls, resource)) return undefined;
  const actions: Readonly<Record<string, ScreenAccess>> = controls[resource as ControlResource];
  return Object.hasOwn(actions, action) ? actions[action] : undefined;
}

/** The table entry of a path (without query or hash), if any. */
export function findScreen(pathname: string): Screen | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return screens.find((screen) => screen.path === path);
}

/** The title key a given user sees for a screen: the admin title is for those ADMIN_ONLY lets in. */
export function screenTitle(screen: Pick<Screen, 'title' | 'adminTitle'>, userType: UserType | null): string {
  return screen.adminTitle && accessAllows(ADMIN_ONLY, userType) ? screen.adminTitle : screen.title;
}

/** The entry of a path the type knows is in the table. */
export function screenAt(path: ScreenPath): Screen {
  const screen = findScreen(path);
  if (!screen) throw new Error(`No screen ${path}`);
  return screen;
}
