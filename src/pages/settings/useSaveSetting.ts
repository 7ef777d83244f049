// One mutation per settings section: save, toast the section's success text, refresh settings
// and the current business (its hashtags drive the offers warning).
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';
import { sessionKeys } from '../../layout/useSession';
import { useChange } from '../../components/change/useChange';

/** The settings screen's reads are cached under this name (useProviderQuery), refreshed on save. */
export const SETTINGS = 'settings';

type SettingsSave = 'updateBusinessSettings' | 'updateSocialDefaults' | 'updateBusinessValue' | 'updateSocialProofSettings';

/** `method`: the data provider's save of the section. */
export function useSaveSetting<M extends SettingsSave>(method: M, successKey: string) {
  const api = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const client = useQueryClient();
  const change = useChange({
    mutationFn: (body: Parameters<AppDataProvider[M]>[0]) => (api[method] as (b: typeof body) => Promise<unknown>)(body),
    onSuccess: () => {
      notify(successKey, { type: 'success' });
      void client.invalidateQueries({ queryKey: [SETTINGS] });
      void client.invalidateQueries({ queryKey: sessionKeys.currentBusiness });
    },
  });
  /** The section's save: true once the server accepted it. */
  const save = async (body: Parameters<AppDataProvider[M]>[0]) => {
    const outcome = await change.attempt(body);
    return outcome !== null && 'data' in outcome;
  };
  return { ...change, save };
}
