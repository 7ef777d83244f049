CREATE TABLE "proof_checks" (
	"proof_id" integer PRIMARY KEY NOT NULL,
	"business_id" integer NOT NULL,
	"level" text NOT NULL,
	"status" text NOT NULL,
	"required" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ocr_text" text,
	"ocr_confidence" real,
	"found" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"missing" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"post_date" timestamp with time zone,
	"image_hash" bigint,
	"window_hashes" bigint[],
	"hash_bands" integer[],
	"signals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decision" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "proof_checks" ADD CONSTRAINT "proof_checks_proof_id_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."proofs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proof_checks" ADD CONSTRAINT "proof_checks_business_id_businesses_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."businesses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proof_checks_bands_idx" ON "proof_checks" USING gin ("hash_bands");--> statement-breakpoint
CREATE INDEX "proof_checks_queued_idx" ON "proof_checks" USING btree ("created_at") WHERE "proof_checks"."status" = 'QUEUED';