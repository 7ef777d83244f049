// Month ring card (spec 1 §2 Dashboard, §9 ring window 3 months): the month's value split into
// Reviews / Posts / Ticket with the total in the middle. It shows the latest month of the window
// with value (normally the current one); with none, 'No data / In the past 3 months'.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { arc, pie, type PieArcDatum } from 'd3-shape';
import type { DashboardCurrentRow, ValueType } from '../../../contract/dashboard';
import type { AppDataProvider } from '../../../dataProvider';
import { EmptyChart } from './EmptyChart';
import { formatMoney, longMonth } from './format';
import { dashboardKeys } from './queries';

export const VALUE_COLORS: Record<ValueType, string> = { Reviews: '#f5a623', Posts: '#1976d2', Ticket: '#2e7d32' };

// The ring's geometry: d3-shape's arcs, drawn as plain SVG (recharts is three times the size of the
// rest of this screen's script, for a donut of three slices;
// docs/decisions/0046-dashboard-charts-without-recharts.md).
const RING_SIZE = 180;
const ringSlices = pie<DashboardCurrentRow>().value((r) => r.totalamount).sort(null);
const ringArc = arc<PieArcDatum<DashboardCurrentRow>>().innerRadius(60).outerRadius(85);

export function latestMonthWithValue(rows: DashboardCurrentRow[]) {
  const months = [...new Set(rows.map((r) => r.month))].sort().reverse();
  const month = months.find((m) => rows.some((r) => r.month === m && r.totalamount > 0));
  return month ? { month, rows: rows.filter((r) => r.month === month) } : null;
}

export function ValueRingCard() {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({ queryKey: dashboardKeys.current, queryFn: () => dp.getDashboardCurrent() });
  const shown = data ? latestMonthWithValue(data) : null;
  const total = shown ? shown.rows.reduce((sum, r) => sum + r.totalamount, 0) : 0;
  return (
    <Card sx={{ height: '100%' }} data-testid="ring-card">
      <CardContent>
        <Typography variant="h6" component="h2">
          {shown ? translate('dashboard.ring.title', { month: longMonth(shown.month) }) : translate('dashboard.ring.total')}
        </Typography>
        {isPending && <Skeleton variant="circular" width={180} height={180} sx={{ mx: 'auto' }} />}
        {!isPending && !shown && <EmptyChart hint="dashboard.past3" />}
        {shown && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <Box sx={{ position: 'relative', width: RING_SIZE, height: RING_SIZE, mx: 'auto' }}>
              <svg width={RING_SIZE} height={RING_SIZE} viewBox={`${-RING_SIZE / 2} ${-RING_SIZE / 2} ${RING_SIZE} ${RING_SIZE}`} aria-hidden="true">
                {ringSlices(shown.rows).map((slice) => (
                  <path key={slice.data.type} d={ringArc(slice) ?? undefined} fill={VALUE_COLORS[slice.data.type]} data-testid="ring-slice" />
                ))}
              </svg>
              <Box sx={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center' }}>
                <Typography variant="caption" color="text.secondary">{translate('dashboard.ring.total')}</Typography>
                <Typography variant="h6" component="p" data-testid="ring-total">{formatMoney(total)}</Typography>
              </Box>
            </Box>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, flex: '1 1 120px' }}>
              {shown.rows.map((r) => (
                <Box component="li" key={r.type} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.5 }} data-testid={`ring-${r.type}`}>
                  <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: VALUE_COLORS[r.type] }} />
                  <Typography sx={{ flex: 1 }}>{translate(`dashboard.ring.types.${r.type}`)}</Typography>
                  <Typography sx={{ fontWeight: 500 }}>{formatMoney(r.totalamount)}</Typography>
                </Box>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
