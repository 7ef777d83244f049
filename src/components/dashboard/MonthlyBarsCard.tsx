// 'Monthly Value Totals' (spec 1 §2 Dashboard, §9 bar window 6 months): short month names, value
// labels above the bars with k above 1000; all zero → 'No data / In the past 6 months'. Six bars
// are boxes in a grid, so they need no chart library (docs/decisions/0046-dashboard-charts-without-recharts.md).
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { EmptyChart } from './EmptyChart';
import { formatBarLabel, shortMonth } from './format';
import { dashboardKeys } from './queries';

/** Height in px of the tallest bar. */
const PLOT_HEIGHT = 140;

export function MonthlyBarsCard() {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({ queryKey: dashboardKeys.monthly, queryFn: () => dp.getDashboardMonthly() });
  const bars = (data ?? []).map((r) => ({ ...r, label: shortMonth(r.month) }));
  const empty = !isPending && bars.every((b) => b.totalamount === 0);
  const highest = Math.max(0, ...bars.map((b) => b.totalamount));
  return (
    <Card sx={{ height: '100%' }} data-testid="bars-card">
      <CardContent>
        <Typography variant="h6" component="h2">{translate('dashboard.monthlyTitle')}</Typography>
        {isPending && <Skeleton variant="rectangular" height={180} />}
        {empty && <EmptyChart hint="dashboard.past6" />}
        {!isPending && !empty && (
          <Box
            component="ol"
            data-testid="bars"
            sx={{ display: 'grid', gridTemplateColumns: `repeat(${bars.length}, minmax(0, 1fr))`, gap: 1, alignItems: 'end', height: 200, listStyle: 'none', m: 0, p: 0 }}
          >
            {bars.map((b) => (
              <Box component="li" key={b.month} data-testid="bar" sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', minWidth: 0 }}>
                <Typography variant="caption" noWrap data-testid="bar-value">{formatBarLabel(b.totalamount)}</Typography>
                <Box sx={{ width: '70%', maxWidth: 48, height: Math.round((b.totalamount / highest) * PLOT_HEIGHT), bgcolor: 'secondary.main', borderRadius: '4px 4px 0 0' }} />
                <Typography variant="body2" color="text.secondary" data-testid="bar-month">{b.label}</Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
