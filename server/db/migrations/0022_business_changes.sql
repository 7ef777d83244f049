-- Every statement that changes rows a business's kept answers are made of (server/routes/keptReplies.ts:
-- the dashboard, the business, voucher and sway proof details, timeline pages) notifies 'sway_business' with the
-- business's id, so a server that keeps those answers drops that business's. Statement-level: one
-- notification per statement and business, whatever the number of rows; PostgreSQL folds
-- identical notifications of one transaction into one, sent at commit. A statement over more than
-- 100 businesses (a bulk load), a TRUNCATE, and a change of an industry's default values (which
-- price every business of the industry) notify an empty payload: every business's answers go.
-- Each notification is also raised at DEBUG1 as 'channel payload': PostgreSQL sends that to the
-- session that made the change only, in the statement's answer, and only when the session asks for
-- DEBUG1 messages (the server's pool does; nothing is logged by default). A server learns its own
-- changes that way, without having every connection LISTEN, which wakes every listening session
-- for every notification (server/db/pgListen.ts); PGlite, one session, listens.
CREATE OR REPLACE FUNCTION sway_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sway_sessions', '');
  RAISE DEBUG 'sway_sessions ';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sway_business_notify(ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  business integer;
BEGIN
  IF ids IS NULL THEN
    RETURN;
  END IF;
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('sway_business', '');
    RAISE DEBUG 'sway_business ';
    RETURN;
  END IF;
  FOREACH business IN ARRAY ids LOOP
    PERFORM pg_notify('sway_business', business::text);
    RAISE DEBUG 'sway_business %', business;
  END LOOP;
END $$;
--> statement-breakpoint
-- For tables whose rows carry business_id (PL/pgSQL compiles a trigger function per table).
CREATE FUNCTION sway_business_rows_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sway_business_notify(array_agg(DISTINCT business_id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sway_business_notify(array_agg(DISTINCT business_id)) FROM old_rows;
  ELSE
    PERFORM sway_business_notify(array_agg(DISTINCT d.id))
    FROM (SELECT business_id AS id FROM new_rows UNION SELECT business_id FROM old_rows) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sway_businesses_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sway_business_notify(array_agg(id)) FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM sway_business_notify(array_agg(id)) FROM old_rows;
  ELSE
    PERFORM sway_business_notify(array_agg(DISTINCT d.id)) FROM (SELECT id FROM new_rows UNION SELECT id FROM old_rows) d;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sway_every_business_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sway_business', '');
  RAISE DEBUG 'sway_business ';
  RETURN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['proofs', 'vouchers', 'customers', 'offers', 'sway_offers', 'social_proofs', 'locations'] LOOP
    EXECUTE format('CREATE TRIGGER %1$s_business_insert AFTER INSERT ON %1$I REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sway_business_rows_changed()', t);
    EXECUTE format('CREATE TRIGGER %1$s_business_update AFTER UPDATE ON %1$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sway_business_rows_changed()', t);
    EXECUTE format('CREATE TRIGGER %1$s_business_delete AFTER DELETE ON %1$I REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION sway_business_rows_changed()', t);
    EXECUTE format('CREATE TRIGGER %1$s_business_truncate AFTER TRUNCATE ON %1$I
      FOR EACH STATEMENT EXECUTE FUNCTION sway_every_business_changed()', t);
  END LOOP;
END $$;
--> statement-breakpoint
CREATE TRIGGER businesses_business_insert AFTER INSERT ON businesses REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sway_businesses_changed();
--> statement-breakpoint
CREATE TRIGGER businesses_business_update AFTER UPDATE ON businesses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sway_businesses_changed();
--> statement-breakpoint
CREATE TRIGGER businesses_business_delete AFTER DELETE ON businesses REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION sway_businesses_changed();
--> statement-breakpoint
CREATE TRIGGER businesses_business_truncate AFTER TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION sway_every_business_changed();
--> statement-breakpoint
CREATE TRIGGER industry_categories_business_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON industry_categories
  FOR EACH STATEMENT EXECUTE FUNCTION sway_every_business_changed();
