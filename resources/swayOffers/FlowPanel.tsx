// One expansion panel of the editor (spec 3 §2): its title, the Enabled switch and the
// restore-to-default icon in the header; when switched off its fields are greyed and inert.
// Save sends every unsaved change of the flow, so moving between panels never loses an edit.
import type { ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import RestoreIcon from '@mui/icons-material/SettingsBackupRestore';
import { useTranslate } from 'react-admin';

export interface FlowPanelProps {
  id: string;
  title: string;
  expanded: boolean;
  onExpand: (open: boolean) => void;
  /** The Enabled switch; absent for panels that are always on. */
  enabled?: boolean;
  onEnabledChange?: (on: boolean) => void;
  /** Why the switch cannot be used (e.g. proof requirements need the screenshot step). */
  switchLockedReason?: string;
  onRestore?: () => void;
  onSave?: () => void;
  unsaved?: boolean;
  saving?: boolean;
  /** Keep the content mounted while closed (a form holding its own unsaved values). */
  keepMounted?: boolean;
  children: ReactNode;
}

export function FlowPanel({
  id, title, expanded, onExpand, enabled, onEnabledChange, switchLockedReason, onRestore, onSave, unsaved, saving, keepMounted, children,
}: FlowPanelProps) {
  const translate = useTranslate();
  const off = enabled === false;
  return (
    <Accordion expanded={expanded} onChange={(_, open) => onExpand(open)} disableGutters data-testid={`panel-${id}`}
      slotProps={{ transition: { unmountOnExit: !keepMounted } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`panel-${id}-content`} id={`panel-${id}-header`}>
        <Typography sx={{ flexGrow: 1, alignSelf: 'center', fontWeight: 500, color: off ? 'text.disabled' : undefined }}>{translate(title)}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`panel-${id}-content`}>
        {(onEnabledChange || onRestore) && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
            {onEnabledChange && (
              <FormControlLabel disabled={Boolean(switchLockedReason)}
                control={<Switch checked={enabled === true} onChange={(e) => onEnabledChange(e.target.checked)} />}
                label={`${translate('swayOffers.panels.enabled')}: ${translate(title)}`} />
            )}
            {onRestore && (
              <Tooltip title={translate('swayOffers.panels.restore')}>
                <IconButton aria-label={`${translate('swayOffers.panels.restore')}: ${translate(title)}`} onClick={onRestore}>
                  <RestoreIcon />
                </IconButton>
              </Tooltip>
            )}
          </Box>
        )}
        {(switchLockedReason || off) && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{switchLockedReason ?? translate('swayOffers.panels.disabledHint')}</Typography>
        )}
        <Box component="fieldset" disabled={off} sx={{ border: 0, p: 0, m: 0, minWidth: 0, opacity: off ? 0.5 : 1 }}>
          {children}
        </Box>
        {onSave && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
            <Button variant="contained" onClick={onSave} disabled={!unsaved || saving}>{translate('swayOffers.panels.save')}</Button>
          </Box>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
