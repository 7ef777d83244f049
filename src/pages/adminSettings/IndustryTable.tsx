// One industry's table (spec 3 §2 Admin Settings): a row per category with its post value,
// review value, average ticket and proof ratio. On a phone the rows become stacked cards, each
// field with its own label, since five columns do not fit 390 px.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { IndustryValueField, IndustryValues } from '../../../contract/industryValues';
import { ValueInput } from './ValueInput';

export const FIELDS = ['post_marketing_value', 'review_marketing_value', 'average_ticket_value', 'industry_proof_ratio'] as const satisfies readonly IndustryValueField[];

const stacked = (theme: Theme) => ({
  display: { xs: 'block', md: 'table' },
  '& thead': { display: { xs: 'none', md: 'table-header-group' } },
  '& tbody': { display: { xs: 'block', md: 'table-row-group' } },
  '& tbody tr': {
    display: { xs: 'grid', md: 'table-row' }, gridTemplateColumns: '1fr 1fr', gap: 1, py: { xs: 1.5, md: 0 },
    borderBottom: { xs: `1px solid ${theme.palette.divider}`, md: 0 },
  },
  '& tbody th': { gridColumn: '1 / -1', width: { md: '18%' }, border: { xs: 0 } },
  '& td': { display: { xs: 'block', md: 'table-cell' }, border: { xs: 0 }, p: { xs: 0.5, md: 1 } },
  '& tbody tr:last-of-type': { borderBottom: 0 },
});

interface Props {
  industry: IndustryValues[number];
  onSave: (field: IndustryValueField, categoryId: number, newValue: string) => Promise<boolean>;
}

export function IndustryTable({ industry, onSave }: Props) {
  const translate = useTranslate();
  const headingId = `industry-${industry.id}`;
  return (
    <Paper sx={{ p: 2, mb: 2 }} data-testid="industry-table">
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>{industry.title}</Typography>
      <Table size="small" aria-labelledby={headingId} sx={stacked}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('adminTools.values.category')}</TableCell>
            {FIELDS.map((f) => <TableCell key={f}>{translate(`adminTools.values.${f}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {industry.industry_categories.map((c) => (
            <TableRow key={c.id}>
              <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>{c.title}</TableCell>
              {FIELDS.map((f) => (
                <TableCell key={f}>
                  <Typography variant="caption" color="text.secondary" sx={{ display: { xs: 'block', md: 'none' } }}>
                    {translate(`adminTools.values.${f}`)}
                  </Typography>
                  <ValueInput field={f} value={c.industry_category_value_settings[f]} category={c.title}
                    onSave={(newValue) => onSave(f, c.id, newValue)} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
