CREATE TABLE "domain_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"business_id" integer,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "message_key" text;--> statement-breakpoint
CREATE INDEX "domain_events_pending_idx" ON "domain_events" USING btree ("run_after") WHERE "domain_events"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "domain_events_dead_idx" ON "domain_events" USING btree ("created_at") WHERE "domain_events"."status" = 'DEAD';--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_event_message_idx" ON "outbox" USING btree ("event_id","message_key") WHERE "outbox"."event_id" is not null;--> statement-breakpoint
-- A new event wakes every server's dispatcher (server/domain/events/dispatcher.ts) at commit; the
-- dispatchers also poll, for events whose run_after has come and for leases that ran out.
CREATE FUNCTION sway_events_recorded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sway_events', '');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER domain_events_recorded AFTER INSERT ON domain_events
  FOR EACH STATEMENT EXECUTE FUNCTION sway_events_recorded();
--> statement-breakpoint
-- Checks left QUEUED by a server before this migration were re-queued in process at each start;
-- from now on a check is its claim's event's, so each gets one.
INSERT INTO domain_events (type, business_id, payload)
  SELECT 'CLAIM_COMPLETED', business_id, jsonb_build_object('proofId', proof_id, 'outcome', 'CHECK_QUEUED', 'noCodesLeft', false)
  FROM proof_checks WHERE status = 'QUEUED';
