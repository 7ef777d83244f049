CREATE TABLE "claims" (
	"id" text PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"sway_offer_id" integer NOT NULL,
	"link_code" text NOT NULL,
	"location_id" integer,
	"step" text NOT NULL,
	"granted_image_url" text,
	"image_url" text,
	"upload_grants" integer DEFAULT 0 NOT NULL,
	"answers" jsonb,
	"proof_id" integer,
	"voucher_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "claims_proof_uq" UNIQUE("proof_id")
);
--> statement-breakpoint
ALTER TABLE "proofs" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "proofs" ADD COLUMN "contact_data" jsonb;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "sway_offer_id" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "public_key" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "pin" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "redeemed_by" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "granted_location_id" integer;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "answers" jsonb;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_sway_offer_id_sway_offers_id_fk" FOREIGN KEY ("sway_offer_id") REFERENCES "public"."sway_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_proof_id_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."proofs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_sway_offer_idx" ON "claims" USING btree ("sway_offer_id","created_at");--> statement-breakpoint
ALTER TABLE "proofs" ADD CONSTRAINT "proofs_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_sway_offer_id_sway_offers_id_fk" FOREIGN KEY ("sway_offer_id") REFERENCES "public"."sway_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_redeemed_by_accounts_id_fk" FOREIGN KEY ("redeemed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_granted_location_id_locations_id_fk" FOREIGN KEY ("granted_location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_business_pin_uq" ON "vouchers" USING btree ("business_id","pin") WHERE "vouchers"."pin" is not null;--> statement-breakpoint
CREATE INDEX "vouchers_offer_granted_idx" ON "vouchers" USING btree ("offer_id","granted_location_id","created_at");--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_public_key_uq" UNIQUE("public_key");