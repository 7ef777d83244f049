// Data of the review dialog (spec 1 §2 Timeline Review, §8): the review reasons (templates), the
// default approval template preselected, the next coupon code fetched once an approval reason is
// chosen, and the review itself. Errors toast the spec texts, except a missing reason: that one
// shows under the reason select, where a toast would lie over the dialog's buttons.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ReviewTemplate, SwayProof } from '../../../contract/reviews';
import { reviewChoiceError, REVIEW_MESSAGES, type ReviewDecision } from '../../../contract/validation/review';
import type { AppDataProvider } from '../../../dataProvider';
import { fieldErrorsOf } from '../../components/submit/fieldErrors';
import { useChange } from '../../components/change/useChange';

const codeStatusOf = (error: unknown) =>
  (error as { body?: { codeStatus?: string } } | null)?.body?.codeStatus;

export function useReviewDialog(proof: SwayProof, onReviewed: (id: number, reason: ReviewTemplate | null, reviewType: ReviewDecision) => void) {
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const translate = useTranslate();
  /** The reason the admin picked ('' for none), or null before any pick: then the default approval's. */
  const [picked, setPicked] = useState<number | '' | null>(null);
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [commentError, setCommentError] = useState<string | null>(null);

  const templates = useQuery({ queryKey: ['reviews', 'templates'], queryFn: () => dp.getReviewTemplates(), staleTime: 60_000 });
  const defaults = useQuery({ queryKey: ['reviews', 'defaultApproval', proof.id], queryFn: () => dp.getDefaultApprovalForProof(proof.id) });
  // The default is derived in the render where `ready` turns true, not set by an effect after it:
  // an A pressed in between found no reason and showed "Select a review reason" (a fast run of
  // decisions, and the keyboard browser test under load).
  const defaultId = useMemo(() => {
    const id = defaults.data?.defaultApprovalId;
    return (id ? templates.data?.find((t) => t.type === 'APPROVED' && t.email_template_id === id)?.id : undefined) ?? '';
  }, [defaults.data, templates.data]);
  const templateId = picked ?? defaultId;
  const chosen: ReviewTemplate | undefined = useMemo(() => templates.data?.find((t) => t.id === templateId), [templates.data, templateId]);
  const wantsCode = chosen?.type === 'APPROVED';
  const code = useQuery({
    queryKey: ['reviews', 'code', proof.id],
    queryFn: () => dp.nextCodeForProof(proof.id),
    enabled: wantsCode,
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (templates.isError) notify('reviews.dialog.errorReasons', { type: 'error' });
  }, [templates.isError, notify]);
  useEffect(() => {
    if (defaults.isSuccess && templates.isSuccess && defaultId === '') notify('reviews.dialog.noDefault', { type: 'warning' });
  }, [defaults.isSuccess, templates.isSuccess, defaultId, notify]);
  useEffect(() => {
    // An offer without a code list simply has no code; anything else is a real failure.
    if (code.isError && codeStatusOf(code.error) !== 'NO_LIST') notify('reviews.dialog.errorCode', { type: 'error' });
  }, [code.isError, code.error, notify]);

  const submit = useChange({
    mutationFn: ({ reviewType, reason }: { reviewType: ReviewDecision; reason: ReviewTemplate | undefined }) => {
      return dp.reviewProof(proof.id, {
        reviewType,
        reviewTemplateTitle: reason?.title ?? null,
        reviewEmailTemplateId: reason?.email_template_id ?? null,
        reviewComments: comment.trim() || null,
        couponCode: reviewType === 'APPROVED' ? code.data?.code ?? null : null,
      });
    },
    onSuccess: (_reply, { reason, reviewType }) => {
      notify('reviews.dialog.reviewed', { type: 'success' });
      onReviewed(proof.id, reason ?? null, reviewType);
    },
    onError: (error: Error) => {
      notify('reviews.dialog.errorReviewing', { type: 'error' });
      // The server's reason goes under its field: the comment's under the comment, any other
      // (e.g. no codes left) under the reason select.
      const { reviewComments, ...fields } = fieldErrorsOf(error);
      setCommentError(reviewComments ?? null);
      setProblem(Object.values(fields)[0] ?? (reviewComments ? null : error.message));
    },
  });

  /** `fallback`: the reason to use when none of this kind is chosen (D repeats the last denial's). */
  const review = (reviewType: ReviewDecision, fallback?: ReviewTemplate | null) => {
    // A reason of the other kind does not count: approving needs an approval reason.
    const template = chosen && chosen.type === reviewType ? chosen : fallback?.type === reviewType ? fallback : undefined;
    const reason = template?.title ?? null;
    const message = reviewChoiceError({ reviewType, reviewTemplateTitle: reason, reviewComments: comment });
    if (message) {
      setProblem(translate(message === REVIEW_MESSAGES.reason ? 'reviews.dialog.reasonRequired' : 'reviews.dialog.reasonOrComment'));
      return;
    }
    setProblem(null);
    submit.mutate({ reviewType, reason: template });
  };

  return {
    templates: templates.data ?? [],
    templateId, setTemplateId: (id: number | '') => { setPicked(id); setProblem(null); },
    comment, setComment: (c: string) => { setComment(c); setProblem(null); setCommentError(null); },
    commentError,
    code: wantsCode ? code.data ?? null : null,
    // Why there is no code: a campaign without a code list approves without one; any other
    // refusal (no codes left) is the server's reason, so the admin knows what to fix.
    codeNote: !wantsCode || !code.isError ? null
      : codeStatusOf(code.error) === 'NO_LIST' ? translate('reviews.dialog.noCodeList') : code.error.message,
    codeLoading: wantsCode && code.isFetching,
    problem,
    busy: submit.isPending,
    /** The reasons and this proof's default approval have loaded: a key pressed before would find no reason. */
    ready: templates.isFetched && defaults.isFetched,
    review,
  };
}
