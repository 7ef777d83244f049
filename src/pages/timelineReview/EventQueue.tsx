// The domain events' queue on /timelineReview (issue 35), beside the checks' reading queue: how
// many messages and other background jobs wait on every server, and the ones given up on after
// their last attempt, which an admin can hand back once the cause is fixed (a mail server that
// was down). Asked again every 10 s while the page is open.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { useChange } from '../../components/change/useChange';

const REFRESH_MS = 10_000;
const QUERY_KEY = ['reviews', 'eventQueue'];

export function EventQueue() {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const queue = useQuery({ queryKey: QUERY_KEY, queryFn: () => dp.getEventQueue(), refetchInterval: REFRESH_MS });
  const retry = useChange({
    mutationFn: (id: number) => dp.retryDeadEvent(id),
    success: 'reviews.timeline.retried',
    onSuccess: (answer) => { client.setQueryData(QUERY_KEY, answer); if (answer.dead === 0) setOpen(false); },
  });
  if (!queue.data) return null;
  const { pending, dead, deadEvents } = queue.data;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="event-queue">
      <Typography variant="body2" color="text.secondary">{translate('reviews.timeline.eventQueue', { pending })}</Typography>
      {dead > 0 && (
        <Button size="small" color="error" onClick={() => setOpen(true)}>{translate('reviews.timeline.deadEvents', { count: dead })}</Button>
      )}
      <Dialog open={open} onClose={() => setOpen(false)} maxWidth="sm" fullWidth aria-labelledby="dead-events-title">
        <DialogTitle id="dead-events-title">{translate('reviews.timeline.deadEventsTitle')}</DialogTitle>
        <DialogContent>
          <Typography variant="body2">{translate('reviews.timeline.deadEventsHelp', { attempts: deadEvents[0]?.attempts ?? 0 })}</Typography>
          <List dense>
            {deadEvents.map((event) => (
              <ListItem key={event.id} divider secondaryAction={
                <Button size="small" disabled={retry.isPending} onClick={() => retry.mutate(event.id)}>{translate('reviews.timeline.retry')}</Button>
              }>
                {/* The error is the handler's own text: shown as text, never as markup. */}
                <ListItemText
                  primary={translate('reviews.timeline.deadEvent', { type: event.type, business: event.businessId ?? '-', date: new Date(event.createdAt).toLocaleString() })}
                  secondary={event.lastError ?? ''}
                  slotProps={{ secondary: { sx: { wordBreak: 'break-word' } } }}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <DialogActions><Button onClick={() => setOpen(false)}>{translate('reviews.timeline.close')}</Button></DialogActions>
      </Dialog>
    </Stack>
  );
}
