// The offers resource (spec 2 §2 Offers, §7): a CLIENT's network offers at /offers. One list view
// grouping the offers by status; the wizard creates and each panel edits in place, so there are no
// create or edit pages. The view loads lazily: registering the resource costs the first load only
// this file. The data provider maps it onto the offer entries of the endpoint table.
import { lazy } from 'react';
import OffersIcon from '@mui/icons-material/LocalOffer';
import type { Offer } from '../../contract/offers';

export default {
  list: lazy(() => import('./OfferList').then((m) => ({ default: m.OfferList }))),
  icon: OffersIcon,
  recordRepresentation: (record: Offer) => record.offer_summary,
};
