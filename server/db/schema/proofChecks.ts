// The automatic checks of a proof (issue 13): one row per proof made by the claim flow or a
// network voucher's task upload, written with the proof and completed by the check job.
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, real, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { CheckDecision, ProofSignal, RequiredTag } from '../../../contract/proofChecks';
import type { ProofReviewLevel } from '../../../contract/swayFlow';
import { businesses } from './core';
import { proofs } from './proofs';

export const proofChecks = pgTable('proof_checks', {
  proofId: integer('proof_id').primaryKey().references(() => proofs.id, { onDelete: 'cascade' }),
  businessId: integer('business_id').notNull().references(() => businesses.id, { onDelete: 'cascade' }),
  level: text('level').$type<ProofReviewLevel>().notNull(),
  /** QUEUED until the check job has run (OCR levels; AUTO when the screenshot's hash met an earlier proof's), then DONE, or FAILED when an OCR level's screenshot could not be read. */
  status: text('status').$type<'QUEUED' | 'DONE' | 'FAILED'>().notNull(),
  required: jsonb('required').$type<RequiredTag[]>().notNull().default(sql`'[]'::jsonb`),
  ocrText: text('ocr_text'),
  ocrConfidence: real('ocr_confidence'),
  found: jsonb('found').$type<RequiredTag[]>().notNull().default(sql`'[]'::jsonb`),
  missing: jsonb('missing').$type<RequiredTag[]>().notNull().default(sql`'[]'::jsonb`),
  postDate: timestamp('post_date', { withTimezone: true }),
  /** The screenshot's 64-bit dHash, its crop windows' hashes and all their byte bands (server/domain/proofChecks/imageHash.ts). */
  imageHash: bigint('image_hash', { mode: 'bigint' }),
  windowHashes: bigint('window_hashes', { mode: 'bigint' }).array(),
  hashBands: integer('hash_bands').array(),
  /** How the hashes were made (imageHash.ts HASH_VERSION); older ones are made again in the background (rehash.ts). */
  hashVersion: smallint('hash_version').notNull().default(1),
  signals: jsonb('signals').$type<ProofSignal[]>().notNull().default(sql`'[]'::jsonb`),
  decision: text('decision').$type<CheckDecision>(),
  reason: text('reason'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  checkedAt: timestamp('checked_at', { withTimezone: true }),
}, (t) => [
  index('proof_checks_bands_idx').using('gin', t.hashBands),
  index('proof_checks_queued_idx').on(t.createdAt).where(sql`${t.status} = 'QUEUED'`),
  index('proof_checks_old_hash_idx').on(t.proofId).where(sql`${t.hashVersion} < 2 and ${t.imageHash} is not null`),
]);
