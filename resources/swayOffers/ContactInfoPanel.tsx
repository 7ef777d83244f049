// The contact info panel (spec 3 §3 contact_info_data): colours, images, texts, which fields are
// collected, required and refused as duplicates (deselecting a field drops its flags, spec 3 §4),
// custom questions, duplicate rules across campaigns, voucher delivery and the review invitation.
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { CONTACT_FIELD_KINDS, FLOW_LIMITS, type ContactFieldKind, type ContactInfoData } from '../../contract/swayFlow';
import { defaultFlowPart } from '../../contract/swayFlowDefaults';
import { withContactField } from '../../contract/swayFlowRules';
import { FlowPanel } from './FlowPanel';
import { panelFrame, type PanelProps } from './ClaimPanels';
import { ColorField, FlowSwitch, FlowText, ImageField, StepsEditor, TextList } from './flowInputs';

const COLORS = ['font_color', 'background_color', 'fields_font_color', 'fields_background_color', 'button_font_color', 'button_background_color'] as const;

function FieldTable({ data, onChange }: { data: ContactInfoData; onChange: (d: ContactInfoData) => void }) {
  const translate = useTranslate();
  const collected = data.collect_contact_info ?? [];
  const flag = (list: 'required_contact_info' | 'prevent_duplicate_contact_info', kind: ContactFieldKind, on: boolean) => {
    const current = data[list] ?? [];
    onChange({ ...data, [list]: on ? [...current, kind] : current.filter((k) => k !== kind) });
  };
  const columns = ['collect', 'required', 'noDuplicates'] as const;
  return (
    // Its width is the panel's, whatever the table's (contain): on a phone the table scrolls
    // inside its box instead of widening the page (it made the editor 406 px wide at 390).
    <Box sx={{ overflowX: 'auto', mb: 1.5, contain: 'inline-size' }}>
      <Table size="small" aria-label={translate('swayOffers.panels.contactInfo')} sx={{ '& .MuiTableCell-root': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell />
            {columns.map((c) => <TableCell key={c} align="center">{translate(`swayOffers.fields.${c}`)}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>
          {CONTACT_FIELD_KINDS.map((kind) => {
            const label = translate(`swayOffers.contactKinds.${kind}`);
            const on = collected.includes(kind);
            return (
              <TableRow key={kind}>
                <TableCell component="th" scope="row">{label}</TableCell>
                <TableCell align="center">
                  <Checkbox checked={on} onChange={(e) => onChange(withContactField(data, kind, e.target.checked))}
                    slotProps={{ input: { 'aria-label': `${translate('swayOffers.fields.collect')} ${label}` } }} />
                </TableCell>
                <TableCell align="center">
                  <Checkbox checked={(data.required_contact_info ?? []).includes(kind)} disabled={!on}
                    onChange={(e) => flag('required_contact_info', kind, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${translate('swayOffers.fields.required')} ${label}` } }} />
                </TableCell>
                <TableCell align="center">
                  <Checkbox checked={(data.prevent_duplicate_contact_info ?? []).includes(kind)} disabled={!on}
                    onChange={(e) => flag('prevent_duplicate_contact_info', kind, e.target.checked)}
                    slotProps={{ input: { 'aria-label': `${translate('swayOffers.fields.noDuplicates')} ${label}` } }} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
}

export function ContactInfoPanel({ draft, ...panel }: PanelProps) {
  const translate = useTranslate();
  const { draft: flow, change, errors } = draft;
  const data = flow.contact_info_data;
  const set = (patch: Partial<ContactInfoData>) => change({ contact_info_data: { ...data, ...patch } });
  const err = (field: string) => errors[`contact_info_data.${field}`];
  const custom = data.collect_custom_info ?? { title: '', choices: [], required: false };
  const customText = data.collect_custom_text ?? { title: '', required: false };
  return (
    <FlowPanel id="contactInfo" title="swayOffers.panels.contactInfo" {...panel} {...panelFrame(draft)}
      enabled={flow.contact_info_enabled} onEnabledChange={(on) => change({ contact_info_enabled: on })}
      onRestore={() => change({ contact_info_data: defaultFlowPart('contact_info_data') })}>
      <FlowText label="swayOffers.fields.title" value={data.title} error={err('title')} onChange={(v) => set({ title: v })} />
      <FlowText label="swayOffers.fields.subtitle" value={data.subtitle} max={FLOW_LIMITS.text} multiline error={err('subtitle')} onChange={(v) => set({ subtitle: v })} />
      <FlowText label="swayOffers.fields.button_text" value={data.button_text} max={FLOW_LIMITS.short} error={err('button_text')} onChange={(v) => set({ button_text: v })} />
      <FieldTable data={data} onChange={(d) => change({ contact_info_data: d })} />
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('swayOffers.fields.colors')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 1.5 }}>
        {COLORS.map((c) => <ColorField key={c} label={`swayOffers.fields.${c}`} value={data[c]} error={err(c)} onChange={(v) => set({ [c]: v })} />)}
      </Box>
      <ImageField label="swayOffers.fields.header_image" value={data.header_image} error={err('header_image')} onChange={(v) => set({ header_image: v })} />
      <ImageField label="swayOffers.fields.footer_image" value={data.footer_image} error={err('footer_image')} onChange={(v) => set({ footer_image: v })} />
      <StepsEditor steps={data.steps} path="contact_info_data.steps" errors={errors} onChange={(steps) => set({ steps })} />
      <FlowText label="swayOffers.fields.custom_info_title" value={custom.title} error={err('collect_custom_info.title')}
        onChange={(title) => set({ collect_custom_info: { ...custom, title } })} />
      <TextList label="swayOffers.fields.custom_info_choices" values={custom.choices} max={FLOW_LIMITS.short} maxItems={FLOW_LIMITS.choices}
        errors={errors} path="contact_info_data.collect_custom_info.choices" onChange={(choices) => set({ collect_custom_info: { ...custom, choices } })} />
      <FlowSwitch label="swayOffers.fields.required" checked={custom.required} onChange={(required) => set({ collect_custom_info: { ...custom, required } })} />
      <FlowText label="swayOffers.fields.custom_text_title" value={customText.title} error={err('collect_custom_text.title')}
        onChange={(title) => set({ collect_custom_text: { ...customText, title } })} />
      <FlowSwitch label="swayOffers.fields.required" checked={customText.required} onChange={(required) => set({ collect_custom_text: { ...customText, required } })} />
      <FlowSwitch label="swayOffers.fields.show_disclaimer" checked={data.show_disclaimer} onChange={(v) => set({ show_disclaimer: v })} />
      <FlowSwitch label="swayOffers.fields.prevent_duplicates_from_other_offers" checked={data.prevent_duplicates_from_other_offers}
        onChange={(v) => set({ prevent_duplicates_from_other_offers: v })} />
      {data.prevent_duplicates_from_other_offers && (
        <FlowText label="swayOffers.fields.prevent_duplicate_timeout_in_days" max={6} error={err('prevent_duplicate_timeout_in_days')}
          value={data.prevent_duplicate_timeout_in_days === undefined ? '' : String(data.prevent_duplicate_timeout_in_days)}
          onChange={(v) => set({ prevent_duplicate_timeout_in_days: v as unknown as number })} />
      )}
      <FlowSwitch label="swayOffers.fields.send_voucher_via_contact" checked={data.send_voucher_via_contact} onChange={(v) => set({ send_voucher_via_contact: v })}
        error={err('send_voucher_via_contact')} />
      <FlowSwitch label="swayOffers.fields.ask_for_google_review" checked={data.ask_for_google_review} onChange={(v) => set({ ask_for_google_review: v })} />
    </FlowPanel>
  );
}
