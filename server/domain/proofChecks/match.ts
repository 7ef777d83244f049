// Finding a campaign's required tags in the text OCR read off a screenshot (issue 13 item 1;
// docs/decisions.md "Automatic proof checks"). Tags and text are folded the same way: case and
// accents away, the joiners _ and . ignored, and the characters OCR confuses most (0/o, 1/l/i/|,
// 5/s) made one. A hashtag counts only as a token that starts with # and a mention only with @
// (or ©, OCR's usual reading of @): #LunaCafe is not @luna_cafe, and a business name in plain
// text is not its hashtag. OCR sometimes splits a tag, so the tagged token may run on into the
// next one or two (a sign read apart from its tag takes the next token alone, and a word right
// after a handle cut at its _ is the handle's, not a word of its own); a long tag may differ by one misread character (a substitution, never a
// character more or less: #BarberLoung is not #BarberLounge), or by one upright stroke read
// twice (#GreenlLeaf). Any tag may have one f read as t (#fittam). An extra word is its words in
// a row, with or without a sign. OCR's usual misreadings of the signs, of J and of ñ are allowed for.
import { distance } from 'fastest-levenshtein';
import type { RequiredTag } from '../../../contract/proofChecks';

export type { RequiredTag };

/** Tags this long or longer (folded) may differ from the text by one substituted character. */
const FUZZY_FROM_LENGTH = 8;
/**
 * Tags this long or longer are also found when OCR read their sign as a letter: '#' as H, E or F
 * ('Enamaste'), '@' as a, o or e. Shorter ones would be found in ordinary words ('Had' for #ad).
 */
const SIGN_AS_LETTER_FROM_LENGTH = 6;
const SIGN_READ_AS: Record<'#' | '@', string[]> = { '#': ['h', 'e', 'f'], '@': ['a', 'o', 'e'] };
/** How OCR reads ñ: 'jalapeño' comes out as jalapeno, jalapefio or jalapefno. */
const TILDE_N_READINGS = ['n', 'fi', 'fn', 'ni'];
/** A tag split by OCR may take this many tokens. */
const MAX_TOKENS_PER_TAG = 3;

/**
 * Letters OCR reads as one another in some fonts but that are not folded into one, because
 * swapping them makes another tag: one such letter may differ in a tag of any length (f read as
 * t: #fittam for #fitfam), yet #fiftam, two letters swapped, stays a different tag.
 */
const CONFUSED_LETTERS = new Set(['f:t', 't:f']);

const OCR_CONFUSIONS: Record<string, string> = { 0: 'o', 1: 'l', i: 'l', '|': 'l', '!': 'l', 5: 's', ')': 'j' };
const SIGN_OF: Record<string, Sign> = { '#': '#', '@': '@', '©': '@' };
type Sign = '#' | '@' | '';

/** Case, accents, joiners and the usual OCR confusions folded away: 'Café_1' → 'cafel'. */
export function fold(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[0-9i|!)]/g, (ch) => OCR_CONFUSIONS[ch] ?? ch)
    .replace(/[^a-z0-9]/g, '');
}

interface Token {
  sign: Sign;
  body: string;
  /** The sign was read apart, as a token of its own ('@ luna_cafe'). */
  signApart?: boolean;
  /** The token before it is a handle OCR cut at its joiner ('@luna_ cafe'): this one is the handle's rest. */
  handleRest?: boolean;
}

/** The text's tokens: what lies between spaces and punctuation other than _ . # @ ©, with its leading sign. */
export function tokens(text: string): Token[] {
  const result: Token[] = [];
  let pending: Sign = '';
  let cutHandle = false;
  for (const raw of text.normalize('NFKC').split(/[^\p{L}\p{N}_.#@©|!)]+/u)) {
    // '!' and '|' are read for 'l' and ')' for 'J' inside a word; at its ends they are
    // punctuation ('@luna!', '(#LunaCafe)').
    const trimmed = raw.replace(/^[.!|)]+|[.!|)]+$/g, '');
    const sign = SIGN_OF[trimmed[0] ?? ''] ?? '';
    const body = fold(trimmed);
    // A sign read apart from its tag ('@ luna_cafe', OCR put a space in) goes with the next token.
    if (!body) { pending = sign || pending; continue; }
    result.push({ sign: sign || pending, body, ...(pending && !sign ? { signApart: true } : {}), ...(cutHandle ? { handleRest: true } : {}) });
    pending = '';
    cutHandle = sign !== '' && trimmed.endsWith('_');
  }
  return result;
}

/** Whether the two differ only in one letter that OCR confuses (CONFUSED_LETTERS). */
function oneConfusedLetter(candidate: string, tag: string): boolean {
  if (candidate.length !== tag.length) return false;
  const differing = [...tag].flatMap((ch, i) => (ch === candidate[i] ? [] : [`${ch}:${candidate[i]}`]));
  return differing.length === 1 && CONFUSED_LETTERS.has(differing[0]!);
}

/**
 * Whether the candidate is the tag with one upright stroke read twice: an l (folded l, i, 1, |)
 * next to another ('GreenlLeaf', the L's stem read once more). A letter more of any other kind
 * makes a longer tag.
 */
function oneStrokeDoubled(candidate: string, tag: string): boolean {
  if (candidate.length !== tag.length + 1) return false;
  for (let i = 0; i < candidate.length; i += 1) {
    if (candidate[i] === 'l' && (candidate[i - 1] === 'l' || candidate[i + 1] === 'l') && candidate.slice(0, i) + candidate.slice(i + 1) === tag) return true;
  }
  return false;
}

const close = (candidate: string, tag: string) =>
  candidate === tag
  || oneConfusedLetter(candidate, tag)
  || (tag.length >= FUZZY_FROM_LENGTH && ((candidate.length === tag.length && distance(candidate, tag) <= 1) || oneStrokeDoubled(candidate, tag)));

/**
 * How the first token of a tag may read: its body, and for a signed token also without one
 * leading l (the sign's stroke read as an I: '@Iluna_cafe'); for an unsigned one, without a
 * leading letter that is the sign misread ('Enamaste' for #namaste).
 */
function starts(token: Token, sign: Sign, tag: string): string[] {
  if (!sign) return [token.body];
  if (token.sign === sign) return token.body.startsWith('l') && !tag.startsWith('ll') ? [token.body, token.body.slice(1)] : [token.body];
  // The letter must be glued to the tag: a lone 'a' or 'o' is a word, or an icon read as one.
  if (token.sign || tag.length < SIGN_AS_LETTER_FROM_LENGTH || token.body.length < 2 || !SIGN_READ_AS[sign].includes(token.body[0] ?? '')) return [];
  return [token.body.slice(1)];
}

/** Whether a token with `sign` (any token when sign is '') starts a run of 1–3 tokens that spells `tag`. */
function hasTagged(words: Token[], sign: Sign, tag: string): boolean {
  for (let i = 0; i < words.length; i += 1) {
    // An extra word is not the rest of a handle OCR cut in two ('@luna_ cafe' holds no word 'cafe').
    if (!sign && words[i]!.handleRest) continue;
    // A sign read apart may be an icon read as one: it takes the next token alone, never a run of them ('@ Sakura Ramen').
    const most = sign && words[i]!.signApart ? 1 : MAX_TOKENS_PER_TAG;
    for (const first of starts(words[i]!, sign, tag)) {
      let joined = first;
      for (let k = 0; k < most && i + k < words.length; k += 1) {
        // Only the first token may carry a sign: '#tonys #pizza' is two hashtags, not #tonyspizza.
        if (k > 0) {
          if (words[i + k]!.sign) break;
          joined += words[i + k]!.body;
        }
        if (close(joined, tag)) return true;
        if (joined.length > tag.length) break;
      }
    }
  }
  return false;
}

/** The folded spellings of a tag as OCR may read it (ñ has several). */
function spellings(value: string): string[] {
  if (!/ñ/i.test(value)) return [fold(value)];
  return [...new Set(TILDE_N_READINGS.map((reading) => fold(value.replace(/ñ/gi, reading))))];
}

/** Whether the words of an extra word or phrase come in a row (signs ignored). */
function hasWords(words: Token[], phrase: string): boolean {
  const parts = phrase.split(/\s+/).filter((p) => fold(p));
  if (parts.length === 1) return spellings(parts[0]!).some((spelling) => hasTagged(words, '', spelling));
  return words.some((_, i) => parts.every((part, k) => words[i + k] !== undefined && spellings(part).some((w) => close(words[i + k]!.body, w))));
}

/** Which required tags the text holds. Blank tags are ignored (neither found nor missing). */
export function findRequired(text: string, required: RequiredTag[]): { found: RequiredTag[]; missing: RequiredTag[] } {
  const words = tokens(text);
  const found: RequiredTag[] = [];
  const missing: RequiredTag[] = [];
  for (const tag of required) {
    const folded = fold(tag.value);
    if (!folded) continue;
    const sign = tag.kind === 'hashtag' ? '#' : '@';
    const present = tag.kind === 'word' ? hasWords(words, tag.value) : spellings(tag.value).some((spelling) => hasTagged(words, sign, spelling));
    (present ? found : missing).push(tag);
  }
  return { found, missing };
}
