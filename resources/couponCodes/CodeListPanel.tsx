// One code list as an expandable panel: name, totals, used percentage, offer summary, codes
// (value, used_at, used_by) and pending codes (name, email), with the CSV upload.
import { useState } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslate } from 'react-admin';
import type { CodeListRow } from '../../contract/coupons';
import { UploadCodesDialog } from './UploadCodesDialog';

export function CodeListPanel({ list }: { list: CodeListRow }) {
  const translate = useTranslate();
  const [uploading, setUploading] = useState(false);
  return (
    <Accordion data-testid={`code-list-${list.id}`} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0, sm: 3 }}>
          <Typography sx={{ fontWeight: 600 }}>{list.list_name}</Typography>
          <Typography color="text.secondary">{translate('offers.coupons.total', { count: list.total_codes })}</Typography>
          <Typography color="text.secondary">{translate('offers.coupons.used', { count: list.used_codes, percent: list.used_percentage })}</Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          {list.offer && <Typography>{translate('offers.coupons.offer', { summary: list.offer.offer_summary })}</Typography>}
          <div><Button variant="outlined" onClick={() => setUploading(true)}>{translate('offers.coupons.upload')}</Button></div>
          <Typography variant="subtitle2">{translate('offers.coupons.codes')}</Typography>
          {list.codes.length < list.total_codes && (
            <Typography variant="body2" color="text.secondary">{translate('offers.coupons.showing', { shown: list.codes.length, total: list.total_codes })}</Typography>
          )}
          <TableContainer sx={{ maxHeight: 320 }}>
            <Table size="small" stickyHeader aria-label={translate('offers.coupons.codes')}>
              <TableHead><TableRow>
                <TableCell>{translate('offers.coupons.value')}</TableCell>
                <TableCell>{translate('offers.coupons.usedAt')}</TableCell>
                <TableCell>{translate('offers.coupons.usedBy')}</TableCell>
              </TableRow></TableHead>
              <TableBody>
                {list.codes.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell>{c.value}</TableCell>
                    <TableCell>{c.used_at ? new Date(c.used_at).toLocaleString() : ''}</TableCell>
                    <TableCell>{c.used_by ?? ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {list.pending_codes.length > 0 && (
            <>
              <Typography variant="subtitle2">{translate('offers.coupons.pendingCodes')}</Typography>
              {list.pending_codes.map((p) => <Typography key={p.id} variant="body2">{`${p.name ?? ''} <${p.email}>`}</Typography>)}
            </>
          )}
        </Stack>
        {uploading && <UploadCodesDialog list={list} onClose={() => setUploading(false)} />}
      </AccordionDetails>
    </Accordion>
  );
}
