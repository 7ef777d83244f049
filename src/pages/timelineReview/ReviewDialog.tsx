// The review dialog (spec 1 §2 Timeline Review): review reason from the templates, the coupon code
// with copy ('{code} Copied to clipboard!'), a comment, Approve & Email and Deny. Built for long
// runs (issue 13 item 4): the screenshot large with the automatic checks' findings beside it; the
// reason select has focus, and outside text fields A approves, D denies (with the last denial
// reason when none is chosen), S or → skips to the next proof, ← goes back and U takes the
// last decision back while the undo window lasts.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CopyIcon from '@mui/icons-material/ContentCopy';
import type { KeyboardEvent, ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { ReviewTemplate, SwayProof } from '../../../contract/reviews';
import { CheckFindings } from './CheckFindings';
import { ProofScreenshot } from '../../components/ProofScreenshot';
import { useReviewDialog } from './useReviewDialog';
import { LIMITS } from '../../../contract/limits';

// Letters typed in the comment, or in the open reason menu (its type-ahead; the menu is a portal
// whose key events still bubble here), are not shortcuts.
const notAShortcut = (target: EventTarget) =>
  target instanceof HTMLElement
  && (target.tagName === 'TEXTAREA' || target.tagName === 'INPUT' || target.closest('[role="listbox"], [role="menu"]') !== null);

export function ReviewDialog({ proof, onClose, onReviewed, onImageUpdated, onMove, lastDenial, undoBar, onUndo }: {
  proof: SwayProof;
  onClose: () => void;
  onReviewed: (id: number, reason: ReviewTemplate | null, reviewType: 'APPROVED' | 'DENIED') => void;
  /** The last decision, while it can be taken back (U). */
  undoBar?: ReactNode;
  onUndo?: () => void;
  onImageUpdated?: () => void;
  /** Opens the next (+1) or previous (-1) proof of the list without deciding this one. */
  onMove?: (delta: 1 | -1) => void;
  /** The denial reason of the last proof denied in this run. */
  lastDenial?: ReviewTemplate | null;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const d = useReviewDialog(proof, onReviewed);
  const approved = d.templates.filter((t) => t.type === 'APPROVED');
  const denied = d.templates.filter((t) => t.type === 'DENIED');

  const copy = async (code: string) => {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    notify('reviews.dialog.copied', { type: 'info', messageArgs: { code } });
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.ctrlKey || e.metaKey || e.altKey || notAShortcut(e.target)) return;
    if (d.ready && (e.key === 'a' || e.key === 'A')) d.review('APPROVED');
    if (d.ready && (e.key === 'd' || e.key === 'D')) d.review('DENIED', lastDenial);
    if (onMove && !d.busy && (e.key === 's' || e.key === 'S' || e.key === 'ArrowRight')) { e.preventDefault(); onMove(1); }
    if (onMove && !d.busy && e.key === 'ArrowLeft') { e.preventDefault(); onMove(-1); }
    if (onUndo && !d.busy && (e.key === 'u' || e.key === 'U')) onUndo();
  };

  return (
    <Dialog open onClose={d.busy ? undefined : onClose} fullWidth maxWidth={proof.check ? 'lg' : 'sm'} onKeyDown={onKey} aria-labelledby="review-title" data-testid="review-dialog" data-proof-id={proof.id} data-ready={d.ready ? 'true' : undefined}>
      <DialogTitle id="review-title">
        {translate('reviews.dialog.title')}: {proof.first_name ?? proof.email ?? `#${proof.id}`}
      </DialogTitle>
      <DialogContent dividers>
        {undoBar}
        <Stack direction={{ xs: 'column', md: proof.check ? 'row' : 'column' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box sx={{ flex: proof.check ? { md: '1 1 45%' } : undefined, width: '100%', maxHeight: proof.check ? { md: '70vh' } : 320, overflow: 'auto' }}>
          <ProofScreenshot proofId={proof.id} imageUrl={proof.proof_image_url} proofType={proof.proof_type} onUpdated={onImageUpdated} />
        </Box>
        <Stack spacing={2} sx={{ flex: proof.check ? { md: '1 1 55%' } : undefined, width: '100%', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary" data-testid="review-contact" sx={{ overflowWrap: 'anywhere' }}>
            {[proof.proof_type.replace(/_/g, ' '), proof.first_name, proof.email, proof.phone, proof.offer_summary].filter(Boolean).join(' · ')}
          </Typography>
          <CheckFindings check={proof.check} />
          <FormControl fullWidth error={Boolean(d.problem)}>
            <InputLabel id="review-reason-label">{translate('reviews.dialog.reason')}</InputLabel>
            <Select
              labelId="review-reason-label"
              label={translate('reviews.dialog.reason')}
              value={d.templateId}
              autoFocus
              onChange={(e) => d.setTemplateId(String(e.target.value) === '' ? '' : Number(e.target.value))}
            >
              {/* Picked explicitly: the Select calls onChange only for a value other than the one shown,
                  and before the default approval has loaded it shows None, so a None picked then was
                  not recorded and the default, arriving after, replaced it. */}
              <MenuItem value="" onClick={() => d.setTemplateId('')}><em>{translate('reviews.dialog.noReason')}</em></MenuItem>
              <ListSubheader>{translate('reviews.dialog.approvedGroup')}</ListSubheader>
              {approved.map((t) => <MenuItem key={t.id} value={t.id}>{t.title}</MenuItem>)}
              <ListSubheader>{translate('reviews.dialog.deniedGroup')}</ListSubheader>
              {denied.map((t) => <MenuItem key={t.id} value={t.id}>{t.title}</MenuItem>)}
            </Select>
            {d.problem && <FormHelperText role="alert">{d.problem}</FormHelperText>}
          </FormControl>
          {(d.code || d.codeLoading) && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="review-code">
              <Typography variant="subtitle2" component="span">{translate('reviews.dialog.code')}:</Typography>
              {d.code ? (
                <>
                  <Chip label={d.code.code} color="secondary" />
                  <IconButton aria-label={translate('reviews.dialog.copy')} onClick={() => void copy(d.code?.code ?? '')} size="small">
                    <CopyIcon fontSize="small" />
                  </IconButton>
                  <Typography variant="caption" color="text.secondary">
                    {translate('reviews.dialog.codeLeft', { count: d.code.countLeft })}
                  </Typography>
                </>
              ) : <Typography variant="body2">…</Typography>}
            </Stack>
          )}
          {d.codeNote && <Typography variant="body2" color="text.secondary" data-testid="review-code-note">{d.codeNote}</Typography>}
          <TextField label={translate('reviews.dialog.comment')} value={d.comment} onChange={(e) => d.setComment(e.target.value)} multiline minRows={2} fullWidth
            error={Boolean(d.commentError)} helperText={d.commentError ?? `${d.comment.length} / ${LIMITS.reviewComment}`}
            slotProps={{ htmlInput: { maxLength: LIMITS.reviewComment } }} />
          <Typography variant="caption" color="text.secondary">{translate('reviews.dialog.keys')}</Typography>
          {lastDenial && <Typography variant="caption" color="text.secondary" data-testid="last-denial">{translate('reviews.dialog.lastDenial', { title: lastDenial.title })}</Typography>}
        </Stack>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={d.busy}>{translate('reviews.dialog.cancel')}</Button>
        <Button color="error" variant="outlined" onClick={() => d.review('DENIED')} disabled={d.busy}>{translate('reviews.dialog.deny')}</Button>
        <Button variant="contained" onClick={() => d.review('APPROVED')} disabled={d.busy || d.codeLoading}>{translate('reviews.dialog.approve')}</Button>
      </DialogActions>
    </Dialog>
  );
}
