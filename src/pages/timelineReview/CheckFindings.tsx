// What the automatic checks found for one proof (issue 13 item 4), beside the screenshot in the
// review dialog: the decision's reason, the tags found (green) and missing (red), the signals,
// the post date and the text read, with the found tags marked. All of it is the customer's
// screenshot read as text, so it is rendered as text, never as HTML. The boxes are notes, not
// alerts: they are there when the dialog opens, and the dialog's own alert is the review error.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import dayjs from 'dayjs';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { REPEAT_WINDOW_DAYS, tagLabel, type ProofCheck, type ProofSignal, type RequiredTag } from '../../../contract/proofChecks';

export function signalText(translate: (key: string, options?: object) => string, signal: ProofSignal) {
  if (signal.kind === 'REPEAT_CLAIMER') return translate('reviews.checks.signals.REPEAT_CLAIMER', { count: signal.count ?? 0, days: REPEAT_WINDOW_DAYS });
  return signal.same_business
    ? translate('reviews.checks.signals.REUSED_IMAGE_same', { id: signal.proof_id ?? '' })
    : translate('reviews.checks.signals.REUSED_IMAGE_other');
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The OCR text with each found tag's plain spelling marked (case-insensitive). */
function MarkedText({ text, found }: { text: string; found: RequiredTag[] }) {
  const words = found.map((t) => t.value).filter(Boolean).map(escapeRegExp);
  if (!words.length) return <>{text}</>;
  const parts = text.split(new RegExp(`(${words.join('|')})`, 'gi'));
  return <>{parts.map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>))}</>;
}

export function CheckFindings({ check }: { check: ProofCheck | null | undefined }) {
  const translate = useTranslate();
  if (!check) return null;
  const severity = check.decision === 'DENIED' ? 'error' : check.decision === 'APPROVED' ? 'success' : 'info';
  return (
    <Stack spacing={1.5} data-testid="check-findings" component="section" aria-label={translate('reviews.checks.title')}>
      <Typography variant="subtitle2" component="h3">
        {translate('reviews.checks.title')} · {translate('reviews.checks.level', { level: check.level })}
      </Typography>
      {check.status === 'QUEUED' && <Alert role="note" severity="info">{translate('reviews.checks.queued')}</Alert>}
      {check.status === 'FAILED' && <Alert role="note" severity="warning">{translate('reviews.checks.failed')}</Alert>}
      {check.reason && <Alert role="note" severity={severity} data-testid="check-reason">{check.reason}</Alert>}
      {check.signals.map((signal, i) => (
        <Alert role="note" key={i} severity="warning" data-testid="check-signal">{signalText(translate, signal)}</Alert>
      ))}
      {check.status === 'DONE' && check.text != null && (
        <>
          {check.confidence != null && (
            <Typography variant="body2" color="text.secondary">{translate('reviews.checks.confidence', { confidence: check.confidence })}</Typography>
          )}
          {check.found.length + check.missing.length === 0
            ? <Typography variant="body2">{translate('reviews.checks.nothingRequired')}</Typography>
            : (
              <Box>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.75 }} aria-label={translate('reviews.checks.found')} role="list">
                  {check.found.map((t) => <Chip role="listitem" key={`f-${t.kind}-${t.value}`} size="small" color="success" icon={<CheckIcon />} label={tagLabel(t)} />)}
                  {check.missing.map((t) => <Chip role="listitem" key={`m-${t.kind}-${t.value}`} size="small" color="error" variant="outlined" icon={<CloseIcon />} label={`${translate('reviews.checks.missing')}: ${tagLabel(t)}`} />)}
                </Stack>
              </Box>
            )}
          <Typography variant="body2" color="text.secondary">
            {check.post_date ? translate('reviews.checks.postDate', { date: dayjs(check.post_date).format('MMM D, YYYY') }) : translate('reviews.checks.noPostDate')}
          </Typography>
          <Box component="details">
            <Typography component="summary" variant="body2" sx={{ cursor: 'pointer' }}>{translate('reviews.checks.text')}</Typography>
            <Typography variant="body2" component="pre" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', m: 0, mt: 1 }} data-testid="check-text">
              <MarkedText text={check.text} found={check.found} />
            </Typography>
          </Box>
        </>
      )}
    </Stack>
  );
}
