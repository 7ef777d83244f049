// One social proof in the list (spec 3 §2): who, where, the stars of a review, the text, its status
// and views, with Edit (opens the form pane) and Preview. Text is rendered as text, never as HTML.
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SocialProof } from '../../contract/socialProofs';

export function SocialProofCard({ item, selected, onEdit, onPreview, canPreview }: {
  item: SocialProof;
  selected: boolean;
  onEdit: () => void;
  onPreview: () => void;
  canPreview: boolean;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`widgets.socialProof.${key}`, options);
  return (
    <Card component="li" variant="outlined" data-testid="social-proof-card" aria-current={selected ? 'true' : undefined}
      sx={{ listStyle: 'none', borderColor: selected ? 'primary.main' : undefined, borderWidth: selected ? 2 : 1 }}>
      <CardContent sx={{ pb: 0 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          <Avatar src={item.avatar_img_url ?? undefined} alt="" />
          <Stack sx={{ minWidth: 0, flex: '1 1 140px' }}>
            <Typography component="h3" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>{item.influencer_name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t(`types.${item.type}`)} · {t(`platforms.${item.platform}`)} · {new Date(item.date).toLocaleDateString()}
            </Typography>
          </Stack>
          <Chip size="small" label={t(`statuses.${item.status_code}`)} color={item.status_code === 'ACTIVE' ? 'success' : 'default'} />
        </Stack>
        {item.type === 'REVIEW' && item.rating !== null && (
          <Rating value={item.rating} precision={0.5} readOnly size="small" sx={{ mt: 1 }}
            aria-label={`${t('fields.rating')} ${item.rating}`} />
        )}
        <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere', display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {item.message}
        </Typography>
        <Typography variant="caption" color="text.secondary">{t('views', { count: item.view_count })}</Typography>
      </CardContent>
      <CardActions>
        <Button size="small" onClick={onEdit} aria-label={`${t('edit')} ${item.influencer_name}`}>{t('edit')}</Button>
        <Button size="small" onClick={onPreview} disabled={!canPreview} title={canPreview ? undefined : t('previewDisabled')}
          aria-label={`${t('preview')} ${item.influencer_name}`}>
          {t('preview')}
        </Button>
      </CardActions>
    </Card>
  );
}
