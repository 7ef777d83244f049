-- The per-business counters (business_counts, migration 0020; value_months, 0021) are added to at
-- commit, not by the statement that changed a proof (issue 38; decision 0278). Every claim of a
-- business bumps the same business_counts row and the same value_months row: upserted by the
-- proof's insert, that row stayed locked for the rest of the claim's transaction (the check, the
-- code claim, the approval, the event), so at rush hour one shop's claims ran one after another
-- (sampled on PostgreSQL at 200 customers: the proofs insert waiting on another transaction in
-- nearly every sample). The statement triggers now write their deltas into a table of their own,
-- insert only, and a deferred constraint trigger adds each delta to its counter when the
-- transaction commits, so the row is held for the commit alone. Readers outside the transaction
-- see exactly what they saw before.
CREATE TABLE business_count_deltas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id integer NOT NULL,
  proofs integer NOT NULL,
  redeemed_vouchers integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE value_month_deltas (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  business_id integer NOT NULL,
  month date NOT NULL,
  items integer NOT NULL,
  proofs integer NOT NULL,
  reviews integer NOT NULL,
  redeemed_own_cents bigint NOT NULL,
  redeemed_default integer NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION business_counts_add(ids integer[], proof_deltas integer[], voucher_deltas integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO business_count_deltas (business_id, proofs, redeemed_vouchers)
  SELECT d.id, sum(d.p)::int, sum(d.v)::int FROM unnest(ids, proof_deltas, voucher_deltas) AS d(id, p, v)
  WHERE EXISTS (SELECT 1 FROM businesses b WHERE b.id = d.id)
  GROUP BY d.id HAVING sum(d.p) <> 0 OR sum(d.v) <> 0
  ORDER BY d.id;
END $$;
--> statement-breakpoint
-- A delta taken back before the commit (value_months_rebuild) is gone and adds nothing; a business
-- deleted since keeps no counters.
CREATE FUNCTION business_count_deltas_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d business_count_deltas;
BEGIN
  DELETE FROM business_count_deltas WHERE id = NEW.id RETURNING * INTO d;
  IF d.id IS NULL OR NOT EXISTS (SELECT 1 FROM businesses b WHERE b.id = d.business_id) THEN
    RETURN NULL;
  END IF;
  INSERT INTO business_counts AS c (business_id, proofs, redeemed_vouchers) VALUES (d.business_id, d.proofs, d.redeemed_vouchers)
  ON CONFLICT (business_id) DO UPDATE
    SET proofs = c.proofs + excluded.proofs, redeemed_vouchers = c.redeemed_vouchers + excluded.redeemed_vouchers;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER business_count_deltas_at_commit AFTER INSERT ON business_count_deltas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION business_count_deltas_apply();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION value_months_add(changed value_items[], direction integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO value_month_deltas (business_id, month, items, proofs, reviews, redeemed_own_cents, redeemed_default)
  SELECT i.business_id, date_trunc('month', i.at AT TIME ZONE b.time_zone)::date,
         direction * count(*), direction * sum(cardinality(i.proof_types)), direction * sum(rv.n),
         direction * coalesce(sum(i.value_cents) FILTER (WHERE i.redeemed), 0), direction * count(*) FILTER (WHERE i.redeemed AND i.value_cents IS NULL)
  FROM unnest(changed) i
  JOIN businesses b ON b.id = i.business_id
  CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM unnest(i.proof_types) t WHERE t IN ('ONLINE_REVIEW', 'FACEBOOK_REVIEW')) rv
  GROUP BY 1, 2
  ORDER BY 1, 2;
END $$;
--> statement-breakpoint
CREATE FUNCTION value_month_deltas_apply() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d value_month_deltas;
BEGIN
  DELETE FROM value_month_deltas WHERE id = NEW.id RETURNING * INTO d;
  IF d.id IS NULL OR NOT EXISTS (SELECT 1 FROM businesses b WHERE b.id = d.business_id) THEN
    RETURN NULL;
  END IF;
  INSERT INTO value_months AS m (business_id, month, items, proofs, reviews, redeemed_own_cents, redeemed_default)
  VALUES (d.business_id, d.month, d.items, d.proofs, d.reviews, d.redeemed_own_cents, d.redeemed_default)
  ON CONFLICT (business_id, month) DO UPDATE SET
    items = m.items + excluded.items, proofs = m.proofs + excluded.proofs, reviews = m.reviews + excluded.reviews,
    redeemed_own_cents = m.redeemed_own_cents + excluded.redeemed_own_cents, redeemed_default = m.redeemed_default + excluded.redeemed_default;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER value_month_deltas_at_commit AFTER INSERT ON value_month_deltas
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION value_month_deltas_apply();
--> statement-breakpoint
-- A rebuild sums the months again from the items, which hold every change so far: the deltas not
-- yet added are taken back.
CREATE OR REPLACE FUNCTION value_months_rebuild(business integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM value_month_deltas WHERE business_id = business;
  DELETE FROM value_months WHERE business_id = business;
  PERFORM value_months_add(array_agg(i), 1) FROM value_items i WHERE i.business_id = business HAVING count(*) > 0;
END $$;
