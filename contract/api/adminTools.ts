// Admin tools (spec 3 §7 "Industry value settings", "Mailing lists"): ADMIN only whatever the
// console's route guard shows (spec 3 §6; /adminSettings and /mailingLists only ask for a token).
import { z } from 'zod';
import { errorReply } from '../common';
import {
  industryCategoryParams, industryCategoryRow, industryMoneyRequest, industryProofRatioRequest, industryValuesReply,
} from '../industryValues';
import {
  attachFileReply, mailingList, mailingListIdParams, newMailingListParams, newMailingListReply,
} from '../mailingLists';
import { endpoint } from '../endpoint';

const ADMIN = ['ADMIN'] as const;
const category = { param: 'categoryId', entity: 'global' } as const;
const saved = { 200: industryCategoryRow, 404: errorReply };

/** PUT adminSettings/cost/{kind}/{categoryId}: one money field, in dollars up to $100,000.00. */
const money = <K extends string>(kind: K, what: string) => endpoint({
  method: 'PUT', path: `adminSettings/cost/${kind}/{categoryId}`, access: ADMIN, tag: 'industryValues',
  summary: `${what} (dollars, up to $100,000.00).`,
  params: industryCategoryParams, body: industryMoneyRequest, responses: saved, owns: category,
});

export const adminToolEndpoints = {
  getIndustryValues: endpoint({
    method: 'GET', path: 'adminSettings', access: ADMIN, tag: 'industryValues',
    summary: 'Every industry with its categories and their value settings (dollars; missing values are 0).',
    responses: { 200: industryValuesReply },
  }),
  updateIndustryPostValue: money('post', 'Set the marketing value of a post in this category'),
  updateIndustryReviewValue: money('review', 'Set the marketing value of a review in this category'),
  updateIndustryAvgTicket: money('avgTicket', 'Set the average ticket of this category'),
  updateIndustryProofRatio: endpoint({
    method: 'PUT', path: 'adminSettings/proofRatio/{categoryId}', access: ADMIN, tag: 'industryValues',
    summary: "Set the category's proof ratio: the share of customers who post a proof, 0 to 1.",
    params: industryCategoryParams, body: industryProofRatioRequest, responses: saved, owns: category,
  }),
  listMailingLists: endpoint({
    method: 'GET', path: 'mailingList/', access: ADMIN, tag: 'mailingLists',
    summary: "The current business's mailing lists, newest first; archived (deleted) lists are left out.",
    responses: { 200: z.array(mailingList) },
  }),
  createMailingList: endpoint({
    method: 'POST', path: 'mailingList/new/{type}/{name}', access: ADMIN, tag: 'mailingLists',
    summary: 'A new, empty list (File or Survey) of the current business; its id.',
    params: newMailingListParams, responses: { 200: newMailingListReply },
  }),
  attachMailingListFile: endpoint({
    method: 'POST', path: 'mailingList/attachFile/{id}', access: ADMIN, tag: 'mailingLists',
    summary: 'Attach a CSV file of contacts (multipart, field csvFile, at most 50MB). The file is checked and stored, '
      + 'the list turns PROCESSING and the import runs in the background; the list\'s last_import shows its progress and report.',
    params: mailingListIdParams,
    responses: { 200: attachFileReply, 404: errorReply, 409: errorReply, 413: errorReply, 415: errorReply },
    owns: { param: 'id', entity: 'mailingList' },
  }),
  archiveMailingList: endpoint({
    method: 'DELETE', path: 'mailingList/{id}', access: ADMIN, tag: 'mailingLists',
    summary: 'Archive a list: it leaves the table, its contacts are kept.',
    params: mailingListIdParams, responses: { 200: mailingList, 404: errorReply }, owns: { param: 'id', entity: 'mailingList' },
  }),
};
