// The list view of the offers and clientLiteOffers resources (spec 2 §2 Offers, Campaigns): a
// ListBase whose child groups the offers by status, each an expandable panel; 'create new offer';
// the missing-hashtags warning; a new offer goes first in its group, selected and scrolled to; a
// status change moves it between groups (the list is regrouped from react-admin's cache, which the
// controls update).
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { ListBase, Loading, Title, useListContext, useNotify, useTranslate } from 'react-admin';
import type { Offer } from '../../contract/offers';
import { currentUserType } from '../../authProvider/claims';
import { screenAt, screenTitle } from '../../authProvider/screens';
import { useCurrentBusiness } from '../../src/layout/useSession';
import { OfferPanel } from './OfferPanel';
import { groupOffers } from './statusGroups';
import { SwayCampaigns } from './SwayCampaigns';
import { useOfferCache } from './useOfferCache';

const OfferWizard = lazy(() => import('./wizard/OfferWizard'));
const LiteWizard = lazy(() => import('./wizard/LiteWizard'));

/** /offers: a CLIENT's network offers. */
export function OfferList() {
  return <OfferListBase lite={false} />;
}

/** /clientLiteOffers: 'Campaigns' of a CLIENT_LITE ('Client Lite Campaigns' for admins). */
export function LiteOfferList() {
  return <OfferListBase lite />;
}

// Every offer on one page, newest first; the URL keeps no list parameters. A failed load shows
// the empty list without a toast, as this screen always has.
function OfferListBase({ lite }: { lite: boolean }) {
  return (
    <ListBase<Offer> perPage={1000} sort={{ field: 'created_at', order: 'DESC' }} disableSyncWithLocation queryOptions={{ onError: () => undefined }}>
      <OfferGroups lite={lite} />
    </ListBase>
  );
}

function OfferGroups({ lite }: { lite: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const business = useCurrentBusiness().data;
  const { data = [], isPending } = useListContext<Offer>();
  const [expanded, setExpanded] = useState<number | null>(null);
  const [newId, setNewId] = useState<number | null>(null);
  const [creating, setCreating] = useState(false);
  const panels = useRef(new Map<number, HTMLDivElement>());
  const { refresh } = useOfferCache();
  const noHashtags = business !== undefined && business.default_hashtags.length === 0;
  // The same title as the menu item (admins see 'Client Lite Campaigns'), read from the token at once.
  const title = screenTitle(screenAt(lite ? '/clientLiteOffers' : '/offers'), currentUserType());

  useEffect(() => {
    if (newId == null) return;
    panels.current.get(newId)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [newId, data]);

  const startCreate = () => {
    if (noHashtags && !lite) {
      notify('offers.list.noHashtags', { type: 'warning' });
      return;
    }
    setCreating(true);
  };
  const created = (id: number) => {
    setCreating(false);
    setNewId(id);
    setExpanded(id);
    refresh();
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={title} />
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', alignItems: { xs: 'flex-start', sm: 'center' }, mb: 2, gap: 2 }}>
        <Typography variant="h5" component="h1">{translate(title)}</Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={startCreate}>
          {translate(lite ? 'offers.list.createCampaign' : 'offers.list.createNew')}
        </Button>
      </Stack>
      {/* Only a CLIENT can act on it (/settings); a CLIENT_LITE sets hashtags per campaign in the
          lite wizard's Socials step and is not sent to a screen it cannot open (issue 18 defect 10). */}
      {noHashtags && !lite && <Alert severity="warning" sx={{ mb: 2 }}>{translate('offers.list.noHashtags')}</Alert>}
      {isPending ? <Loading /> : data.length === 0 && <Typography color="text.secondary">{translate('offers.list.empty')}</Typography>}
      {groupOffers(data, newId).map((group) => (
        <Box key={group.status} component="section" aria-label={translate(`offers.status.${group.status}`)} data-testid={`group-${group.status}`} sx={{ mb: 3 }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>{`${translate(`offers.status.${group.status}`)} (${group.offers.length})`}</Typography>
          {group.offers.map((offer) => (
            <OfferPanel
              key={offer.id}
              ref={(el) => { if (el) panels.current.set(offer.id, el); else panels.current.delete(offer.id); }}
              offer={offer}
              expanded={expanded === offer.id}
              onToggle={() => setExpanded(expanded === offer.id ? null : offer.id)}
              lite={lite}
              brand={business?.brand ?? ''}
            />
          ))}
        </Box>
      ))}
      {lite && <SwayCampaigns />}
      <Suspense fallback={null}>
        {creating && !lite && <OfferWizard onClose={() => setCreating(false)} onCreated={created} />}
        {creating && lite && <LiteWizard onClose={() => setCreating(false)} onCreated={created} />}
      </Suspense>
    </Box>
  );
}
