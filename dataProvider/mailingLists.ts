// The mailingLists resource (spec 3 §7 "Mailing lists") over the endpoint table's entries: the
// business's lists, create (type and name in the path) and delete, which archives.
import type { MailingList, MailingListType } from '../contract/mailingLists';
import { paginate, type ResourceTable } from './base';

export const mailingListsResources: ResourceTable = {
  mailingLists: {
    getList: async (api, params) => paginate(await api('listMailingLists'), { ...params, sort: { field: '', order: 'ASC' } }),
    create: async (api, { data }) => {
      const { type, name } = data as { type: MailingListType; name: string };
      const { id } = await api('createMailingList', { params: { type, name } });
      const created: MailingList = {
        id, name: name.trim(), mailing_list_type: type, mailing_list_status: 'EMPTY', entries: 0, created_at: new Date().toISOString(),
      };
      return { data: created };
    },
    delete: async (api, { id }) => ({ data: await api('archiveMailingList', { params: { id } }) }),
  },
};
