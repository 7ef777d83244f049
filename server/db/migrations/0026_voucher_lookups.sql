CREATE TABLE "voucher_lookups" (
	"id" serial PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"session_id" text NOT NULL,
	"account_id" integer,
	"found" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "voucher_lookups" ADD CONSTRAINT "voucher_lookups_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_lookups" ADD CONSTRAINT "voucher_lookups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_lookups_business_idx" ON "voucher_lookups" USING btree ("business_id","created_at");