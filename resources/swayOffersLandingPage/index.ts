// The landing pages resource (spec 3 §2 "Sway Offers Landing Page", ADMIN) at
// /swayOffersLandingPage: one screen that picks a page, creates one, and edits it beside a live
// preview. The view loads lazily.
import { lazy } from 'react';
import LandingPageIcon from '@mui/icons-material/Web';
import type { LandingPage } from '../../contract/landingPages';

export default {
  list: lazy(() => import('./LandingPageScreen').then((m) => ({ default: m.LandingPageScreen }))),
  icon: LandingPageIcon,
  recordRepresentation: (record: LandingPage) => record.landing_page_name,
};
