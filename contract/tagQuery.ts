// The affected-offers query's tag encoding, kept free of zod so the console's first load (which
// carries the data provider) does not pull in the schema library.

/** Location tags (spec 1 §3): street/city/zip/state are system tags made from the address. */
export const TAG_KINDS = ['street', 'city', 'zip', 'state', 'custom'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** Encodes the tags of a location for the affected-offers query. */
export const encodeTags = (tags: { kind: TagKind; value: string }[]) => JSON.stringify(tags.map((t) => `${t.kind}:${t.value}`));
