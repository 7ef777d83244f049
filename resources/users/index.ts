// The users resource (spec 1 §2 Users): the business's users at /users (CLIENT). One list view;
// users are added and edited in a dialog over it, so there are no create or edit pages. The view
// loads lazily.
import { lazy } from 'react';
import UsersIcon from '@mui/icons-material/People';
import type { BusinessUser } from '../../contract/users';

export default {
  list: lazy(() => import('./UserList').then((m) => ({ default: m.UserList }))),
  icon: UsersIcon,
  recordRepresentation: (record: BusinessUser) => `${record.first_name} ${record.last_name}`.trim() || record.email,
};
