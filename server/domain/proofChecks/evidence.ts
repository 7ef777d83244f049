// How sure a check is of what it found (issue 33, docs/decisions/0221-per-tag-evidence.md): judged
// per tag, not by the page. The page's mean word confidence drops with every photo, icon and
// sticker on it, while the tags themselves may be read perfectly well. So a reading whose every
// required tag was found counts as sure as its least sure tag word (or the page, if that is
// surer); and a reading that misses a tag is only as sure as the page, and never sure enough to
// deny (DENY_CONFIDENCE) when something like the missing tag was read: a lookalike, or the tag
// misread, is for a person to tell apart.
import { distance } from 'fastest-levenshtein';
import type { RequiredTag } from '../../../contract/proofChecks';
import { DENY_CONFIDENCE } from './decide';
import { fold, tokens, type ReadWord, type TagsFound } from './match';

/** A token this near a missing tag (edits per letter of the tag) is something like it. */
const NEAR_SHARE = 0.34;

const bare = (value: string) => fold(value).replace(/[^\p{L}\p{N}]/gu, '');

/** Whether the words hold something like the tag that is not it: a lookalike, or the tag misread. */
export function somethingLike(words: readonly ReadWord[], tag: RequiredTag): boolean {
  const target = bare(tag.value);
  if (target.length < 3) return false;
  const read = tokens(words).map((t) => bare(t.body)).filter(Boolean);
  // Two tokens joined too: the tag split by a space ('#Bean ThereBrews').
  const candidates = read.concat(read.slice(1).map((b, i) => read[i] + b));
  return candidates.some((c) => Math.abs(c.length - target.length) <= target.length * NEAR_SHARE
    && distance(c, target) <= Math.max(1, Math.floor(target.length * NEAR_SHARE)));
}

/**
 * The confidence the decision table reads (decide.ts, readable and DENY_CONFIDENCE): with every
 * tag found, the page's or the least sure tag word's, whichever is higher; with a tag missing,
 * the page's, held below DENY_CONFIDENCE when something like a missing tag was read.
 */
export function checkConfidence(page: number, words: readonly ReadWord[], tags: TagsFound): number {
  if (tags.missing.length === 0) return tags.weakestFound == null ? page : Math.max(page, tags.weakestFound);
  const near = tags.missing.some((tag) => tag.kind !== 'word' && somethingLike(words, tag));
  return near ? Math.min(page, DENY_CONFIDENCE - 1) : page;
}
