-- Screenshot hashes are made another way from issue 38 on (decision 0277): every stored row is of
-- version 1, and domain/proofChecks/rehash.ts makes them again in the background. The partial
-- index finds the rows left; a later HASH_VERSION needs it made again with its own number.
ALTER TABLE "proof_checks" ADD COLUMN "hash_version" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "proof_checks_old_hash_idx" ON "proof_checks" USING btree ("proof_id") WHERE "proof_checks"."hash_version" < 2 and "proof_checks"."image_hash" is not null;
