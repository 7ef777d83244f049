ALTER TABLE "value_items" ADD COLUMN "reviews" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "value_items" ADD COLUMN "log_head" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- The activity log's rows rendered when their value item is written (issue 38: the log's first read
-- cost 5-7 times the floor's CPU, mostly in building its JSON). Each value item keeps its review
-- count and its row as JSON text up to the offer summary; the read (domain/activity.ts) adds the
-- summary (a sway proof's may be its offer's current one) and the amount (priced with the
-- business's current settings) and joins the rows as text. Written in the same transaction as
-- the item itself, by the item's own row: nothing else goes into it.
CREATE FUNCTION value_items_log_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.reviews := (SELECT count(*)::int FROM unnest(NEW.proof_types) t WHERE t IN ('ONLINE_REVIEW', 'FACEBOOK_REVIEW'));
  NEW.log_head := rtrim(json_build_object(
      'id', CASE WHEN NEW.voucher_id IS NOT NULL THEN 'v' || NEW.voucher_id ELSE 'p' || NEW.proof_id END,
      'detail_id', coalesce(NEW.voucher_id, NEW.proof_id),
      'type', CASE WHEN NEW.redeemed THEN 'redeem' WHEN NEW.reviews > 0 THEN 'review' ELSE 'post' END,
      'activity_date', to_char(NEW.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
      'proof_type', CASE WHEN cardinality(NEW.proof_types) = 0 THEN NULL
                         WHEN NEW.proof_id IS NOT NULL THEN 'Sway ' || NEW.proof_types[1] ELSE NEW.proof_types[1] END,
      'proof_types', NEW.proof_types,
      'img_url', NEW.image_urls)::text, '}') || ', "offer_summary" : ';
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER value_items_log_row BEFORE INSERT OR UPDATE ON value_items
  FOR EACH ROW EXECUTE FUNCTION value_items_log_row();
--> statement-breakpoint
-- The items there are: rendered one business at a time, without moving their months (the month
-- sums' trigger would take each business's items away and add them back unchanged). The server's
-- statement timeout (15 s) bounds requests, not this one-time rendering: about 2.3 s per 140,000
-- items on PostgreSQL, so a database of a million items would pass it. The migration holds
-- value_items until it commits: docs/decisions/0275-activity-log-rows-rendered-on-write.md says what
-- that means for an upgrade.
SET LOCAL statement_timeout = 0;
--> statement-breakpoint
ALTER TABLE value_items DISABLE TRIGGER value_months_items_update;
--> statement-breakpoint
DO $$
DECLARE business integer;
BEGIN
  FOR business IN SELECT DISTINCT business_id FROM value_items LOOP
    UPDATE value_items SET reviews = 0 WHERE business_id = business;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE value_items ENABLE TRIGGER value_months_items_update;
