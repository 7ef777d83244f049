// The Customization panel (spec 3 §2, §3 layout_data): colour inputs, text inputs and image uploads,
// each with a delete. Colours save as they are picked, texts when the field is left, images once
// uploaded; the preview follows what is typed before it is saved. What is typed and not yet sent is
// an unsaved edit for the console's guard (issue 34).
import { useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useTranslate } from 'react-admin';
import { LANDING_COLORS, LANDING_IMAGES, LANDING_LIMITS, LANDING_TEXTS, type LayoutData } from '../../contract/landingPages';
import { ImageUpload } from '../../src/components/ImageUpload';
import { ContrastWarning } from './ContrastWarning';
import { useUnsavedChanges } from '../../src/components/unsaved';
import { useEscapeRestores } from '../../src/components/change/useEscapeRestores';

type Layout = { colors: Record<string, string>; text: Record<string, string>; images: Record<string, string> };
type Map = keyof Layout;

const without = (record: Record<string, string>, key: string) => Object.fromEntries(Object.entries(record).filter(([k]) => k !== key));

export function CustomizationPanel({ layout, onDraft, onSave }: { layout: Layout; onDraft: (l: Layout) => void; onSave: (l: LayoutData) => void }) {
  const translate = useTranslate();
  // The panel's copy is the truth while the page is open: a save's answer must not wipe what is
  // being typed in another field meanwhile (each save sends the whole layout).
  const [draft, setDraft] = useState(layout);
  const [sent, setSent] = useState(layout);
  useUnsavedChanges(JSON.stringify(draft) !== JSON.stringify(sent));
  const send = (next: Layout) => {
    setSent(next);
    onSave(next as LayoutData);
  };
  const change = (map: Map, key: string, value: string | null, save: boolean) => {
    const next = { ...draft, [map]: value === null ? without(draft[map], key) : { ...draft[map], [key]: value } };
    setDraft(next);
    onDraft(next);
    if (save) send(next);
  };
  // Esc puts a text's last sent value back; the blur it causes saves nothing (issue 34).
  const esc = useEscapeRestores();
  const leave = (tooLong: boolean) => {
    if (!esc.escaped() && !tooLong) send(draft);
  };
  // A delete is saved at once: it asks first, naming what goes (issue 34).
  const [deleting, setDeleting] = useState<{ map: Map; key: string; name: string } | null>(null);
  const remove = (map: Map, key: string, name: string) => (
    <IconButton aria-label={translate('landingPages.delete', { name })} onClick={() => setDeleting({ map, key, name })} disabled={!draft[map][key]}>
      <DeleteIcon />
    </IconButton>
  );
  return (
    <Box component="section" aria-label={translate('landingPages.customization')} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate('landingPages.customization')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        {LANDING_COLORS.map((key) => {
          const name = translate(`landingPages.colors.${key}`);
          return (
            <Stack key={key} direction="row" sx={{ alignItems: 'center' }}>
              <TextField type="color" size="small" label={name} value={draft.colors[key] ?? '#ffffff'} sx={{ width: 130 }}
                onChange={(e) => change('colors', key, e.target.value, false)} onBlur={() => send(draft)} />
              {remove('colors', key, name)}
            </Stack>
          );
        })}
      </Box>
      <ContrastWarning colors={draft.colors} />
      {LANDING_TEXTS.map((key) => {
        const name = translate(`landingPages.texts.${key}`);
        const value = draft.text[key] ?? '';
        const tooLong = value.length > LANDING_LIMITS.text;
        return (
          <Stack key={key} direction="row" sx={{ alignItems: 'flex-start', mb: 1 }}>
            <TextField size="small" fullWidth multiline={key !== 'headline'} label={name} value={value} error={tooLong}
              helperText={tooLong ? `At most ${LANDING_LIMITS.text} characters` : `${value.length}/${LANDING_LIMITS.text}`}
              onChange={(e) => change('text', key, e.target.value, false)} onKeyDown={esc.onEscape(() => change('text', key, sent.text[key] ?? null, false))} onBlur={() => leave(tooLong)} />
            {remove('text', key, name)}
          </Stack>
        );
      })}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' } }}>
        {LANDING_IMAGES.map((key) => (
          <Box key={key}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>{translate(`landingPages.images.${key}`)}</Typography>
            <ImageUpload value={draft.images[key] ?? null} imageType="landingPage" editMode allowDelete minHeight={100}
              alt={translate(`landingPages.images.${key}`)} onChange={(url) => (url === null ? setDeleting({ map: 'images', key, name: translate(`landingPages.images.${key}`) }) : change('images', key, url, true))} />
          </Box>
        ))}
      </Box>
      <Confirm isOpen={deleting !== null} title="landingPages.deleteTitle" content="landingPages.deleteConfirm" translateOptions={{ name: deleting?.name ?? '' }}
        confirm="landingPages.deleteButton" confirmColor="warning" onClose={() => setDeleting(null)}
        onConfirm={() => { if (deleting) change(deleting.map, deleting.key, null, true); setDeleting(null); }} />
    </Box>
  );
}
