// Reused images, not reused layouts (issue 33): two posts in one app's layout can be as near as a
// re-send by their 64-bit perceptual hash (a comment thread or a review is mostly layout at 9×8
// pixels), and a finer hash does not separate them either (bench/proof-checks/README.md). What
// differs between two posts is their text; what a re-send keeps is its text. So once a screenshot
// is read, a hash match counts only when the two readings share most of their words: the share of
// the shorter reading's distinct words (3 letters or more, any case) that the other also has. A
// crop keeps a subset of the words, so the shorter reading is the measure; OCR misreads a few.
// A reading too short to judge (a photo with a sticker) says nothing: the hash decides alone.

/** Two readings sharing less than this share of the shorter one's words are of different posts. */
export const SAME_TEXT_MIN_SHARE = 0.5;
/** A reading with fewer distinct words than this is too short to tell two posts apart. */
export const TEXT_WORDS_TO_JUDGE = 8;

export function textWords(text: string): Set<string> {
  return new Set(text.normalize('NFKC').toLowerCase().match(/[\p{L}\p{N}]{3,}/gu) ?? []);
}

/** The share of the shorter reading's words that the other has too (0–1), or null when either is too short to judge. */
export function sharedWords(a: string, b: string): number | null {
  const [x, y] = [textWords(a), textWords(b)].sort((p, q) => p.size - q.size) as [Set<string>, Set<string>];
  if (x.size < TEXT_WORDS_TO_JUDGE) return null;
  let shared = 0;
  for (const word of x) if (y.has(word)) shared += 1;
  return shared / x.size;
}

/** Whether two readings are clearly of different posts (then a hash match is a shared layout, not a re-send). */
export function clearlyDifferentText(a: string, b: string): boolean {
  const share = sharedWords(a, b);
  return share != null && share < SAME_TEXT_MIN_SHARE;
}
