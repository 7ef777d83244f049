-- The dashboard reads value_items (0003/0004) now; no query filters voucherless sway proofs by
-- business and date any more, so this partial index only cost every proof write.
DROP INDEX "proofs_sway_items_idx";