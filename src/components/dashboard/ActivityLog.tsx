// The activity log (spec 1 §2 Dashboard): a month navigator (previous hidden at the business's
// creation month, next hidden at the current month; it starts at the earliest activity month),
// columns Activity / Offer / Value, 'No Data' for an empty month. A click opens the detail modal.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import PrevIcon from '@mui/icons-material/ChevronLeft';
import NextIcon from '@mui/icons-material/ChevronRight';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { ActivityRow } from '../../../contract/dashboard';
import type { AppDataProvider } from '../../../dataProvider';
import { ActivityRowItem, ROW_COLUMNS } from './ActivityRowItem';
import { addMonths, longMonth, monthIn } from './format';
import { dashboardKeys } from './queries';

interface Props {
  timeZone: string;
  createdAt: string;
  onOpen: (row: ActivityRow) => void;
}

export function ActivityLog({ timeZone, createdAt, onOpen }: Props) {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const currentMonth = monthIn(new Date(), timeZone);
  const firstMonth = monthIn(createdAt, timeZone);
  const [month, setMonth] = useState(currentMonth);
  const [started, setStarted] = useState(false);
  const { data, isFetching } = useQuery({ queryKey: dashboardKeys.activity(month), queryFn: () => dp.getActivity(month) });

  // After the first load the log moves to the earliest activity month (spec 1 §2), once, unless
  // the user has already moved it.
  useEffect(() => {
    if (started || !data) return;
    setStarted(true);
    if (data.earliest_month && data.earliest_month !== month && data.earliest_month <= currentMonth) setMonth(data.earliest_month);
  }, [data, started, month, currentMonth]);

  const rows = data?.month === month ? data.rows : [];
  return (
    <Card data-testid="activity-log">
      <CardContent sx={{ px: { xs: 1, sm: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Box sx={{ width: 40 }}>
            {month > firstMonth && (
              <IconButton onClick={() => { setStarted(true); setMonth(addMonths(month, -1)); }} aria-label={translate('dashboard.activity.previous')} data-testid="month-previous">
                <PrevIcon />
              </IconButton>
            )}
          </Box>
          <Typography variant="h6" component="h2" data-testid="activity-month">{longMonth(month)}</Typography>
          <Box sx={{ width: 40 }}>
            {month < currentMonth && (
              <IconButton onClick={() => { setStarted(true); setMonth(addMonths(month, 1)); }} aria-label={translate('dashboard.activity.next')} data-testid="month-next">
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
        {data?.month === month && rows.length === 0 && (
          <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary" data-testid="activity-empty">
            {translate('dashboard.activity.empty')}
          </Typography>
        )}
        {rows.map((row) => <ActivityRowItem key={row.id} row={row} onOpen={row.type.startsWith('offer') ? undefined : onOpen} />)}
      </CardContent>
    </Card>
  );
}
