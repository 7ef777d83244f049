// 'Welcome, {business title}.' and the customer-since text with the voucher count (spec 1 §2
// Dashboard and Timeline).
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useCurrentBusiness } from '../../layout/useSession';
import { formatDate } from './format';
import { useVoucherActivity } from './queries';

export function WelcomeHeader({ action }: { action?: ReactNode }) {
  const translate = useTranslate();
  const { data: business } = useCurrentBusiness();
  const { data: activity } = useVoucherActivity();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}>
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Typography variant="h5" component="h1" data-testid="welcome">
          {business ? translate('dashboard.welcome', { title: business.title }) : <Skeleton width={240} />}
        </Typography>
        <Typography color="text.secondary" data-testid="customer-since">
          {business && activity
            ? translate('dashboard.customerSince', { date: formatDate(business.created_at), count: activity.voucher_count })
            : <Skeleton />}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
