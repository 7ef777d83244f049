// Whether the widget is on and its install details, read through the socialProofWidget resource's
// cache key, so enabling it refreshes the list and the details together.
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { useProviderQuery } from '../../src/components/useProviderQuery';
import { useChange } from '../../src/components/change/useChange';

export const RESOURCE = 'socialProofWidget';

export function useWidgetInstall() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const status = useProviderQuery(RESOURCE, 'socialProofWidgetStatus', []);
  const enabled = status.data === true;
  const details = useProviderQuery(RESOURCE, 'getWidgetInstallSnippet', [], { enabled });
  const enable = useChange({
    mutationFn: () => dataProvider.enableSocialProofWidget(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RESOURCE] }),
  });
  return { enabled, known: status.isSuccess, details: details.data, enable };
}
