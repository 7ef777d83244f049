// Landing Page Name and Custom Url (spec 3 §2): each saved when the field is left or Enter is
// pressed, with the server's reason on the field (a taken or reserved address); the public URL as
// a link once the page has an address. A value typed and not yet saved is an unsaved edit for the
// console's guard (issue 34); one being saved is not. Esc and a refused save show the stored value.
import { useEffect, useState, type KeyboardEvent } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { LANDING_LIMITS, customUrlRule, type LandingPage, type LandingPageUpdate } from '../../contract/landingPages';
import { useUnsavedChanges } from '../../src/components/unsaved';
import { useEscapeRestores } from '../../src/components/change/useEscapeRestores';
import { fieldError } from './useLandingPage';

function SavedField({ label, value, helper, field, rule, max, onSave }: {
  label: string; value: string; helper?: string; field: keyof LandingPageUpdate; max: number;
  rule?: (v: unknown) => string | undefined; onSave: (changes: LandingPageUpdate) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const [text, setText] = useState(value);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  useEffect(() => setText(value), [value]);
  const normalised = field === 'customUrl' ? text.trim().toLowerCase() : text.trim();
  useUnsavedChanges(!saving && normalised !== value);
  const esc = useEscapeRestores();
  const commit = async () => {
    if (esc.escaped()) return;
    const next = normalised;
    if (next === value) return;
    const local = rule?.(next) ?? (next.length > max ? `At most ${max} characters` : undefined);
    setError(local);
    if (local) return;
    setSaving(true);
    try {
      const refusal = await onSave({ [field]: field === 'customUrl' ? next || null : next });
      setError(refusal ? fieldError(refusal, field) ?? translate('landingPages.errors.update') : undefined);
      // A refused save shows the stored value again, with the reason under it (issue 34).
      if (refusal) setText(value);
    } finally {
      setSaving(false);
    }
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void commit();
    }
    esc.onEscape(() => { setText(value); setError(undefined); })(e);
  };
  return (
    <TextField label={translate(label)} value={text} onChange={(e) => { setText(e.target.value); setError(undefined); }} onBlur={() => void commit()}
      onKeyDown={onKey} error={Boolean(error)} helperText={error ?? (helper ? translate(helper) : `${text.length}/${max}`)} fullWidth size="small" />
  );
}

export function PageFields({ page, onSave }: { page: LandingPage; onSave: (changes: LandingPageUpdate) => Promise<unknown> }) {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <SavedField label="landingPages.name" field="landingPageName" value={page.landing_page_name} max={LANDING_LIMITS.name} onSave={onSave} />
      <SavedField label="landingPages.customUrl" field="customUrl" value={page.custom_url ?? ''} max={LANDING_LIMITS.slugMax}
        helper="landingPages.customUrlHint" rule={customUrlRule} onSave={onSave} />
      <Typography variant="body2">
        {`${translate('landingPages.publicUrl')}: `}
        {page.public_url
          ? <Link href={page.public_url} target="_blank" rel="noopener" data-testid="public-url">{page.public_url}</Link>
          : translate('landingPages.noPublicUrl')}
      </Typography>
    </Stack>
  );
}
