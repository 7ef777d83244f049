CREATE TABLE "code_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_list_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"touched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "codes" ADD COLUMN "import_id" integer;--> statement-breakpoint
ALTER TABLE "code_imports" ADD CONSTRAINT "code_imports_code_list_id_code_lists_id_fk" FOREIGN KEY ("code_list_id") REFERENCES "public"."code_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "code_imports_running_uq" ON "code_imports" USING btree ("code_list_id") WHERE "code_imports"."committed_at" is null;--> statement-breakpoint
CREATE INDEX "codes_import_idx" ON "codes" USING btree ("import_id") WHERE "codes"."import_id" is not null;