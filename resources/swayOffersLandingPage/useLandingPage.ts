// One landing page being edited: the server's copy, kept current from every save's answer. Name,
// custom URL and layout go through react-admin's update; the campaigns are saved with the new
// order shown at once and put back, with 'Error updating landing page offers', if the save fails.
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { HttpError, useDataProvider, useGetOne, useNotify, useTranslate } from 'react-admin';
import type { LandingPage, LandingPageOffer, LandingPageUpdate } from '../../contract/landingPages';
import type { AppDataProvider } from '../../dataProvider';
import { fieldErrorsOf } from '../../src/components/submit/fieldErrors';
import { useChange } from '../../src/components/change/useChange';
import { isUnchanged } from './unchanged';

export const RESOURCE = 'swayOffersLandingPage';

/** A refusal's message for one field, if the server named it. */
export const fieldError = (error: unknown, field: string): string | undefined => fieldErrorsOf(error)[field];

export function useLandingPage(id: number) {
  const notify = useNotify();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const { data, error: loadError } = useGetOne<LandingPage>(RESOURCE, { id });
  const [page, setPageState] = useState<LandingPage | undefined>(data);
  // The latest copy for saves that wait their turn (their render's `page` is an older one).
  const latestPage = useRef(page);
  const setPage = (next: LandingPage | undefined) => { latestPage.current = next; setPageState(next); };
  useEffect(() => {
    if (!data) return;
    latestPage.current = data;
    setPageState(data);
  }, [data]);

  const update = useChange({
    mutationFn: async (changes: LandingPageUpdate) =>
      (await dataProvider.update<LandingPage>(RESOURCE, { id, data: changes as Partial<LandingPage>, previousData: latestPage.current as LandingPage })).data,
    // A field left while another field's save is on its way is saved after it, not dropped; a value
    // equal to the stored one by then sends nothing and says nothing (a blur without an edit, issue 34).
    serial: true,
    unchanged: (changes) => latestPage.current !== undefined && isUnchanged(latestPage.current, changes),
    success: 'landingPages.updated',
    onSuccess: (saved) => {
      setPage(saved);
      // The page select shows the names.
      void queryClient.invalidateQueries({ queryKey: [RESOURCE, 'getList'] });
    },
    onError: () => notify('landingPages.errors.update', { type: 'error' }),
  });

  /** Saves name, custom URL or layout, after any save on its way; answers the refusal (for the field) or null. */
  const save = async (changes: LandingPageUpdate): Promise<unknown> => {
    const outcome = await update.attempt(changes);
    return outcome && 'error' in outcome ? outcome.error : null;
  };

  const offersChange = useChange({
    mutationFn: (offers: LandingPageOffer[]) => dataProvider.updateLandingPageOffers(id, {
      swayOffers: offers.map((o, ordinal) => ({ offer_id: o.offer_id, ordinal, offer_summary: o.offer_summary === o.campaign_summary ? undefined : o.offer_summary })),
    }),
    onSuccess: (saved) => setPage(saved),
    // A summary left while the last order's save is on its way is saved after it.
    serial: true,
    onError: (error) => {
      const reason = error instanceof HttpError ? error.message : '';
      notify(reason ? `${translate('landingPages.errors.offers')}: ${reason}` : 'landingPages.errors.offers', { type: 'error' });
    },
  });

  const saveOffers = async (offers: LandingPageOffer[]) => {
    if (!page) return;
    const previous = page;
    setPage({ ...page, sway_offers: offers.map((o, ordinal) => ({ ...o, ordinal })) });
    if (!(await offersChange.run(offers))) setPage(previous);
  };

  return { page, loadError, save, saveOffers };
}
