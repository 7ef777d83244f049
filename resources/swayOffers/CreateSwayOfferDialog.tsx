// The creation modal of a campaign (spec 3 §2, §5): the offer summary (non-empty) and three yes/no
// questions, all required, that shape the flow; a lite client also gives hashtags and mentions.
// 'Sway Offer Created!' opens the editor; a lite client sees 'Campaign Created!' and a loading
// image, and the modal closes after 3000 ms (spec 3 §9). The save button is disabled while the
// request runs, so a double click creates one campaign.
import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import {
  Form, RadioButtonGroupInput, SaveButton, TextInput, maxLength, required, useCreatePath, useDataProvider, useNotify,
  usePermissions, useRefresh, useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router';
import { SWAY_OFFER_LIMITS, type SwayOfferCreateRequest } from '../../contract/swayOffers';
import { required as notBlank } from '../../contract/validation';
import { ChipsInput } from '../../src/components/chips/ChipsInput';
import { useChange } from '../../src/components/change/useChange';

/** The lite modal's wait before closing (spec 3 §9). */
export const LITE_CLOSE_DELAY_MS = 3000;

interface ModalValues {
  offer_summary: string;
  claim: 'yes' | 'no';
  contact: 'yes' | 'no';
  end: 'VOUCHER' | 'WHATS_NEXT';
  hashtags?: string[];
  instagram_mentions?: string[];
}

export function toCreateRequest(values: ModalValues, lite: boolean): SwayOfferCreateRequest {
  return {
    swayOfferBase: {
      offer_summary: values.offer_summary,
      ...(lite ? { hashtags: values.hashtags ?? [], instagram_mentions: values.instagram_mentions ?? [] } : {}),
    },
    flow: { claim_enabled: values.claim === 'yes', contact_info_enabled: values.contact === 'yes', end_type: values.end },
  };
}

export function CreateSwayOfferDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { permissions } = usePermissions<string>();
  const lite = permissions === 'CLIENT_LITE';
  const dataProvider = useDataProvider();
  const [settingUp, setSettingUp] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const answer = translate('swayOffers.modal.unanswered');
  const yesNo = [{ id: 'yes', name: translate('swayOffers.modal.yes') }, { id: 'no', name: translate('swayOffers.modal.no') }];
  const create = useChange({
    keepErrorPaths: true,
    mutationFn: async (values: Record<string, unknown>) =>
      (await dataProvider.create('swayOffers', { data: toCreateRequest(values as unknown as ModalValues, lite) })).data,
    onSuccess: (created) => {
      if (lite) {
        notify('swayOffers.modal.createdLite', { type: 'success' });
        setSettingUp(true);
        closeTimer.current = setTimeout(() => { refresh(); onClose(); }, LITE_CLOSE_DELAY_MS);
        return;
      }
      notify('swayOffers.modal.created', { type: 'success' });
      onClose();
      navigate(createPath({ resource: 'swayOffers', id: created.id, type: 'edit' }));
    },
  });
  // The server answers for the request's own paths ('swayOfferBase.offer_summary'); the form's
  // fields are the modal's (issue 34: a refused summary was marked nowhere).
  const submit = async (values: Record<string, unknown>) => {
    const errors = await create.submit(values);
    return errors && Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^swayOfferBase\./, '').split('.')[0], message]));
  };

  return (
    <Dialog open onClose={settingUp ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="create-sway-offer-title">
      <DialogTitle id="create-sway-offer-title">{translate('swayOffers.modal.title')}</DialogTitle>
      {settingUp ? (
        <DialogContent sx={{ textAlign: 'center', py: 6 }} role="status">
          <CircularProgress aria-label={translate('swayOffers.modal.creating')} />
          <Typography sx={{ mt: 2 }}>{translate('swayOffers.modal.creating')}</Typography>
        </DialogContent>
      ) : (
        <Form onSubmit={submit} mode="onSubmit">
          <DialogContent>
            <TextInput source="offer_summary" label="swayOffers.modal.summary" helperText="swayOffers.modal.summaryHint" fullWidth
              validate={[required(), notBlank, maxLength(SWAY_OFFER_LIMITS.summary)]} />
            <RadioButtonGroupInput source="claim" label="swayOffers.modal.claim" choices={yesNo} validate={required(answer)} />
            <RadioButtonGroupInput source="contact" label="swayOffers.modal.contact" choices={yesNo} validate={required(answer)} />
            <RadioButtonGroupInput source="end" label="swayOffers.modal.end" row={false} validate={required(answer)} choices={[
              { id: 'VOUCHER', name: translate('swayOffers.modal.endYes') },
              { id: 'WHATS_NEXT', name: translate('swayOffers.modal.endNo') },
            ]} />
            {lite && (
              <Box sx={{ mt: 1 }}>
                <ChipsInput source="hashtags" prefix="#" label="swayOffers.modal.hashtags" />
                <ChipsInput source="instagram_mentions" prefix="@" label="swayOffers.modal.mentions" />
              </Box>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{translate('swayOffers.modal.cancel')}</Button>
            <SaveButton label="swayOffers.modal.create" disabled={create.isPending} alwaysEnable={!create.isPending} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}
