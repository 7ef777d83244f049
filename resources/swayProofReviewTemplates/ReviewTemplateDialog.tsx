// The Add/Edit Template modal (spec 3 §2, §5): Title, Email Template ID and Type (APPROVED or
// DENIED), all required. Saves through the swayProofReviewTemplates resource with the spec's toasts.
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Button from '@mui/material/Button';
import { Form, SaveButton, SelectInput, TextInput, useCreate, useNotify, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import { useSubmitOnce } from '../../src/components/submit/useSubmitOnce';
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
  const [create] = useCreate();
  const [update] = useUpdate();
  const once = useSubmitOnce();
  const busy = once.busy;

  const save = (values: FieldValues) => once.submit((meta) => {
    const data = { title: values.title, email_template_id: values.email_template_id, type: values.type };
    return template
      ? update(resource, { id: template.id, data, previousData: template }, {
        mutationMode: 'pessimistic', returnPromise: true,
        onSuccess: () => { notify('reviews.templates.updated', { type: 'success' }); onClose(); },
        onError: () => notify('reviews.templates.errorUpdating', { type: 'error' }),
      })
      : create(resource, { data, meta }, {
        returnPromise: true,
        onSuccess: () => { notify('reviews.templates.added', { type: 'success' }); onClose(); },
        onError: () => notify('reviews.templates.errorAdding', { type: 'error' }),
      });
  });

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
