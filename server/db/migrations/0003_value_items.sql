CREATE TABLE "value_items" (
	"business_id" integer NOT NULL,
	"voucher_id" integer,
	"proof_id" integer,
	"at" timestamp with time zone NOT NULL,
	"redeemed" boolean NOT NULL,
	"value_cents" integer,
	"proof_types" text[] NOT NULL,
	"image_urls" text[] NOT NULL,
	"offer_summary" text,
	"offer_id" integer,
	"sway_offer_id" integer,
	CONSTRAINT "value_items_one_source" CHECK (("value_items"."voucher_id" is null) <> ("value_items"."proof_id" is null))
);
--> statement-breakpoint
ALTER TABLE "value_items" ADD CONSTRAINT "value_items_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "value_items_voucher_idx" ON "value_items" USING btree ("voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "value_items_proof_idx" ON "value_items" USING btree ("proof_id");--> statement-breakpoint
CREATE INDEX "value_items_business_at_idx" ON "value_items" USING btree ("business_id","at");