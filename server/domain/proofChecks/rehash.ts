// Screenshot hashes made by an older HASH_VERSION are made again from their proof's image, in the
// background, a batch at a time (decision 0277). Until a row is done, a re-send of its image may
// be missed: the versions differ by up to 11 bits on one image, above SAME_IMAGE_MAX_DISTANCE.
// Every server does batches; each starts at a random proof so that several servers on one database
// mostly take different rows, and a row two servers take gets the same hash from both.
import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { proofChecks } from '../../db/schema';
import { queryRows } from '../../db/sql';
import { HASH_VERSION, imageHashes } from './imageHash';
import { hashColumns } from './signals';

/** Rows a batch hashes again: about half a second of one core. */
export const REHASH_BATCH = 20;
/** The pause between batches: the work takes about a quarter of one core while it lasts. */
const REHASH_PAUSE_MS = 2_000;

/** Hashes again up to REHASH_BATCH rows after proof `after`; answers how many it found and the last proof id. */
export async function rehashBatch(app: FastifyInstance, after: number): Promise<{ found: number; last: number }> {
  // The version is written into the statement so that the partial index on old rows serves it.
  const rows = await queryRows<{ proof_id: number; image_url: string | null }>(app.db, sql`
    select c.proof_id, p.proof_image_url as image_url
    from proof_checks c left join proofs p on p.id = c.proof_id
    where c.hash_version < ${sql.raw(String(HASH_VERSION))} and c.image_hash is not null and c.proof_id > ${after}
    order by c.proof_id limit ${REHASH_BATCH}`);
  for (const row of rows) {
    const image = row.image_url ? await app.services.storage.read(row.image_url).catch(() => null) : null;
    // An image gone or unreadable keeps no hash: nothing could show a re-send of it to a person.
    const hashes = image ? await imageHashes(image, { priority: 'background' }).catch(() => null) : null;
    await app.db.update(proofChecks).set(hashColumns(hashes))
      .where(and(eq(proofChecks.proofId, row.proof_id), lt(proofChecks.hashVersion, HASH_VERSION)));
  }
  return { found: rows.length, last: rows.at(-1)?.proof_id ?? after };
}

/** Starts the background re-hash of this server; it stops when no old row is left, or when the app closes. */
export async function startRehash(app: FastifyInstance): Promise<void> {
  const [first] = await queryRows<{ top: number | null }>(app.db, sql`
    select max(proof_id) as top from proof_checks where hash_version < ${sql.raw(String(HASH_VERSION))} and image_hash is not null`);
  if (first?.top == null) return;
  let after = Math.floor(Math.random() * first.top) - 1;
  let wrapped = after < 0;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  app.addHook('onClose', async () => { closed = true; clearTimeout(timer); });
  const batch = async () => {
    const { found, last } = await rehashBatch(app, after);
    after = last;
    if (found < REHASH_BATCH) {
      if (wrapped) {
        app.log.info('screenshot hashes: every stored hash is of the current version');
        return;
      }
      wrapped = true;
      after = -1;
    }
    if (!closed) timer = setTimeout(() => app.jobs.enqueue('screenshot hashes', batch), REHASH_PAUSE_MS).unref();
  };
  app.log.info({ upTo: first.top }, 'screenshot hashes: making the older ones again in the background');
  app.jobs.enqueue('screenshot hashes', batch);
}
