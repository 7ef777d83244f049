// The swayOffers resource (spec 3 §2 "Sway Offers screen" and "Sway offer editor"): the campaigns
// at /swayOffers (token only; every role), created in a modal over the list and edited at
// /swayOffers/{id}. The views load lazily.
import { lazy } from 'react';
import SwayOffersIcon from '@mui/icons-material/Bolt';
import type { SwayOfferListItem } from '../../contract/swayOffers';

export default {
  list: lazy(() => import('./SwayOfferList').then((m) => ({ default: m.SwayOfferList }))),
  edit: lazy(() => import('./SwayOfferEdit').then((m) => ({ default: m.SwayOfferEdit }))),
  icon: SwayOffersIcon,
  recordRepresentation: (record: SwayOfferListItem) => record.offer_summary,
};
