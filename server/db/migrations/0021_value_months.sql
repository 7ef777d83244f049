-- The value items of each business summed per local month (issue 20 item 1): the ring and the bars
-- read a handful of these rows instead of every value item of three or six months
-- (server/db/schema/valueMonths.ts). Kept by statement triggers on value_items in the same
-- transaction as every change (value_items is itself kept by the triggers of migration 0004).
CREATE TABLE "value_months" (
	"business_id" integer NOT NULL,
	"month" date NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"proofs" integer DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"redeemed_own_cents" bigint DEFAULT 0 NOT NULL,
	"redeemed_default" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "value_months_business_id_month_pk" PRIMARY KEY("business_id","month")
);
--> statement-breakpoint
ALTER TABLE "value_months" ADD CONSTRAINT "value_months_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Adds (direction 1) or takes away (direction -1) value items from their business's months, in the
-- business's time zone; items of a business being deleted are skipped (its months go with it).
-- PL/pgSQL, not SQL: it keeps the statement's plan for the session.
CREATE FUNCTION value_months_add(changed value_items[], direction integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO value_months AS m (business_id, month, items, proofs, reviews, redeemed_own_cents, redeemed_default)
  SELECT i.business_id, date_trunc('month', i.at AT TIME ZONE b.time_zone)::date,
         direction * count(*), direction * sum(cardinality(i.proof_types)), direction * sum(rv.n),
         direction * coalesce(sum(i.value_cents) FILTER (WHERE i.redeemed), 0), direction * count(*) FILTER (WHERE i.redeemed AND i.value_cents IS NULL)
  FROM unnest(changed) i
  JOIN businesses b ON b.id = i.business_id
  CROSS JOIN LATERAL (SELECT count(*)::int AS n FROM unnest(i.proof_types) t WHERE t IN ('ONLINE_REVIEW', 'FACEBOOK_REVIEW')) rv
  GROUP BY 1, 2
  ORDER BY 1, 2
  ON CONFLICT (business_id, month) DO UPDATE SET
    items = m.items + excluded.items, proofs = m.proofs + excluded.proofs, reviews = m.reviews + excluded.reviews,
    redeemed_own_cents = m.redeemed_own_cents + excluded.redeemed_own_cents, redeemed_default = m.redeemed_default + excluded.redeemed_default;
END $$;
--> statement-breakpoint
CREATE FUNCTION value_months_on_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM value_months_add(array_agg(o::value_items), -1) FROM old_rows o HAVING count(*) > 0; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM value_months_add(array_agg(n::value_items), 1) FROM new_rows n HAVING count(*) > 0; END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER value_months_items_insert AFTER INSERT ON value_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION value_months_on_items();
--> statement-breakpoint
CREATE TRIGGER value_months_items_update AFTER UPDATE ON value_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION value_months_on_items();
--> statement-breakpoint
CREATE TRIGGER value_months_items_delete AFTER DELETE ON value_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION value_months_on_items();
--> statement-breakpoint
-- One business's months summed again from its value items (a business's items fit in one array).
CREATE FUNCTION value_months_rebuild(business integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM value_months WHERE business_id = business;
  PERFORM value_months_add(array_agg(i), 1) FROM value_items i WHERE i.business_id = business HAVING count(*) > 0;
END $$;
--> statement-breakpoint
-- A new time zone moves items across month boundaries: the business's months are summed again.
CREATE FUNCTION value_months_on_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM value_months_rebuild(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER value_months_time_zone AFTER UPDATE OF time_zone ON businesses
  FOR EACH ROW WHEN (OLD.time_zone IS DISTINCT FROM NEW.time_zone) EXECUTE FUNCTION value_months_on_time_zone();
--> statement-breakpoint
-- One business at a time: a million items would not fit in one array.
SELECT value_months_rebuild(id) FROM businesses;
