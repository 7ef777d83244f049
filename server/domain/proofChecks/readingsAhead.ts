// The contact step's hint reads the claim's screenshot for the very tags its proof's check will look
// for, with the same reader (claims/hint.ts, read.ts readForTags). The reading is kept here, in this
// server's memory, so the check job that follows the claim takes it instead of reading the
// screenshot a second time: half the OCR work of a claim at an OCR level, and a check that is
// decided as soon as the claim is, when the customer typed their details while the hint was read
// (decision 0280). Bounded in count and age, and taken once: a check that runs on another server,
// or after its reading was dropped, reads the screenshot itself as before. A reading is taken only
// for the very bytes it read: an upload URL an object store signed may be used again to replace the
// file between the hint and the check.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RequiredTag } from '../../../contract/proofChecks';
import type { TagReading } from './read';

/** Readings waiting for their check; past this the oldest are dropped (a reading is a few tens of KB). */
export const KEPT_READINGS = 200;
/** A reading not taken by then is dropped: the customer left before submitting. */
export const KEPT_READING_MS = 15 * 60_000;

interface Kept { reading: Promise<TagReading>; at: number; digest: string }

/** What identifies the bytes a reading was made of. */
export const imageDigest = (image: Buffer) => createHash('sha256').update(image).digest('base64url');

// By the app's services, which its plugins share: the hint is kept by the claim flow's plugin and
// taken by the event handler, each with its own encapsulated instance of the app.
const kept = new WeakMap<object, Map<string, Kept>>();
const keptOf = (app: FastifyInstance) => {
  let map = kept.get(app.services);
  if (!map) kept.set(app.services, (map = new Map()));
  return map;
};

/** By the image and the tags in order (a check row's tags come back from jsonb, whose keys are reordered). */
const keyOf = (imageUrl: string, required: readonly RequiredTag[]) => `${imageUrl}\n${required.map((t) => `${t.kind}:${t.value}`).join('\n')}`;

/** Keeps a reading of `imageUrl` for `required` (started now, or finished) for the check job. */
export function keepReading(app: FastifyInstance, image: { url: string; bytes: Buffer }, required: readonly RequiredTag[], reading: Promise<TagReading>, now = Date.now()): void {
  const imageUrl = image.url;
  const map = keptOf(app);
  // A failed reading is not kept: the check reads again.
  reading.catch(() => map.delete(keyOf(imageUrl, required)));
  map.set(keyOf(imageUrl, required), { reading, at: now, digest: imageDigest(image.bytes) });
  for (const [key, entry] of map) {
    if (map.size <= KEPT_READINGS && now - entry.at <= KEPT_READING_MS) break;
    map.delete(key);
  }
}

/** The kept reading of the image (its URL and bytes now) for exactly `required`, taken out; null when there is none. */
export function takeReading(app: FastifyInstance, image: { url: string; bytes: Buffer }, required: readonly RequiredTag[], now = Date.now()): Promise<TagReading> | null {
  const map = keptOf(app);
  const key = keyOf(image.url, required);
  const entry = map.get(key);
  map.delete(key);
  return entry && now - entry.at <= KEPT_READING_MS && entry.digest === imageDigest(image.bytes) ? entry.reading : null;
}
