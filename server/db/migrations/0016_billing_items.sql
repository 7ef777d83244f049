-- Billing control (issue 17): the billing ledger. A billing item follows its proof by a row
-- trigger, in the same transaction as the change: an approved sway proof (by a person in review or
-- automatically, however it is written) whose flow names an addon enters the queue; a proof denied
-- or deleted before its charge was started leaves it. Items with a charge under way stay: the
-- invoice may exist, and the next run reconciles it. The local ledger's addons are rows, so the
-- items' foreign key holds whichever provider lists them.
CREATE TABLE "billing_ledger_invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"customer_id" text NOT NULL,
	"addon_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_ledger_invoices_key_uq" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"running_until" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"last_result" text
);
--> statement-breakpoint
ALTER TABLE "businesses" ADD COLUMN "chargebee_customer_id" text;--> statement-breakpoint
ALTER TABLE "billing_items" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "billing_items" ADD COLUMN "attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_items" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_items" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "billing_items" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "billing_items" ADD CONSTRAINT "billing_items_idempotency_key_uq" UNIQUE("idempotency_key");--> statement-breakpoint
CREATE FUNCTION billing_items_follow_proof() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.is_sway AND NEW.review_status = 'APPROVED' AND NEW.deleted_at IS NULL AND NEW.sway_offer_id IS NOT NULL THEN
    INSERT INTO billing_items (business_id, proof_id, chargebee_addon_id, email)
    SELECT NEW.business_id, NEW.id, a.id, NEW.email
    FROM sway_flows f JOIN billing_addons a ON a.id = f.side_effect_data->>'chargebee_addon_id'
    WHERE f.sway_offer_id = NEW.sway_offer_id
    ON CONFLICT (proof_id) DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM billing_items WHERE proof_id = NEW.id AND status = 'PENDING' AND idempotency_key IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER billing_items_follow_proof AFTER INSERT OR UPDATE OF review_status, deleted_at ON proofs
  FOR EACH ROW EXECUTE FUNCTION billing_items_follow_proof();
--> statement-breakpoint
INSERT INTO billing_addons (id, name, price_cents) VALUES
  ('gift-card-5', '$5 gift card', 500), ('gift-card-10', '$10 gift card', 1000),
  ('gift-card-25', '$25 gift card', 2500), ('gift-card-50', '$50 gift card', 5000)
ON CONFLICT (id) DO NOTHING;
