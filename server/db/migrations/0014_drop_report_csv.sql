DELETE FROM "report_runs";--> statement-breakpoint
ALTER TABLE "report_runs" DROP COLUMN "csv";