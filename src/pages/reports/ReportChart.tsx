// The chart of one report tab (spec 1 §2 Reports, §9): DATE and SWAY as lines over time, OFFER and
// MARKET as bars; dollar axes and labels abbreviated with k above 1000. recharts lives only in
// this lazily loaded chunk.
import { Bar, BarChart, CartesianGrid, LabelList, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslate } from 'react-admin';
import { kLabel, LINE_GRAPHS, type AnalyticsRow, type GraphType } from '../../../contract/analytics';

const dollars = (cents: number) => Math.round(cents) / 100;
const money = (value: unknown) => `$${kLabel(Number(value))}`;
const ROW_HEIGHT = 36;
/** A name cut to fit its axis, whole in the tooltip. */
const shorten = (label: string, chars: number) => (label.length > chars ? `${label.slice(0, chars - 1)}…` : label);

export default function ReportChart({ graph, rows }: { graph: GraphType; rows: AnalyticsRow[] }) {
  const translate = useTranslate();
  const theme = useTheme();
  const colors = { post: theme.palette.primary.main, review: theme.palette.secondary.main, ticket: theme.palette.success.main };
  const data = rows.map((r) => ({
    label: r.label, post: dollars(r.post_cents), review: dollars(r.review_cents), ticket: dollars(r.ticket_cents), total: dollars(r.total_cents),
  }));
  const names = { post: translate('locations.reports.posts'), review: translate('locations.reports.reviews'), ticket: translate('locations.reports.ticket') };
  const axis = <YAxis tickFormatter={money} width={56} />;
  const lines = LINE_GRAPHS.includes(graph);
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const labelWidth = phone ? 110 : 200;
  const labelChars = phone ? 16 : 30;

  return (
    <ResponsiveContainer width="100%" height={lines ? 320 : Math.max(200, data.length * ROW_HEIGHT + 70)}>
      {lines ? (
        <LineChart data={data} margin={{ top: 16, right: 16, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: 12 }} />
          {axis}
          <Tooltip formatter={money} />
          <Legend />
          <Line type="monotone" dataKey="post" name={names.post} stroke={colors.post} dot={false} isAnimationActive={false} />
          <Line type="monotone" dataKey="review" name={names.review} stroke={colors.review} dot={false} isAnimationActive={false} />
          {graph === 'DATE' && <Line type="monotone" dataKey="ticket" name={names.ticket} stroke={colors.ticket} dot={false} isAnimationActive={false} />}
        </LineChart>
      ) : (
        // Offers and markets are names, often long: one row each with its label beside the bar,
        // so labels never share a line (they overlapped under vertical bars) and the chart grows
        // downwards rather than wider than a phone (issue 18 defect 11).
        <BarChart data={data} layout="vertical" margin={{ top: 8, right: 48, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={money} tick={{ fontSize: 12 }} />
          <YAxis type="category" dataKey="label" width={labelWidth} interval={0} tick={{ fontSize: 12 }}
            tickFormatter={(label: string) => shorten(label, labelChars)} />
          <Tooltip formatter={money} />
          <Legend />
          <Bar dataKey="post" name={names.post} stackId="v" fill={colors.post} isAnimationActive={false} />
          <Bar dataKey="review" name={names.review} stackId="v" fill={colors.review} isAnimationActive={false} />
          <Bar dataKey="ticket" name={names.ticket} stackId="v" fill={colors.ticket} isAnimationActive={false}>
            <LabelList dataKey="total" position="right" formatter={money} fontSize={12} />
          </Bar>
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
