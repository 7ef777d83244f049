// THE route table of spec 1 §2 (with spec 2 §2 and spec 3 §2): path, title, authorize list,
// menu visibility, icon and lazily loaded screen. The guard, canAccess and the menu all read it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { UserType } from '../contract/roles';
import SetupIcon from '@mui/icons-material/PlaylistAddCheck';
import TimelineIcon from '@mui/icons-material/Timeline';
import ReviewIcon from '@mui/icons-material/RateReview';
import ReportsIcon from '@mui/icons-material/BarChart';
import UsersIcon from '@mui/icons-material/People';
import LocationsIcon from '@mui/icons-material/Place';
import OffersIcon from '@mui/icons-material/LocalOffer';
import SettingsIcon from '@mui/icons-material/Settings';
import CampaignIcon from '@mui/icons-material/Campaign';
import SwayOffersIcon from '@mui/icons-material/Bolt';
import CouponIcon from '@mui/icons-material/ConfirmationNumber';
import WidgetIcon from '@mui/icons-material/Widgets';
import LandingPageIcon from '@mui/icons-material/Web';
import WallOfLoveIcon from '@mui/icons-material/Favorite';
import AccountIcon from '@mui/icons-material/AccountCircle';
import AdminSettingsIcon from '@mui/icons-material/Tune';
import SimpleReportsIcon from '@mui/icons-material/Assessment';
import MailIcon from '@mui/icons-material/Mail';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import UserLookupIcon from '@mui/icons-material/PersonSearch';
import BillingIcon from '@mui/icons-material/CreditCard';
import TemplatesIcon from '@mui/icons-material/Description';
import ProofIcon from '@mui/icons-material/Image';

export interface AppRoute {
  /** Absolute path under the main layout ('/' is the empty path). */
  path: string;
  /** i18n key of the screen title. */
  title: string;
  /** i18n key of the title an ADMIN sees, when it differs (Client Lite Campaigns). */
  adminTitle?: string;
  /**
   * The authorize list. Empty: a token is enough. `null`: the spec lists no restriction, which
   * is treated the same way (token only; every role sees it in the menu).
   */
  roles: readonly UserType[] | null;
  /** Hidden from the navigation drawer. */
  hidden?: boolean;
  icon: ComponentType<SvgIconProps>;
  page: LazyExoticComponent<ComponentType>;
}

const CLIENT: readonly UserType[] = ['CLIENT'];
const ADMIN: readonly UserType[] = ['ADMIN'];
const CLIENTS: readonly UserType[] = ['CLIENT', 'CLIENT_LITE'];
const TOKEN_ONLY: readonly UserType[] = [];

const setupPage = lazy(() => import('../src/pages/setup'));
const proofPage = lazy(() => import('../src/pages/proof'));

const proofRoute = (path: string, title: string): AppRoute => ({
  path,
  title,
  roles: TOKEN_ONLY,
  hidden: true,
  icon: ProofIcon,
  page: proofPage,
});

export const appRoutes: readonly AppRoute[] = [
  // The empty path: CLIENT landing rule (setup complete → /timeline, otherwise /setup).
  { path: '/', title: 'shell.routes.setup', roles: CLIENT, hidden: true, icon: SetupIcon, page: lazy(() => import('../src/pages/landing')) },
  { path: '/setup', title: 'shell.routes.setup', roles: CLIENT, icon: SetupIcon, page: setupPage },
  { path: '/timeline', title: 'shell.routes.timeline', roles: CLIENTS, icon: TimelineIcon, page: lazy(() => import('../src/pages/timeline')) },
  { path: '/timelineReview', title: 'shell.routes.timelineReview', roles: ADMIN, icon: ReviewIcon, page: lazy(() => import('../src/pages/timelineReview')) },
  { path: '/reports', title: 'shell.routes.reports', roles: CLIENT, icon: ReportsIcon, page: lazy(() => import('../src/pages/reports')) },
  { path: '/users', title: 'shell.routes.users', roles: CLIENT, icon: UsersIcon, page: lazy(() => import('../src/pages/users')) },
  { path: '/locations', title: 'shell.routes.locations', roles: CLIENT, icon: LocationsIcon, page: lazy(() => import('../src/pages/locations')) },
  { path: '/offers', title: 'shell.routes.offers', roles: CLIENT, icon: OffersIcon, page: lazy(() => import('../src/pages/offers')) },
  { path: '/settings', title: 'shell.routes.settings', roles: CLIENT, icon: SettingsIcon, page: lazy(() => import('../src/pages/settings')) },
  {
    path: '/clientLiteOffers',
    title: 'shell.routes.clientLiteOffers',
    adminTitle: 'shell.routes.clientLiteOffersAdmin',
    roles: ['CLIENT_LITE'],
    icon: CampaignIcon,
    page: lazy(() => import('../src/pages/clientLiteOffers')),
  },
  { path: '/swayOffers', title: 'shell.routes.swayOffers', roles: null, icon: SwayOffersIcon, page: lazy(() => import('../src/pages/swayOffers')) },
  { path: '/couponCodes', title: 'shell.routes.couponCodes', roles: null, icon: CouponIcon, page: lazy(() => import('../src/pages/couponCodes')) },
  { path: '/socialProofWidget', title: 'shell.routes.socialProofWidget', roles: null, icon: WidgetIcon, page: lazy(() => import('../src/pages/socialProofWidget')) },
  { path: '/swayOffersLandingPage', title: 'shell.routes.swayOffersLandingPage', roles: ADMIN, icon: LandingPageIcon, page: lazy(() => import('../src/pages/swayOffersLandingPage')) },
  { path: '/swayWallOfLove', title: 'shell.routes.swayWallOfLove', roles: ADMIN, icon: WallOfLoveIcon, page: lazy(() => import('../src/pages/swayWallOfLove')) },
  { path: '/account', title: 'shell.routes.account', roles: CLIENTS, hidden: true, icon: AccountIcon, page: lazy(() => import('../src/pages/account')) },
  { path: '/adminSettings', title: 'shell.routes.adminSettings', roles: TOKEN_ONLY, hidden: true, icon: AdminSettingsIcon, page: lazy(() => import('../src/pages/adminSettings')) },
  { path: '/simpleReports', title: 'shell.routes.simpleReports', roles: TOKEN_ONLY, hidden: true, icon: SimpleReportsIcon, page: lazy(() => import('../src/pages/simpleReports')) },
  { path: '/mailingLists', title: 'shell.routes.mailingLists', roles: TOKEN_ONLY, hidden: true, icon: MailIcon, page: lazy(() => import('../src/pages/mailingLists')) },
  { path: '/dashboard', title: 'shell.routes.dashboard', roles: TOKEN_ONLY, hidden: true, icon: DashboardIcon, page: lazy(() => import('../src/pages/dashboard')) },
  { path: '/admin', title: 'shell.routes.admin', roles: ADMIN, hidden: true, icon: AdminIcon, page: lazy(() => import('../src/pages/admin')) },
  { path: '/userLookup', title: 'shell.routes.userLookup', roles: ADMIN, hidden: true, icon: UserLookupIcon, page: lazy(() => import('../src/pages/userLookup')) },
  { path: '/chargebeeControl', title: 'shell.routes.chargebeeControl', roles: ADMIN, hidden: true, icon: BillingIcon, page: lazy(() => import('../src/pages/chargebeeControl')) },
  {
    path: '/swayProofReviewTemplates',
    title: 'shell.routes.swayProofReviewTemplates',
    roles: ADMIN,
    hidden: true,
    icon: TemplatesIcon,
    page: lazy(() => import('../src/pages/swayProofReviewTemplates')),
  },
  proofRoute('/proof/facebookCheckin', 'shell.routes.proofFacebookCheckin'),
  proofRoute('/proof/facebookPost', 'shell.routes.proofFacebookPost'),
  proofRoute('/proof/instagramPost', 'shell.routes.proofInstagramPost'),
  proofRoute('/proof/onlineReview', 'shell.routes.proofOnlineReview'),
  proofRoute('/proof/TikTokPost', 'shell.routes.proofTikTokPost'),
  proofRoute('/proof/facebookReview', 'shell.routes.proofFacebookReview'),
];

/** The table entry of a path (without query or hash), if any. */
export function findRoute(pathname: string): AppRoute | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return appRoutes.find((route) => route.path === path);
}

/** The title key a given user sees for a route. */
export function routeTitle(route: AppRoute, userType: UserType | null): string {
  return userType === 'ADMIN' && route.adminTitle ? route.adminTitle : route.title;
}
