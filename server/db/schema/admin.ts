// Admin tools: mailing lists, simple reports and billing control (spec 3 §3). Feedback types are
// a constant list in code, not a table.
import { sql } from 'drizzle-orm';
import {
  bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts, businesses } from './core';
import type { BillingStatus, MailingListStatus, ReportRunStatus } from './enums';
import { mailingListTypeEnum, reportQueryTypeEnum } from './enums';
import { proofs } from './proofs';

/**
 * A business's mailing list (spec 3 §3). Status, the one truth shown in the table:
 * EMPTY (created, nothing attached yet), PROCESSING (an import is running), READY, FAILED (the
 * last import stopped; nothing of it was kept), ARCHIVED (deleted by the admin; rows are kept).
 */
export const mailingLists = pgTable('mailing_lists', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  name: text('name').notNull(),
  mailingListType: mailingListTypeEnum('mailing_list_type').notNull(),
  mailingListStatus: text('mailing_list_status').$type<MailingListStatus>().notNull().default('EMPTY'),
}, (t) => [index('mailing_lists_business_idx').on(t.businessId, t.createdAt.desc())]);

export const mailingListEntries = pgTable('mailing_list_entries', {
  id: serial('id').primaryKey(),
  mailingListId: integer('mailing_list_id').notNull().references(() => mailingLists.id, { onDelete: 'cascade' }),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phone: text('phone'),
  zipcode: text('zipcode'),
  /** Other columns of the uploaded file or survey answers. */
  extra: jsonb('extra').$type<Record<string, string>>().notNull().default(sql`'{}'::jsonb`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** The file import that wrote the row; its rows count only once that import is committed. */
  importId: integer('import_id'),
}, (t) => [
  // E-mails are stored trimmed and lower-cased: one contact per address and list.
  uniqueIndex('mailing_list_entries_list_email_uq').on(t.mailingListId, t.email),
  index('mailing_list_entries_import_idx').on(t.importId).where(sql`${t.importId} is not null`),
  // Rows written without a file (before imports existed, survey answers): counted one by one;
  // a file's rows are counted by its committed import (mailing_list_imports.imported).
  index('mailing_list_entries_direct_idx').on(t.mailingListId).where(sql`${t.importId} is null`),
]);

/**
 * One CSV file attached to a list (POST mailingList/attachFile/{id}). Its rows are written in
 * chunks while it runs and stay invisible until committed_at is set; a failed or abandoned
 * import's rows are removed (server/domain/mailingListImport.ts). The counts and the first
 * errors are the report the console shows.
 */
export const mailingListImports = pgTable('mailing_list_imports', {
  id: serial('id').primaryKey(),
  mailingListId: integer('mailing_list_id').notNull().references(() => mailingLists.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  bytes: bigint('bytes', { mode: 'number' }).notNull(),
  bytesRead: bigint('bytes_read', { mode: 'number' }).notNull().default(0),
  rowsRead: integer('rows_read').notNull().default(0),
  imported: integer('imported').notNull().default(0),
  duplicatesInFile: integer('duplicates_in_file').notNull().default(0),
  duplicatesInList: integer('duplicates_in_list').notNull().default(0),
  badRows: integer('bad_rows').notNull().default(0),
  /** The first bad rows, 'Line 12: ...'. */
  errors: jsonb('errors').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  message: text('message'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  touchedAt: timestamp('touched_at', { withTimezone: true }).notNull().defaultNow(),
  committedAt: timestamp('committed_at', { withTimezone: true }),
  failedAt: timestamp('failed_at', { withTimezone: true }),
}, (t) => [
  // One running import per list.
  uniqueIndex('mailing_list_imports_running_uq').on(t.mailingListId).where(sql`${t.committedAt} is null and ${t.failedAt} is null`),
  index('mailing_list_imports_list_idx').on(t.mailingListId, t.id.desc()),
]);

/**
 * A downloadable report (spec 3 §3). The rows mirror the server's catalogue
 * (server/domain/simpleReports/catalogue.ts), kept in step at start by sql_key, which names the query.
 */
export const reportDefinitions = pgTable('report_definitions', {
  id: serial('id').primaryKey(),
  queryName: text('query_name').notNull(),
  queryDescription: text('query_description').notNull().default(''),
  queryType: reportQueryTypeEnum('query_type').notNull(),
  sqlKey: text('sql_key').notNull().unique('report_definitions_sql_key_uq'),
});

/**
 * One run of a report for a business: a background job writes its CSV file under
 * DATA_DIR/reports/{file_name} (server/domain/simpleReports/run.ts). RUNNING until the file is
 * complete (READY) or the job stopped (FAILED, with the reason in message; no file).
 */
export const reportRuns = pgTable('report_runs', {
  id: serial('id').primaryKey(),
  reportDefinitionId: integer('report_definition_id').notNull().references(() => reportDefinitions.id, { onDelete: 'cascade' }),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  reportName: text('report_name').notNull(),
  reportDate: timestamp('report_date', { withTimezone: true }).notNull().defaultNow(),
  /** A random '{uuid}.csv': the download's address, never guessable from another run's. */
  fileName: text('file_name').notNull().unique('report_runs_file_name_uq'),
  parameters: jsonb('parameters').$type<Record<string, string | number>>().notNull().default(sql`'{}'::jsonb`),
  /** The parameters in words, for the history. */
  parametersLabel: text('parameters_label').notNull().default(''),
  status: text('status').$type<ReportRunStatus>().notNull().default('RUNNING'),
  totalRows: integer('total_rows'),
  rowsWritten: integer('rows_written').notNull().default(0),
  message: text('message'),
  createdBy: integer('created_by').references(() => accounts.id, { onDelete: 'set null' }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
}, (t) => [
  index('report_runs_business_definition_idx').on(t.businessId, t.reportDefinitionId, t.reportDate.desc()),
  index('report_runs_running_idx').on(t.businessId).where(sql`${t.status} = 'RUNNING'`),
]);

/** Addons of the billing provider (Chargebee) that a sway flow's side effect may charge. */
export const billingAddons = pgTable('billing_addons', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** Price of one unit, for the local billing ledger. */
  priceCents: integer('price_cents').notNull().default(0),
});

/**
 * One approved proof to charge (spec 3 §4 billing flow), moving PENDING (waiting) → CHARGED
 * (invoice id, charged at) → PAID → SENT; every move is one statement or transaction
 * (server/domain/billing). proof_id unique: one item per proof. idempotency_key is stored before
 * the provider is called and sent with the call, so a retry after a lost answer, a crash or a
 * parallel run finds or repeats the same invoice instead of making a second one.
 */
export const billingItems = pgTable('billing_items', {
  id: serial('id').primaryKey(),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  proofId: integer('proof_id').notNull().unique('billing_items_proof_uq').references(() => proofs.id, { onDelete: 'cascade' }),
  chargebeeAddonId: text('chargebee_addon_id').notNull().references(() => billingAddons.id),
  status: text('status').$type<BillingStatus>().notNull().default('PENDING'),
  invoiceId: text('invoice_id'),
  chargedAt: timestamp('charged_at', { withTimezone: true }),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** The local's e-mail, to send the gift card to. */
  email: text('email'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** Set before the first provider call and kept until an invoice is known (or the provider refused). */
  idempotencyKey: text('idempotency_key').unique('billing_items_idempotency_key_uq'),
  /** When the last provider call for this key started: reconciliation looks for invoices from then on. */
  attemptedAt: timestamp('attempted_at', { withTimezone: true }),
  /** Failed charge attempts; the item stays PENDING and the next run retries it. */
  failures: integer('failures').notNull().default(0),
  lastError: text('last_error'),
  failedAt: timestamp('failed_at', { withTimezone: true }),
}, (t) => [
  index('billing_items_business_idx').on(t.businessId),
  index('billing_items_status_idx').on(t.status),
]);

/**
 * The local billing provider's invoices (DESIGN §4: the ledger default). One per idempotency
 * key; it counts as paid once BILLING_LEDGER_PAY_DELAY_SECONDS have passed since it was made.
 */
export const billingLedgerInvoices = pgTable('billing_ledger_invoices', {
  id: serial('id').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull().unique('billing_ledger_invoices_key_uq'),
  customerId: text('customer_id').notNull(),
  addonId: text('addon_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Scheduled jobs (the hourly paid check): the next run time survives restarts, and a run is
 * claimed by one conditional update, so several server processes run it once.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  /** Set while a process runs the job; a run past it is taken as dead (crash) and may be claimed again. */
  runningUntil: timestamp('running_until', { withTimezone: true }),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastResult: text('last_result'),
});
