// The one English message catalogue: react-admin's texts plus one file per area of the spec.
// Each area file owns one top-level namespace, so composing them is a plain spread.
import englishMessages from 'ra-language-english';
import { shellMessages } from './messages/shell';
import { dashboardMessages } from './messages/dashboard';
import { locationsMessages } from './messages/locations';
import { reviewsMessages } from './messages/reviews';
import { offersMessages } from './messages/offers';
import { swayOffersMessages } from './messages/swayOffers';
import { landingPagesMessages } from './messages/landingPages';
import { adminToolsMessages } from './messages/adminTools';
import { billingMessages } from './messages/billing';
import { redeemMessages } from './messages/redeem';
import { widgetsMessages } from './messages/widgets';

export const en = {
  ...englishMessages,
  ...shellMessages,
  ...dashboardMessages,
  ...locationsMessages,
  ...reviewsMessages,
  ...offersMessages,
  ...swayOffersMessages,
  ...landingPagesMessages,
  ...adminToolsMessages,
  ...billingMessages,
  ...redeemMessages,
  ...widgetsMessages,
};

export type Messages = typeof en;
