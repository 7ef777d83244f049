ALTER TABLE "sway_offers" ADD COLUMN "proof_sample_images" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "short_urls_sway_offer_address_uq" ON "short_urls" USING btree ("sway_offer_id","address_id") WHERE "short_urls"."address_id" is not null;--> statement-breakpoint
-- Campaign links led to the network offer share page of the same number; they lead to the campaign's page.
UPDATE "short_urls" SET "url" = '/c/' || "id" WHERE "sway_offer_id" IS NOT NULL AND "url" LIKE '/share/offer/%';
