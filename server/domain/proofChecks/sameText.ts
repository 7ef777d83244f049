// Reused images, not reused layouts (issue 33): two posts in one app's layout can be as near as a
// re-send by their 64-bit perceptual hash (a comment thread or a review is mostly layout at 9×8
// pixels), and a finer hash does not separate them either (bench/proof-checks/README.md). What
// differs between two posts is their text; what a re-send keeps is its text. So once a screenshot
// is read, a hash match counts only when the two readings share most of their word pairs (two
// words in a row, any case): the share of the shorter reading's distinct pairs that the other also
// has. Pairs, not single words: two threads of one app share their layout's words ('Reply',
// 'likes'), the campaign's tags and the common phrases of comments, but not who said what in which
// order. A crop keeps a subset of the pairs, so the shorter reading is the measure; OCR misreads a
// few. A reading too short to judge (a photo with a sticker) says nothing: the hash decides alone.
// Tuned on seeds 7 and 101 of bench/proof-checks (its comment threads draw names and phrases from
// small pools, so distinct threads share much): distinct screenshots whose hashes matched shared
// at most 44 % of their pairs (single words: up to 81 %), re-sends read again at least 45 % (a crop
// of 5-10 % on every edge cuts the words at line ends and the times; resized, re-compressed or
// cropped top and bottom: 63 % or more). The margin is thin there; real posts share less.

/** Two readings sharing less than this share of the shorter one's word pairs are of different posts. */
export const SAME_TEXT_MIN_SHARE = 0.45;
/** A reading with fewer distinct word pairs than this is too short to tell two posts apart. */
export const TEXT_PAIRS_TO_JUDGE = 8;

/** The distinct pairs of words in a row (words of 2 letters or digits or more, case and width folded). */
export function wordPairs(text: string): Set<string> {
  const words = text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]{2,}/gu) ?? [];
  return new Set(words.slice(1).map((word, i) => `${words[i]} ${word}`));
}

/** The share of the shorter reading's word pairs that the other has too (0–1), or null when either is too short to judge. */
export function sharedWords(a: string, b: string): number | null {
  const [x, y] = [wordPairs(a), wordPairs(b)].sort((p, q) => p.size - q.size) as [Set<string>, Set<string>];
  if (x.size < TEXT_PAIRS_TO_JUDGE) return null;
  let shared = 0;
  for (const pair of x) if (y.has(pair)) shared += 1;
  return shared / x.size;
}

/** Whether two readings are clearly of different posts (then a hash match is a shared layout, not a re-send). */
export function clearlyDifferentText(a: string, b: string): boolean {
  const share = sharedWords(a, b);
  return share != null && share < SAME_TEXT_MIN_SHARE;
}
