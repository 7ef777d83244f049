// /reports (spec 1 §2 Reports, §9): four tabs, one graph type each (DATE, OFFER, MARKET, SWAY),
// and the time-range slider (Year, 6 months, 90 Days by default, 4 Weeks, Month to Date).
// Counts show as the §9 labels; an empty range shows a message, never a blank chart.
import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import {
  countLabel, DEFAULT_RANGE, GRAPH_TYPES, kLabel, rangeStart, REPORT_RANGES, type AnalyticsRow, type GraphType,
} from '../../../contract/analytics';
import type { AppDataProvider } from '../../../dataProvider';

const ReportChart = lazy(() => import('./ReportChart'));
const defaultIndex = REPORT_RANGES.findIndex((r) => r.key === DEFAULT_RANGE);
const marks = REPORT_RANGES.map((r, value) => ({ value, label: r.label }));

function Summary({ graph, rows }: { graph: GraphType; rows: AnalyticsRow[] }) {
  const translate = useTranslate();
  const sum = (pick: (r: AnalyticsRow) => number) => rows.reduce((s, r) => s + pick(r), 0);
  const items = [
    [translate('locations.reports.total'), `$${kLabel(sum((r) => r.total_cents) / 100)}`],
    [translate('locations.reports.posts'), countLabel(sum((r) => r.posts))],
    [translate('locations.reports.reviews'), countLabel(sum((r) => r.reviews))],
    graph === 'SWAY'
      ? [translate('locations.reports.approved'), countLabel(sum((r) => r.approved))]
      : [translate('locations.reports.vouchers'), countLabel(sum((r) => r.vouchers))],
  ];
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }} data-testid="report-summary">
      {items.map(([label, value]) => <Chip key={label} variant="outlined" label={`${label}: ${value}`} />)}
    </Stack>
  );
}

export default function ReportsPage() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [graph, setGraph] = useState<GraphType>('DATE');
  const [rangeIndex, setRangeIndex] = useState(defaultIndex);
  const range = REPORT_RANGES[rangeIndex] ?? REPORT_RANGES[defaultIndex];
  const start = rangeStart(range.key);
  const { data, isPending, isError } = useQuery({
    queryKey: ['analytics', graph, start, range.group],
    queryFn: () => dataProvider.getAnalytics(graph, start, range.group),
  });
  const rows = data?.rows ?? [];
  const empty = !isPending && rows.every((r) => r.total_cents === 0 && r.posts + r.reviews + r.vouchers === 0);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="locations.reports.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('locations.reports.title')}</Typography>
      {/* contain: the chart's measured pixel width and the slider's edge labels must not count
          toward the page's width; the page was 7 px wider than a phone (issue 18 defect 11). */}
      <Paper variant="outlined" sx={{ p: { xs: 1, sm: 2 }, contain: 'inline-size' }}>
        <Tabs value={graph} onChange={(_, value: GraphType) => setGraph(value)} variant="scrollable" allowScrollButtonsMobile>
          {GRAPH_TYPES.map((g) => <Tab key={g} value={g} label={translate(`locations.reports.tabs.${g}`)} />)}
        </Tabs>
        <Box sx={{ px: { xs: 3, sm: 7 }, pt: 2 }}>
          <Slider
            aria-label={translate('locations.reports.range')}
            value={rangeIndex}
            onChange={(_, value) => setRangeIndex(Array.isArray(value) ? (value[0] ?? defaultIndex) : value)}
            min={0} max={REPORT_RANGES.length - 1} step={null} marks={marks}
            getAriaValueText={(v) => REPORT_RANGES[v]?.label ?? ''}
            valueLabelDisplay="off"
            sx={{ '& .MuiSlider-markLabel': { fontSize: { xs: 10, sm: 13 }, whiteSpace: { xs: 'normal', sm: 'nowrap' }, textAlign: 'center', maxWidth: 64 } }}
          />
        </Box>
        <Box sx={{ mt: 3 }} data-testid="report" data-graph={graph} data-start={start} data-group={range.group} data-state={isPending ? 'loading' : empty ? 'empty' : 'chart'}>
          {isPending && <Skeleton variant="rectangular" height={320} />}
          {isError && <Typography color="error">{translate('ra.notification.http_error')}</Typography>}
          {empty && !isError && (
            <Box sx={{ height: 200, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <Typography color="text.secondary">{translate('locations.reports.empty')}</Typography>
            </Box>
          )}
          {!isPending && !empty && (
            <>
              <Summary graph={graph} rows={rows} />
              <Suspense fallback={<Skeleton variant="rectangular" height={320} />}>
                <ReportChart graph={graph} rows={rows} />
              </Suspense>
            </>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
