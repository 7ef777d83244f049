// The offer area's data provider, typed, and the react-query keys of its screens.
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

export const useOfferApi = () => useDataProvider<AppDataProvider>();

export const offerKeys = {
  summaries: (categoryId: number | null) => ['offers', 'summaries', categoryId] as const,
  tags: ['offers', 'locationTags'] as const,
  addresses: (offerId: number) => ['offers', 'addresses', offerId] as const,
  settings: ['offers', 'settings'] as const,
  categories: ['offers', 'industryCategories'] as const,
  codeLists: (kind: 'NETWORK' | 'SWAY') => ['offers', 'codeLists', kind] as const,
};

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
