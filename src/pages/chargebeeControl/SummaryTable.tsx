// The rows of one billing section: a billing summary per business and addon (spec 3 §3), with the
// columns the section names and, per row, its actions. Scrolls sideways on a phone.
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { BillingSummary } from '../../../contract/billing';
import { chargedDays, day } from './chargedDays';

export type SummaryColumn = 'emails' | 'invoices' | 'charged' | 'sent';

interface Props {
  label: string;
  rows: BillingSummary[];
  columns: SummaryColumn[];
  actions?: (row: BillingSummary) => ReactNode;
  note?: (row: BillingSummary) => ReactNode;
}

/**
 * On a phone each row stacks its cells, each after its column name (data-label), instead of a
 * table wider than the screen.
 */
const stacked = (theme: Theme) => ({
  [theme.breakpoints.down('sm')]: {
    display: 'block',
    '& thead': { display: 'none' },
    '& tbody, & tr': { display: 'block' },
    '& tr': { borderBottom: 1, borderColor: 'divider', py: 1 },
    '& td': { display: 'flex', flexDirection: 'row', gap: 1, border: 0, py: 0.25, px: 0, textAlign: 'left' },
    '& td::before': { content: 'attr(data-label)', fontWeight: 600, minWidth: 96, flexShrink: 0 },
  },
});


/** A list of addresses or ids, wrapping anywhere (they are long and have no spaces). */
const Words = ({ items }: { items: string[] }) => (
  <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere', minWidth: { sm: 160 } }}>{items.join(', ')}</Typography>
);

export function SummaryTable({ label, rows, columns, actions, note }: Props) {
  const translate = useTranslate();
  const cell = (row: BillingSummary, column: SummaryColumn) => {
    switch (column) {
      case 'emails': return <Words items={row.emails} />;
      case 'invoices': return <Words items={row.invoiceIds} />;
      case 'charged': return chargedDays(row.chargedDate, row.lastChargedDate);
      case 'sent': return day(row.sentDate);
    }
  };
  return (
    <Box sx={{ maxWidth: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label={translate(label)} sx={stacked}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('billing.columns.business')}</TableCell>
            <TableCell>{translate('billing.columns.addon')}</TableCell>
            <TableCell align="right">{translate('billing.columns.count')}</TableCell>
            {columns.map((c) => <TableCell key={c}>{translate(`billing.columns.${c}`)}</TableCell>)}
            {actions && <TableCell>{translate('billing.columns.actions')}</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={`${row.business.id}-${row.chargbeeAddonId}`} data-testid="billing-row">
              <TableCell data-label={translate('billing.columns.business')}>
                <div>
                  {row.business.title}
                  {note?.(row)}
                </div>
              </TableCell>
              <TableCell data-label={translate('billing.columns.addon')} sx={{ whiteSpace: 'nowrap' }}>{row.chargbeeAddonId}</TableCell>
              <TableCell data-label={translate('billing.columns.count')} align="right">{row.count}</TableCell>
              {columns.map((c) => <TableCell key={c} data-label={translate(`billing.columns.${c}`)}>{cell(row, c)}</TableCell>)}
              {actions && <TableCell data-label={translate('billing.columns.actions')} sx={{ whiteSpace: 'nowrap' }}>{actions(row)}</TableCell>}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
