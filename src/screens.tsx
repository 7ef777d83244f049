// The console's side of the screen table (authProvider/screens.ts): what each path shows, with
// its menu icon: a lazily loaded page (a custom route), or a react-admin resource named after the
// path (its views load lazily too). Kept here, not in authProvider, so that the access rules load
// without React and no page imports the module that imports it. The type makes every path of
// the table name exactly one page or resource; both sit behind the same guard.
import type { ComponentType } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ResourceProps } from 'react-admin';
import { screenAt, screens, type Screen, type ScreenPath } from '../authProvider/screens';
import { guardViews, type ResourceViews } from './layout/GuardedRoute';
import { screenPages, type PreloadablePage } from './screenPages';
import offers from '../resources/offers';
import clientLiteOffers from '../resources/clientLiteOffers';
import couponCodes from '../resources/couponCodes';
import swayProofReviewTemplates from '../resources/swayProofReviewTemplates';
import users from '../resources/users';
import locations from '../resources/locations';
import swayOffers from '../resources/swayOffers';
import swayOffersLandingPage from '../resources/swayOffersLandingPage';
import mailingLists from '../resources/mailingLists';
import socialProofWidget from '../resources/socialProofWidget';
import SetupIcon from '@mui/icons-material/PlaylistAddCheck';
import TimelineIcon from '@mui/icons-material/Timeline';
import ReviewIcon from '@mui/icons-material/RateReview';
import ReportsIcon from '@mui/icons-material/BarChart';
import SettingsIcon from '@mui/icons-material/Settings';
import WallOfLoveIcon from '@mui/icons-material/Favorite';
import AccountIcon from '@mui/icons-material/AccountCircle';
import AdminSettingsIcon from '@mui/icons-material/Tune';
import SimpleReportsIcon from '@mui/icons-material/Assessment';
import DashboardIcon from '@mui/icons-material/Dashboard';
import AdminIcon from '@mui/icons-material/AdminPanelSettings';
import UserLookupIcon from '@mui/icons-material/PersonSearch';
import BillingIcon from '@mui/icons-material/CreditCard';
import ProofIcon from '@mui/icons-material/Image';
import RedeemIcon from '@mui/icons-material/Redeem';

type Icon = ComponentType<SvgIconProps>;

/** A custom route: a page that is not about one entity (DESIGN.md §8). */
export interface PageView {
  icon: Icon;
  page: PreloadablePage;
}

/** A react-admin resource shown at the screen's path: <Resource {...resource} />. */
export interface ResourceView {
  icon: Icon;
  resource: ResourceProps;
}

export type ScreenView = PageView | ResourceView;

/** What a resource folder exports (STYLE.md: { list, edit, create, show, icon, recordRepresentation }). */
type ResourceFolder = ResourceViews & Pick<ResourceProps, 'recordRepresentation'> & { icon: Icon };

/** The resource named after the path ('/offers' → offers), its views behind the screen's guard. */
function resourceView(path: ScreenPath, folder: ResourceFolder): ResourceView {
  return { icon: folder.icon, resource: { ...guardViews(screenAt(path), folder), name: path.slice(1) } };
}

/** The custom route's page of the path (src/screenPages.ts), with its menu icon. */
function pageView(path: keyof typeof screenPages, icon: Icon): PageView {
  return { icon, page: screenPages[path] };
}

export const screenViews: Record<ScreenPath, ScreenView> = {
  '/': pageView('/', SetupIcon),
  '/setup': pageView('/setup', SetupIcon),
  '/timeline': pageView('/timeline', TimelineIcon),
  '/redeem': pageView('/redeem', RedeemIcon),
  '/timelineReview': pageView('/timelineReview', ReviewIcon),
  '/reports': pageView('/reports', ReportsIcon),
  '/users': resourceView('/users', users),
  '/locations': resourceView('/locations', locations),
  '/offers': resourceView('/offers', offers),
  '/settings': pageView('/settings', SettingsIcon),
  '/clientLiteOffers': resourceView('/clientLiteOffers', clientLiteOffers),
  '/swayOffers': resourceView('/swayOffers', swayOffers),
  '/couponCodes': resourceView('/couponCodes', couponCodes),
  '/socialProofWidget': resourceView('/socialProofWidget', socialProofWidget),
  '/swayOffersLandingPage': resourceView('/swayOffersLandingPage', swayOffersLandingPage),
  '/swayWallOfLove': pageView('/swayWallOfLove', WallOfLoveIcon),
  '/account': pageView('/account', AccountIcon),
  '/adminSettings': pageView('/adminSettings', AdminSettingsIcon),
  '/simpleReports': pageView('/simpleReports', SimpleReportsIcon),
  '/mailingLists': resourceView('/mailingLists', mailingLists),
  '/dashboard': pageView('/dashboard', DashboardIcon),
  '/admin': pageView('/admin', AdminIcon),
  '/userLookup': pageView('/userLookup', UserLookupIcon),
  '/chargebeeControl': pageView('/chargebeeControl', BillingIcon),
  '/swayProofReviewTemplates': resourceView('/swayProofReviewTemplates', swayProofReviewTemplates),
  '/proof/facebookCheckin': pageView('/proof/facebookCheckin', ProofIcon),
  '/proof/facebookPost': pageView('/proof/facebookPost', ProofIcon),
  '/proof/instagramPost': pageView('/proof/instagramPost', ProofIcon),
  '/proof/onlineReview': pageView('/proof/onlineReview', ProofIcon),
  '/proof/TikTokPost': pageView('/proof/TikTokPost', ProofIcon),
  '/proof/facebookReview': pageView('/proof/facebookReview', ProofIcon),
};

/** The screens that are resources, for <Admin>'s <Resource> children. */
export const resourceScreens: ResourceProps[] = screens.flatMap((screen) => {
  const view = screenViews[screen.path];
  return 'resource' in view ? [view.resource] : [];
});

/** The screens that are custom routes, with their pages. */
export const pageScreens: { screen: Screen; page: PageView['page'] }[] = screens.flatMap((screen) => {
  const view = screenViews[screen.path];
  return 'page' in view ? [{ screen, page: view.page }] : [];
});
