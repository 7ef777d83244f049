// A candidate rule for "reused images, not reused layouts" (issue 33), measured by families.ts and
// NOT used by the server (docs/decisions/0224-reused-images-by-hash-and-words.md): once a
// screenshot is read, a hash match would count only when the two readings share enough of their
// word pairs (two words in a row, any case): the share of the shorter reading's distinct pairs
// that the other also has. On the tuned seeds (7, 101) distinct screenshots whose hashes matched
// shared at most 44 % of their pairs, and text-heavy re-sends kept 45 % or more; but over both
// families' re-sends read again (2 fixtures a set, 72 re-sends) only 66.7 % kept 45 %: OCR reads
// the photo parts of a screenshot (stories, X posts with a photo) differently after a resize, a
// crop or a re-compression, so the readings of one image differ as much as two posts'. The
// server therefore keeps the hash alone (re-sends found 99.6 %) until a measure that holds both
// ways is found.

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
