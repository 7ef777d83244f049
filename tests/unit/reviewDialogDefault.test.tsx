// The review dialog's default approval reason is chosen in the same render in which the dialog
// says it is ready for A and D (src/pages/timelineReview/useReviewDialog.ts). An effect set it a
// paint later, and an A pressed in between was refused with "Select a review reason".
// renderToString runs no effect, so it shows what the first ready render holds. The providers are
// react-admin's own contexts, as <Admin> sets them; the queries' answers are already in the cache.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { DataProviderContext, I18nContext, NotificationContextProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import type { ReviewTemplate, SwayProof } from '../../contract/reviews';
import { i18nProvider } from '../../src/i18n';
import { useReviewDialog } from '../../src/pages/timelineReview/useReviewDialog';

const PROOF = { id: 5 } as SwayProof;
const TEMPLATES: ReviewTemplate[] = [
  { id: 1, title: 'Denied - missing hashtag', email_template_id: 'deny-tags', type: 'DENIED' },
  { id: 2, title: 'Approved - default', email_template_id: 'approve-default', type: 'APPROVED' },
];

function Probe() {
  const d = useReviewDialog(PROOF, () => undefined);
  return <p>{`ready=${d.ready} reason=${d.templateId}`}</p>;
}

function firstRender(defaultApprovalId: string | null) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['reviews', 'templates'], TEMPLATES);
  queryClient.setQueryData(['reviews', 'defaultApproval', PROOF.id], { defaultApprovalId });
  return renderToString(
    <TestMemoryRouter>
      <QueryClientProvider client={queryClient}>
        <DataProviderContext.Provider value={{} as DataProvider}>
          <I18nContext.Provider value={i18nProvider}>
            <NotificationContextProvider>
              <Probe />
            </NotificationContextProvider>
          </I18nContext.Provider>
        </DataProviderContext.Provider>
      </QueryClientProvider>
    </TestMemoryRouter>,
  );
}

describe('useReviewDialog', () => {
  it('holds the default approval reason in the render where it is ready', () => {
    expect(firstRender('approve-default')).toContain('ready=true reason=2');
  });

  it('holds no reason when the proof has no default approval', () => {
    expect(firstRender(null)).toContain('>ready=true reason=<');
  });
});
