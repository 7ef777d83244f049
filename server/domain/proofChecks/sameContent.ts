// Is a screenshot the same picture as an earlier one, or another post in the same app's layout?
// (issue 33; docs/decisions/0267-reused-images-confirmed-by-alignment.md). The 64-bit hash
// (imageHash.ts) sees a screenshot at 9×8 pixels, where a comment thread or a review is mostly its
// app's layout, so two different posts of one app can be within its distance. When the hash finds a
// candidate, the two images are aligned (the later one may be resized, cropped on any edge,
// re-compressed) and their fine detail compared: after alignment a re-send's strokes fall on the
// same strokes, another post's words do not.
//
// The search: one image is taken to be a crop of the other, `share` of its width (0.7-1), anywhere
// inside it. Every share and place is tried on 32 px wide grey copies, where the layout's large
// shapes place one image in the other; the best few again at 80 and 192 px around where they
// landed, now comparing the images' detail (each pixel less its neighbourhood's mean), so plain
// backgrounds and shading count for little and words for much. The score is the correlation at 192 px.
import sharp from 'sharp';
import { imageWork } from '../../lib/imageWork';
import { workerThread } from '../../lib/workerThread';
import { BASE_WIDTH, type Grey } from './sameContentSearch';

/** A re-send's detail correlates above this with its original; another post's below (bench/proof-checks/sameContentScores.ts). */
export const SAME_CONTENT_MIN_SCORE = 0.5;

/** A screenshot as the search reads it: grey, BASE_WIDTH wide. */
export async function decodeForComparison(image: Buffer): Promise<Grey> {
  const { data, info } = await imageWork(() => sharp(image, { failOn: 'none', limitInputPixels: 40_000_000 }).rotate()
    .resize({ width: BASE_WIDTH }).greyscale().raw().toBuffer({ resolveWithObject: true }), 'customer');
  const out = new Float32Array(info.width * info.height);
  for (let i = 0; i < out.length; i += 1) out[i] = data[i * info.channels]!;
  return { data: out, width: info.width, height: info.height };
}

/** The search holds a core for about 150 ms (more on a busy machine): in a worker thread, not on the event loop. */
const searchThread = workerThread<{ a: Grey; b: Grey }, number>(new URL('./sameContentWorker.ts', import.meta.url));

/** The search in the worker thread; `transfer` the pixels not needed again (moved, not copied). */
const search = (a: Grey, b: Grey, transfer: Grey[]) => searchThread.run({ a, b }, transfer.map((g) => g.data.buffer as ArrayBuffer));

/**
 * How alike two screenshots' content is once aligned, -1 to 1: a re-send of one picture scores
 * near 1, another post in the same layout much lower. Decoded here (sharp, in its own threads),
 * searched in the worker thread.
 */
export async function contentSimilarity(first: Buffer, second: Buffer): Promise<number> {
  const [a, b] = await Promise.all([decodeForComparison(first), decodeForComparison(second)]);
  return search(a, b, [a, b]);
}

/**
 * A new screenshot's comparison with earlier ones (sameContent(earlier, now) for each), decoding
 * the new one once however many candidates its hash found: a claim compares with up to three.
 */
export function comparisonWith(now: Buffer): (earlier: Buffer) => Promise<boolean> {
  let decoded: Promise<Grey> | null = null;
  return async (earlier) => {
    decoded ??= decodeForComparison(now);
    const [a, b] = await Promise.all([decodeForComparison(earlier), decoded]);
    // The new screenshot's pixels serve the next candidate too: copied to the worker, not moved.
    return (await search(a, b, [a])) >= SAME_CONTENT_MIN_SCORE;
  };
}

/** Stops the search's worker thread now (a benchmark's end), rather than after its idle minute. */
export const closeContentSearch = (): Promise<void> => searchThread.close();

export const sameContent = (first: Buffer, second: Buffer): Promise<boolean> => comparisonWith(second)(first);
