// An icon button that copies a text and says 'Copied to clipboard!' (spec 3 §8); its label names
// what it copies, so a screen reader user hears which of several copy buttons this is.
import IconButton from '@mui/material/IconButton';
import CopyIcon from '@mui/icons-material/ContentCopy';
import { useNotify, useTranslate } from 'react-admin';

export function CopyButton({ text, label }: { text: string; label: string }) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <IconButton
      aria-label={translate(label)}
      title={translate(label)}
      onClick={async () => {
        await navigator.clipboard?.writeText(text).catch(() => undefined);
        notify('widgets.copied', { type: 'success' });
      }}
    >
      <CopyIcon fontSize="small" />
    </IconButton>
  );
}
