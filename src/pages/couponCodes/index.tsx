// /couponCodes (spec 2 §2 Coupon Codes): 'Add Network List' and 'Add Sway List'; the Sway Codes
// and Network Codes sections of expandable lists; 'No Codes' when a section is empty.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Loading, Title, useTranslate } from 'react-admin';
import type { CodeListRow } from '../../../contract/coupons';
import { offerKeys, useOfferApi } from '../../components/offers/useOfferApi';
import { CodeListPanel } from './CodeListPanel';
import { CreateCodeListDialog } from './CreateCodeListDialog';

function Section({ title, lists, pending }: { title: string; lists: CodeListRow[] | undefined; pending: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate(title)}</Typography>
      {pending ? <Loading /> : (lists ?? []).length === 0
        ? <Typography color="text.secondary">{translate('offers.coupons.noCodes')}</Typography>
        : (lists ?? []).map((l) => <CodeListPanel key={l.id} list={l} />)}
    </Box>
  );
}

export default function CouponCodesPage() {
  const translate = useTranslate();
  const api = useOfferApi();
  const [creating, setCreating] = useState<'sway' | 'network' | null>(null);
  const sway = useQuery({ queryKey: offerKeys.codeLists('SWAY'), queryFn: () => api.getList<CodeListRow>('codeLists', { filter: { kind: 'SWAY' } }) });
  const network = useQuery({ queryKey: offerKeys.codeLists('NETWORK'), queryFn: () => api.getList<CodeListRow>('codeLists', { filter: { kind: 'NETWORK' } }) });
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="shell.routes.couponCodes" />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1">{translate('shell.routes.couponCodes')}</Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => setCreating('network')}>{translate('offers.coupons.addNetworkList')}</Button>
          <Button variant="outlined" onClick={() => setCreating('sway')}>{translate('offers.coupons.addSwayList')}</Button>
        </Stack>
      </Stack>
      <Section title="offers.coupons.swayCodes" lists={sway.data?.data} pending={sway.isPending} />
      <Section title="offers.coupons.networkCodes" lists={network.data?.data} pending={network.isPending} />
      {creating && <CreateCodeListDialog kind={creating} onClose={() => setCreating(null)} />}
    </Box>
  );
}
