// The list view of the swayOffers resource (spec 3 §2 "Sway Offers screen"): each campaign with its
// image, summary, derived status and expired flag; Edit; admin-only Stop/Start ('Start' when
// expired, else 'Stop') and Copy; 'Create campaign' opens the creation modal.
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, ListBase, Loading, Title, useCreatePath, useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { SwayOfferListItem } from '../../contract/swayOffers';
import { Allowed } from '../../src/components/access';
import { CreateSwayOfferDialog } from './CreateSwayOfferDialog';
import { useCampaignActions } from './useCampaignActions';

function CampaignCard({ offer }: { offer: SwayOfferListItem }) {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { toggle, copy } = useCampaignActions();
  const busy = toggle.isPending || copy.isPending;
  // Stopping ends the campaign for its customers at once: it asks first, naming the campaign
  // (issue 34). Start undoes it and needs no question.
  const [askingStop, setAskingStop] = useState(false);
  return (
    <Card variant="outlined" component="article" aria-label={offer.offer_summary} data-testid={`sway-offer-${offer.id}`}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', pb: 1 }}>
        {offer.offer_image_url
          ? <Box component="img" src={offer.offer_image_url} alt="" sx={{ width: 114, height: 60, objectFit: 'cover', borderRadius: 1 }} />
          : <Box sx={{ width: 114, height: 60, borderRadius: 1, bgcolor: 'action.hover' }} />}
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography variant="subtitle1" component="h2" sx={{ overflowWrap: 'anywhere' }}>{offer.offer_summary}</Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 0.5 }}>
            <Chip size="small" label={translate(`swayOffers.status.${offer.offer_status}`)} color={offer.offer_status === 'ACTIVE' ? 'success' : 'default'} />
            {offer.expired && <Chip size="small" variant="outlined" label={translate('swayOffers.expired')} />}
          </Stack>
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={Link} to={createPath({ resource: 'swayOffers', id: offer.id, type: 'edit' })}>{translate('swayOffers.edit')}</Button>
        <Allowed resource="swayOffers" action="changeStatus">
          <Button color={offer.expired ? 'success' : 'warning'} disabled={busy} onClick={() => (offer.expired ? toggle.mutate(offer) : setAskingStop(true))}>
            {translate(offer.expired ? 'swayOffers.start' : 'swayOffers.stop')}
          </Button>
          <Confirm isOpen={askingStop} loading={toggle.isPending} title="swayOffers.stopTitle" content="swayOffers.stopConfirm"
            translateOptions={{ name: offer.offer_summary }} confirm="swayOffers.stop" confirmColor="warning"
            onConfirm={() => { setAskingStop(false); toggle.mutate(offer); }} onClose={() => setAskingStop(false)} />
          <Button disabled={busy} onClick={() => copy.mutate(offer)}>{translate('swayOffers.copy')}</Button>
        </Allowed>
      </CardActions>
    </Card>
  );
}

function Campaigns() {
  const translate = useTranslate();
  const { data, isPending } = useListContext<SwayOfferListItem>();
  const [creating, setCreating] = useState(false);
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="swayOffers.title" />
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate('swayOffers.title')}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>{translate('swayOffers.create')}</Button>
      </Stack>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('swayOffers.hint')}</Typography>
      {isPending && <Loading />}
      {!isPending && (data ?? []).length === 0 && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography variant="h6" component="p">{translate('swayOffers.empty')}</Typography>
          <Typography color="text.secondary">{translate('swayOffers.emptyHint')}</Typography>
        </Box>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } }}>
        {(data ?? []).map((offer) => <CampaignCard key={offer.id} offer={offer} />)}
      </Box>
      {creating && <CreateSwayOfferDialog onClose={() => setCreating(false)} />}
    </Box>
  );
}

export function SwayOfferList() {
  return (
    <ListBase resource="swayOffers" perPage={1000} disableSyncWithLocation>
      <Campaigns />
    </ListBase>
  );
}
