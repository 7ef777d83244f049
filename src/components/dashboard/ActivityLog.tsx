// The activity log (spec 1 §2 Dashboard): a month navigator (previous hidden at the business's
// creation month, next hidden at the current month; it opens at the earliest activity month),
// columns Activity / Offer / Value, 'No Data' for an empty month. A click opens the detail modal.
// The first request asks for the month the log opens at (dashboard/activity, answered by the
// server), so it starts with the screen's other calls and needs no second one (issue 20 item 3);
// the navigator's arrows wait for the business (its time zone and creation date).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrevIcon from '@mui/icons-material/ChevronLeft';
import NextIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ActivityRow } from '../../../contract/dashboard';
import type { AppDataProvider } from '../../../dataProvider';
import { ActivityRowItem, ROW_COLUMNS } from './ActivityRowItem';
import { addMonths, longMonth, monthIn } from './format';
import { dashboardKeys } from './queries';

interface Props {
  /** The business's time zone and creation date, once known. */
  business?: { time_zone: string; created_at: string };
  onOpen: (row: ActivityRow) => void;
}

export function ActivityLog({ business, onOpen }: Props) {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const currentMonth = business ? monthIn(new Date(), business.time_zone) : null;
  const firstMonth = business ? monthIn(business.created_at, business.time_zone) : null;
  // null until the user moves: the month the server opened the log at.
  const [chosen, setChosen] = useState<string | null>(null);
  const opening = useQuery({ queryKey: dashboardKeys.openingActivity, queryFn: () => dp.getOpeningActivity() });
  const picked = useQuery({ queryKey: dashboardKeys.activity(chosen ?? ''), queryFn: () => dp.getActivity(chosen ?? ''), enabled: chosen !== null });
  const { data, isFetching } = chosen === null ? opening : picked;
  const month = chosen ?? opening.data?.month ?? null;

  const rows = data && data.month === month ? data.rows : [];
  return (
    <Card data-testid="activity-log">
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Box sx={{ width: 40 }}>
            {month && firstMonth && month > firstMonth && (
              <IconButton onClick={() => setChosen(addMonths(month, -1))} aria-label={translate('dashboard.activity.previous')} data-testid="month-previous">
                <PrevIcon />
              </IconButton>
            )}
          </Box>
          <Typography variant="h6" component="h2" data-testid="activity-month">{month && longMonth(month)}</Typography>
          <Box sx={{ width: 40 }}>
            {month && currentMonth && month < currentMonth && (
              <IconButton onClick={() => setChosen(addMonths(month, 1))} aria-label={translate('dashboard.activity.next')} data-testid="month-next">
                <NextIcon />
              </IconButton>
            )}
          </Box>
        </Box>
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: ROW_COLUMNS, gap: 1.5, px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Typography variant="subtitle2" sx={{ gridColumn: { xs: 'span 2', sm: 'span 2' } }}>{translate('dashboard.activity.title')}</Typography>
          <Typography variant="subtitle2" sx={{ display: { xs: 'none', sm: 'block' } }}>{translate('dashboard.activity.offer')}</Typography>
          <Typography variant="subtitle2" sx={{ textAlign: 'right' }}>{translate('dashboard.activity.value')}</Typography>
        </Box>
        {data && data.month === month && rows.length === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary" data-testid="activity-empty">
            {translate('dashboard.activity.empty')}
          </Typography>
        )}
        {rows.map((row) => <ActivityRowItem key={row.id} row={row} onOpen={row.type.startsWith('offer') ? undefined : onOpen} />)}
      </CardContent>
    </Card>
  );
}
