// Session queries shared by the shell: the current business and the user's business list.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';

export const sessionKeys = {
  currentBusiness: ['session', 'currentBusiness'] as const,
  businesses: (q: string) => ['session', 'businesses', q] as const,
};

export function useCurrentBusiness() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: sessionKeys.currentBusiness, queryFn: () => dataProvider.getCurrentBusiness() });
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
