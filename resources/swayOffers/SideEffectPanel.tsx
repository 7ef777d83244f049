// The side effect panel (spec 3 §3 side_effect_data, §4): the billing addon ('No Addon' first, from
// GET chargebeeAdmin/chargebeeAddons), the proof review level with the extra-word fields for the
// OCR levels only (kept in claim_data too, which the customer's claim screen shows), and the e-mail templates of a received and an approved proof.
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useTranslate } from 'react-admin';
import { FLOW_LIMITS, PROOF_REVIEW_LEVELS, type SideEffectData } from '../../contract/swayFlow';
import { defaultFlowPart } from '../../contract/swayFlowDefaults';
import { extraWordsShown } from '../../contract/swayFlowRules';
import type { AppDataProvider } from '../../dataProvider';
import { FlowPanel } from './FlowPanel';
import { panelFrame, type PanelProps } from './ClaimPanels';
import { FlowText, TextList } from './flowInputs';

/** The select's value for 'No Addon' (an empty value would show no label at all). */
const NO_ADDON = 'none';

export function SideEffectPanel({ draft, ...panel }: PanelProps) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const addons = useQuery({ queryKey: ['chargebeeAddons'], queryFn: () => dataProvider.getChargebeeAddons(), enabled: panel.expanded });
  const { draft: flow, change, errors } = draft;
  const data = flow.side_effect_data;
  const set = (patch: Partial<SideEffectData>) => change({ side_effect_data: { ...data, ...patch } });
  // The extra word is also what the customer is asked to include, so the claim screen's copy
  // (claim_data, which customers see) follows the side effect's
  // (docs/decisions/0066-flow-saves-and-extra-words.md).
  const setWords = (patch: Pick<SideEffectData, 'extra_word_title' | 'extra_word_description' | 'extra_word_check'>) =>
    change({ side_effect_data: { ...data, ...patch }, claim_data: { ...flow.claim_data, ...patch } });
  const err = (field: string) => errors[`side_effect_data.${field}`];
  const options = [{ id: NO_ADDON, name: translate('swayOffers.fields.noAddon') }, ...(addons.data ?? [])];
  return (
    <FlowPanel id="sideEffect" title="swayOffers.panels.sideEffect" {...panel} {...panelFrame(draft)}
      onRestore={() => change({ side_effect_data: defaultFlowPart('side_effect_data') })}>
      <TextField select size="small" fullWidth label={translate('swayOffers.fields.chargebee_addon_id')} value={data.chargebee_addon_id || NO_ADDON} sx={{ mb: 1.5 }}
        onChange={(e) => set({ chargebee_addon_id: e.target.value === NO_ADDON ? null : e.target.value })}>
        {options.map((o) => <MenuItem key={o.id} value={o.id}>{o.name}</MenuItem>)}
      </TextField>
      <TextField select size="small" fullWidth label={translate('swayOffers.fields.auto_check_proofs')} value={data.auto_check_proofs ?? 'REVIEW'} sx={{ mb: 1.5 }}
        onChange={(e) => set({ auto_check_proofs: e.target.value as SideEffectData['auto_check_proofs'] })}>
        {PROOF_REVIEW_LEVELS.map((level) => <MenuItem key={level} value={level}>{translate(`swayOffers.levels.${level}`)}</MenuItem>)}
      </TextField>
      {extraWordsShown(data.auto_check_proofs) && (
        <>
          <FlowText label="swayOffers.fields.extra_word_title" value={data.extra_word_title} error={err('extra_word_title')} onChange={(v) => setWords({ extra_word_title: v })} />
          <FlowText label="swayOffers.fields.extra_word_description" value={data.extra_word_description} max={FLOW_LIMITS.text} multiline
            error={err('extra_word_description')} onChange={(v) => setWords({ extra_word_description: v })} />
          <TextList label="swayOffers.fields.extra_word_check" values={data.extra_word_check} max={FLOW_LIMITS.short} maxItems={FLOW_LIMITS.extraWords}
            errors={errors} path="side_effect_data.extra_word_check" onChange={(v) => setWords({ extra_word_check: v })} />
        </>
      )}
      <FlowText label="swayOffers.fields.proof_created_email_template_id" value={data.proof_created_email_template_id} max={200}
        error={err('proof_created_email_template_id')} onChange={(v) => set({ proof_created_email_template_id: v })} />
      <FlowText label="swayOffers.fields.default_approve_email_template_id" value={data.default_approve_email_template_id} max={200}
        error={err('default_approve_email_template_id')} onChange={(v) => set({ default_approve_email_template_id: v })} />
    </FlowPanel>
  );
}
