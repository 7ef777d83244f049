// A settings section: a titled card with its own form; an invalid save toasts the spec's
// 'Validation failed please check your entries' (instead of react-admin's generic text).
import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, useNotify, useTranslate } from 'react-admin';
import { useFormContext, type FieldValues } from 'react-hook-form';

function SaveButton({ onSave, busy }: { onSave: (values: FieldValues) => void; busy: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { handleSubmit } = useFormContext();
  return (
    <Button variant="contained" disabled={busy} onClick={() => void handleSubmit(onSave, () => notify('offers.settings.validationFailed', { type: 'error' }))()}>
      {translate('offers.settings.save')}
    </Button>
  );
}

export interface SaveSectionProps {
  id?: string;
  title: string;
  defaultValues: FieldValues;
  onSave: (values: FieldValues) => void;
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
          <Stack spacing={1}>
            {children}
            <div><SaveButton onSave={onSave} busy={busy} /></div>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
}
