// The Add/Edit Template modal (spec 3 §2, §5): Title, Email Template ID and Type (APPROVED or
// DENIED), all required. Saves through the swayProofReviewTemplates resource with the spec's toasts.
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { Form, SaveButton, SelectInput, TextInput, useDataProvider, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { useChange } from '../../src/components/change/useChange';
import type { FieldValues } from 'react-hook-form';
import type { ReviewTemplate } from '../../contract/reviews';
import { reviewTemplateRules } from '../../contract/validation/review';

const TYPES = [{ id: 'APPROVED', name: 'APPROVED' }, { id: 'DENIED', name: 'DENIED' }];

export function ReviewTemplateDialog({ template, defaultType, onClose }: {
  template: ReviewTemplate | null;
  defaultType: ReviewTemplate['type'];
  onClose: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? 'swayProofReviewTemplates';
  const dataProvider = useDataProvider();
  const change = useChange({
    mutationFn: async (values: FieldValues): Promise<unknown> => {
      const data = { title: values.title, email_template_id: values.email_template_id, type: values.type };
      return template
        ? dataProvider.update(resource, { id: template.id, data, previousData: template })
        : dataProvider.create(resource, { data });
    },
    success: template ? 'reviews.templates.updated' : 'reviews.templates.added',
    refresh: true,
    onSuccess: onClose,
    onError: () => notify(template ? 'reviews.templates.errorUpdating' : 'reviews.templates.errorAdding', { type: 'error' }),
  });
  const busy = change.isPending;
  const save = change.submit;

  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="template-dialog-title">
      <Form
        defaultValues={template ?? { title: '', email_template_id: '', type: defaultType }}
        onSubmit={save}
        noValidate
      >
        <DialogTitle id="template-dialog-title">
          {translate(template ? 'reviews.templates.editTitle' : 'reviews.templates.addTitle')}
        </DialogTitle>
        <DialogContent>
          <TextInput source="title" label="reviews.templates.fieldTitle" validate={reviewTemplateRules.title} fullWidth autoFocus />
          <TextInput source="email_template_id" label="reviews.templates.fieldEmailTemplateId" validate={reviewTemplateRules.email_template_id} fullWidth />
          <SelectInput source="type" label="reviews.templates.fieldType" choices={TYPES} validate={reviewTemplateRules.type} fullWidth />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>{translate('reviews.templates.cancel')}</Button>
          <SaveButton label="reviews.templates.save" disabled={busy} alwaysEnable={!busy} />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
