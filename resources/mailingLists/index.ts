// The mailingLists resource (spec 3 §2 Mailing Lists) at /mailingLists: one list view with the
// creation form above the table; an admin tool (the screen itself needs only a token). The view
// loads lazily.
import { lazy } from 'react';
import MailIcon from '@mui/icons-material/Mail';

export default {
  list: lazy(() => import('./MailingListList').then((m) => ({ default: m.MailingListList }))),
  icon: MailIcon,
  recordRepresentation: 'name',
};
