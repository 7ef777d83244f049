// 'Proofs Not yet send to Chargebee' per addon, with the total (spec 3 §2).
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { BillingSummary } from '../../../contract/billing';

export function AddonTotals({ rows }: { rows: BillingSummary[] }) {
  const translate = useTranslate();
  const perAddon = new Map<string, { name: string; count: number }>();
  for (const row of rows) {
    const entry = perAddon.get(row.chargbeeAddonId) ?? { name: row.addonName, count: 0 };
    entry.count += row.count;
    perAddon.set(row.chargbeeAddonId, entry);
  }
  const total = rows.reduce((sum, r) => sum + r.count, 0);
  return (
    <Box sx={{ mt: 2, maxWidth: 480 }}>
      <Typography variant="subtitle2" component="h3">{translate('billing.waiting.perAddon')}</Typography>
      <Table size="small" aria-label={translate('billing.waiting.perAddon')}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('billing.columns.addon')}</TableCell>
            <TableCell align="right">{translate('billing.columns.count')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...perAddon].map(([id, { name, count }]) => (
            <TableRow key={id}>
              <TableCell>{id} ({name})</TableCell>
              <TableCell align="right">{count}</TableCell>
            </TableRow>
          ))}
          <TableRow>
            <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>{translate('billing.columns.total')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 600 }} data-testid="billing-total">{total}</TableCell>
          </TableRow>
        </TableBody>
      </Table>
    </Box>
  );
}
