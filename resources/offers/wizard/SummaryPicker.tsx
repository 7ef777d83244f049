// The offer summary step: GET offerSummary/{industry category id}, grouped by performance as
// Best Performing (3), Great (2) and Ok (1) (spec 2 §2, §3).
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { Loading, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { useProviderQuery } from '../../../src/components/useProviderQuery';

const GROUPS = [
  { performance: 3, label: 'offers.wizard.groups.best' },
  { performance: 2, label: 'offers.wizard.groups.great' },
  { performance: 1, label: 'offers.wizard.groups.ok' },
] as const;

export function SummaryPicker({ industryCategoryId }: { industryCategoryId: number | null }) {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const selected = useWatch({ name: 'offer_summary_id' }) as number | null;
  const { data = [], isPending } = useProviderQuery('offers', 'getOfferSummaries', [industryCategoryId ?? 0], { enabled: industryCategoryId != null });
  if (industryCategoryId != null && isPending) return <Loading />;
  return (
    <RadioGroup
      value={selected ?? ''}
      onChange={(_, v) => {
        const chosen = data.find((s) => s.id === Number(v));
        if (!chosen) return;
        setValue('offer_summary_id', chosen.id, { shouldDirty: true });
        setValue('offer_summary', chosen.summary_value, { shouldDirty: true });
      }}
    >
      {GROUPS.map((g) => {
        const items = data.filter((s) => (g.performance === 1 ? s.performance <= 1 : s.performance === g.performance));
        if (items.length === 0) return null;
        return (
          <div key={g.performance}>
            <Typography variant="subtitle2" sx={{ mt: 1 }}>{translate(g.label)}</Typography>
            {items.map((s) => <FormControlLabel key={s.id} value={s.id} control={<Radio />} label={s.summary_value} />)}
          </div>
        );
      })}
    </RadioGroup>
  );
}
