// The editor's working copy of a campaign's flow: every panel edits it, the preview shows it as it
// is typed, and Save sends the parts that differ from the stored flow (PUT swayOffer/{id}/flow).
// The rules the server applies (spec 3 §5) are checked first, so a bad value is named on its field
// and nothing is sent; a refusal from the server puts its messages on the fields the same way.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import { HttpError } from 'react-admin';
import type { Flow, FlowUpdateRequest } from '../../contract/swayFlow';
import { FLOW_MESSAGES } from '../../contract/swayFlow';
import { defaultFlowPart } from '../../contract/swayFlowDefaults';
import { flowPromiseErrors, timeoutDays } from '../../contract/swayFlowRules';
import type { SwayOffer } from '../../contract/swayOffers';
import type { AppDataProvider } from '../../dataProvider';
import { messageOf } from '../../src/components/messageOf';
import { fieldErrorsOf } from '../../src/components/submit/fieldErrors';
import type { FieldErrors } from './flowInputs';
import { useChange } from '../../src/components/change/useChange';
import { useUnsavedChanges } from '../../src/components/unsaved';

/** A reply's flow with every part present (a business user's has no side effects). */
export const fullFlow = (flow: SwayOffer['flow']): Flow => ({ ...flow, side_effect_data: flow.side_effect_data ?? defaultFlowPart('side_effect_data') });

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The editor's own checks, by field path: blank step titles and the duplicate timeout. */
export function draftErrors(flow: Flow): FieldErrors {
  const errors: FieldErrors = {};
  for (const part of ['claim_data', 'proof_requirements_data', 'contact_info_data', 'voucher_data', 'whats_next_data'] as const) {
    (flow[part].steps ?? []).forEach((step, i) => {
      if (step.title.trim() === '') errors[`${part}.steps.${i}.title`] = FLOW_MESSAGES.stepTitleRequired;
    });
  }
  const timeout = timeoutDays(flow.contact_info_data);
  if ('error' in timeout) errors['contact_info_data.prevent_duplicate_timeout_in_days'] = timeout.error;
  return { ...errors, ...flowPromiseErrors(flow) };
}

export function useFlowDraft(offer: SwayOffer) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<Flow>(() => fullFlow(offer.flow));
  const [draft, setDraft] = useState<Flow>(saved);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});

  const changes = (Object.keys(draft) as (keyof Flow)[]).filter((key) => !same(draft[key], saved[key]));
  const errors = { ...draftErrors(draft), ...serverErrors };
  // A navigation, a reload or another campaign would lose the unsaved flow edits: the guard asks.
  useUnsavedChanges(changes.length > 0);

  const change = (patch: Partial<Flow>) => {
    setDraft((current) => ({ ...current, ...patch }));
    setServerErrors({});
  };

  const update = useChange({
    mutationFn: (body: FlowUpdateRequest) => dataProvider.updateSwayFlow(offer.id, body),
    success: 'swayOffers.panels.saved',
    onSuccess: (updated, sent) => {
      const flow = fullFlow(updated.flow);
      const before = saved;
      setSaved(flow);
      // A part edited while the save was on its way keeps that edit (it is still unsaved); every
      // other part takes the stored flow.
      setDraft((current) => {
        const next: Record<string, unknown> = { ...flow };
        for (const key of Object.keys(flow) as (keyof Flow)[]) {
          if (!same(current[key], key in sent ? sent[key] : before[key])) next[key] = current[key];
        }
        return next as unknown as Flow;
      });
      queryClient.setQueryData(['swayOffers', 'getOne', { id: String(offer.id), meta: undefined }], updated);
    },
    onError: (error) => {
      const fields = fieldErrorsOf(error, { keepPaths: true });
      if (Object.keys(fields).length > 0) setServerErrors(fields);
      notify(error instanceof HttpError && error.status === 404 ? 'swayOffers.errors.updateFailed' : messageOf(error), { type: 'error' });
    },
  });
  const saving = update.isPending;

  const save = async () => {
    if (saving || changes.length === 0) return;
    const own = draftErrors(draft);
    if (Object.keys(own).length > 0) {
      const timeout = own['contact_info_data.prevent_duplicate_timeout_in_days'];
      notify(timeout ? 'swayOffers.errors.invalidTimeout' : 'swayOffers.errors.fixFields', { type: 'error' });
      return;
    }
    const body = Object.fromEntries(changes.map((key) => [key, draft[key]])) as FlowUpdateRequest;
    await update.run(body);
  };

  return { draft, change, changes, errors, save, saving };
}

export type FlowDraft = ReturnType<typeof useFlowDraft>;
