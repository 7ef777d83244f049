// 'Monthly Value Totals' (spec 1 §2 Dashboard, §9 bar window 6 months): short month names, value
// labels above the bars with k above 1000; all zero → 'No data / In the past 6 months'.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { Bar, BarChart, LabelList, ResponsiveContainer, XAxis } from 'recharts';
import type { AppDataProvider } from '../../../dataProvider';
import { EmptyChart } from './EmptyChart';
import { formatBarLabel, shortMonth } from './format';
import { dashboardKeys } from './queries';

export function MonthlyBarsCard() {
  const translate = useTranslate();
  const theme = useTheme();
  const dp = useDataProvider<AppDataProvider>();
  const { data, isPending } = useQuery({ queryKey: dashboardKeys.monthly, queryFn: () => dp.getDashboardMonthly() });
  const bars = (data ?? []).map((r) => ({ ...r, label: shortMonth(r.month) }));
  const empty = !isPending && bars.every((b) => b.totalamount === 0);
  return (
    <Card sx={{ height: '100%' }} data-testid="bars-card">
      <CardContent>
        <Typography variant="h6" component="h2">{translate('dashboard.monthlyTitle')}</Typography>
        {isPending && <Skeleton variant="rectangular" height={180} />}
        {empty && <EmptyChart hint="dashboard.past6" />}
        {!isPending && !empty && (
          <Box sx={{ width: '100%', height: 200 }} data-testid="bars">
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={bars} margin={{ top: 24, right: 8, left: 8, bottom: 0 }}>
                <XAxis dataKey="label" tickLine={false} axisLine={false} />
                <Bar dataKey="totalamount" fill={theme.palette.secondary.main} radius={[4, 4, 0, 0]} isAnimationActive={false}>
                  <LabelList dataKey="totalamount" position="top" formatter={(v: unknown) => formatBarLabel(Number(v))} />
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
