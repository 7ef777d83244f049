// The voucher and what's next panels: the flow's two possible ends. Switching one off sets the end
// type to the other (spec 3 §4); the coupon size is enabled only with a coupon image (spec 3 §5).
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import { FLOW_COUPON_SIZES, FLOW_LIMITS } from '../../contract/swayFlow';
import { defaultFlowPart } from '../../contract/swayFlowDefaults';
import { endTypeAfterSwitch } from '../../contract/swayFlowRules';
import { FlowPanel } from './FlowPanel';
import { panelFrame, type PanelProps } from './ClaimPanels';
import { FlowSwitch, FlowText, ImageField, StepsEditor } from './flowInputs';

export function VoucherPanel({ draft, ...panel }: PanelProps) {
  const translate = useTranslate();
  const { draft: flow, change, errors } = draft;
  const data = flow.voucher_data;
  const set = (patch: Partial<typeof data>) => change({ voucher_data: { ...data, ...patch } });
  const err = (field: string) => errors[`voucher_data.${field}`];
  return (
    <FlowPanel id="voucher" title="swayOffers.panels.voucher" {...panel} {...panelFrame(draft)}
      enabled={flow.end_type === 'VOUCHER'} onEnabledChange={(on) => change({ end_type: endTypeAfterSwitch('VOUCHER', on) })}
      onRestore={() => change({ voucher_data: defaultFlowPart('voucher_data') })}>
      <FlowText label="swayOffers.fields.title" value={data.title} error={err('title')} onChange={(v) => set({ title: v })} />
      <FlowText label="swayOffers.fields.subtitle" value={data.subtitle} max={FLOW_LIMITS.text} multiline error={err('subtitle')} onChange={(v) => set({ subtitle: v })} />
      <ImageField label="swayOffers.fields.couponImgUrl" value={data.couponImgUrl} error={err('couponImgUrl')} onChange={(v) => set({ couponImgUrl: v })} />
      <TextField select size="small" label={translate('swayOffers.fields.couponSize')} value={data.couponSize ?? 'medium'} sx={{ minWidth: 200, mb: 1.5 }}
        disabled={!data.couponImgUrl} onChange={(e) => set({ couponSize: e.target.value as typeof data.couponSize })}>
        {FLOW_COUPON_SIZES.map((size) => <MenuItem key={size} value={size}>{translate(`swayOffers.sizes.${size}`)}</MenuItem>)}
      </TextField>
      <FlowSwitch label="swayOffers.fields.couponOutline" checked={data.couponOutline} disabled={!data.couponImgUrl} onChange={(v) => set({ couponOutline: v })} />
      <StepsEditor steps={data.steps} path="voucher_data.steps" errors={errors} onChange={(steps) => set({ steps })} />
    </FlowPanel>
  );
}

export function WhatsNextPanel({ draft, ...panel }: PanelProps) {
  const { draft: flow, change, errors } = draft;
  const data = flow.whats_next_data;
  const set = (patch: Partial<typeof data>) => change({ whats_next_data: { ...data, ...patch } });
  const err = (field: string) => errors[`whats_next_data.${field}`];
  const short = FLOW_LIMITS.short;
  return (
    <FlowPanel id="whatsNext" title="swayOffers.panels.whatsNext" {...panel} {...panelFrame(draft)}
      enabled={flow.end_type === 'WHATS_NEXT'} onEnabledChange={(on) => change({ end_type: endTypeAfterSwitch('WHATS_NEXT', on) })}
      onRestore={() => change({ whats_next_data: defaultFlowPart('whats_next_data') })}>
      <FlowText label="swayOffers.fields.title" value={data.title} error={err('title')} onChange={(v) => set({ title: v })} />
      <FlowText label="swayOffers.fields.subtitle" value={data.subtitle} max={FLOW_LIMITS.text} multiline error={err('subtitle')} onChange={(v) => set({ subtitle: v })} />
      <FlowText label="swayOffers.fields.steps_title" value={data.steps_title} error={err('steps_title')} onChange={(v) => set({ steps_title: v })} />
      <StepsEditor steps={data.steps} path="whats_next_data.steps" errors={errors} onChange={(steps) => set({ steps })} />
      <FlowSwitch label="swayOffers.fields.steps_include_social" checked={data.steps_include_social} onChange={(v) => set({ steps_include_social: v })} />
      {data.steps_include_social && (
        <>
          <FlowText label="swayOffers.fields.ig_mention" value={data.ig_mention} max={short} error={err('ig_mention')} onChange={(v) => set({ ig_mention: v })} />
          <FlowText label="swayOffers.fields.fb_mention" value={data.fb_mention} max={short} error={err('fb_mention')} onChange={(v) => set({ fb_mention: v })} />
        </>
      )}
      <FlowSwitch label="swayOffers.fields.hasReferralCode" checked={data.hasReferralCode} onChange={(v) => set({ hasReferralCode: v })} />
      {data.hasReferralCode && (
        <>
          <FlowText label="swayOffers.fields.referTitle" value={data.referTitle} error={err('referTitle')} onChange={(v) => set({ referTitle: v })} />
          <FlowText label="swayOffers.fields.referSubtitle" value={data.referSubtitle} max={FLOW_LIMITS.text} error={err('referSubtitle')} onChange={(v) => set({ referSubtitle: v })} />
          <FlowText label="swayOffers.fields.referCall" value={data.referCall} max={short} error={err('referCall')} onChange={(v) => set({ referCall: v })} />
          <FlowText label="swayOffers.fields.referCode" value={data.referCode} max={short} error={err('referCode')} onChange={(v) => set({ referCode: v })} />
        </>
      )}
    </FlowPanel>
  );
}
