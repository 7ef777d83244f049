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
import type { HttpClient } from './httpClient';

/** How one resource maps onto the API; omitted methods reject with a clear message. */
export interface ResourceEndpoints {
  getList?: (http: HttpClient, params: GetListParams) => Promise<GetListResult>;
  getOne?: (http: HttpClient, params: GetOneParams) => Promise<GetOneResult>;
  getMany?: (http: HttpClient, params: GetManyParams) => Promise<GetManyResult>;
  getManyReference?: (http: HttpClient, params: GetManyReferenceParams) => Promise<GetManyReferenceResult>;
  create?: (http: HttpClient, params: CreateParams) => Promise<CreateResult>;
  update?: (http: HttpClient, params: UpdateParams) => Promise<UpdateResult>;
  delete?: (http: HttpClient, params: DeleteParams) => Promise<DeleteResult>;
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

export function buildBaseProvider(http: HttpClient, table: ResourceTable) {
  const run = async <T>(work: () => Promise<T>): Promise<T> => work();
  return {
    getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
      run(() => endpoint(table, resource, 'getList')(http, params)) as Promise<GetListResult<R>>,
    getOne: <R extends RaRecord>(resource: string, params: GetOneParams) =>
      run(() => endpoint(table, resource, 'getOne')(http, params)) as Promise<GetOneResult<R>>,
    getMany: <R extends RaRecord>(resource: string, params: GetManyParams) =>
      run(async () => {
        const own = table[resource]?.getMany;
        if (own) return own(http, params);
        const getOne = endpoint(table, resource, 'getOne');
        const records = await Promise.all(params.ids.map((id) => getOne(http, { id })));
        return { data: records.map((r) => r.data) };
      }) as Promise<GetManyResult<R>>,
    getManyReference: <R extends RaRecord>(resource: string, params: GetManyReferenceParams) =>
      run(() => endpoint(table, resource, 'getManyReference')(http, params)) as Promise<GetManyReferenceResult<R>>,
    create: <R extends Omit<RaRecord, 'id'>, RR extends RaRecord = R & { id: Identifier }>(
      resource: string,
      params: CreateParams<R>,
    ) => run(() => endpoint(table, resource, 'create')(http, params)) as Promise<CreateResult<RR>>,
    update: <R extends RaRecord>(resource: string, params: UpdateParams<R>) =>
      run(() => endpoint(table, resource, 'update')(http, params)) as Promise<UpdateResult<R>>,
    updateMany: <R extends RaRecord>(resource: string, params: UpdateManyParams<R>) =>
      run(async () => {
        const update = endpoint(table, resource, 'update');
        await Promise.all(params.ids.map((id) => update(http, { id, data: params.data, previousData: { id } })));
        return { data: params.ids };
      }) as Promise<UpdateManyResult<R>>,
    delete: <R extends RaRecord>(resource: string, params: DeleteParams<R>) =>
      run(() => endpoint(table, resource, 'delete')(http, params)) as Promise<DeleteResult<R>>,
    deleteMany: <R extends RaRecord>(resource: string, params: DeleteManyParams<R>) =>
      run(async () => {
        const remove = endpoint(table, resource, 'delete');
        await Promise.all(params.ids.map((id) => remove(http, { id })));
        return { data: params.ids };
      }) as Promise<DeleteManyResult<R>>,
  };
}
