// Share Feedback (spec 1 §2 Widgets, §4 Feedback modal, §9 max width 450): a persistent dialog
// (no Esc, no backdrop close) with the feedback types; Share is disabled until one is ticked;
// on save it closes and toasts "Thanks, we've let {first name} know!".
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FEEDBACK_TYPES, type FeedbackType } from '../../../contract/feedbackTypes';
import type { AppDataProvider } from '../../../dataProvider';
import { FeedbackTypeIcon } from './feedbackIcons';
import { useRefreshDashboard } from './queries';
import { useChange } from '../change/useChange';

interface Props {
  open: boolean;
  proofId: number;
  firstName: string | null;
  onClose: () => void;
  /** After the closing transition; the opener uses it to take the keyboard focus back. */
  onExited?: () => void;
}

export function ShareFeedbackDialog({ open, proofId, firstName, onClose, onExited }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const refresh = useRefreshDashboard();
  const [chosen, setChosen] = useState<FeedbackType[]>([]);
  const name = firstName || translate('dashboard.feedback.theLocal');
  const share = useChange({
    mutationFn: () => dp.sendClientFeedback(proofId, chosen),
    onSuccess: async () => {
      notify('dashboard.feedback.thanks', { type: 'success', messageArgs: { name } });
      setChosen([]);
      onClose();
      await refresh();
    },
  });
  const toggle = (type: FeedbackType) => setChosen((c) => (c.includes(type) ? c.filter((t) => t !== type) : [...c, type]));
  return (
    <Dialog open={open} maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 450, width: '100%', m: 2 } }, transition: { onExited } }}
      disableRestoreFocus
      onClose={(_event, reason) => { if (reason !== 'backdropClick' && reason !== 'escapeKeyDown') onClose(); }}
      disableEscapeKeyDown aria-labelledby="share-feedback-title">
      <DialogTitle id="share-feedback-title">{translate('dashboard.feedback.title')}</DialogTitle>
      <DialogContent>
        <Typography>{translate('dashboard.feedback.text', { name })}</Typography>
        <List dense>
          {FEEDBACK_TYPES.map((f) => (
            <ListItemButton key={f.type} onClick={() => toggle(f.type)} data-testid={`feedback-${f.type}`}>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <Checkbox edge="start" checked={chosen.includes(f.type)} tabIndex={-1} disableRipple inputProps={{ 'aria-label': f.title }} />
              </ListItemIcon>
              <ListItemIcon sx={{ minWidth: 36 }}><FeedbackTypeIcon type={f.type} color="secondary" /></ListItemIcon>
              <ListItemText primary={f.title} />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={share.isPending}>{translate('dashboard.feedback.close')}</Button>
        <Button variant="contained" onClick={() => share.mutate()} disabled={chosen.length === 0 || share.isPending}>
          {translate('dashboard.feedback.share')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
