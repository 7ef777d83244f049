ALTER TABLE "proofs" ADD COLUMN "show_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "social_proofs" ADD COLUMN "proof_id" integer;--> statement-breakpoint
ALTER TABLE "social_proofs" ADD CONSTRAINT "social_proofs_proof_id_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."proofs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_proofs" ADD CONSTRAINT "social_proofs_proof_uq" UNIQUE("proof_id");