// /swayProofReviewTemplates (ADMIN, spec 3 §2): the reviewTemplates resource's list screen.
import { ResourceContextProvider } from 'react-admin';
import { ReviewTemplateList } from '../../../resources/reviewTemplates/ReviewTemplateList';

export default function SwayProofReviewTemplatesPage() {
  return (
    <ResourceContextProvider value="reviewTemplates">
      <ReviewTemplateList />
    </ResourceContextProvider>
  );
}
