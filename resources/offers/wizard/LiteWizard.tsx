// The CLIENT_LITE campaign wizard (spec 2 §2): scheduling (a phone or a URL is needed), image
// (may be skipped), socials (may be skipped), then Create Campaign, which needs a summary. After
// creating, a loading image shows and the modal closes after 3000 ms with 'Campaign Created!'.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Form, TextInput, useDataProvider, useNotify, useResourceContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import type { Offer, OfferCreateRequest } from '../../../contract/offers';
import { maskPhone, optionalPhone, optionalUrl } from '../../../contract/validation';
import { useCurrentBusiness } from '../../../src/layout/useSession';
import { ImageSection, SocialsSection } from '../OfferSections';
import { toOfferBody, type OfferFormValues } from '../offerBody';
import { useChange } from '../../../src/components/change/useChange';
import { WizardShell, useWizardErrors } from './WizardShell';
import { LimitedTextInput } from '../../../src/components/submit/LimitedTextInput';
import { LIMITS } from '../../../contract/limits';
import type { WizardProps } from './OfferWizard';

export const LITE_CLOSE_MS = 3000;
const STEPS = ['scheduling', 'image', 'socials', 'summary'].map((s) => `offers.wizard.steps.${s}`);
const STEP_FIELDS = [['offer_phone', 'offer_url'], ['offer_image_url'], ['hashtags', 'instagram_mentions', 'facebook_mentions'], ['offer_summary']] as const;

function Steps({ onClose, onCreated }: WizardProps) {
  const translate = useTranslate();
  const notify = useNotify();
  // The list's resource (offers or clientLiteOffers): react-admin refetches its list once created.
  const resource = useResourceContext() ?? 'offers';
  const dataProvider = useDataProvider();
  const { getValues } = useFormContext();
  const [active, setActive] = useState(0);
  const [reached, setReached] = useState(0);
  const showErrors = useWizardErrors(STEP_FIELDS, setActive);
  const { isDirty } = useFormState();
  const [doneId, setDoneId] = useState<number | null>(null);
  // The parent re-renders while the timer runs; keep its latest callback without restarting it.
  const onCreatedRef = useRef(onCreated);
  useEffect(() => { onCreatedRef.current = onCreated; }, [onCreated]);

  const create = useChange({
    mutationFn: async (body: OfferCreateRequest) => (await dataProvider.create<OfferCreateRequest, Offer>(resource, { data: body })).data,
    refresh: true,
    onSuccess: (offer) => { notify('offers.wizard.campaignCreated', { type: 'success' }); setDoneId(offer.id); },
    onError: showErrors,
  });

  const submit = () => {
    const v = getValues() as OfferFormValues;
    // A phone makes it a "Schedule" (CALL) campaign, otherwise the URL makes it a "Web" one.
    const flow = v.offer_phone ? 'CALL' : 'URL';
    const body = toOfferBody({ ...v, offer_type: 'LOCAL', offer_order_flow_type: flow }, false, true) as OfferCreateRequest;
    create.mutate(body);
  };

  useEffect(() => {
    if (doneId == null) return undefined;
    const timer = setTimeout(() => onCreatedRef.current(doneId), LITE_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [doneId]);

  const stepError = (index: number) => {
    const v = getValues() as OfferFormValues;
    if (index === 0) {
      if (!v.offer_phone && !v.offer_url) return translate('offers.wizard.needPhoneOrUrl');
      return optionalPhone(v.offer_phone) ?? optionalUrl(v.offer_url);
    }
    if (index === 3 && !String(v.offer_summary ?? '').trim()) return translate('offers.wizard.needSummary');
    return undefined;
  };
  const go = (to: number) => { setActive(to); setReached(Math.max(reached, to)); };
  const next = () => {
    const message = stepError(active);
    if (message) { notify(message, { type: 'error' }); return; }
    if (active === STEPS.length - 1) submit();
    else go(active + 1);
  };

  if (doneId != null) {
    return (
      <WizardShell title="offers.wizard.liteTitle" steps={STEPS} active={active} reached={reached} onStep={() => undefined}
        onClose={onClose} onBack={() => undefined} onNext={() => undefined} nextLabel="offers.wizard.createCampaign" busy>
        <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }} data-testid="lite-loading">
          <CircularProgress />
          <Typography>{translate('offers.wizard.creating')}</Typography>
        </Stack>
      </WizardShell>
    );
  }
  const skippable = active === 1 || active === 2;
  return (
    <WizardShell title="offers.wizard.liteTitle" steps={STEPS} active={active} reached={reached} onStep={setActive} onClose={onClose}
      onBack={() => setActive(Math.max(0, active - 1))} onNext={next} busy={create.isPending} unsaved={doneId == null && (isDirty || reached > 0)}
      nextLabel={active === STEPS.length - 1 ? 'offers.wizard.createCampaign' : 'offers.wizard.next'}
      extraAction={skippable ? <Button onClick={() => go(active + 1)}>{translate('offers.wizard.skip')}</Button> : undefined}>
      {active === 0 && (
        <Stack spacing={1}>
          <TextInput source="offer_phone" label="offers.fields.phone" parse={(v: string) => maskPhone(v)} />
          <TextInput source="offer_url" label="offers.fields.orderUrl" />
        </Stack>
      )}
      {active === 1 && <ImageSection />}
      {active === 2 && <SocialsSection />}
      {active === 3 && <Box><LimitedTextInput source="offer_summary" label="offers.fields.summary" fullWidth max={LIMITS.offerSummary} /></Box>}
    </WizardShell>
  );
}

export default function LiteWizard(props: WizardProps) {
  const business = useCurrentBusiness().data;
  const defaults: OfferFormValues = {
    offer_summary: '', offer_phone: '', offer_url: '',
    hashtags: business?.default_hashtags ?? [], instagram_mentions: business?.default_instagram_mentions ?? [],
    facebook_mentions: business?.default_facebook_mentions ?? [],
  };
  return (
    <Form defaultValues={defaults} noValidate>
      <Steps {...props} />
    </Form>
  );
}
