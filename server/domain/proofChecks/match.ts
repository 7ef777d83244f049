// Finding a campaign's required tags in the text OCR read off a screenshot (issue 13 item 1).
// Both sides are folded the same way: case and accents away, the symbols # and @ and the joiners
// _ and . ignored, and the characters OCR confuses most (0/o, 1/l/i/|, 5/s) made one. A tag is a
// whole token of the text, or two or three neighbouring tokens run together (OCR sometimes
// splits a word); a longer tag may differ by one character. A tag that is only part of a longer
// word (#TonysPizzaNYC for #TonysPizza) is not found.
import { distance } from 'fastest-levenshtein';

import type { RequiredTag } from '../../../contract/proofChecks';

export type { RequiredTag };

/** Tags this long or longer may differ from the text by one character (after folding). */
const FUZZY_FROM_LENGTH = 8;
/** A phrase or a split word may take this many tokens. */
const MAX_TOKENS_PER_TAG = 3;

const OCR_CONFUSIONS: Record<string, string> = { 0: 'o', 1: 'l', i: 'l', '|': 'l', '!': 'l', 5: 's' };

/** Case, accents, joiners and the usual OCR confusions folded away: 'Café_1' → 'cafel'. */
export function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[0-9i|!]/g, (ch) => OCR_CONFUSIONS[ch] ?? ch)
    .replace(/[^a-z0-9]/g, '');
}

/** The text's tokens, folded; a token is what lies between spaces and punctuation other than _ . # @. */
export function tokens(text: string): string[] {
  return text
    .normalize('NFKC')
    .split(/[^\p{L}\p{N}_.#@|!]+/u)
    .map((token) => fold(token.replace(/^[.]+|[.]+$/g, '')))
    .filter(Boolean);
}

function candidates(words: string[]): Set<string> {
  const seen = new Set<string>();
  for (let i = 0; i < words.length; i += 1) {
    let joined = '';
    for (let k = 0; k < MAX_TOKENS_PER_TAG && i + k < words.length; k += 1) {
      joined += words[i + k];
      seen.add(joined);
    }
  }
  return seen;
}

function matches(tag: string, seen: Set<string>): boolean {
  if (!tag) return true;
  if (seen.has(tag)) return true;
  // A mention read with its @ as an 'a' ('atonyspizza'), or a hashtag's # as an 'h' or 'f'.
  for (const lead of ['a', 'h', 'f', 'e']) if (seen.has(lead + tag)) return true;
  if (tag.length < FUZZY_FROM_LENGTH) return false;
  for (const candidate of seen) {
    if (Math.abs(candidate.length - tag.length) <= 1 && distance(candidate, tag) <= 1) return true;
  }
  return false;
}

/** Which required tags the text holds. Blank tags are ignored (neither found nor missing). */
export function findRequired(text: string, required: RequiredTag[]): { found: RequiredTag[]; missing: RequiredTag[] } {
  const seen = candidates(tokens(text));
  const found: RequiredTag[] = [];
  const missing: RequiredTag[] = [];
  for (const tag of required) {
    const folded = fold(tag.value);
    if (!folded) continue;
    (matches(folded, seen) ? found : missing).push(tag);
  }
  return { found, missing };
}

/** A tag as the customer writes it: #hashtag, @mention, or the word itself. */
export const tagLabel = (tag: RequiredTag) => (tag.kind === 'hashtag' ? `#${tag.value}` : tag.kind === 'mention' ? `@${tag.value}` : tag.value);
