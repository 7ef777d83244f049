// The clientLiteOffers resource (spec 2 §2 Client Lite Campaigns): the 'Campaigns' of a
// CLIENT_LITE at /clientLiteOffers, the same offer records as the offers resource (a lite user's
// are marked is_lite) beside the business's sway campaigns. Its list is the offers list in its
// lite form (the reduced panel and the campaign wizard), loaded lazily.
import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';
import type { Offer } from '../../contract/offers';

export default {
  list: lazy(() => import('../offers/OfferList').then((m) => ({ default: m.LiteOfferList }))),
  icon: CampaignIcon,
  recordRepresentation: (record: Offer) => record.offer_summary,
};
