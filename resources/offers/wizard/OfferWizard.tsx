// The full network-offer wizard (spec 2 §2 Creation wizards): type (LOCAL/WEB) → order flow
// (allowed per type) → flow details → offer summary → image → socials → locations, then submit
// for approval. Each Next checks its step with the shared rules and toasts the first message.
import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { Form, useDataProvider, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import type { Offer, OfferCreateRequest } from '../../../contract/offers';
import { ALLOWED_ORDER_FLOWS, eventListError, orderFlowErrors } from '../../../contract/validation';
import { useCurrentBusiness } from '../../../src/layout/useSession';
import { TagPicker } from '../LocationsSection';
import { ImageSection, RedeemSection, SocialsSection } from '../OfferSections';
import { EventTimesInput } from '../EventTimesInput';
import { toOfferBody, type OfferFormValues } from '../offerBody';
import { useChange } from '../../../src/components/change/useChange';
import { SummaryPicker } from './SummaryPicker';
import { WizardShell, useWizardErrors } from './WizardShell';

const STEPS = ['type', 'flow', 'details', 'summary', 'image', 'socials', 'locations'].map((s) => `offers.wizard.steps.${s}`);
/** The fields of each step, in STEPS order. */
const STEP_FIELDS = [
  ['offer_type'], ['offer_order_flow_type'], ['offer_url', 'offer_description_url', 'offer_phone', 'event_date_option'],
  ['offer_summary', 'offer_summary_id'], ['offer_image_url'], ['hashtags', 'instagram_mentions', 'facebook_mentions'], ['location_tag_ids'],
] as const;

export interface WizardProps { onClose: () => void; onCreated: (id: number) => void }

function Steps({ onClose, onCreated }: WizardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  // The list's resource (offers or clientLiteOffers): react-admin refetches its list once created.
  const resource = useResourceContext() ?? 'offers';
  const dataProvider = useDataProvider();
  const business = useCurrentBusiness().data;
  const { getValues, setValue } = useFormContext();
  const type = useWatch({ name: 'offer_type' }) as 'LOCAL' | 'WEB';
  const flow = useWatch({ name: 'offer_order_flow_type' }) as string;
  const tagIds = (useWatch({ name: 'location_tag_ids' }) as number[] | undefined) ?? [];
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const showErrors = useWizardErrors(STEP_FIELDS, setActive);
  const { isDirty } = useFormState();

  const create = useChange({
    mutationFn: async (body: OfferCreateRequest) => (await dataProvider.create<OfferCreateRequest, Offer>(resource, { data: body })).data,
    refresh: true,
    onSuccess: (offer) => { notify('offers.wizard.created', { type: 'success' }); onCreated(offer.id); },
    onError: showErrors,
  });

  const submit = () => {
    const values = getValues() as OfferFormValues;
    const body = { ...toOfferBody(values, false), location_tag_ids: values.location_tag_ids ?? [] } as OfferCreateRequest;
    create.mutate(body);
  };

  /** The first problem of a step, or undefined. */
  const stepError = (index: number): string | undefined => {
    const v = getValues() as OfferFormValues;
    if (index === 2) {
      if (v.offer_order_flow_type === 'EVENT') {
        const eventError = eventListError('EVENT', v.event_date_option ?? []);
        if (eventError) return eventError;
      }
      return Object.values(orderFlowErrors({ offer_order_flow_type: v.offer_order_flow_type ?? 'VISIT', ...v }))[0];
    }
    if (index === 3 && !v.offer_summary) return translate('offers.wizard.needSummary');
    return undefined;
  };
  const next = () => {
    const message = stepError(active);
    if (message) { notify(message, { type: 'error' }); return; }
    if (active === STEPS.length - 1) { submit(); return; }
    setActive(active + 1);
    setReached(Math.max(reached, active + 1));
  };

  return (
    <WizardShell title="offers.wizard.title" steps={STEPS} active={active} reached={reached} onStep={setActive} onClose={onClose}
      onBack={() => setActive(Math.max(0, active - 1))} onNext={next} busy={create.isPending} unsaved={isDirty || reached > 0}
      nextLabel={active === STEPS.length - 1 ? 'offers.wizard.submit' : 'offers.wizard.next'}>
      {active === 0 && (
        <RadioGroup value={type} onChange={(_, v) => { setValue('offer_type', v); if (!(ALLOWED_ORDER_FLOWS[v as 'LOCAL' | 'WEB'] as readonly string[]).includes(flow)) setValue('offer_order_flow_type', ALLOWED_ORDER_FLOWS[v as 'LOCAL' | 'WEB'][0]); }}>
          {(['LOCAL', 'WEB'] as const).map((t) => (
            <FormControlLabel key={t} value={t} control={<Radio />} label={`${translate(`offers.type.${t}`)} — ${translate(`offers.wizard.typeHelp.${t}`)}`} />
          ))}
        </RadioGroup>
      )}
      {active === 1 && (
        <RadioGroup value={flow} onChange={(_, v) => setValue('offer_order_flow_type', v)}>
          {ALLOWED_ORDER_FLOWS[type].map((f) => <FormControlLabel key={f} value={f} control={<Radio />} label={translate(`offers.flow.${f}`)} />)}
        </RadioGroup>
      )}
      {active === 2 && <Stack spacing={2}><RedeemSection />{flow === 'EVENT' && <EventTimesInput />}</Stack>}
      {active === 3 && <SummaryPicker industryCategoryId={business?.industry_category_id ?? null} />}
      {active === 4 && <ImageSection />}
      {active === 5 && <SocialsSection />}
      {active === 6 && <TagPicker value={tagIds} onChange={(ids) => setValue('location_tag_ids', ids)} />}
    </WizardShell>
  );
}

export default function OfferWizard(props: WizardProps) {
  const business = useCurrentBusiness().data;
  const defaults: OfferFormValues = {
    offer_type: 'LOCAL', offer_order_flow_type: 'VISIT', offer_summary: '', offer_summary_id: null,
    event_date_option: [], hashtags: business?.default_hashtags ?? [],
    instagram_mentions: business?.default_instagram_mentions ?? [], facebook_mentions: business?.default_facebook_mentions ?? [],
    location_tag_ids: [],
  };
  return (
    <Form defaultValues={defaults} noValidate>
      <Steps {...props} />
    </Form>
  );
}
