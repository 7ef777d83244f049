// The Sway Wall Of Love screen (spec 3 §2, ADMIN): one expandable panel per widget of the business
// ('Carousel', 'Wall Of Love', or 'Internal Error Unknown Type'), each with its colour inputs, its
// install snippet and a live preview frame of the server's preview page; 'Enable Sway Wall Of Love'
// when there are none. A colour is saved when the picker closes or the field is left.
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { WALL_OF_LOVE_COLOR_FIELDS, WALL_OF_LOVE_TYPES, WALL_RESERVE_CSS, type WallOfLoveConfig } from '../../../contract/socialProofs';
import type { AppDataProvider } from '../../../dataProvider';
import { CopyButton } from '../../components/CopyButton';
import { useProviderQuery } from '../../components/useProviderQuery';
import { useChange } from '../../components/change/useChange';
import { useEscapeRestores } from '../../components/change/useEscapeRestores';
import { messageOf } from '../../components/messageOf';

const KEY = 'swayWallOfLove';
type ColorField = (typeof WALL_OF_LOVE_COLOR_FIELDS)[number];
const HEX = /^#[0-9a-fA-F]{6}$/;

function typeLabel(type: string): string {
  return (WALL_OF_LOVE_TYPES as readonly string[]).includes(type) ? `widgets.wall.${type}` : 'widgets.wall.unknownType';
}

function ColorInput({ config, field, onSaved }: { config: WallOfLoveConfig; field: ColorField; onSaved: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const saved = config[field] ?? '';
  const [value, setValue] = useState(saved || '#000000');
  const save = useChange({
    mutationFn: (next: string) => dataProvider.updateWallOfLoveColor(config.access_key, field, next),
    onSuccess: () => { notify('widgets.wall.colorUpdated', { type: 'success' }); onSaved(); },
    // A refused colour shows the stored one again; the spec's text, then the server's reason (issue 34).
    onError: (error) => {
      setValue(saved || '#000000');
      notify(`${translate('widgets.wall.colorError')}: ${messageOf(error)}`, { type: 'error' });
    },
  });
  const esc = useEscapeRestores();
  const commit = () => {
    if (esc.escaped()) return;
    if (value !== saved && HEX.test(value)) save.mutate(value);
  };
  const label = translate(`widgets.wall.${field}`);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1 }}>
      <Box component="input" type="color" value={HEX.test(value) ? value : '#000000'} aria-label={label}
        onChange={(e: React.ChangeEvent<HTMLInputElement>) => setValue(e.target.value)} onBlur={commit}
        sx={{ width: 48, height: 40, p: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'transparent', cursor: 'pointer' }} />
      <TextField size="small" label={label} value={value} onChange={(e) => setValue(e.target.value.trim())} onBlur={commit}
        onKeyDown={(e) => { if (e.key === 'Enter') commit(); else esc.onEscape(() => setValue(saved || '#000000'))(e); }}
        error={!HEX.test(value)} helperText={HEX.test(value) ? ' ' : translate('widgets.wall.colorInvalid')}
        slotProps={{ htmlInput: { maxLength: 7, 'data-testid': `color-${field}` } }} />
    </Stack>
  );
}

function WidgetPanel({ config, expanded, onToggle }: { config: WallOfLoveConfig; expanded: boolean; onToggle: () => void }) {
  const translate = useTranslate();
  const [version, setVersion] = useState(0);
  const fields = WALL_OF_LOVE_COLOR_FIELDS.filter((f) => f !== 'color_carousel_indicator_button' || config.type === 'CAROUSEL');
  const known = (WALL_OF_LOVE_TYPES as readonly string[]).includes(config.type);
  const title = translate(typeLabel(config.type));
  return (
    <Accordion expanded={expanded} onChange={onToggle} disableGutters data-testid={`wall-${config.type}`} slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography component="span" variant="subtitle1">{title}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ ml: 2, alignSelf: 'center', display: { xs: 'none', sm: 'block' } }}>
          {translate('widgets.wall.accessKey', { key: config.access_key })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>
        {!known ? <Alert severity="error">{title}</Alert> : (
          <Stack direction={{ xs: 'column', lg: 'row' }} sx={{ gap: 3 }}>
            <Stack sx={{ gap: 2, flex: '0 0 340px', minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3">{translate('widgets.wall.colors')}</Typography>
              {fields.map((field) => <ColorInput key={field} config={config} field={field} onSaved={() => setVersion((v) => v + 1)} />)}
              <Typography variant="subtitle2" component="h3">{translate('widgets.wall.snippet')}</Typography>
              <Stack direction="row" sx={{ alignItems: 'flex-start', gap: 1 }}>
                <Box component="pre" sx={{ m: 0, p: 1, flex: 1, bgcolor: 'action.hover', borderRadius: 1, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {config.install_snippet}
                </Box>
                <CopyButton text={config.install_snippet} label="widgets.wall.copySnippet" />
              </Stack>
              <Typography variant="caption" color="text.secondary" component="p">{translate('widgets.wall.reserveHelp')}</Typography>
              <Box component="code" sx={{ fontSize: 12, bgcolor: 'action.hover', p: 0.5, borderRadius: 1, overflowWrap: 'anywhere' }}>{WALL_RESERVE_CSS}</Box>
            </Stack>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" component="h3" gutterBottom>{translate('widgets.wall.preview')}</Typography>
              {expanded && (
                <Box component="iframe" key={version} title={translate('widgets.wall.previewTitle', { type: title })}
                  src={`/swayWallOfLove/preview/${encodeURIComponent(config.access_key)}`} loading="lazy"
                  sx={{ width: '100%', height: 480, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }} />
              )}
            </Box>
          </Stack>
        )}
      </AccordionDetails>
    </Accordion>
  );
}

export default function SwayWallOfLovePage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const walls = useProviderQuery(KEY, 'getWallsOfLove', []);
  const [open, setOpen] = useState<string | null>(null);
  const enable = useChange({
    mutationFn: () => dataProvider.enableWallOfLove(),
    onSuccess: (reply) => queryClient.setQueryData([KEY, 'getWallsOfLove'], reply),
  });
  const configs = walls.data?.socialProofConfigurations ?? [];
  const expanded = open ?? configs[0]?.access_key ?? null;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="widgets.wall.title" />
      <Typography variant="h5" component="h1" gutterBottom>{translate('widgets.wall.title')}</Typography>
      {walls.isPending ? <Loading /> : walls.isError ? <Alert severity="error">{translate('widgets.wall.loadError')}</Alert> : configs.length === 0 ? (
        <Stack sx={{ alignItems: 'flex-start', gap: 2 }}>
          <Typography color="text.secondary">{translate('widgets.wall.empty')}</Typography>
          <Button variant="contained" onClick={() => enable.mutate()} disabled={enable.isPending}>{translate('widgets.wall.enable')}</Button>
        </Stack>
      ) : configs.map((config) => (
        <WidgetPanel key={config.access_key} config={config} expanded={expanded === config.access_key}
          onToggle={() => setOpen(expanded === config.access_key ? '' : config.access_key)} />
      ))}
    </Box>
  );
}
