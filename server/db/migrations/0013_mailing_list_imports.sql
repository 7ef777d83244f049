-- Mailing list file imports (issue 16): rows of a running import stay invisible until it is
-- committed. E-mails become trimmed and lower-case, one per list (earlier repeats are dropped).
CREATE TABLE "mailing_list_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"mailing_list_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"duplicates_in_file" integer DEFAULT 0 NOT NULL,
	"duplicates_in_list" integer DEFAULT 0 NOT NULL,
	"bad_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	"failed_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "mailing_list_entries_list_idx";--> statement-breakpoint
ALTER TABLE "mailing_list_entries" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "mailing_list_imports" ADD CONSTRAINT "mailing_list_imports_mailing_list_id_mailing_lists_id_fk" FOREIGN KEY ("mailing_list_id") REFERENCES "public"."mailing_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_imports_running_uq" ON "mailing_list_imports" USING btree ("mailing_list_id") WHERE "mailing_list_imports"."committed_at" is null and "mailing_list_imports"."failed_at" is null;--> statement-breakpoint
CREATE INDEX "mailing_list_imports_list_idx" ON "mailing_list_imports" USING btree ("mailing_list_id","id" DESC NULLS LAST);--> statement-breakpoint
UPDATE "mailing_list_entries" SET "email" = lower(trim("email")) WHERE "email" <> lower(trim("email"));--> statement-breakpoint
DELETE FROM "mailing_list_entries" a USING "mailing_list_entries" b WHERE a."mailing_list_id" = b."mailing_list_id" AND a."email" = b."email" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "mailing_list_entries_list_email_uq" ON "mailing_list_entries" USING btree ("mailing_list_id","email");--> statement-breakpoint
CREATE INDEX "mailing_list_entries_import_idx" ON "mailing_list_entries" USING btree ("import_id") WHERE "mailing_list_entries"."import_id" is not null;--> statement-breakpoint
CREATE INDEX "mailing_list_entries_direct_idx" ON "mailing_list_entries" USING btree ("mailing_list_id") WHERE "mailing_list_entries"."import_id" is null;