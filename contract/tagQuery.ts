// The affected-offers query's tag encoding, kept free of zod so the console's first load (which
// carries the data provider) does not pull in the schema library.
import type { TagKind } from './locations';

/** Encodes the tags of a location for the affected-offers query. */
export const encodeTags = (tags: { kind: TagKind; value: string }[]) => JSON.stringify(tags.map((t) => `${t.kind}:${t.value}`));
