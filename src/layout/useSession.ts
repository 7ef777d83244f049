// Session queries shared by the shell: the current business and the user's business list.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export const sessionKeys = {
  currentBusiness: ['session', 'currentBusiness'] as const,
  businesses: (q: string) => ['session', 'businesses', q] as const,
};

const CURRENT_BUSINESS_FRESH_MS = 10_000;

/**
 * The business the session works in. Shared by the header, the menu and the pages for a few
 * seconds, so a page drawn right after the layout does not ask again (the dashboard sent
 * businesses/current twice); a page showing its setup progress passes `fresh` to read it anew.
 */
export function useCurrentBusiness({ fresh = false }: { fresh?: boolean } = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: sessionKeys.currentBusiness,
    queryFn: () => dataProvider.getCurrentBusiness(),
    staleTime: CURRENT_BUSINESS_FRESH_MS,
    refetchOnMount: fresh ? 'always' : true,
  });
}

export function useBusinesses(q = '', enabled = true) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: sessionKeys.businesses(q),
    queryFn: () => dataProvider.getBusinesses(q || undefined),
    enabled,
    placeholderData: (previous) => previous,
  });
}
