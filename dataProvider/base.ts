// The base react-admin provider: getList/getOne/... dispatched through a per-resource table of
// endpoints, because the API's paths are irregular (spec 1 §7). Each area adds its own table
// (e.g. dataProvider/offers.ts exports `offersResources`) and index.ts spreads them together.
import type {
  CreateParams,
  CreateResult,
  DeleteManyParams,
  DeleteManyResult,
  DeleteParams,
  DeleteResult,
  GetListParams,
  GetListResult,
  GetManyParams,
  GetManyReferenceParams,
  GetManyReferenceResult,
  GetManyResult,
  GetOneParams,
  GetOneResult,
  Identifier,
  RaRecord,
  UpdateManyParams,
  UpdateManyResult,
  UpdateParams,
  UpdateResult,
} from 'react-admin';
import { withIdempotencyKey, type ApiCall } from './api';

/** How one resource maps onto the endpoint table; omitted methods reject with a clear message. */
export interface ResourceEndpoints {
  getList?: (api: ApiCall, params: GetListParams) => Promise<GetListResult>;
  getOne?: (api: ApiCall, params: GetOneParams) => Promise<GetOneResult>;
  getMany?: (api: ApiCall, params: GetManyParams) => Promise<GetManyResult>;
  getManyReference?: (api: ApiCall, params: GetManyReferenceParams) => Promise<GetManyReferenceResult>;
  create?: (api: ApiCall, params: CreateParams) => Promise<CreateResult>;
  update?: (api: ApiCall, params: UpdateParams) => Promise<UpdateResult>;
  delete?: (api: ApiCall, params: DeleteParams) => Promise<DeleteResult>;
}

export type ResourceTable = Record<string, ResourceEndpoints>;

function endpoint<K extends keyof ResourceEndpoints>(
  table: ResourceTable,
  resource: string,
  method: K,
): NonNullable<ResourceEndpoints[K]> {
  const found = table[resource]?.[method];
  if (!found) throw new Error(`dataProvider: no ${method} endpoint for resource "${resource}"`);
  return found as NonNullable<ResourceEndpoints[K]>;
}

/** Sort and paginate a whole list client-side (most list endpoints answer the full list). */
export function paginate<R extends RaRecord>(records: R[], params: Pick<GetListParams, 'pagination' | 'sort'>): GetListResult<R> {
  const sorted = [...records];
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  if (field) {
    const sign = order === 'DESC' ? -1 : 1;
    sorted.sort((a, b) => {
      const [x, y] = [a[field] as unknown, b[field] as unknown];
      if (x === y) return 0;
      if (x === null || x === undefined) return 1;
      if (y === null || y === undefined) return -1;
      return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign;
    });
  }
  const { page, perPage } = params.pagination ?? { page: 1, perPage: sorted.length };
  return { data: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length };
}

const keyOf = (meta: unknown): string | undefined => {
  const key = (meta as { idempotencyKey?: unknown } | undefined)?.idempotencyKey;
  return typeof key === 'string' ? key : undefined;
};

/** Every method is async, so a resource without the endpoint rejects rather than throws. */
export function buildBaseProvider(api: ApiCall, table: ResourceTable) {
  return {
    getList: async <R extends RaRecord>(resource: string, params: GetListParams) =>
      (await endpoint(table, resource, 'getList')(api, params)) as GetListResult<R>,
    getOne: async <R extends RaRecord>(resource: string, params: GetOneParams) =>
      (await endpoint(table, resource, 'getOne')(api, params)) as GetOneResult<R>,
    getMany: async <R extends RaRecord>(resource: string, params: GetManyParams) => {
      const own = table[resource]?.getMany;
      if (own) return (await own(api, params)) as GetManyResult<R>;
      const getOne = endpoint(table, resource, 'getOne');
      const records = await Promise.all(params.ids.map((id) => getOne(api, { id })));
      return { data: records.map((r) => r.data) } as GetManyResult<R>;
    },
    getManyReference: async <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
      (await endpoint(table, resource, 'getManyReference')(api, params)) as GetManyReferenceResult<R>,
    create: async <R extends Omit<RaRecord, 'id'>, RR extends RaRecord = R & { id: Identifier }>(
      resource: string,
      params: CreateParams<R>,
    // meta.idempotencyKey: a create's own key (every change made through src/components/change/useChange carries one anyway).
    ) => (await endpoint(table, resource, 'create')(withIdempotencyKey(api, keyOf(params.meta)), params)) as CreateResult<RR>,
    update: async <R extends RaRecord>(resource: string, params: UpdateParams<R>) =>
      (await endpoint(table, resource, 'update')(api, params)) as UpdateResult<R>,
    updateMany: async <R extends RaRecord>(resource: string, params: UpdateManyParams<R>) => {
      const update = endpoint(table, resource, 'update');
      await Promise.all(params.ids.map((id) => update(api, { id, data: params.data, previousData: { id } })));
      return { data: params.ids } as UpdateManyResult<R>;
    },
    delete: async <R extends RaRecord>(resource: string, params: DeleteParams<R>) =>
      (await endpoint(table, resource, 'delete')(api, params)) as DeleteResult<R>,
    deleteMany: async <R extends RaRecord>(resource: string, params: DeleteManyParams<R>) => {
      const remove = endpoint(table, resource, 'delete');
      await Promise.all(params.ids.map((id) => remove(api, { id })));
      return { data: params.ids } as DeleteManyResult<R>;
    },
  };
}
