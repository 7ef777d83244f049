// Mailing lists (spec 3 §2 Mailing Lists, §3, §4, §5, §7): a business's lists of its customers'
// contacts, made from a file or a survey. Deleting a list archives it.
import { z } from 'zod';
import { isoDateTime, serialId } from './common';

export const MAILING_LIST_TYPES = ['File', 'Survey'] as const;
/** EMPTY (nothing attached yet), PROCESSING, READY, FAILED (the last import kept nothing), ARCHIVED (deleted). */
export const MAILING_LIST_STATUSES = ['EMPTY', 'PROCESSING', 'READY', 'FAILED', 'ARCHIVED'] as const;
export type MailingListType = (typeof MAILING_LIST_TYPES)[number];
export type MailingListStatus = (typeof MAILING_LIST_STATUSES)[number];

export const MAILING_LIST_NAME_MAX = 100;

export const MAILING_LIST_MESSAGES = {
  nameRequired: 'You must enter in a list name',
  notFound: 'Mailing list not found',
} as const;

export const mailingList = z.object({
  id: z.number(),
  created_at: isoDateTime,
  name: z.string(),
  mailing_list_type: z.enum(MAILING_LIST_TYPES),
  mailing_list_status: z.enum(MAILING_LIST_STATUSES),
  /** Contacts the list holds. */
  entries: z.number(),
});
export type MailingList = z.infer<typeof mailingList>;

export const mailingListIdParams = z.object({ id: serialId });
export const newMailingListParams = z.object({
  type: z.enum(MAILING_LIST_TYPES, { error: MAILING_LIST_MESSAGES.nameRequired }),
  /** At most 100 characters: Fastify's limit for a path parameter (a longer one answers 414). */
  name: z.string().trim().min(1, MAILING_LIST_MESSAGES.nameRequired).max(MAILING_LIST_NAME_MAX),
});
export const newMailingListReply = z.object({ id: z.number() });
