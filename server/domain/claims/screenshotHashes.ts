// The claim's screenshot hash, made when the screenshot step is taken instead of when the contact
// step completes the claim (issue 38). At rush hour the contact step's decode and hash waited in
// libuv's thread pool behind the other customers' image work (the hint's OCR preparation, uploads
// written to disk): 12 s at 20 customers. Started at the screenshot step, before the hint's reading
// is queued, the hash is ready while the customer reads the requirements and types their contact
// details. Kept in this server's memory only, bounded, and taken once: a contact step that lands
// on another server, or after the entry was dropped, hashes the image itself as before.
import type { FastifyInstance } from 'fastify';
import type { ImageHashes } from '../proofChecks/imageHash';
import { screenshotHash } from '../proofChecks/run';

/** Hashes waiting for their contact step; past this the oldest are dropped (a hash is ~100 bytes). */
export const KEPT_HASHES = 2_000;

const kept = new WeakMap<FastifyInstance, Map<string, Promise<ImageHashes | null>>>();
const keptOf = (app: FastifyInstance) => {
  let map = kept.get(app);
  if (!map) kept.set(app, (map = new Map()));
  return map;
};

/** Starts hashing a claim's screenshot now; answers at once. */
export function hashAhead(app: FastifyInstance, imageUrl: string): void {
  const map = keptOf(app);
  if (map.has(imageUrl)) return;
  map.set(imageUrl, screenshotHash(app, imageUrl));
  for (const oldest of map.keys()) {
    if (map.size <= KEPT_HASHES) break;
    map.delete(oldest);
  }
}

/** The screenshot's hash: the one started ahead when there is one (taken out), else made now. */
export function takeHash(app: FastifyInstance, imageUrl: string | null): Promise<ImageHashes | null> {
  if (!imageUrl) return Promise.resolve(null);
  const map = keptOf(app);
  const ahead = map.get(imageUrl);
  map.delete(imageUrl);
  return ahead ?? screenshotHash(app, imageUrl);
}
