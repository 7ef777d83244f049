// Help before submitting (issue 32): while the customer fills the contact step, the screenshot
// they uploaded is read by the proof checks' reader (proofChecks/read.ts, the same OCR queue), and
// the page says which required tag it cannot see, so a customer can upload another screenshot
// before submitting rather than be refused after. The hint never blocks anything: it is read in
// the background after the screenshot step is taken, kept on the claim row (any server answers the
// page's poll), and a hint that is late, too costly or failed is simply not shown. Submitting
// stays possible whatever the hint says; the proof's own check decides, as before.
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tagLabel, type RequiredTag } from '../../../contract/proofChecks';
import { claims, type ClaimHintRow } from '../../db/schema';
import { readForTags } from '../proofChecks/read';
import { keepReading } from '../proofChecks/readingsAhead';
import { requiredTags } from '../proofChecks/requiredTags';
import { stepsBeforeEnd, type Campaign } from './campaign';

/** Screenshots larger than this are not read for a hint (uploads are shrunk to ~300 KB in the browser). */
export const HINT_MAX_BYTES = 8 * 1024 * 1024;
/**
 * A reading not finished by then is given up and the page shows nothing: as long as the page's
 * script asks (customer/scripts/claimHint.ts), since a reading cannot be stopped once queued and
 * a shorter deadline would only throw its result away (bench: 11 of 20 at once took over 20 s).
 */
export const HINT_DEADLINE_MS = 40_000;
/**
 * OCR reads waiting or running from which no hint is read: the proofs' own checks come first, and
 * a hint costs a whole reading (about 10 s of CPU a claim at rush hour, docs/bench/claim.md), so
 * hints are read while few reads wait and skipped at rush hour, when they slowed every
 * customer's contact step. Reads are counted from their arrival, before their preparation, so a
 * rush of screenshot steps within one second is seen as it comes, not after it. At 20 customers at
 * once: 4 reads let 4 hints through (p95 9.5 s), 8 reads 8 (p95 17 s), all within the deadline
 * (bench/claim/hintWait.ts, docs/bench/claim.md).
 */
export const HINT_QUEUE_LIMIT = 8;

export type ClaimHint = ClaimHintRow;

/** What a campaign's screenshot must show, as its proof's check will look for it. */
export function hintTags(campaign: Campaign): RequiredTag[] {
  const proofType = campaign.offer.tasks[0] ?? 'INSTAGRAM_POST';
  return requiredTags(campaign.offer, campaign.flow, proofType);
}

/** Whether a hint is worth reading: the flow has a contact step after the screenshot, and tags to look for. */
export function hintApplies(campaign: Campaign): boolean {
  const steps = stepsBeforeEnd(campaign.flow);
  return steps.includes('claim') && steps.indexOf('contactInfo') > steps.indexOf('claim') && hintTags(campaign).length > 0;
}

/** The hint as the page shows it: a reading past its deadline (its server stopped) counts as unavailable. */
export function currentHint(hint: ClaimHint | null | undefined, imageUrl: string | null, now = Date.now()): ClaimHint | null {
  if (!hint || !imageUrl || hint.imageUrl !== imageUrl) return null;
  if (hint.state === 'reading' && now - Date.parse(hint.startedAt) > HINT_DEADLINE_MS + 5_000) return { ...hint, state: 'unavailable' };
  return hint;
}

/** The sentence the contact step shows for a finished reading. */
export function hintMessage(hint: ClaimHint): string | null {
  if (hint.state !== 'done') return null;
  if (hint.missing.length === 0) return 'We can see everything your post needs on your screenshot.';
  const list = hint.missing.length === 1 ? hint.missing[0]! : `${hint.missing.slice(0, -1).join(', ')} and ${hint.missing.at(-1)!}`;
  return `We could not see ${list} on your screenshot. If your post has ${hint.missing.length === 1 ? 'it' : 'them'}, you can still submit; otherwise add ${
    hint.missing.length === 1 ? 'it' : 'them'} to your post and upload another screenshot.`;
}

const writeHint = (app: FastifyInstance, claimId: string, hint: ClaimHint) => app.db.update(claims).set({ hint })
  // Only over the reading of the same screenshot: a newer upload has its own.
  .where(and(eq(claims.id, claimId), sql`${claims.hint}->>'imageUrl' = ${hint.imageUrl}`));

/** Per server: hints started whose reading is not in the OCR queue yet. */
const startingHints = new WeakMap<FastifyInstance, number>();

/** A deadline that leaves no timer behind. */
function within<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => { timer = setTimeout(() => resolve('late'), ms); timer.unref(); });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Starts the hint of a claim's newly taken screenshot: marks it as being read and queues the
 * reading as background work of this server. Answers at once.
 */
export async function startHint(app: FastifyInstance, claimId: string, campaign: Campaign, imageUrl: string): Promise<void> {
  if (!hintApplies(campaign)) return;
  // Hints started here whose reading has not reached the OCR queue yet count too: a burst of steps
  // all answered before the first reading began would otherwise each see an empty queue.
  const starting = startingHints.get(app) ?? 0;
  const busy = app.services.ocr.queue().depth + starting >= HINT_QUEUE_LIMIT;
  if (!busy) startingHints.set(app, starting + 1);
  let counted = !busy;
  const reached = () => { if (counted) { counted = false; startingHints.set(app, (startingHints.get(app) ?? 1) - 1); } };
  const startedAt = new Date().toISOString();
  const hint: ClaimHint = { imageUrl, state: busy ? 'unavailable' : 'reading', missing: [], startedAt };
  try {
    await app.db.update(claims).set({ hint }).where(eq(claims.id, claimId));
  } catch (err) {
    reached();
    throw err;
  }
  if (busy) return;
  const tags = hintTags(campaign);
  app.jobs.enqueue('claim hint', () => readHint().finally(reached));
  async function readHint() {
    const done = (result: Pick<ClaimHint, 'state' | 'missing'>) => writeHint(app, claimId, { ...hint, ...result, doneAt: new Date().toISOString() });
    const image = await app.services.storage.read(imageUrl).catch(() => null);
    if (!image || image.length > HINT_MAX_BYTES) return void (await done({ state: 'unavailable', missing: [] }));
    // readForTags queues its first reading before it first waits: from here the queue counts it.
    reached();
    const work = readForTags(app.services.ocr, image, tags, { optional: true });
    // The proof's check looks for the same tags with the same reader: it takes this reading.
    keepReading(app, { url: imageUrl, bytes: image }, tags, work);
    const reading = await within(work, HINT_DEADLINE_MS).catch((err: unknown) => {
      app.log.warn({ err, claimId }, 'the hint could not read a claim screenshot');
      return null;
    });
    if (!reading || reading === 'late') return void (await done({ state: 'unavailable', missing: [] }));
    await done({ state: 'done', missing: reading.missing.map(tagLabel) });
  }
}
