// A read through one of the data provider's named methods (not getList/getOne/...), cached by
// react-query under the key react-admin gives its own reads: [resource, method, ...args]. So
// invalidating a resource ({ queryKey: [resource] }) refreshes these reads with its records, and
// no table of keys is kept by hand.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../dataProvider';
import type { buildBaseProvider } from '../../dataProvider/base';

type Named = Exclude<keyof AppDataProvider, keyof ReturnType<typeof buildBaseProvider>>;
/** The named methods that read: every one answers a promise. */
export type ProviderMethod = { [K in Named]: AppDataProvider[K] extends (...args: never[]) => Promise<unknown> ? K : never }[Named];
type ArgsOf<M extends ProviderMethod> = AppDataProvider[M] extends (...args: infer A) => unknown ? A : never;
type ReplyOf<M extends ProviderMethod> = AppDataProvider[M] extends (...args: never[]) => Promise<infer R> ? R : never;

export function useProviderQuery<M extends ProviderMethod>(
  resource: string,
  method: M,
  args: ArgsOf<M>,
  options: { enabled?: boolean; staleTime?: number } = {},
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [resource, method, ...args],
    queryFn: () => (dataProvider[method] as (...a: ArgsOf<M>) => Promise<ReplyOf<M>>)(...args),
    ...options,
  });
}
