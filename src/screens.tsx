// The console's side of the screen table (authProvider/screens.ts): the icon and the lazily
// loaded page of each path. Kept here, not in authProvider, so that the access rules load
// without React and no page imports the module that imports it. The type makes every path of
// the table name exactly one page.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ScreenPath } from '../authProvider/screens';
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

export interface ScreenView {
  icon: ComponentType<SvgIconProps>;
  page: LazyExoticComponent<ComponentType>;
}

const proofView: ScreenView = { icon: ProofIcon, page: lazy(() => import('./pages/proof')) };

export const screenViews: Record<ScreenPath, ScreenView> = {
  '/': { icon: SetupIcon, page: lazy(() => import('./pages/landing')) },
  '/setup': { icon: SetupIcon, page: lazy(() => import('./pages/setup')) },
  '/timeline': { icon: TimelineIcon, page: lazy(() => import('./pages/timeline')) },
  '/timelineReview': { icon: ReviewIcon, page: lazy(() => import('./pages/timelineReview')) },
  '/reports': { icon: ReportsIcon, page: lazy(() => import('./pages/reports')) },
  '/users': { icon: UsersIcon, page: lazy(() => import('./pages/users')) },
  '/locations': { icon: LocationsIcon, page: lazy(() => import('./pages/locations')) },
  '/offers': { icon: OffersIcon, page: lazy(() => import('./pages/offers')) },
  '/settings': { icon: SettingsIcon, page: lazy(() => import('./pages/settings')) },
  '/clientLiteOffers': { icon: CampaignIcon, page: lazy(() => import('./pages/clientLiteOffers')) },
  '/swayOffers': { icon: SwayOffersIcon, page: lazy(() => import('./pages/swayOffers')) },
  '/couponCodes': { icon: CouponIcon, page: lazy(() => import('./pages/couponCodes')) },
  '/socialProofWidget': { icon: WidgetIcon, page: lazy(() => import('./pages/socialProofWidget')) },
  '/swayOffersLandingPage': { icon: LandingPageIcon, page: lazy(() => import('./pages/swayOffersLandingPage')) },
  '/swayWallOfLove': { icon: WallOfLoveIcon, page: lazy(() => import('./pages/swayWallOfLove')) },
  '/account': { icon: AccountIcon, page: lazy(() => import('./pages/account')) },
  '/adminSettings': { icon: AdminSettingsIcon, page: lazy(() => import('./pages/adminSettings')) },
  '/simpleReports': { icon: SimpleReportsIcon, page: lazy(() => import('./pages/simpleReports')) },
  '/mailingLists': { icon: MailIcon, page: lazy(() => import('./pages/mailingLists')) },
  '/dashboard': { icon: DashboardIcon, page: lazy(() => import('./pages/dashboard')) },
  '/admin': { icon: AdminIcon, page: lazy(() => import('./pages/admin')) },
  '/userLookup': { icon: UserLookupIcon, page: lazy(() => import('./pages/userLookup')) },
  '/chargebeeControl': { icon: BillingIcon, page: lazy(() => import('./pages/chargebeeControl')) },
  '/swayProofReviewTemplates': { icon: TemplatesIcon, page: lazy(() => import('./pages/swayProofReviewTemplates')) },
  '/proof/facebookCheckin': proofView,
  '/proof/facebookPost': proofView,
  '/proof/instagramPost': proofView,
  '/proof/onlineReview': proofView,
  '/proof/TikTokPost': proofView,
  '/proof/facebookReview': proofView,
};
