// One offer as an expandable panel (spec 2 §2 Offers list / Offer panels): a header with image
// badge, summary, type and flow; inside, the status controls and admin fields for those the
// control table allows (admins), the panels and Save. CLIENT_LITE users get the reduced form
// (no special instructions, dates, locations or coupon panels).
import { forwardRef, useEffect, useId, useState, type ReactNode } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Form, SaveButton, useDataProvider, useResourceContext, useTranslate } from 'react-admin';
import { useFormState, type FieldValues } from 'react-hook-form';
import type { Offer } from '../../contract/offers';
import { Allowed, useControl } from '../../src/components/access';
import { useChange } from '../../src/components/change/useChange';
import { AdminSection } from './AdminSection';
import { LocationsSection } from './LocationsSection';
import { OfferControls } from './OfferControls';
import { OfferPreview } from './OfferPreview';
import { CouponSection, DatesSection, ImageBadge, ImageSection, RedeemSection, SocialsSection, SpecialSection } from './OfferSections';
import { ShortUrlsPanel } from './ShortUrlsPanel';
import { toOfferBody, type OfferFormValues } from './offerBody';
import { useOfferCache } from './useOfferCache';

const KEEP_EDITS = { keepDirtyValues: true } as const;

/** The fields each panel holds: a panel opens when one of them is refused, so the message is seen. */
const PANEL_FIELDS = {
  dates: ['offer_start_date', 'expiration_date', 'event_date_option'],
  socials: ['hashtags', 'instagram_mentions', 'facebook_mentions'],
  shortUrls: [],
  image: ['offer_image_url'],
  redeem: ['offer_url', 'offer_description_url', 'offer_phone'],
  special: ['offer_special_instructions'],
  admin: ['custom_description', 'tasks', 'display_priority', 'number_tasks_required', 'offers_to_grant_per_month', 'min_days_between_offer', 'internal_notes'],
  locations: ['location_tag_ids'],
  coupon: ['coupon_code', 'coupon_image_url', 'coupon_size'],
} as const;

function Section({ panel, children }: { panel: keyof typeof PANEL_FIELDS; children: ReactNode }) {
  const translate = useTranslate();
  const title = `offers.panels.${panel}`;
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const { errors } = useFormState();
  const refused = PANEL_FIELDS[panel].some((field) => field in errors);
  useEffect(() => { if (refused) setExpanded(true); }, [refused]);
  return (
    <Accordion disableGutters variant="outlined" expanded={expanded} onChange={(_, open) => setExpanded(open)} slotProps={{ transition: { unmountOnExit: true } }}>
      <AccordionSummary id={`${id}-title`} aria-controls={`${id}-panel`} expandIcon={<ExpandMoreIcon />} sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}><Typography>{translate(title)}</Typography></AccordionSummary>
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
  const resource = useResourceContext() ?? 'offers';
  const dataProvider = useDataProvider();
  const { refresh } = useOfferCache();
  const [preview, setPreview] = useState(false);
  const mayChangeStatus = useControl('offers', 'changeStatus').allowed;
  const withAdminFields = useControl('offers', 'editAdminFields').allowed;
  // Pessimistic: react-admin puts the saved offer in its cache when the server answers; the
  // other offer resource (the same record at the other URL) is refetched.
  // The server's field errors go back to <Form>, which puts each under its field.
  const update = useChange({
    mutationFn: (values: OfferFormValues) =>
      dataProvider.update(resource, { id: offer.id, data: toOfferBody(values, withAdminFields, lite), previousData: offer }),
    success: 'offers.list.saved',
    onSuccess: () => refresh(),
  });
  const save = update.submit;
  const saving = update.isPending;
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
          {/* A refetched offer (after a location save, a new short URL, a status change) updates the
              fields the user has not touched and keeps the ones they have: no edit is lost silently. */}
          <Form record={offer} onSubmit={async (values: FieldValues) => save(values as OfferFormValues)} key={offer.id}
            resetOptions={KEEP_EDITS}>
            <Stack spacing={1}>
              {!lite && <Section panel="dates"><DatesSection /></Section>}
              <Section panel="socials"><SocialsSection /></Section>
              <Section panel="shortUrls"><ShortUrlsPanel offer={offer} /></Section>
              <Section panel="image"><ImageSection /></Section>
              <Section panel="redeem"><RedeemSection /></Section>
              {!lite && <Section panel="special"><SpecialSection /></Section>}
              <Allowed resource="offers" action="editAdminFields"><Section panel="admin"><AdminSection /></Section></Allowed>
              {!lite && <Section panel="locations"><LocationsSection offer={offer} /></Section>}
              {!lite && <Section panel="coupon"><CouponSection /></Section>}
              <div><SaveButton label="offers.list.save" disabled={saving} /></div>
            </Stack>
          </Form>
        </Stack>
        {preview && <OfferPreview offer={offer} brand={brand} onClose={() => setPreview(false)} />}
      </AccordionDetails>
    </Accordion>
  );
});
