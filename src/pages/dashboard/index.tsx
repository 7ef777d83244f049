// /dashboard (spec 1 §2 Dashboard): welcome texts, the month ring card, 'Monthly Value Totals'
// and the activity log; a row opens the sway proof modal when its proof type contains 'Sway',
// otherwise the voucher modal. Drawn at once, without waiting for the current business, so every
// card's call starts with the session's calls (issue 20 item 3).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { ActivityRow } from '../../../contract/dashboard';
import { useCurrentBusiness } from '../../layout/useSession';
import { ActivityLog } from '../../components/dashboard/ActivityLog';
import { MonthlyBarsCard } from '../../components/dashboard/MonthlyBarsCard';
import { ValueRingCard } from '../../components/dashboard/ValueRingCard';
import { WelcomeHeader } from '../../components/dashboard/WelcomeHeader';

// The detail modals load when a row is opened, not with the screen's first draw.
const SwayProofModal = lazy(() => import('../../components/dashboard/SwayProofModal').then((m) => ({ default: m.SwayProofModal })));
const VoucherModal = lazy(() => import('../../components/dashboard/VoucherModal').then((m) => ({ default: m.VoucherModal })));

export default function DashboardPage() {
  const translate = useTranslate();
  const { data: business } = useCurrentBusiness();
  const [open, setOpen] = useState<ActivityRow | null>(null);
  return (
    <Box sx={{ mt: 2, maxWidth: 1200 }} data-testid="dashboard">
      <Title title="shell.routes.dashboard" />
      <WelcomeHeader action={<Button component={Link} to="/timeline" variant="outlined">{translate('dashboard.viewTimeline')}</Button>} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' }, gap: 2, mb: 2 }}>
        <ValueRingCard />
        <MonthlyBarsCard />
      </Box>
      <ActivityLog business={business} onOpen={setOpen} />
      <Suspense fallback={null}>
        {open && open.proof_type?.includes('Sway') && <SwayProofModal proofId={open.detail_id} onClose={() => setOpen(null)} />}
        {open && !open.proof_type?.includes('Sway') && <VoucherModal voucherId={open.detail_id} onClose={() => setOpen(null)} />}
      </Suspense>
    </Box>
  );
}
