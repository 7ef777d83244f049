DROP INDEX "report_runs_business_idx";--> statement-breakpoint
DROP INDEX "report_runs_definition_date_idx";--> statement-breakpoint
ALTER TABLE "report_runs" ADD COLUMN "parameters" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "report_runs" ADD COLUMN "parameters_label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_runs" ADD COLUMN "status" text DEFAULT 'RUNNING' NOT NULL;--> statement-breakpoint
ALTER TABLE "report_runs" ADD COLUMN "total_rows" integer;--> statement-breakpoint
ALTER TABLE "report_runs" ADD COLUMN "rows_written" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_runs" ADD COLUMN "message" text;--> statement-breakpoint
ALTER TABLE "report_runs" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "report_runs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_runs" ADD CONSTRAINT "report_runs_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_runs_business_definition_idx" ON "report_runs" USING btree ("business_id","report_definition_id","report_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "report_runs_running_idx" ON "report_runs" USING btree ("business_id") WHERE "report_runs"."status" = 'RUNNING';