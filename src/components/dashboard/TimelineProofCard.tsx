// A proof card of the timeline (spec 1 §2 Timeline): image, first name, e-mail, phone, offer
// summary, date submitted and proof type; an approved proof whose customer agreed to be shown can
// be put into the Social Proof Widget in one click (issue 14).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import type { TimelineProof } from '../../../contract/dashboard';
import { formatDateTime, humanType } from './format';
import { useChange } from '../change/useChange';

function WidgetAction({ proof }: { proof: TimelineProof }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [state, setState] = useState(proof.widget);
  const add = useChange({
    mutationFn: () => dataProvider.createSocialProofFromProof(proof.id),
    onSuccess: () => { setState('SHOWN'); notify('widgets.socialProof.fromProofDone', { type: 'success' }); },
  });
  if (state === 'SHOWN') return <Chip size="small" variant="outlined" color="success" label={translate('widgets.socialProof.inWidget')} />;
  if (state !== 'AVAILABLE') return null;
  return (
    <Button size="small" variant="outlined" onClick={() => add.mutate()} disabled={add.isPending}
      aria-label={`${translate('widgets.socialProof.fromProof')}: ${proof.first_name ?? ''}`}>
      {translate('widgets.socialProof.fromProof')}
    </Button>
  );
}

export function TimelineProofCard({ proof }: { proof: TimelineProof }) {
  const translate = useTranslate();
  const type = proof.is_sway ? `Sway ${humanType(proof.proof_type)}` : humanType(proof.proof_type);
  return (
    <Card variant="outlined" sx={{ display: 'flex', gap: 2, p: 1.5, alignItems: 'flex-start' }} data-testid="proof-card">
      {proof.img_url ? (
        <Box component="img" src={proof.img_url} alt={type} loading="lazy"
          sx={{ width: { xs: 72, sm: 110 }, height: { xs: 72, sm: 110 }, objectFit: 'cover', borderRadius: 1, flexShrink: 0, bgcolor: 'grey.100' }} />
      ) : null}
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="proof-name">{proof.first_name ?? '--'}</Typography>
          <Chip label={type} size="small" color={proof.is_sway ? 'secondary' : 'default'} />
        </Box>
        {proof.email && <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{proof.email}</Typography>}
        {proof.phone && <Typography variant="body2">{proof.phone}</Typography>}
        {proof.offer_summary && <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{proof.offer_summary}</Typography>}
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('dashboard.timeline.submitted', { date: formatDateTime(proof.date_submitted) })}
        </Typography>
        <Box sx={{ mt: proof.widget ? 1 : 0 }}><WidgetAction proof={proof} /></Box>
      </Box>
    </Card>
  );
}
