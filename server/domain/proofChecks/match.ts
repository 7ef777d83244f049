// Finding a campaign's required tags in the text OCR read off a screenshot (issue 13 item 1,
// issue 33; docs/decisions/0220-exact-handles.md). Handles are exact: case and accents are
// ignored, nothing else. `_` and `.` belong to a handle (@bean_there_cafe is someone else than
// @beanthere_cafe), a hashtag is one token (#Bean ThereBrews is not #BeanThereBrews), and a
// changed letter makes another tag (#BeenThereBrews). A reading may differ from the tag only
// where OCR confuses glyphs (0/O, 1/l/I, 5/S, rn/m, …; CONFUSABLE below), a sign read as ©, apart
// from its tag or as a letter, and a handle's `_` read as a space where the blank left is as wide
// as the `_` (docs/decisions/0274-a-joiner-must-be-read.md) or where a reading saw the `_`'s bar in
// the pixels (docs/decisions/0288-an-unread-joiner-seen-in-the-pixels.md; a word running off the
// screenshot's side is never a tag); and, where Tesseract says how sure it
// was of the word, only when it was not sure (below LOW_WORD_CONFIDENCE). A symbol glued to a tag
// in its own colour and read as a character or two more counts only where readings disagree on them
// (unsteadyEnd, docs/decisions/0281-sparse-text-and-unsteady-ends.md). A tag read letter for letter
// by two readings counts as read surely enough (AGREED_READINGS, docs/decisions/0283-readings-that-agree.md).
// A word the OCR service gave without a glued mark and the letter before it (decision 0223) is not
// the tag where two readings read that letter and the colour set the mark alone apart
// (agreedLetterLost: `#DumplingNights★` is another tag).
// A hashtag counts only with its # and a mention only with its @. An extra word is its words in a
// row, signs ignored.
import type { RequiredTag } from '../../../contract/proofChecks';

export type { RequiredTag };

/** A word as read, with Tesseract's confidence in it (0–100) when known. */
export interface ReadWord {
  text: string;
  confidence?: number;
  /** The blank before the next word on its line, in the line's heights (when the reading says where words are). */
  spaceAfter?: number;
  /** Which reading of the screenshot the word comes from (readings are joined, decision 0274 counts them). */
  reading?: number;
  /** An unread `_`'s bar lies in the blank before the next word on its line, measured in the pixels (services/ocr/iconEdges.ts joinerBetween, decision 0288). */
  joinerAfter?: boolean;
  /** The word reaches the screenshot's side: it may go on beyond it, and is never taken for a tag (decision 0288). */
  runsOff?: boolean;
}

/**
 * A word read at this confidence or more is taken as written: it matches a tag only exactly.
 * Below, a confusable glyph may stand for another (the words OCR misread in bench/proof-checks'
 * development seeds were read at 30–88; clean words at 90–96).
 */
export const LOW_WORD_CONFIDENCE = 89;

/** Tags this long or longer (folded) are also found when OCR read their sign as a letter ('Enamaste'). */
const SIGN_AS_LETTER_FROM_LENGTH = 6;
const SIGN_READ_AS: Record<'#' | '@', string[]> = { '#': ['h', 'e', 'f', 's'], '@': ['a', 'o', 'e'] };
/** How OCR reads ñ: 'jalapeño' comes out as jalapeno, jalapefio or jalapefno. */
const TILDE_N_READINGS = ['n', 'fi', 'fn', 'ni'];

/**
 * Glyphs OCR reads for one another, as (what the tag has, what may be read instead). A real
 * letter changed into another real letter outside these (Bean → Been, Brews → Brows) is never
 * allowed. Multi-glyph entries are a stroke pattern read as another: rn ↔ m, cl ↔ d, vv ↔ w, an
 * upright stroke read twice (l → ll).
 */
const CONFUSABLE: [string, string][] = [
  ['o', '0'], ['0', 'o'],
  ['l', '1'], ['l', 'i'], ['l', '|'], ['l', '!'], ['i', 'l'], ['i', '1'], ['i', '|'], ['i', '!'], ['1', 'l'], ['1', 'i'], ['1', '|'],
  ['s', '5'], ['5', 's'], ['z', '2'], ['2', 'z'], ['b', '8'], ['8', 'b'], ['g', '9'], ['9', 'g'],
  ['j', ')'], ['f', 't'], ['t', 'f'], ['.', ','],
  ['m', 'rn'], ['rn', 'm'], ['d', 'cl'], ['w', 'vv'], ['l', 'll'], ['l', 'li'], ['l', 'il'],
];

/** Case and accents away, nothing else: 'Café_1' → 'cafe_1'. */
export function fold(value: string): string {
  return value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();
}

type Sign = '#' | '@' | '';
interface Token {
  sign: Sign;
  /** The sign was not plainly there: read as ©, apart from the body, or as a letter (a confusion). */
  signConfused: boolean;
  body: string;
  confidence?: number;
  /** The token before it is a handle OCR cut at its joiner ('@luna_ cafe'): this one is the handle's rest. */
  handleRest?: boolean;
  /** The last token of a word: the blank before the next word (ReadWord.spaceAfter). */
  spaceAfter?: number;
  /** The last token of a word: an unread `_`'s bar lies between it and the next word (ReadWord.joinerAfter). */
  joinerAfter?: boolean;
  /** Its word runs off the screenshot's side (ReadWord.runsOff): something like a tag, never the tag. */
  runsOff?: boolean;
  /** The reading its word comes from (every token of the word). */
  reading?: number;
  /**
   * Its word has no reading and is one piece: a word the OCR service made of a word it read, by
   * taking a glued mark off its end, or the mark and the letter before it (services/ocr/iconEdges.ts
   * withoutGluedMark, decision 0223). A word set apart by colour has a space put in, and is not one.
   */
  derived?: boolean;
  /** Its word has no reading and ends in a mark the colour check set apart (`#DumplingNights *`, services/ocr splitAtIcons). */
  markApart?: boolean;
}

/** Whether the word may hold a confusion: it was not read surely, or nobody said how surely. */
const unsure = (confidence: number | undefined) => confidence === undefined || confidence < LOW_WORD_CONFIDENCE;

/** The tokens of the words read: what lies between spaces and punctuation other than _ . # @ ©, with its leading sign. */
export function tokens(words: readonly ReadWord[]): Token[] {
  const result: Token[] = [];
  let pending: { sign: Sign; confidence?: number } | null = null;
  let cutHandle = false;
  for (const word of words) {
    const wordStart = result.length;
    // A _ read as a word of its own ('@luna _ cafe'): the handle was cut at its _, which was read.
    const previous = result.at(-1);
    if (/^_+$/.test(word.text.trim()) && previous?.sign && !previous.body.endsWith('_')) {
      previous.body += '_';
      delete previous.spaceAfter;
      delete previous.joinerAfter;
      cutHandle = true;
      continue;
    }
    for (const raw of fold(word.text.normalize('NFKC')).split(/[^\p{L}\p{N}_.#@©|!)]+|(?=[#@©])/u)) {
      // '!' and '|' are read for 'l' and ')' for 'j' inside a word; at its ends they are
      // punctuation ('@luna!', '(#LunaCafe)'), as are a sentence's dots.
      const trimmed = raw.replace(/^[.!|)]+|[.!|),]+$/g, '');
      const first = trimmed[0] ?? '';
      const sign: Sign = first === '#' ? '#' : first === '@' || first === '©' ? '@' : '';
      const body = sign ? trimmed.slice(1) : trimmed;
      if (!body || !/[\p{L}\p{N}]/u.test(body)) {
        // A sign read apart from its tag ('@ luna_cafe') goes with the next token, as a confusion.
        if (sign) pending = { sign, confidence: word.confidence };
        continue;
      }
      const apart = pending && !sign ? pending : null;
      const confidence = apart && apart.confidence !== undefined && word.confidence !== undefined ? Math.min(apart.confidence, word.confidence) : word.confidence;
      result.push({
        sign: sign || apart?.sign || '', signConfused: first === '©' || apart != null, body, confidence,
        ...(cutHandle ? { handleRest: true } : {}),
      });
      pending = null;
      cutHandle = sign !== '' && body.endsWith('_');
    }
    const last = result.at(-1);
    if (result.length > wordStart) {
      if (word.spaceAfter !== undefined) last!.spaceAfter = word.spaceAfter;
      if (word.joinerAfter) last!.joinerAfter = true;
      if (word.runsOff) for (const token of result.slice(wordStart)) token.runsOff = true;
      if (word.reading !== undefined) for (const token of result.slice(wordStart)) token.reading = word.reading;
      else if (!/\s/u.test(word.text.trim())) for (const token of result.slice(wordStart)) token.derived = true;
      else if (/\s[^\p{L}\p{N}_.\s]$/u.test(word.text.trim())) last!.markApart = true;
    } else if (last) {
      // A word that makes no token stood between the last token and the next: their blank is not known.
      delete last.spaceAfter;
      delete last.joinerAfter;
    }
  }
  return result;
}

/**
 * The fewest confusions (CONFUSABLE) that turn the tag into the candidate, or Infinity when a
 * real letter differs or one is more or less. Case and accents are already folded.
 */
export function confusions(candidate: string, tag: string): number {
  const best = new Map<string, number>();
  const walk = (i: number, j: number): number => {
    if (i === tag.length && j === candidate.length) return 0;
    const key = `${i}:${j}`;
    const known = best.get(key);
    if (known !== undefined) return known;
    let result = Infinity;
    if (i < tag.length && j < candidate.length && tag[i] === candidate[j]) result = walk(i + 1, j + 1);
    if (result > 0) {
      for (const [from, to] of CONFUSABLE) {
        if (tag.startsWith(from, i) && candidate.startsWith(to, j)) result = Math.min(result, 1 + walk(i + from.length, j + to.length));
      }
    }
    best.set(key, result);
    return result;
  };
  return walk(0, 0);
}

/**
 * The blank (in line heights) that an unread `_` leaves between a handle's two halves at the least;
 * a typed space leaves less. Measured on family b's development seeds (bench/proof-checks,
 * b808 + b1212): a typed space 0.27-0.42 in the grey and ink readings, up to 0.64 in a black and
 * white one (the split at one grey level thins the letters); an unread `_` 0.24-0.75, 24 of 32 at
 * 0.5 or more in every reading.
 */
export const UNREAD_JOINER_BLANK = 0.5;
/** Readings that must each have split the handle there, each with that blank: one alone may be a thin black and white one. */
export const UNREAD_JOINER_READINGS = 2;

/** A glued symbol read as at most this many characters after the tag ('@beanthere_cafey', '@mighty_dumplingé4'). */
export const GLUED_END_LENGTH = 2;

/**
 * Whether a handle read as two tokens (`before` `after`) had a `_` between them that no reading
 * kept: at least UNREAD_JOINER_READINGS different readings put the tokens side by side (a caption
 * may hold the handle twice, and bands overlap), and every time the blank was UNREAD_JOINER_BLANK
 * or more. A reading whose second token runs on by a glued symbol read as one or two characters
 * (`@saltandstone` `spay/` beside `@saltandstone` `spa`) split the handle there too: the blank is
 * what tells an unread `_` from a typed space, and the caller's own pair is read as written.
 */
function unreadJoiner(words: Token[], sign: Sign, before: string, after: string): boolean {
  const rest = (t: Token | undefined) => t !== undefined && !t.sign && !t.runsOff && t.body.startsWith(after) && t.body.length - after.length <= GLUED_END_LENGTH;
  const pairs = words.flatMap((t, i) => (t.sign === sign && t.body === before && !t.runsOff && rest(words[i + 1]) ? [t] : []));
  // The `_`'s own bar, seen in the pixels between the halves (JOINER_BAR, decision 0288): a typed space has none.
  if (pairs.some((t) => t.joinerAfter && t.reading !== undefined)) return true;
  const readings = new Set(pairs.map((t) => t.reading));
  return !readings.has(undefined) && readings.size >= UNREAD_JOINER_READINGS
    && pairs.every((t) => t.spaceAfter !== undefined && t.spaceAfter >= UNREAD_JOINER_BLANK);
}

/**
 * Whether the token is the tag with a glued symbol read as one or two characters more, which a
 * letter of the tag's font is not: another reading of the screenshot ends the tag in other
 * characters, none a confusion of these (`@beanthere_cafey` and `@beanthere_cafev`, a heart read
 * twice). A real letter more reads the same in every reading (`@beanthere_cafes`, or `cafe5` read
 * for it once: a confusion), so a lookalike one letter longer stays another tag; and so does one
 * with a glued symbol after its letter more (`@beanthere_cafes♥` read `cafesy` and `cafesv`): the
 * ends must differ from their first character on (decision 0283). Answers the other reading's token, or null.
 */
function unsteadyEnd(words: Token[], sign: Sign, head: string, token: Token): Token | null {
  const end = (t: Token) => (t.sign === sign && t.body.startsWith(head) && t.reading !== undefined && !t.runsOff ? t.body.slice(head.length) : '');
  const apart = (a: string, b: string) => a !== b && confusions(a, b) === Infinity && confusions(b, a) === Infinity;
  const mine = end(token);
  if (!mine || mine.length > GLUED_END_LENGTH) return null;
  return words.find((t) => {
    const other = end(t);
    return other !== '' && other.length <= GLUED_END_LENGTH && t.reading !== token.reading
      && apart(other, mine) && apart(other[0]!, mine[0]!);
  }) ?? null;
}

/**
 * A tag read exactly (its sign plainly read, every letter as written) in this many different readings
 * of the screenshot counts as read at AGREED_CONFIDENCE at least, however unsurely each reading read
 * it: the readings are of different images (black and white, grey, the ink, the sticker lines cut
 * out), and two of them seldom misread a word into the same other word, letter for letter. Words a
 * reading kept only as doubtful (findRequired's `doubtful`: an ink, sticker-line or sparse reading's
 * unsure ones) count here and nowhere else. A confusion, a sign read as something else, an unread
 * `_` or a glued end never counts towards agreement (docs/decisions/0283-readings-that-agree.md).
 */
export const AGREED_READINGS = 2;
/** As sure as a word an ink reading keeps (read.ts INK_WORD_SURE), above the "could not be read" line (decide.ts READABLE_CONFIDENCE). */
export const AGREED_CONFIDENCE = 60;

/**
 * Whether the letter a derived word (Token.derived) lost is the tag's own: the colour check set the
 * mark after it apart and kept the letter with the tag's letters (a Token.markApart token holds the
 * body with that letter), and at least AGREED_READINGS different readings read the sign plainly and
 * the body with that same letter, letter for letter. 0223 takes a glued mark off an unsure word, and
 * the letter before it with it, because a symbol in the tag's own colour is read as a mark and maybe
 * a letter (`@beanthere_cafe✔` read `@beanthere_cafey/` by two readings, b808); but a lookalike one
 * letter longer with a symbol glued on (`#DumplingNights★`, read `#DumplingNights*` by two
 * readings and `#DumplingNights *` by the colour, bench/proof-checks b1717) loses a real letter that
 * way. Where the symbol is the mark alone, by its colour, and two readings, which seldom misread a
 * glyph into the same letter (0283), read the letter, the derived word is not the tag. `others`: the
 * words read and the doubtful ones.
 */
function agreedLetterLost(others: Token[][], token: Token): boolean {
  const readingsOf = new Map<string, Set<number>>();
  const apart = new Set<string>();
  for (const t of others.flat()) {
    if (t.sign !== token.sign || t.signConfused || t.body.length !== token.body.length + 1 || !t.body.startsWith(token.body)) continue;
    const more = t.body.at(-1)!;
    if (!/[\p{L}\p{N}]/u.test(more)) continue;
    if (t.markApart) apart.add(more);
    if (t.reading === undefined) continue;
    const readings = readingsOf.get(more) ?? readingsOf.set(more, new Set()).get(more)!;
    readings.add(t.reading);
  }
  return [...readingsOf].some(([more, readings]) => apart.has(more) && readings.size >= AGREED_READINGS);
}

/** The readings (ids) that hold the tag exactly: its sign plainly read, its words as written, or a handle cut after its `_` ('@luna_ cafe'). */
function exactReadings(words: Token[], sign: Sign, parts: string[]): Set<number> {
  const readings = new Set<number>();
  const [head, ...others] = parts;
  for (let i = 0; i < words.length; i += 1) {
    const token = words[i]!;
    if (token.reading === undefined || token.sign !== sign || token.signConfused || token.runsOff) continue;
    const next = words[i + 1];
    const cut = others.length === 0 && token.body.endsWith('_') && next && !next.sign && next.reading === token.reading && token.body + next.body === head;
    const inRow = token.body === head && others.every((part, k) => {
      const t = words[i + 1 + k];
      return t && !t.sign && t.reading === token.reading && t.body === part;
    });
    if (cut || inRow) readings.add(token.reading);
  }
  return readings;
}

/** What a tag's match cost: how many confusions, and the least sure word it was read from. */
interface Match { confused: number; confidence?: number }

/** A tag this long or longer may hold two confusions; a shorter one, one. */
const maxConfused = (tag: string) => (tag.length >= 8 ? 2 : 1);

const lowest = (a: number | undefined, b: number | undefined) => (a === undefined ? b : b === undefined ? a : Math.min(a, b));

/**
 * The best match of a tag (its words, folded; one for a hashtag or handle) in the tokens: the
 * first token with the tag's sign (any token when sign is ''), the next ones unsigned. Null when
 * none matches exactly or with few enough confusions in words read unsurely.
 */
function findTagged(words: Token[], sign: Sign, parts: string[], doubtful: Token[]): Match | null {
  const whole = parts.join('');
  const limit = maxConfused(whole);
  let found: Match | null = null;
  /** `measured`: the confusion is shown by where the words lie, not guessed from an unsure word. */
  const consider = (confused: number, confidence: number | undefined, measured = false) => {
    if (confused > 0 && (confused > limit || (!measured && !unsure(confidence)))) return;
    // Of two matches as near, the surer: the tag read surely once is read (decision 0281).
    const surer = found != null && confused === found.confused && (confidence ?? -1) > (found.confidence ?? -1);
    if (!found || confused < found.confused || surer) found = { confused, ...(confidence !== undefined ? { confidence } : {}) };
  };
  /** The cost of the tag's other words in the tokens after i, and the least sure of them. */
  const rest = (i: number): { cost: number; confidence: number | undefined } => {
    let cost = 0;
    let confidence = words[i]!.confidence;
    for (let k = 1; k < parts.length; k += 1) {
      const token = words[i + k];
      if (!token || token.sign) return { cost: Infinity, confidence };
      cost += confusions(token.body, parts[k]!);
      confidence = lowest(confidence, token.confidence);
    }
    return { cost, confidence };
  };
  const head = parts[0]!;
  for (let i = 0; i < words.length; i += 1) {
    const token = words[i]!;
    // A word running off the screenshot's side may go on beyond it (decision 0288).
    if (token.runsOff || (parts.length > 1 && words.slice(i + 1, i + parts.length).some((t) => t.runsOff))) continue;
    const after = rest(i);
    if (after.cost === Infinity) continue;
    const at = (cost: number) => consider(cost + after.cost, after.confidence);
    if (!sign) {
      // An extra word is not the rest of a handle OCR cut in two ('@luna_ cafe' holds no word 'cafe').
      if (!token.handleRest) at(confusions(token.body, head));
      continue;
    }
    if (token.sign === sign) {
      // A letter taken off with a glued mark that two readings read (decision 0223, amended): another tag.
      if (token.derived && agreedLetterLost([words, doubtful], token)) continue;
      const signCost = token.signConfused ? 1 : 0;
      at(signCost + confusions(token.body, head));
      // A symbol glued to the tag in its own colour, read as a letter more: only where the readings disagree on it.
      const other = parts.length === 1 ? unsteadyEnd(words, sign, head, token) : null;
      if (other) consider(signCost + 1, lowest(token.confidence, other.confidence), true);
      // The sign's stroke read as an l ('@Iluna_cafe').
      if (/^[li1|]/.test(token.body) && !/^[li1|]/.test(head)) at(signCost + 1 + confusions(token.body.slice(1), head));
      // A handle OCR cut after its _ ('@luna_ cafe'): the next token, unsigned, is its rest. A _ no
      // reading kept ('@luna cafe') is taken only where every reading that split the handle there
      // left a blank as wide as the unread _, which a typed space is not (UNREAD_JOINER_BLANK,
      // docs/decisions/0274-a-joiner-must-be-read.md); otherwise a person tells the two apart.
      const next = words[i + 1];
      if (parts.length === 1 && head.includes('_') && next && !next.sign) {
        if (token.body.endsWith('_')) consider(signCost + confusions(token.body + next.body, head), lowest(token.confidence, next.confidence));
        else {
          // The _ is measured; a letter confused besides it needs an unsure word, as everywhere. The
          // blanks are looked up (a pass over every token) only for halves that could be the handle.
          const letters = confusions(`${token.body}_${next.body}`, head);
          if (signCost + 1 + letters <= limit && unreadJoiner(words, sign, token.body, next.body)) {
            consider(signCost + 1 + letters, lowest(token.confidence, next.confidence), signCost === 0 && letters === 0);
          }
        }
      }
    } else if (!token.sign && whole.length >= SIGN_AS_LETTER_FROM_LENGTH && token.body.length >= 2 && SIGN_READ_AS[sign as '#' | '@'].includes(token.body[0]!)) {
      // The sign read as a letter glued to the tag ('Enamaste'); a lone 'a' or 'o' is a word.
      at(1 + confusions(token.body.slice(1), head));
    }
  }
  if (sign) {
    // Readings that agree letter for letter (AGREED_READINGS): the tag, as sure as AGREED_CONFIDENCE at least.
    const agreed = new Set([...exactReadings(words, sign, parts), ...exactReadings(doubtful, sign, parts)]);
    const current = found as Match | null;
    if (agreed.size >= AGREED_READINGS && (current?.confidence ?? -1) < AGREED_CONFIDENCE) found = { confused: 0, confidence: AGREED_CONFIDENCE };
  }
  return found;
}

/** The folded spellings of a tag as OCR may read it (ñ has several), each as its words. */
function spellings(value: string): string[][] {
  const nfc = value.normalize('NFC');
  const variants = /ñ/i.test(nfc) ? TILDE_N_READINGS.map((reading) => nfc.replace(/ñ/gi, reading)) : [nfc];
  return [...new Set(variants.map(fold))].map((v) => v.split(/[^\p{L}\p{N}_.]+/u).map((p) => p.replace(/^\.+|\.+$/g, '')).filter(Boolean));
}

export interface TagsFound {
  found: RequiredTag[];
  missing: RequiredTag[];
  /** The confidence of the least sure word a found tag was read from (null: none found, or not known). */
  weakestFound: number | null;
}

/** The words of a plain text, with no confidence: a confusable glyph may stand for another anywhere. */
export const wordsOf = (text: string): ReadWord[] => text.split(/\s+/).filter(Boolean).map((t) => ({ text: t }));

/**
 * Which required tags the text (or the words read, with their confidence) holds. Blank tags are
 * ignored. `doubtful`: words a reading was unsure of and left out of `read` (read.ts: an ink, sticker
 * line or sparse reading's); they only confirm a tag that another reading read the same (AGREED_READINGS).
 */
export function findRequired(read: string | readonly ReadWord[], required: RequiredTag[], doubtful: readonly ReadWord[] = []): TagsFound {
  const words = tokens(typeof read === 'string' ? wordsOf(read) : read);
  const seconds = tokens(doubtful);
  const found: RequiredTag[] = [];
  const missing: RequiredTag[] = [];
  let weakestFound: number | undefined;
  let anyFound = false;
  for (const tag of required) {
    const value = tag.kind === 'word' ? tag.value : tag.value.trim().replace(/^[#@]+/, '');
    const sign: Sign = tag.kind === 'hashtag' ? '#' : tag.kind === 'mention' ? '@' : '';
    const ways = spellings(value).filter((parts) => parts.length > 0);
    if (ways.length === 0) continue;
    const match = ways.map((parts) => findTagged(words, sign, parts, seconds)).find((m) => m != null) ?? null;
    if (match) {
      anyFound = true;
      weakestFound = lowest(weakestFound, match.confidence);
    }
    (match ? found : missing).push(tag);
  }
  return { found, missing, weakestFound: anyFound && weakestFound !== undefined ? weakestFound : null };
}
