// /chargebeeControl (ADMIN, spec 3 §2 "Billing control (admin)", §4 billing flow, §8): the four
// stages of billing — waiting to be charged (DO IT runs the charges), gift cards to send (copy the
// e-mails, Mark them sent), invoiced but not yet paid (checked hourly), sent in the past 30 days.
// Every action refetches all four sections, so items are seen moving from one to the next.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { BillingSummary } from '../../../contract/billing';
import type { AppDataProvider } from '../../../dataProvider';
import { AddonTotals } from './AddonTotals';
import { BillingSection } from './BillingSection';
import { SummaryTable } from './SummaryTable';
import { useChange } from '../../components/change/useChange';

export default function ChargebeeControlPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dp = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const waiting = useQuery({ queryKey: ['billing', 'waiting'], queryFn: () => dp.getBillingWaiting() });
  const paid = useQuery({ queryKey: ['billing', 'paid'], queryFn: () => dp.getBillingPaidItems() });
  const charged = useQuery({ queryKey: ['billing', 'charged'], queryFn: () => dp.getBillingChargedButNotPaid() });
  const sent = useQuery({ queryKey: ['billing', 'sent'], queryFn: () => dp.getBillingSentItems() });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['billing'] });

  const run = useChange({
    mutationFn: () => dp.runCharges(),
    onSuccess: (r) => {
      notify('billing.waiting.made', { type: r.invoiceCountFailure > 0 ? 'warning' : 'success', messageArgs: { n: r.invoiceCountSuccess, m: r.invoiceCountFailure } });
      void refresh();
    },
  });
  const mark = useChange({
    mutationFn: (row: BillingSummary) => dp.markPaidItems(row.proofIds),
    onSuccess: (r) => {
      notify('billing.paid.marked', { type: 'success', messageArgs: { n: r.marked } });
      void refresh();
    },
  });
  const copy = async (row: BillingSummary) => {
    await navigator.clipboard?.writeText(row.emails.join(', ')).catch(() => undefined);
    notify('billing.paid.copied', { type: 'success', messageArgs: { n: row.emails.length } });
  };

  const failed = [waiting, paid, charged, sent].find((q) => q.error)?.error;
  useEffect(() => {
    if (failed) notify('billing.error', { type: 'error', messageArgs: { error: failed.message } });
  }, [failed, notify]);

  const queue = waiting.data?.items ?? [];
  const next = waiting.data?.nextPaidCheckAt;
  const who = (row: BillingSummary) => ({ business: row.business.title, addon: row.chargbeeAddonId });
  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0, maxWidth: 1200 }}>
      <Title title="shell.routes.chargebeeControl" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mb: 1, alignItems: { sm: 'center' } }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate('shell.routes.chargebeeControl')}</Typography>
        {waiting.data && <Chip size="small" label={translate(`billing.provider.${waiting.data.provider}`)} sx={{ alignSelf: 'flex-start' }} />}
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('billing.intro')}</Typography>

      <BillingSection id="billing-waiting" title="billing.waiting.title" empty="billing.waiting.empty" loading={waiting.isPending} isEmpty={queue.length === 0}
        header={(
          <Button variant="contained" onClick={() => run.mutate()} disabled={run.isPending || queue.length === 0} sx={{ mb: 1.5 }}>
            {translate('billing.waiting.run')}
          </Button>
        )}>
        <SummaryTable label="billing.waiting.title" rows={queue} columns={['emails']}
          note={(row) => row.failedCount > 0 && (
            <Alert severity="warning" sx={{ mt: 0.5, py: 0 }}>{translate('billing.waiting.failed', { n: row.failedCount, error: row.lastError ?? '' })}</Alert>
          )} />
        <AddonTotals rows={queue} />
      </BillingSection>

      <BillingSection id="billing-paid" title="billing.paid.title" empty="billing.paid.empty" loading={paid.isPending} isEmpty={(paid.data ?? []).length === 0}>
        <SummaryTable label="billing.paid.title" rows={paid.data ?? []} columns={['emails']}
          actions={(row) => (
            <Stack direction="row" spacing={1}>
              <Button size="small" variant="outlined" onClick={() => void copy(row)} aria-label={translate('billing.paid.copyLabel', who(row))}>
                {translate('billing.paid.copy')}
              </Button>
              <Button size="small" variant="contained" onClick={() => mark.mutate(row)} disabled={mark.isPending} aria-label={translate('billing.paid.markLabel', who(row))}>
                {translate('billing.paid.mark')}
              </Button>
            </Stack>
          )} />
      </BillingSection>

      <BillingSection id="billing-charged" title="billing.charged.title" empty="billing.charged.empty" loading={charged.isPending} isEmpty={(charged.data ?? []).length === 0}
        header={(
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('billing.charged.hint')}
            {next && <> {translate('billing.charged.next', { time: dayjs(next).format('MMM D, h:mm A') })}</>}
          </Typography>
        )}>
        <SummaryTable label="billing.charged.title" rows={charged.data ?? []} columns={['invoices', 'charged', 'emails']} />
      </BillingSection>

      <BillingSection id="billing-sent" title="billing.sent.title" empty="billing.sent.empty" loading={sent.isPending} isEmpty={(sent.data ?? []).length === 0}>
        <SummaryTable label="billing.sent.title" rows={sent.data ?? []} columns={['sent', 'charged', 'emails']} />
      </BillingSection>
    </Box>
  );
}
