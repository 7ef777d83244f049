-- Mailing lists belong to a business (issue 16). Lists made before have no owner: they go to the
-- first business (the demo data's Tony's Pizza), or are dropped when there is none. The status
-- becomes the one truth: PROCESSED is READY, an archived list ARCHIVED.
ALTER TABLE "mailing_lists" ADD COLUMN "business_id" integer;--> statement-breakpoint
UPDATE "mailing_lists" SET "business_id" = (SELECT min("id") FROM "businesses");--> statement-breakpoint
DELETE FROM "mailing_lists" WHERE "business_id" IS NULL;--> statement-breakpoint
UPDATE "mailing_lists" SET "mailing_list_status" = CASE WHEN "archived" THEN 'ARCHIVED' WHEN "mailing_list_status" = 'PROCESSED' THEN 'READY' ELSE "mailing_list_status" END;--> statement-breakpoint
ALTER TABLE "mailing_lists" ALTER COLUMN "business_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mailing_lists" ADD CONSTRAINT "mailing_lists_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailing_lists_business_idx" ON "mailing_lists" USING btree ("business_id","created_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "mailing_lists" DROP COLUMN "archived";
