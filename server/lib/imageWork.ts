// Every sharp operation that runs (toBuffer, stats, metadata) goes through imageWork. sharp runs
// each operation on one of libuv's pool threads (4 by default), the same threads every fs call,
// zlib stream and dns lookup waits for, in one FIFO queue. At rush hour 200 screenshots were being
// hashed and prepared for reading at once: an upload's plain file writes waited behind dozens of
// image operations (10 writes of 300 KB: 10 ms alone, 2.8 s beside 40 sharp jobs; issue 38). At
// most IMAGE_SLOTS image operations are in the pool's queue, so the other threads stay free for
// files and sockets; the rest wait here, work a customer waits for (the screenshot's hash, read
// by the contact step) before background work (OCR preparation).
// docs/decisions/0271-image-work-leaves-the-pool-free.md
import PQueue from 'p-queue';
import sharp from 'sharp';

// libvips keeps up to 100 finished operations (50 MB) in case the same one is asked again; every
// screenshot here is a new image, so the cache only held pixels, and in a server's malloc arenas
// (issue 38: the main arena grew 70 -> 112 MB over 2,000 claims on PostgreSQL with it on).
sharp.cache(false);

export const IMAGE_SLOTS = 2;

/** Who waits for the operation: a customer's request, or nobody (a check or hint being read). */
export type ImagePriority = 'customer' | 'background';

const slots = new PQueue({ concurrency: IMAGE_SLOTS });

/** Runs one sharp operation when a slot is free. Pass the call that starts it, not its promise. */
export function imageWork<T>(operation: () => Promise<T>, priority: ImagePriority = 'background'): Promise<T> {
  return slots.add(operation, { priority: priority === 'customer' ? 1 : 0 });
}

/** Image operations waiting for a slot (for the queue figures and tests). */
export function imageWorkWaiting(): number {
  return slots.size;
}
