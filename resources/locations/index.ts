// The locations resource (spec 1 §2 Locations): the business's locations at /locations (CLIENT).
// One list view grouping them by state; locations are added, edited and archived in dialogs over
// it, so there are no create or edit pages. The view loads lazily.
import { lazy } from 'react';
import LocationsIcon from '@mui/icons-material/Place';
import type { Location } from '../../contract/locations';

export default {
  list: lazy(() => import('./LocationList').then((m) => ({ default: m.LocationList }))),
  icon: LocationsIcon,
  recordRepresentation: (record: Location) => record.address,
};
