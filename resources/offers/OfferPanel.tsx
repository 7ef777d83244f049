// One offer as an expandable panel (spec 2 §2 Offers list / Offer panels): a header with image
// badge, summary, type and flow; inside, the status controls and admin fields for those the
// control table allows (admins), the panels and Save. CLIENT_LITE users get the reduced form
// (no special instructions, dates, locations or coupon panels).
import { forwardRef, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Form, SaveButton, useNotify, useResourceContext, useTranslate, useUpdate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { Offer } from '../../contract/offers';
import { Allowed, useControl } from '../../src/components/access';
import { AdminSection } from './AdminSection';
import { LocationsSection } from './LocationsSection';
import { OfferControls } from './OfferControls';
import { OfferPreview } from './OfferPreview';
import { CouponSection, DatesSection, ImageBadge, ImageSection, RedeemSection, SocialsSection, SpecialSection } from './OfferSections';
import { ShortUrlsPanel } from './ShortUrlsPanel';
import { toOfferBody, type OfferFormValues } from './offerBody';
import { messageOf } from '../../src/components/messageOf';
import { useOfferCache } from './useOfferCache';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Accordion disableGutters variant="outlined" slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}><Typography>{translate(title)}</Typography></AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

export interface OfferPanelProps {
  offer: Offer;
  expanded: boolean;
  onToggle: () => void;
  lite: boolean;
  brand: string;
}

export const OfferPanel = forwardRef<HTMLDivElement, OfferPanelProps>(function OfferPanel({ offer, expanded, onToggle, lite, brand }, ref) {
  const translate = useTranslate();
  const notify = useNotify();
  const resource = useResourceContext() ?? 'offers';
  const [update, { isPending: saving }] = useUpdate<Offer>();
  const { refresh } = useOfferCache();
  const [preview, setPreview] = useState(false);
  const mayChangeStatus = useControl('offers', 'changeStatus').allowed;
  const withAdminFields = useControl('offers', 'editAdminFields').allowed;
  // Pessimistic: react-admin puts the saved offer in its cache when the server answers; the
  // other offer resource (the same record at the other URL) is refetched.
  const save = (values: OfferFormValues) => update(resource, { id: offer.id, data: toOfferBody(values, withAdminFields, lite), previousData: offer }, {
    mutationMode: 'pessimistic',
    onSuccess: () => { refresh(); notify('offers.list.saved', { type: 'success' }); },
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  return (
    <Accordion ref={ref} expanded={expanded} onChange={onToggle} data-testid={`offer-${offer.id}`} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', minWidth: 0, flex: 1 }}>
          <ImageBadge imageUrl={offer.offer_image_url} />
          {/* contain: the one-line summary must not count toward the page's width on a phone. */}
          <Stack sx={{ minWidth: 0, flex: 1, contain: 'inline-size' }}>
            <Typography sx={{ fontWeight: 600 }} noWrap>{offer.offer_summary}</Typography>
            <Stack direction="row" spacing={0.5}>
              <Chip size="small" label={translate(`offers.type.${offer.offer_type}`)} />
              <Chip size="small" variant="outlined" label={translate(`offers.flow.${offer.offer_order_flow_type}`)} />
            </Stack>
          </Stack>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Stack spacing={2}>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'space-between' }}>
            {mayChangeStatus ? <OfferControls offer={offer} /> : <span />}
            <Button onClick={() => setPreview(true)}>{translate('offers.list.preview')}</Button>
          </Stack>
          <Form record={offer} onSubmit={(values: FieldValues) => save(values as OfferFormValues)} key={`${offer.id}-${offer.offer_status}`}>
            <Stack spacing={1}>
              {!lite && <Section title="offers.panels.dates"><DatesSection /></Section>}
              <Section title="offers.panels.socials"><SocialsSection /></Section>
              <Section title="offers.panels.shortUrls"><ShortUrlsPanel offer={offer} /></Section>
              <Section title="offers.panels.image"><ImageSection /></Section>
              <Section title="offers.panels.redeem"><RedeemSection /></Section>
              {!lite && <Section title="offers.panels.special"><SpecialSection /></Section>}
              <Allowed resource="offers" action="editAdminFields"><Section title="offers.panels.admin"><AdminSection /></Section></Allowed>
              {!lite && <Section title="offers.panels.locations"><LocationsSection offer={offer} /></Section>}
              {!lite && <Section title="offers.panels.coupon"><CouponSection /></Section>}
              <div><SaveButton label="offers.list.save" disabled={saving} /></div>
            </Stack>
          </Form>
        </Stack>
        {preview && <OfferPreview offer={offer} brand={brand} onClose={() => setPreview(false)} />}
      </AccordionDetails>
    </Accordion>
  );
});
