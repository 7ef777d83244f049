// Saves one industry value: the field's own toast on success ('Post Value Updated' ...), the
// spec's 'Error updating value {error}' with the server's reason otherwise. The saved category
// replaces its row in the cached table; the dashboard and settings read again, since a business
// without values of its own follows its category's at once.
import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { IndustryCategoryRow, IndustryValueField, IndustryValues } from '../../../contract/industryValues';
import type { AppDataProvider } from '../../../dataProvider';
import { messageOf } from '../../components/messageOf';
import { dashboardKeys } from '../../components/dashboard/queries';
import { SETTINGS } from '../settings/useSaveSetting';
import { useChange } from '../../components/change/useChange';

export const INDUSTRY_VALUES = ['adminSettings', 'getIndustryValues'] as const;

/** The server's reason: the field message of a 400 (body.errors.newValue), else the error text. */
function reasonOf(error: unknown): string {
  const body = (error as { body?: { errors?: Record<string, string> } }).body;
  return body?.errors?.newValue ?? messageOf(error);
}

interface Save { field: IndustryValueField; categoryId: number; newValue: string }

export function useSaveIndustryValue() {
  const dp = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const client = useQueryClient();
  return useChange({
    mutationFn: ({ field, categoryId, newValue }: Save) => dp.updateIndustryValue(field, categoryId, newValue),
    // An admin going down the table saves one value while the last is on its way: it waits its
    // turn instead of being dropped (and its field put back).
    serial: true,
    onSuccess: (row: IndustryCategoryRow, { field }) => {
      notify(`adminTools.values.updated.${field}`, { type: 'success' });
      client.setQueryData<IndustryValues>(INDUSTRY_VALUES, (all) => all?.map((industry) => ({
        ...industry,
        industry_categories: industry.industry_categories.map((c) => (c.id === row.id ? row : c)),
      })));
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
      void client.invalidateQueries({ queryKey: [SETTINGS] });
    },
    onError: (error) => notify('adminTools.values.error', { type: 'error', messageArgs: { error: reasonOf(error) } }),
  });
}
