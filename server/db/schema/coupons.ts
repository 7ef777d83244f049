// Coupon code lists for network and sway offers (spec 2 §3 Code list). The next code for a proof
// is claimed with FOR UPDATE SKIP LOCKED over the partial index of unclaimed codes.
import { sql } from 'drizzle-orm';
import {
  index, integer, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { businesses } from './core';
import { codeListKindEnum } from './enums';
import { offers } from './offers';
import { proofs } from './proofs';
import { swayOffers } from './sway';

export const codeLists = pgTable('code_lists', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  offerId: integer('offer_id').references(() => offers.id, { onDelete: 'set null' }),
  swayOfferId: integer('sway_offer_id').references(() => swayOffers.id, { onDelete: 'set null' }),
  kind: codeListKindEnum('kind').notNull(),
  listName: text('list_name').notNull(),
  pendingCodeTemplateId: text('pending_code_template_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [
  index('code_lists_business_idx').on(t.businessId, t.kind),
  index('code_lists_sway_offer_idx').on(t.swayOfferId),
  index('code_lists_offer_idx').on(t.offerId),
]);

/**
 * One import of codes into a list (issue 19 finding 4). Its codes are written in short
 * statements, so other requests interleave on PGlite's one thread, and stay invisible until
 * `committed_at` is set in one single-row update: the import is all or nothing. An import that
 * stops being touched (a crash) is removed by the next import into the list or at start.
 */
export const codeImports = pgTable('code_imports', {
  id: serial('id').primaryKey(),
  codeListId: integer('code_list_id').notNull().references(() => codeLists.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  committedAt: timestamp('committed_at', { withTimezone: true }),
}, (t) => [
  // One running import per list: its codes hold their values' places in the list.
  uniqueIndex('code_imports_running_uq').on(t.codeListId).where(sql`${t.committedAt} is null`),
]);

export const codes = pgTable('codes', {
  id: serial('id').primaryKey(),
  codeListId: integer('code_list_id').notNull().references(() => codeLists.id, { onDelete: 'cascade' }),
  value: text('value').notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** Who used it (e-mail or name of the local). */
  usedBy: text('used_by'),
  /** The proof the code was handed out for; unique so a code goes to one proof only. */
  proofId: integer('proof_id').unique('codes_proof_uq').references(() => proofs.id, { onDelete: 'set null' }),
  reservedAt: timestamp('reserved_at', { withTimezone: true }),
  /**
   * The import that wrote the code (code_imports; no foreign key, so 200,000 inserts run no
   * trigger): the code exists only once that import is committed (visibleCode in domain/codeImport).
   */
  importId: integer('import_id'),
}, (t) => [
  uniqueIndex('codes_list_value_uq').on(t.codeListId, t.value),
  index('codes_import_idx').on(t.importId).where(sql`${t.importId} is not null`),
  index('codes_list_unclaimed_idx').on(t.codeListId, t.id).where(sql`${t.proofId} is null`),
]);

/** People waiting for a code when a list ran out. */
export const pendingCodes = pgTable('pending_codes', {
  id: serial('id').primaryKey(),
  codeListId: integer('code_list_id').notNull().references(() => codeLists.id, { onDelete: 'cascade' }),
  name: text('name'),
  email: text('email').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
}, (t) => [index('pending_codes_list_idx').on(t.codeListId)]);
