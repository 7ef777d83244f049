// The screenshot (claim) and proof requirements tutorial panels (spec 3 §3 claim_data,
// proof_requirements_data; §4: proof requirements need claim on and require_social_proof on).
import { useTranslate } from 'react-admin';
import { FLOW_LIMITS } from '../../contract/swayFlow';
import { defaultFlowPart } from '../../contract/swayFlowDefaults';
import { proofRequirementsEnabled } from '../../contract/swayFlowRules';
import { FlowPanel } from './FlowPanel';
import { FlowSwitch, FlowText, StepsEditor, TextList } from './flowInputs';
import type { FlowDraft } from './useFlowDraft';

export interface PanelProps {
  draft: FlowDraft;
  expanded: boolean;
  onExpand: (open: boolean) => void;
}

/** What every flow panel's header and footer share. */
export const panelFrame = (draft: FlowDraft) => ({ onSave: draft.save, unsaved: draft.changes.length > 0, saving: draft.saving });

export function ClaimPanel({ draft, ...panel }: PanelProps) {
  const { draft: flow, change, errors } = draft;
  const data = flow.claim_data;
  const set = (patch: Partial<typeof data>) => change({ claim_data: { ...data, ...patch } });
  const err = (field: string) => errors[`claim_data.${field}`];
  return (
    <FlowPanel id="claim" title="swayOffers.panels.claim" {...panel} {...panelFrame(draft)}
      enabled={flow.claim_enabled} onEnabledChange={(on) => change({ claim_enabled: on })}
      onRestore={() => change({ claim_data: defaultFlowPart('claim_data') })}>
      <FlowText label="swayOffers.fields.instructions_title" value={data.instructions_title} error={err('instructions_title')} onChange={(v) => set({ instructions_title: v })} />
      <FlowText label="swayOffers.fields.instructions" value={data.instructions} max={FLOW_LIMITS.text} multiline error={err('instructions')} onChange={(v) => set({ instructions: v })} />
      <FlowText label="swayOffers.fields.step_one_title" value={data.step_one_title} error={err('step_one_title')} onChange={(v) => set({ step_one_title: v })} />
      <FlowText label="swayOffers.fields.step_one_text" value={data.step_one_text} max={FLOW_LIMITS.text} multiline error={err('step_one_text')} onChange={(v) => set({ step_one_text: v })} />
      <StepsEditor steps={data.steps} path="claim_data.steps" errors={errors} onChange={(steps) => set({ steps })} />
      <FlowSwitch label="swayOffers.fields.require_social_proof" checked={data.require_social_proof} onChange={(v) => set({ require_social_proof: v })} />
      <FlowSwitch label="swayOffers.fields.review_proof" checked={data.review_proof} onChange={(v) => set({ review_proof: v })} />
      <FlowSwitch label="swayOffers.fields.ask_for_disclosure" checked={data.ask_for_disclosure} onChange={(v) => set({ ask_for_disclosure: v })} />
    </FlowPanel>
  );
}

export function ProofRequirementsPanel({ draft, ...panel }: PanelProps) {
  const translate = useTranslate();
  const { draft: flow, change, errors } = draft;
  const data = flow.proof_requirements_data;
  const set = (patch: Partial<typeof data>) => change({ proof_requirements_data: { ...data, ...patch } });
  const err = (field: string) => errors[`proof_requirements_data.${field}`];
  const on = proofRequirementsEnabled(flow);
  return (
    <FlowPanel id="proofRequirements" title="swayOffers.panels.proofRequirements" {...panel} {...panelFrame(draft)}
      enabled={on} onEnabledChange={(v) => change({ claim_data: { ...flow.claim_data, require_social_proof: v } })}
      switchLockedReason={flow.claim_enabled ? undefined : translate('swayOffers.panels.proofRequirementsOff')}
      onRestore={() => change({ proof_requirements_data: defaultFlowPart('proof_requirements_data') })}>
      <FlowText label="swayOffers.fields.title" value={data.title} error={err('title')} onChange={(v) => set({ title: v })} />
      <FlowText label="swayOffers.fields.subtitle" value={data.subtitle} max={FLOW_LIMITS.text} multiline error={err('subtitle')} onChange={(v) => set({ subtitle: v })} />
      <StepsEditor steps={data.steps} path="proof_requirements_data.steps" errors={errors} onChange={(steps) => set({ steps })} />
      <FlowText label="swayOffers.fields.special_notes_title" value={data.special_notes_title} error={err('special_notes_title')} onChange={(v) => set({ special_notes_title: v })} />
      <TextList label="swayOffers.fields.special_notes" values={data.special_notes} max={FLOW_LIMITS.text} maxItems={FLOW_LIMITS.listItems}
        errors={errors} path="proof_requirements_data.special_notes" onChange={(v) => set({ special_notes: v })} />
      <TextList label="swayOffers.fields.example_image_urls" values={data.example_image_urls} max={2000} maxItems={FLOW_LIMITS.listItems}
        errors={errors} path="proof_requirements_data.example_image_urls" onChange={(v) => set({ example_image_urls: v })} />
    </FlowPanel>
  );
}
