// One mutation per settings section: save, toast the section's success text, refresh settings
// and the current business (its hashtags drive the offers warning).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { messageOf } from '../../components/messageOf';
import { sessionKeys } from '../../layout/useSession';

/** The settings screen's reads are cached under this name (useProviderQuery), refreshed on save. */
export const SETTINGS = 'settings';

export function useSaveSetting<T>(save: (body: T) => Promise<unknown>, successKey: string) {
  const notify = useNotify();
  const client = useQueryClient();
  return useMutation({
    mutationFn: save,
    onSuccess: () => {
      notify(successKey, { type: 'success' });
      void client.invalidateQueries({ queryKey: [SETTINGS] });
      void client.invalidateQueries({ queryKey: sessionKeys.currentBusiness });
    },
    onError: (error) => notify(messageOf(error), { type: 'error' }),
  });
}
