-- Per-business counters for businesses/voucherActivity (issue 20 item 1): the live proofs and the
-- redeemed vouchers of each business, so the answer is one primary-key read
-- (server/db/schema/businessCounts.ts).
CREATE TABLE "business_counts" (
	"business_id" integer PRIMARY KEY NOT NULL,
	"proofs" integer DEFAULT 0 NOT NULL,
	"redeemed_vouchers" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_counts" ADD CONSTRAINT "business_counts_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Kept by statement triggers (one upsert per statement and business, whatever the rows), so a bulk
-- load costs one grouped write; a statement that changes nothing counted (a review, an edit)
-- writes nothing. Rows of a business being deleted are skipped: its counters go with it.
-- PL/pgSQL, not SQL: it keeps the statement's plan for the session (a SQL function plans it at
-- every call, which tripled the database's time of a one-proof write).
CREATE FUNCTION business_counts_add(ids integer[], proof_deltas integer[], voucher_deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO business_counts AS c (business_id, proofs, redeemed_vouchers)
  SELECT d.id, sum(d.p)::int, sum(d.v)::int FROM unnest(ids, proof_deltas, voucher_deltas) AS d(id, p, v)
  WHERE EXISTS (SELECT 1 FROM businesses b WHERE b.id = d.id)
  GROUP BY d.id HAVING sum(d.p) <> 0 OR sum(d.v) <> 0
  ORDER BY d.id
  ON CONFLICT (business_id) DO UPDATE
    SET proofs = c.proofs + excluded.proofs, redeemed_vouchers = c.redeemed_vouchers + excluded.redeemed_vouchers;
END $$;
--> statement-breakpoint
CREATE FUNCTION business_counts_on_proofs() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM business_counts_add(array_agg(business_id), array_agg(1), array_agg(0)) FROM new_rows WHERE deleted_at IS NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM business_counts_add(array_agg(business_id), array_agg(-1), array_agg(0)) FROM old_rows WHERE deleted_at IS NULL;
  ELSE
    PERFORM business_counts_add(array_agg(d.id), array_agg(d.n), array_agg(0)) FROM (
      SELECT business_id AS id, 1 AS n FROM new_rows WHERE deleted_at IS NULL
      UNION ALL SELECT business_id, -1 FROM old_rows WHERE deleted_at IS NULL) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION business_counts_on_vouchers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM business_counts_add(array_agg(business_id), array_agg(0), array_agg(1)) FROM new_rows WHERE date_redeemed IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM business_counts_add(array_agg(business_id), array_agg(0), array_agg(-1)) FROM old_rows WHERE date_redeemed IS NOT NULL;
  ELSE
    PERFORM business_counts_add(array_agg(d.id), array_agg(0), array_agg(d.n)) FROM (
      SELECT business_id AS id, 1 AS n FROM new_rows WHERE date_redeemed IS NOT NULL
      UNION ALL SELECT business_id, -1 FROM old_rows WHERE date_redeemed IS NOT NULL) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER business_counts_proofs_insert AFTER INSERT ON proofs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_counts_on_proofs();
--> statement-breakpoint
CREATE TRIGGER business_counts_proofs_update AFTER UPDATE ON proofs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_counts_on_proofs();
--> statement-breakpoint
CREATE TRIGGER business_counts_proofs_delete AFTER DELETE ON proofs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_counts_on_proofs();
--> statement-breakpoint
CREATE TRIGGER business_counts_vouchers_insert AFTER INSERT ON vouchers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_counts_on_vouchers();
--> statement-breakpoint
CREATE TRIGGER business_counts_vouchers_update AFTER UPDATE ON vouchers REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_counts_on_vouchers();
--> statement-breakpoint
CREATE TRIGGER business_counts_vouchers_delete AFTER DELETE ON vouchers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION business_counts_on_vouchers();
--> statement-breakpoint
INSERT INTO business_counts (business_id, proofs, redeemed_vouchers)
  SELECT b.id,
         (SELECT count(*) FROM proofs p WHERE p.business_id = b.id AND p.deleted_at IS NULL),
         (SELECT count(*) FROM vouchers v WHERE v.business_id = b.id AND v.date_redeemed IS NOT NULL)
  FROM businesses b;
