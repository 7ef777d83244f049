// react-query keys and hooks of the dashboard area; one place so mutations can refresh every list.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../../dataProvider';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  voucherActivity: ['dashboard', 'voucherActivity'] as const,
  current: ['dashboard', 'current'] as const,
  monthly: ['dashboard', 'monthly'] as const,
  activity: (month: string) => ['dashboard', 'activity', month] as const,
  openingActivity: ['dashboard', 'openingActivity'] as const,
  voucher: (id: number) => ['dashboard', 'voucher', id] as const,
  sway: (id: number) => ['dashboard', 'sway', id] as const,
  timeline: (before: number) => ['dashboard', 'timeline', before] as const,
};

export function useVoucherActivity() {
  const dp = useDataProvider<AppDataProvider>();
  return useQuery({ queryKey: dashboardKeys.voucherActivity, queryFn: () => dp.getVoucherActivity() });
}

/** After a proof changes: every dashboard figure and list is fetched again (no stale numbers). */
export function useRefreshDashboard() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: dashboardKeys.all });
}
