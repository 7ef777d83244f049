// A settings section: a titled card with its own form; an invalid save toasts the spec's
// 'Validation failed please check your entries' (instead of react-admin's generic text). Its
// unsaved edits are guarded (issue 34); a save that succeeds makes the saved values the form's
// own, so the form is clean again and only later edits count as unsaved.
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, useNotify, useTranslate } from 'react-admin';
import { UnsavedFormChanges } from '../../components/unsaved';
import { useFormContext, type FieldValues } from 'react-hook-form';

function SaveButton({ onSave, busy }: { onSave: SaveSectionProps['onSave']; busy: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { handleSubmit, reset } = useFormContext();
  const save = handleSubmit(async (values) => {
    if (await onSave(values)) reset(values);
  }, () => notify('offers.settings.validationFailed', { type: 'error' }));
  return (
    <Button variant="contained" disabled={busy} onClick={() => void save()}>
      {translate('offers.settings.save')}
    </Button>
  );
}

export interface SaveSectionProps {
  id?: string;
  title: string;
  defaultValues: FieldValues;
  /** Saves the section: true once the server accepted it. */
  onSave: (values: FieldValues) => Promise<boolean>;
  busy: boolean;
  children: ReactNode;
}

export function SaveSection({ id, title, defaultValues, onSave, busy, children }: SaveSectionProps) {
  const translate = useTranslate();
  return (
    <Card id={id} sx={{ mb: 2, scrollMarginTop: 80 }} component="section" aria-label={translate(title)}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>{translate(title)}</Typography>
        <Form defaultValues={defaultValues} noValidate>
          <UnsavedFormChanges />
          <Stack spacing={1}>
            {children}
            <div><SaveButton onSave={onSave} busy={busy} /></div>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
