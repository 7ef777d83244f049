// The automatic checks' reading queue on /timelineReview (issue 33): how many screenshot reads
// wait or run on the server and how long the oldest has waited, so an admin sees a backlog
// before proofs pile up unchecked. Asked again every 10 s while the page is open.
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

const REFRESH_MS = 10_000;

export function CheckQueue() {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const queue = useQuery({ queryKey: ['reviews', 'checkQueue'], queryFn: () => dp.getProofCheckQueue(), refetchInterval: REFRESH_MS });
  if (!queue.data) return null;
  const { depth, oldest_wait_seconds: seconds } = queue.data;
  return (
    <Typography variant="body2" color={seconds > 60 ? 'error' : 'text.secondary'} data-testid="check-queue">
      {depth === 0 ? translate('reviews.timeline.checkQueueEmpty') : translate('reviews.timeline.checkQueue', { depth, seconds: Math.round(seconds) })}
    </Typography>
  );
}
