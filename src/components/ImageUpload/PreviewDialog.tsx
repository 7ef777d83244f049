// The 'Preview' modal of the image upload (spec 1 §2 Widgets, §9 max width 400): a skeleton until
// the preview exists, a striped progress bar with its action text, Cancel and the confirm button.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { UploadState } from './useImageUpload';

const STRIPES = 'linear-gradient(45deg, rgba(255,255,255,.25) 25%, transparent 25%, transparent 50%, rgba(255,255,255,.25) 50%, rgba(255,255,255,.25) 75%, transparent 75%, transparent)';

export function PreviewDialog({ state, confirmLabel, onCancel, onConfirm }: {
  state: UploadState;
  confirmLabel?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  const busy = state.phase === 'generating' || state.phase === 'uploading';
  const action = state.phase === 'generating' ? 'reviews.upload.generating' : state.phase === 'uploading' ? 'reviews.upload.uploading' : null;
  return (
    <Dialog open={state.open} onClose={busy ? undefined : onCancel} fullWidth maxWidth={false} PaperProps={{ sx: { maxWidth: 400 } }} aria-labelledby="image-preview-title">
      <DialogTitle id="image-preview-title">{translate('reviews.upload.preview')}</DialogTitle>
      <DialogContent>
        {state.previewUrl
          ? <Box component="img" src={state.previewUrl} alt={translate('reviews.upload.preview')} sx={{ display: 'block', width: '100%', maxHeight: 360, objectFit: 'contain' }} />
          : <Skeleton variant="rectangular" height={240} data-testid="image-preview-skeleton" />}
        {busy && action && (
          <Box sx={{ mt: 2 }} data-testid="image-upload-progress">
            <LinearProgress
              variant="determinate"
              value={state.progress}
              aria-label={translate(action)}
              sx={{ height: 14, borderRadius: 1, '& .MuiLinearProgress-bar': { backgroundImage: STRIPES, backgroundSize: '1rem 1rem' } }}
            />
            <Typography variant="body2" sx={{ mt: 0.5 }}>{translate(action)}</Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{translate('reviews.upload.cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy || !state.previewUrl}>
          {confirmLabel ?? translate('reviews.upload.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
