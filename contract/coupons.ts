// Coupon code lists (spec 2 §3 Code list, §7 coupon calls): create, import codes, list.
import { z } from 'zod';
import { serialId } from './common';

export const CODE_LIST_KINDS_PATH = ['sway', 'network'] as const;

export const codeListCreateParams = z.object({ kind: z.enum(CODE_LIST_KINDS_PATH) });
export const codeListCreateRequest = z.object({
  selectedOfferId: z.number().int().positive(),
  listName: z.string().trim().min(1, 'Required').max(200),
  pendingCodeTemplateId: z.string().trim().max(200).optional().default(''),
});

/** One code as parsed by the console, with its line in the file so errors can name it. */
export const importedCode = z.object({ value: z.string().max(500), line: z.number().int().min(1) });
/** Up to 200,000 codes in one request (the 100,000-code import fits with room). */
export const MAX_IMPORT_CODES = 200_000;
export const addCodesRequest = z.object({ codes: z.array(importedCode).min(1, 'No codes in the file').max(MAX_IMPORT_CODES) });
export const addCodesParams = z.object({ codeListId: serialId });

const duplicate = z.object({ value: z.string(), line: z.number() });
/** Duplicates are reported (the first 1000 of each kind, plus the counts) and never added twice. */
export const addCodesReply = z.object({
  addedCodes: z.number(),
  duplicatesInList: z.array(duplicate),
  duplicatesInListCount: z.number(),
  duplicatesInFile: z.array(duplicate),
  duplicatesInFileCount: z.number(),
});
export type AddCodesReply = z.infer<typeof addCodesReply>;

export const codeListRow = z.object({
  id: z.number(),
  list_name: z.string(),
  kind: z.enum(['NETWORK', 'SWAY']),
  pending_code_template_id: z.string().nullable(),
  total_codes: z.number(),
  used_codes: z.number(),
  used_percentage: z.number(),
  offer: z.object({ id: z.number(), offer_summary: z.string() }).nullable(),
  codes: z.array(z.object({ id: z.number(), value: z.string(), used_at: z.string().nullable(), used_by: z.string().nullable() })),
  pending_codes: z.array(z.object({ id: z.number(), name: z.string().nullable(), email: z.string() })),
});
export type CodeListRow = z.infer<typeof codeListRow>;
export const codeListsReply = z.array(codeListRow);
/** The listing shows at most this many codes per list (newest first); totals count them all. */
export const CODES_SHOWN_PER_LIST = 1000;
