// Whether the widget is on and its install details, read through the socialProofWidget resource's
// cache key, so enabling it refreshes the list and the details together.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import { messageOf } from '../../src/components/messageOf';
import { useProviderQuery } from '../../src/components/useProviderQuery';

export const RESOURCE = 'socialProofWidget';

export function useWidgetInstall() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const status = useProviderQuery(RESOURCE, 'socialProofWidgetStatus', []);
  const enabled = status.data === true;
  const details = useProviderQuery(RESOURCE, 'getWidgetInstallSnippet', [], { enabled });
  const enable = useMutation({
    mutationFn: () => dataProvider.enableSocialProofWidget(),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [RESOURCE] }),
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
  return { enabled, known: status.isSuccess, details: details.data, enable };
}
