// The swayProofReviewTemplates resource (spec 3 §2 Sway Proof Review Templates): the review
// templates at /swayProofReviewTemplates (ADMIN). One list view grouping them into Approved and
// Denied, whose modal adds and edits, so there are no create or edit pages. The view loads lazily.
import { lazy } from 'react';
import TemplatesIcon from '@mui/icons-material/Description';

export default {
  list: lazy(() => import('./ReviewTemplateList').then((m) => ({ default: m.ReviewTemplateList }))),
  icon: TemplatesIcon,
  recordRepresentation: 'title',
};
