// The list view of the couponCodes resource (spec 2 §2 Coupon Codes): 'Add Network List' and 'Add
// Sway List'; a ListBase whose child groups the code lists into the Sway Codes and Network Codes
// sections of expandable panels; 'No Codes' when a section is empty.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ListBase, Loading, Title, useListContext, useTranslate } from 'react-admin';
import type { CodeListRow } from '../../contract/coupons';
import { CodeListPanel } from './CodeListPanel';
import { CreateCodeListDialog } from './CreateCodeListDialog';

const SECTIONS = [
  { kind: 'SWAY', title: 'offers.coupons.swayCodes' },
  { kind: 'NETWORK', title: 'offers.coupons.networkCodes' },
] as const;

function Section({ title, lists, pending }: { title: string; lists: CodeListRow[]; pending: boolean }) {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={translate(title)} sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{translate(title)}</Typography>
      {pending ? <Loading /> : lists.length === 0
        ? <Typography color="text.secondary">{translate('offers.coupons.noCodes')}</Typography>
        : lists.map((l) => <CodeListPanel key={l.id} list={l} />)}
    </Box>
  );
}

function CodeListSections() {
  const translate = useTranslate();
  const { data = [], isPending } = useListContext<CodeListRow>();
  const [creating, setCreating] = useState<'sway' | 'network' | null>(null);
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
      {SECTIONS.map(({ kind, title }) => (
        <Section key={kind} title={title} lists={data.filter((l) => l.kind === kind)} pending={isPending} />
      ))}
      {creating && <CreateCodeListDialog kind={creating} onClose={() => setCreating(null)} />}
    </Box>
  );
}

// Both kinds on one page in the server's order; the URL keeps no list parameters. A failed load
// shows the empty sections without a toast, as this screen always has.
export function CouponCodeList() {
  return (
    <ListBase<CodeListRow> perPage={1000} disableSyncWithLocation queryOptions={{ onError: () => undefined }}>
      <CodeListSections />
    </ListBase>
  );
}
