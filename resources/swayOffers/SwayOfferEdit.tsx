// The sway offer editor (spec 3 §2 "Sway offer editor") at /swayOffers/{id}: the expansion panels
// in the spec's order — campaign, screenshot, proof requirements tutorial, contact info, voucher,
// what's next, side effect — beside a live preview that follows the open panel (below them on a
// phone), then the links.
// Business users see the campaign panel only; the flow panels are ADMIN's (spec 3 §6), and the
// server refuses a flow change from anyone else.
import { useCallback, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EditBase, Loading, Title, useEditContext, useTranslate } from 'react-admin';
import type { FlowScreen } from '../../contract/swayFlowRules';
import type { SwayOffer } from '../../contract/swayOffers';
import type { CampaignView } from '../../customer/flow/render';
import { useControl } from '../../src/components/access';
import { useCurrentBusiness } from '../../src/layout/useSession';
import { CampaignLinks } from './CampaignLinks';
import { CampaignPanel } from './CampaignPanel';
import { ClaimPanel, ProofRequirementsPanel } from './ClaimPanels';
import { ContactInfoPanel } from './ContactInfoPanel';
import { VoucherPanel, WhatsNextPanel } from './EndPanels';
import { FlowPreview } from './FlowPreview';
import { SideEffectPanel } from './SideEffectPanel';
import { useFlowDraft } from './useFlowDraft';

type PanelKey = 'campaign' | 'claim' | 'proofRequirements' | 'contactInfo' | 'voucher' | 'whatsNext' | 'sideEffect';

function Editor({ offer }: { offer: SwayOffer }) {
  const translate = useTranslate();
  const canEditFlow = useControl('swayOffers', 'editFlow').allowed;
  const business = useCurrentBusiness().data;
  const draft = useFlowDraft(offer);
  const [open, setOpen] = useState<PanelKey | null>('campaign');
  const [screen, setScreen] = useState<FlowScreen>('campaign');
  const [fields, setFields] = useState<Partial<SwayOffer>>({});

  const expand = (key: PanelKey) => (isOpen: boolean) => {
    setOpen(isOpen ? key : null);
    if (isOpen && key !== 'sideEffect') setScreen(key);
  };
  const panel = (key: PanelKey) => ({ expanded: open === key, onExpand: expand(key) });
  const onValues = useCallback((values: Partial<SwayOffer>) => setFields(values), []);

  const view = useMemo<CampaignView>(() => {
    const current = { ...offer, ...fields };
    const { side_effect_data: _private, ...flow } = draft.draft;
    return {
      brand: business?.brand ?? '',
      logoUrl: business?.logo_url ?? null,
      offer: {
        offer_summary: current.offer_summary ?? '', offer_image_url: current.offer_image_url ?? null,
        hashtags: current.hashtags ?? [], instagram_mentions: current.instagram_mentions ?? [],
        facebook_mentions: current.facebook_mentions ?? [], tiktok_mentions: current.tiktok_mentions ?? [],
        google_review_url: current.google_review_url ?? null, facebook_review_url: current.facebook_review_url ?? null,
        proof_sample_images: current.proof_sample_images ?? {}, tasks: current.tasks ?? [],
      },
      flow,
    };
  }, [offer, fields, draft.draft, business]);

  return (
    <Box sx={{ mt: 2 }}>
      <Title title={offer.offer_summary} />
      <Typography variant="h5" component="h1" sx={{ mb: 2, overflowWrap: 'anywhere' }}>{offer.offer_summary}</Typography>
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <CampaignPanel {...panel('campaign')} onValues={onValues} />
          {canEditFlow ? (
            <>
              <ClaimPanel draft={draft} {...panel('claim')} />
              <ProofRequirementsPanel draft={draft} {...panel('proofRequirements')} />
              <ContactInfoPanel draft={draft} {...panel('contactInfo')} />
              <VoucherPanel draft={draft} {...panel('voucher')} />
              <WhatsNextPanel draft={draft} {...panel('whatsNext')} />
              <SideEffectPanel draft={draft} {...panel('sideEffect')} />
            </>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('swayOffers.panels.adminOnly')}</Typography>
          )}
        </Box>
        <Box sx={{ width: { xs: '100%', lg: 400 }, flex: 'none', position: { lg: 'sticky' }, top: { lg: 80 } }}>
          <FlowPreview view={view} flow={draft.draft} screen={screen} onScreen={setScreen} />
        </Box>
      </Stack>
      <CampaignLinks offer={offer} />
    </Box>
  );
}

function EditView() {
  const { record, isPending } = useEditContext<SwayOffer>();
  // react-admin shows the list's copy of the record first, which has no flow yet.
  if (isPending || !record?.flow) return <Loading />;
  return <Editor key={record.id} offer={record} />;
}

export function SwayOfferEdit() {
  return (
    <EditBase resource="swayOffers" mutationMode="pessimistic" redirect={false}>
      <EditView />
    </EditBase>
  );
}
