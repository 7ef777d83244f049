// The sway (campaign) offers of a CLIENT_LITE's 'Campaigns' list, beside its network offers
// (spec 2 §1: the list contains both), grouped by their derived status (spec 3 §4).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { useProviderQuery } from '../../src/components/useProviderQuery';
import { SWAY_OFFER_STATUSES } from '../../contract/swayOffers';

export function SwayCampaigns() {
  const translate = useTranslate();
  const { data = [] } = useProviderQuery('swayOffers', 'listSwayOffers', []);
  if (data.length === 0) return null;
  return (
    <Box component="section" aria-label={translate('offers.sway.title')} data-testid="sway-campaigns" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2">{translate('offers.sway.title')}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{translate('offers.sway.hint')}</Typography>
      {SWAY_OFFER_STATUSES.map((status) => {
        const offers = data.filter((o) => o.offer_status === status);
        if (offers.length === 0) return null;
        return (
          <Stack key={status} spacing={1} sx={{ mb: 2 }}>
            <Typography variant="subtitle1" component="h3">{`${translate(`offers.status.${status}`)} (${offers.length})`}</Typography>
            {offers.map((offer) => (
              <Card key={offer.id} variant="outlined">
                <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', '&:last-child': { pb: 2 } }}>
                  {offer.offer_image_url && (
                    <Box component="img" src={offer.offer_image_url} alt="" sx={{ width: 76, height: 40, objectFit: 'cover', borderRadius: 1 }} />
                  )}
                  <Typography sx={{ flex: 1, minWidth: 160, overflowWrap: 'anywhere' }}>{offer.offer_summary}</Typography>
                  <Chip size="small" label={translate(`offers.status.${status}`)} color={status === 'ACTIVE' ? 'success' : 'default'} />
                  <Button component={Link} to={`/swayOffers/${offer.id}`} size="small">{translate('swayOffers.edit')}</Button>
                </CardContent>
              </Card>
            ))}
          </Stack>
        );
      })}
    </Box>
  );
}
