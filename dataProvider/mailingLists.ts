// The mailingLists resource (spec 3 §7 "Mailing lists") over the endpoint table's entries: the
// business's lists, create (type and name in the path) and delete, which archives; and the
// upload of a CSV file to a list (multipart field csvFile), with its progress.
import type { MailingList, MailingListType } from '../contract/mailingLists';
import { paginate, type ResourceTable } from './base';
import type { ApiCall } from './api';
import type { UploadProgress } from './xhrFetch';

export const mailingListsResources: ResourceTable = {
  mailingLists: {
    getList: async (api, params) => paginate(await api('listMailingLists'), { ...params, sort: { field: '', order: 'ASC' } }),
    create: async (api, { data }) => {
      const { type, name } = data as { type: MailingListType; name: string };
      const { id } = await api('createMailingList', { params: { type, name } });
      const created: MailingList = {
        id, name: name.trim(), mailing_list_type: type, mailing_list_status: 'EMPTY', entries: 0, last_import: null, created_at: new Date().toISOString(),
      };
      return { data: created };
    },
    delete: async (api, { id }) => ({ data: await api('archiveMailingList', { params: { id } }) }),
  },
};

export function mailingListsMethods(api: ApiCall) {
  return {
    attachMailingListFile: (id: number, file: File, onProgress: UploadProgress) => {
      const form = new FormData();
      form.append('csvFile', file, file.name);
      return api('attachMailingListFile', { params: { id }, form, onUploadProgress: onProgress });
    },
  };
}
