// Default list names (spec 3 §2, §9): for File, the file name without .csv plus the date as
// YYYY_MMM_DD; for Survey, 'Survey_' plus the date as MMM_DD_YYYY.
import dayjs from 'dayjs';
import type { MailingListType } from '../../contract/mailingLists';

export function defaultListName(type: MailingListType, now: Date, fileName?: string): string {
  if (type === 'Survey') return `Survey_${dayjs(now).format('MMM_DD_YYYY')}`;
  if (!fileName) return '';
  return `${fileName.replace(/\.csv$/i, '')}_${dayjs(now).format('YYYY_MMM_DD')}`;
}
