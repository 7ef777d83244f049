// The full-screen preview of one social proof (spec 3 §2): modes Desktop Normal, Desktop Expanded
// (860 wide), Mobile Normal and Mobile Expanded (385 wide), 460 high, each framing the server's
// preview page, which runs the real widget code (no view counted).
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { SOCIAL_PROOF_PREVIEW_HEIGHT, SOCIAL_PROOF_PREVIEW_MODES, type SocialProof } from '../../contract/socialProofs';

type ModeId = (typeof SOCIAL_PROOF_PREVIEW_MODES)[number]['id'];

export function previewUrl(accessKey: string, proofId: number, mode: (typeof SOCIAL_PROOF_PREVIEW_MODES)[number]): string {
  const query = new URLSearchParams({
    proofId: String(proofId), disableAnalytics: 'true', enableLandscape: String(mode.landscape), state: mode.state,
  });
  return `/socialProof/preview/${encodeURIComponent(accessKey)}?${query.toString()}`;
}

export function PreviewDialog({ item, accessKey, onClose }: { item: SocialProof; accessKey: string; onClose: () => void }) {
  const translate = useTranslate();
  const [modeId, setModeId] = useState<ModeId>('DESKTOP_NORMAL');
  const mode = SOCIAL_PROOF_PREVIEW_MODES.find((m) => m.id === modeId) ?? SOCIAL_PROOF_PREVIEW_MODES[0];
  const title = translate('widgets.socialProof.previewOf', { name: item.influencer_name });
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby="social-proof-preview-title">
      <AppBar position="relative" color="default" elevation={1}>
        <Toolbar sx={{ gap: 2, flexWrap: 'wrap' }}>
          <IconButton edge="start" onClick={onClose} aria-label={translate('widgets.socialProof.close')}><CloseIcon /></IconButton>
          <Typography id="social-proof-preview-title" variant="h6" component="h2" sx={{ flex: 1 }} noWrap>{title}</Typography>
          <ToggleButtonGroup size="small" exclusive value={modeId} aria-label={translate('widgets.socialProof.previewMode')}
            onChange={(_, value: ModeId | null) => value && setModeId(value)} sx={{ flexWrap: 'wrap' }}>
            {SOCIAL_PROOF_PREVIEW_MODES.map((m) => <ToggleButton key={m.id} value={m.id}>{m.label}</ToggleButton>)}
          </ToggleButtonGroup>
        </Toolbar>
      </AppBar>
      <Box sx={{ p: 2, display: 'flex', justifyContent: 'center', bgcolor: 'grey.100', flex: 1, overflow: 'auto' }}>
        <Box component="iframe" key={mode.id} title={`${title}: ${mode.label}`} src={previewUrl(accessKey, item.id, mode)}
          data-testid="social-proof-preview-frame" data-mode={mode.id}
          sx={{ border: 1, borderColor: 'divider', bgcolor: 'background.paper', height: SOCIAL_PROOF_PREVIEW_HEIGHT, width: mode.width ?? '100%', maxWidth: '100%' }} />
      </Box>
    </Dialog>
  );
}
