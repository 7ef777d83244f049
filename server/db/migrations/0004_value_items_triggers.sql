-- Dashboard value items (issue 3): value_item_sources defines an item from proofs and vouchers;
-- value_items holds the same rows, kept equal to the view by row triggers in the same transaction
-- as every change, so the dashboard never shows a stale figure. Definitions:
-- docs/decisions/0018-value-items-kept-by-triggers.md.
-- A bulk load may set `sway.value_items_deferred = on` for its transaction and then call
-- value_items_refresh_businesses(lo, hi) for the businesses it wrote (the --scale seed does).
CREATE VIEW "value_item_sources" AS
  SELECT vo.business_id, vo.id AS voucher_id, NULL::integer AS proof_id,
         coalesce(vo.date_redeemed, agg.first_at) AS at, vo.date_redeemed IS NOT NULL AS redeemed, vo.value_cents,
         agg.types AS proof_types, agg.imgs AS image_urls, agg.summary AS offer_summary, vo.offer_id, NULL::integer AS sway_offer_id
  FROM vouchers vo
  CROSS JOIN LATERAL (
    SELECT min(p.date_submitted) AS first_at,
           coalesce(array_agg(p.proof_type ORDER BY p.id), '{}') AS types,
           coalesce(array_agg(p.proof_image_url ORDER BY p.id) FILTER (WHERE p.proof_image_url IS NOT NULL), '{}') AS imgs,
           min(p.offer_summary) AS summary
    FROM proofs p
    WHERE p.voucher_id = vo.id AND p.deleted_at IS NULL AND p.review_status <> 'DENIED') agg
  WHERE vo.date_redeemed IS NOT NULL OR agg.first_at IS NOT NULL
  UNION ALL
  SELECT p.business_id, NULL::integer, p.id,
         p.date_submitted, false, NULL::integer,
         ARRAY[p.proof_type], CASE WHEN p.proof_image_url IS NULL THEN '{}'::text[] ELSE ARRAY[p.proof_image_url] END,
         p.offer_summary, NULL::integer, p.sway_offer_id
  FROM proofs p
  WHERE p.voucher_id IS NULL AND p.is_sway AND p.deleted_at IS NULL AND p.review_status <> 'DENIED';
--> statement-breakpoint
CREATE FUNCTION value_items_sync(voucher integer, proof integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF voucher IS NOT NULL THEN
    DELETE FROM value_items WHERE voucher_id = voucher;
    INSERT INTO value_items (business_id, voucher_id, proof_id, at, redeemed, value_cents, proof_types, image_urls, offer_summary, offer_id, sway_offer_id)
      SELECT business_id, voucher_id, proof_id, at, redeemed, value_cents, proof_types, image_urls, offer_summary, offer_id, sway_offer_id
      FROM value_item_sources WHERE voucher_id = voucher;
  END IF;
  IF proof IS NOT NULL THEN
    DELETE FROM value_items WHERE proof_id = proof;
    INSERT INTO value_items (business_id, voucher_id, proof_id, at, redeemed, value_cents, proof_types, image_urls, offer_summary, offer_id, sway_offer_id)
      SELECT business_id, voucher_id, proof_id, at, redeemed, value_cents, proof_types, image_urls, offer_summary, offer_id, sway_offer_id
      FROM value_item_sources WHERE proof_id = proof;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION value_items_refresh_businesses(lo integer, hi integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM value_items WHERE business_id BETWEEN lo AND hi;
  INSERT INTO value_items (business_id, voucher_id, proof_id, at, redeemed, value_cents, proof_types, image_urls, offer_summary, offer_id, sway_offer_id)
    SELECT business_id, voucher_id, proof_id, at, redeemed, value_cents, proof_types, image_urls, offer_summary, offer_id, sway_offer_id
    FROM value_item_sources WHERE business_id BETWEEN lo AND hi;
END $$;
--> statement-breakpoint
CREATE FUNCTION value_items_on_proof() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sway.value_items_deferred', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP <> 'INSERT' THEN PERFORM value_items_sync(OLD.voucher_id, OLD.id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.voucher_id IS DISTINCT FROM OLD.voucher_id) THEN
    PERFORM value_items_sync(NEW.voucher_id, NEW.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION value_items_on_voucher() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sway.value_items_deferred', true) = 'on' THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    DELETE FROM value_items WHERE voucher_id = OLD.id;
  ELSE
    PERFORM value_items_sync(NEW.id, NULL);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER value_items_proofs
  AFTER INSERT OR DELETE OR UPDATE OF voucher_id, business_id, proof_type, is_sway, date_submitted, offer_summary,
    proof_image_url, review_status, deleted_at, sway_offer_id
  ON proofs FOR EACH ROW EXECUTE FUNCTION value_items_on_proof();
--> statement-breakpoint
CREATE TRIGGER value_items_vouchers
  AFTER INSERT OR DELETE OR UPDATE OF business_id, offer_id, date_redeemed, value_cents
  ON vouchers FOR EACH ROW EXECUTE FUNCTION value_items_on_voucher();
--> statement-breakpoint
INSERT INTO value_items (business_id, voucher_id, proof_id, at, redeemed, value_cents, proof_types, image_urls, offer_summary, offer_id, sway_offer_id)
  SELECT business_id, voucher_id, proof_id, at, redeemed, value_cents, proof_types, image_urls, offer_summary, offer_id, sway_offer_id
  FROM value_item_sources;
