// One pending proof of the chosen offer: image, who, when, type and a Review button.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import Stack from '@mui/material/Stack';
import type { SwayProof } from '../../../contract/reviews';
import { tagLabel } from '../../../contract/proofChecks';
import { signalText } from './CheckFindings';

export function PendingProofCard({ proof, onReview }: { proof: SwayProof; onReview: () => void }) {
  const translate = useTranslate();
  return (
    <Card data-testid="pending-proof" data-proof-id={proof.id} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      {proof.proof_image_url && <CardMedia component="img" image={proof.proof_image_url} alt={proof.proof_type} sx={{ height: 180, objectFit: 'cover' }} />}
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>{proof.first_name ?? '--'}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{proof.email ?? '--'}</Typography>
        <Typography variant="body2">{proof.proof_type.replace(/_/g, ' ')}</Typography>
        <Typography variant="caption" color="text.secondary">
          {translate('reviews.timeline.submitted', { date: dayjs(proof.date_submitted).format('MMM D, YYYY h:mm A') })}
        </Typography>
        {proof.check && (proof.check.signals.length > 0 || proof.check.missing.length > 0) && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 1 }} data-testid="pending-proof-checks">
            {proof.check.signals.map((s, i) => <Chip key={i} size="small" color="warning" label={signalText(translate, s)} />)}
            {proof.check.status === 'DONE' && proof.check.missing.map((t) => (
              <Chip key={`${t.kind}-${t.value}`} size="small" variant="outlined" color="error" label={`${translate('reviews.checks.missing')}: ${tagLabel(t)}`} />
            ))}
          </Stack>
        )}
      </CardContent>
      <CardActions>
        <Button variant="contained" onClick={onReview} fullWidth>{translate('reviews.timeline.review')}</Button>
      </CardActions>
    </Card>
  );
}
