CREATE TABLE "admin_visits" (
	"account_id" integer NOT NULL,
	"business_id" integer NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_visits_account_id_business_id_pk" PRIMARY KEY("account_id","business_id")
);
--> statement-breakpoint
ALTER TABLE "admin_visits" ADD CONSTRAINT "admin_visits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_visits" ADD CONSTRAINT "admin_visits_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- An admin's switches used to be recorded as memberships, which made the admin a visible, editable
-- user of every business it had visited (issue 19 finding 5): move them, then drop them.
INSERT INTO "admin_visits" ("account_id", "business_id", "last_used_at")
  SELECT m."account_id", m."business_id", coalesce(m."last_used_at", m."created_at")
  FROM "memberships" m JOIN "accounts" a ON a."id" = m."account_id"
  WHERE a."user_type" = 'ADMIN';
--> statement-breakpoint
DELETE FROM "memberships" m USING "accounts" a WHERE a."id" = m."account_id" AND a."user_type" = 'ADMIN';
