// The reviewTemplates resource (spec 3 §2 Sway Proof Review Templates): one list screen whose
// modal adds and edits, so there are no separate create/edit pages. The list is loaded lazily so
// registering the resource costs the first load nothing but this file.
import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';
import TemplatesIcon from '@mui/icons-material/RuleFolder';

const ReviewTemplateList = lazy(() => import('./ReviewTemplateList').then((m) => ({ default: m.ReviewTemplateList })));

function LazyList() {
  return (
    <Suspense fallback={<Loading />}>
      <ReviewTemplateList />
    </Suspense>
  );
}

export default {
  list: LazyList,
  icon: TemplatesIcon,
  recordRepresentation: 'title',
};
