// Setup progress in the drawer (spec 1 §2 Setup): the next step and a percentage bar, until
// setup is complete.
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { Business } from '../../contract/auth';
import { useCurrentBusiness } from './useSession';

export function nextSetupStep(business: Pick<Business, 'social_setup' | 'locations_setup' | 'offers_setup'>): string | null {
  if (!business.social_setup) return 'shell.setupProgress.social';
  if (!business.locations_setup) return 'shell.setupProgress.locations';
  if (!business.offers_setup) return 'shell.setupProgress.offers';
  return null;
}

export function SetupProgressItem({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  const { data: business } = useCurrentBusiness();
  if (!business || business.setup_progress >= 100) return null;
  const step = nextSetupStep(business);
  if (!step) return null;
  return (
    <ListItemButton component={Link} to="/setup" sx={{ display: 'block', py: 1 }} data-testid="setup-progress">
      {!compact && (
        <Typography variant="body2" color="primary" sx={{ fontWeight: 500 }}>
          {translate(step)}
        </Typography>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <LinearProgress variant="determinate" value={business.setup_progress} sx={{ flex: 1 }} aria-label={translate(step)} />
        {!compact && <Typography variant="caption">{`${business.setup_progress}%`}</Typography>}
      </Box>
    </ListItemButton>
  );
}
