// /timeline (spec 1 §2 Timeline, §9 page size 10): welcome text, customer-since and voucher count,
// a calendar to jump to a date, proof cards grouped by date, loaded 10 at a time at the scroll
// bottom until a short page; 'No Proofs for {date}'; 'No Proofs Yet' with the intro video.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Title, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { TimelineProof } from '../../../contract/dashboard';
import { TIMELINE_PAGE_SIZE } from '../../../contract/limits';
import type { AppDataProvider } from '../../../dataProvider';
import { useControl } from '../../components/access';
import { IntroVideo } from '../../components/dashboard/IntroVideo';
import { TimelineProofCard } from '../../components/dashboard/TimelineProofCard';
import { WelcomeHeader } from '../../components/dashboard/WelcomeHeader';
import { formatDate } from '../../components/dashboard/format';
import { dashboardKeys, useVoucherActivity } from '../../components/dashboard/queries';

function groupByDay(proofs: TimelineProof[]): [string, TimelineProof[]][] {
  const groups = new Map<string, TimelineProof[]>();
  for (const p of proofs) {
    const day = dayjs(p.date_submitted).format('YYYY-MM-DD');
    groups.set(day, [...(groups.get(day) ?? []), p]);
  }
  return [...groups.entries()];
}

export default function TimelinePage() {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { permissions } = usePermissions<string | null>();
  const mayViewDashboard = useControl('timeline', 'viewDashboard').allowed;
  const { data: activity } = useVoucherActivity();
  const [day, setDay] = useState('');
  const [openedAt] = useState(() => Date.now());
  const before = day ? dayjs(day).endOf('day').valueOf() + 1 : openedAt;
  const query = useInfiniteQuery({
    queryKey: dashboardKeys.timeline(before),
    // Each page after the first continues after the last proof shown (keyset): a deep page costs
    // the server what the first one does.
    queryFn: ({ pageParam }) => dp.getTimeline(before, 0, TIMELINE_PAGE_SIZE, pageParam),
    initialPageParam: undefined as number | undefined,
    // A page shorter than the page size is the last one (spec 1 §9).
    getNextPageParam: (last) => (last.proofs.length < TIMELINE_PAGE_SIZE ? undefined : last.proofs[last.proofs.length - 1]?.id),
  });
  const { fetchNextPage, hasNextPage, isFetchingNextPage } = query;
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = sentinel.current;
    if (!node) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage) void fetchNextPage();
    }, { rootMargin: '200px' });
    observer.observe(node);
    return () => observer.disconnect();
  }, [fetchNextPage, hasNextPage, isFetchingNextPage]);

  const proofs = query.data?.pages.flatMap((p) => p.proofs) ?? [];
  const groups = groupByDay(proofs);
  const noneAtAll = activity?.proof_count === 0;
  const dayMissing = day !== '' && query.isSuccess && groups[0]?.[0] !== day;
  return (
    <Box sx={{ mt: 2, maxWidth: 900 }} data-testid="timeline">
      <Title title="shell.routes.timeline" />
      <WelcomeHeader action={mayViewDashboard ? (
        <Button component={Link} to="/dashboard" variant="outlined">{translate('dashboard.viewDashboard')}</Button>) : undefined} />
      {noneAtAll && activity ? <IntroVideo url={activity.intro_video_url} lite={permissions === 'CLIENT_LITE'} /> : (
        <>
          <TextField type="date" size="small" label={translate('dashboard.timeline.jumpTo')} value={day}
            onChange={(e) => setDay(e.target.value)} slotProps={{ inputLabel: { shrink: true } }} sx={{ mb: 2 }} data-testid="timeline-date" />
          {dayMissing && (
            <Typography sx={{ mb: 2 }} color="text.secondary" data-testid="no-proofs-for">
              {translate('dashboard.timeline.noProofsFor', { date: formatDate(day) })}
            </Typography>
          )}
          {groups.map(([date, items]) => (
            <Box key={date} component="section" sx={{ mb: 2 }} data-testid="proof-day">
              <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>{formatDate(date)}</Typography>
              <Box sx={{ display: 'grid', gap: 1 }}>{items.map((p) => <TimelineProofCard key={p.id} proof={p} />)}</Box>
            </Box>
          ))}
          <Box ref={sentinel} sx={{ py: 2, textAlign: 'center' }}>
            {(query.isPending || isFetchingNextPage) && <CircularProgress size={24} />}
            {query.isSuccess && !hasNextPage && proofs.length > 0 && (
              <Typography variant="body2" color="text.secondary" data-testid="timeline-end">{translate('dashboard.timeline.end')}</Typography>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
