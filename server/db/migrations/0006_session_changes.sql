-- Any change to the rows the per-request session check reads (accounts, memberships, businesses)
-- notifies 'sway_sessions', so a server that keeps those answers (server/auth/sessionCache.ts)
-- drops them. Statement-level: one notification per statement, whatever the number of rows;
-- PostgreSQL folds identical notifications of one transaction into one, sent at commit.
CREATE FUNCTION sway_sessions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sway_sessions', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON accounts
  FOR EACH STATEMENT EXECUTE FUNCTION sway_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER memberships_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON memberships
  FOR EACH STATEMENT EXECUTE FUNCTION sway_sessions_changed();
--> statement-breakpoint
CREATE TRIGGER businesses_sessions_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON businesses
  FOR EACH STATEMENT EXECUTE FUNCTION sway_sessions_changed();
