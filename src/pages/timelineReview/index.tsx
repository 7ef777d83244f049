// /timelineReview (ADMIN, spec 1 §2 Timeline Review): 'View Sway Dashboard', the offer search and
// the pending proofs of the chosen offer. A reviewed proof leaves the list at once and the dialog
// moves on to the next one, so a run of reviews needs no mouse. The search spans businesses, but
// the review calls act in the admin's current business (spec 1 §6, the proof API's one rule), so
// choosing an offer of another business switches to that business first. Issue 13: each proof
// shows what the automatic checks found; the list filters by finding and level; the dialog walks
// the filtered list (S/→ skip, ← back), D repeats the run's last denial reason, and the last
// decision can be taken back (U, or the bar's Undo) for REVIEW_UNDO_SECONDS.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import { REVIEW_UNDO_SECONDS, type ReviewTemplate, type SwayOfferSearchItem, type SwayProof } from '../../../contract/reviews';
import { CheckFilterBar } from './CheckFilterBar';
import { CheckQueue } from './CheckQueue';
import { EventQueue } from './EventQueue';
import { matchesCheckFilter, matchesLevel, type CheckFilter } from './checkFilters';
import type { AppDataProvider } from '../../../dataProvider';
import { OfferSearch } from './OfferSearch';
import { PendingProofCard } from './PendingProofCard';
import { ReviewDialog } from './ReviewDialog';
import { useCurrentBusiness } from '../../layout/useSession';
import { useChange } from '../../components/change/useChange';

export default function TimelineReviewPage() {
  const translate = useTranslate();
  const dp = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const [offer, setOffer] = useState<SwayOfferSearchItem | null>(null);
  const [reviewing, setReviewing] = useState<SwayProof | null>(null);
  const [filter, setFilter] = useState<CheckFilter>('all');
  const [level, setLevel] = useState('');
  const [lastDenial, setLastDenial] = useState<ReviewTemplate | null>(null);
  const [last, setLast] = useState<{ proof: SwayProof; reviewType: 'APPROVED' | 'DENIED' } | null>(null);
  // The last decision can be taken back for as long as the server allows (the e-mail waits as long).
  useEffect(() => {
    if (!last) return undefined;
    const timer = setTimeout(() => setLast(null), REVIEW_UNDO_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [last]);
  const notify = useNotify();
  const current = useCurrentBusiness();
  const choose = useChange({
    mutationFn: async (o: SwayOfferSearchItem | null) => {
      if (o && current.data?.id !== o.business_id) {
        await dp.swapBusiness(o.business_id);
        await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'reviews' });
      }
      return o;
    },
    onSuccess: (o) => { setOffer(o); setReviewing(null); },
    onError: (error: Error) => notify('shell.header.swapFailed', { type: 'error', messageArgs: { error: error.message } }),
  });
  const key = ['reviews', 'pending', offer?.id ?? 0];
  const pending = useQuery({ queryKey: key, queryFn: () => dp.getProofsForOffer(offer?.id ?? 0), enabled: offer != null });
  const all = pending.data?.proofs ?? [];
  const proofs = all.filter((p) => matchesCheckFilter(filter, p) && matchesLevel(level, p));

  const undo = useChange({
    mutationFn: (proof: SwayProof) => dp.undoReview(proof.id),
    onSuccess: (_reply, proof) => {
      setLast(null);
      // Back in its place: the queue is oldest first, and the run goes on from there.
      const restored = [...all.filter((p) => p.id !== proof.id), proof]
        .sort((a, b) => a.date_submitted.localeCompare(b.date_submitted) || a.id - b.id);
      queryClient.setQueryData(key, { proofs: restored });
      setReviewing(proof);
      notify('reviews.dialog.undone', { type: 'info', messageArgs: { name: proof.first_name ?? proof.email ?? `#${proof.id}` } });
      void queryClient.invalidateQueries({ queryKey: ['reviews', 'offerSearch'] });
    },
    onError: (error: Error) => { setLast(null); notify(error.message, { type: 'error' }); },
  });
  const undoLast = () => { if (last && !undo.isPending) undo.mutate(last.proof); };
  const undoBar = last && (
    <Alert severity={last.reviewType === 'APPROVED' ? 'success' : 'info'} role="status" sx={{ mb: 2 }} data-testid="undo-bar"
      action={<Button color="inherit" size="small" onClick={undoLast} disabled={undo.isPending}>{translate('reviews.dialog.undo')}</Button>}>
      {translate(last.reviewType === 'APPROVED' ? 'reviews.dialog.lastApproved' : 'reviews.dialog.lastDenied', { name: last.proof.first_name ?? last.proof.email ?? `#${last.proof.id}` })}
    </Alert>
  );

  const onReviewed = (id: number, reason: ReviewTemplate | null, reviewType: 'APPROVED' | 'DENIED') => {
    if (reason?.type === 'DENIED') setLastDenial(reason);
    const decided = all.find((p) => p.id === id);
    if (decided) setLast({ proof: decided, reviewType });
    const index = proofs.findIndex((p) => p.id === id);
    const rest = proofs.filter((p) => p.id !== id);
    queryClient.setQueryData(key, { proofs: all.filter((p) => p.id !== id) });
    setReviewing(rest[Math.min(Math.max(index, 0), rest.length - 1)] ?? null);
    void queryClient.invalidateQueries({ queryKey: ['reviews', 'offerSearch'] });
  };
  const onMove = (delta: 1 | -1) => {
    const index = proofs.findIndex((p) => p.id === reviewing?.id);
    const next = proofs[index + delta];
    if (next) setReviewing(next);
  };

  return (
    <Box sx={{ mt: 2 }}>
      <Title title="reviews.timeline.title" />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography variant="h5" component="h1">{translate('reviews.timeline.title')}</Typography>
        <Stack spacing={0.5}><CheckQueue /><EventQueue /></Stack>
        <Link component={RouterLink} to="/dashboard">{translate('reviews.timeline.viewDashboard')}</Link>
      </Stack>
      <OfferSearch value={offer} onChange={(o) => choose.mutate(o)} />
      {!reviewing && undoBar && <Box sx={{ mt: 2 }}>{undoBar}</Box>}
      <Box sx={{ mt: 3 }}>
        {!offer && <Typography color="text.secondary">{translate('reviews.timeline.chooseOffer')}</Typography>}
        {(choose.isPending || (offer && pending.isPending)) && <CircularProgress />}
        {offer && pending.isSuccess && all.length === 0 && (
          <Card><CardContent><Typography>{translate('reviews.timeline.noPending')}</Typography></CardContent></Card>
        )}
        {offer && all.length > 0 && (
          <CheckFilterBar proofs={all} filter={filter} onFilter={setFilter} level={level} onLevel={setLevel} />
        )}
        {offer && all.length > 0 && proofs.length === 0 && (
          <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('reviews.checks.filter.none')}</Typography>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' } }}>
          {proofs.map((p) => <PendingProofCard key={p.id} proof={p} onReview={() => setReviewing(p)} />)}
        </Box>
      </Box>
      {reviewing && (
        <ReviewDialog key={reviewing.id} proof={reviewing} onClose={() => setReviewing(null)} onReviewed={onReviewed}
          onImageUpdated={() => void pending.refetch()} onMove={onMove} lastDenial={lastDenial} undoBar={undoBar} onUndo={last ? undoLast : undefined} />
      )}
    </Box>
  );
}
