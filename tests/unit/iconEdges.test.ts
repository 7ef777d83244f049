// An icon drawn right against a tag is set apart from it by its colour (issue 13): the word's
// last (or first) character is split off when its ink is another colour than the rest's. And the
// blank between two words, which tells an unread _ from a typed space (decision 0274). And a symbol in
// the tag's own colour read as a letter out of its place on the line (decision 0285).
import type { Block, Word } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { findRequired } from '../../server/domain/proofChecks/match';
import { joinerBetween, letterPlace, mayBeTagWithIcon, splitAtIcons, withoutGluedMark, withoutMisfitEnd, wordsWithSpaces, type RawImage } from '../../server/services/ocr/iconEdges';

type Rgb = [number, number, number];
const WHITE: Rgb = [255, 255, 255];
const LINK_BLUE: Rgb = [0x00, 0x37, 0x6b];
const BLACK: Rgb = [0, 0, 0];

/** A white strip holding one 10 × 12 px glyph per character, each a block of its colour with a white margin. */
function drawn(glyphs: { text: string; ink: Rgb | Rgb[] }[], top = 0): { image: RawImage; word: Word } {
  const width = glyphs.length * 10;
  const height = top + 12;
  const data = Buffer.alloc(width * height * 3, 255);
  glyphs.forEach(({ ink }, k) => {
    for (let y = top + 2; y < top + 10; y += 1) {
      for (let x = k * 10 + 2; x < k * 10 + 8; x += 1) {
        const colour = Array.isArray(ink[0]) ? (ink as Rgb[])[(x + y) % (ink as Rgb[]).length]! : (ink as Rgb);
        data.set(colour, (y * width + x) * 3);
      }
    }
  });
  const box = (k: number) => ({ x0: k * 10, y0: 0, x1: k * 10 + 10, y1: 12 });
  const text = glyphs.map((g) => g.text).join('');
  const word = {
    text, bbox: { x0: 0, y0: 0, x1: width, y1: 12 },
    symbols: glyphs.map((g, k) => ({ text: g.text, bbox: box(k) })),
  } as unknown as Word;
  return { image: { data, width, height, channels: 3 }, word };
}

const tag = (text: string, ink: Rgb) => [...text].map((c) => ({ text: c, ink }));

describe('an icon at the edge of a word', () => {
  it('is set apart when it is drawn in another colour than the tag', () => {
    const { image, word } = drawn([...tag('#love', LINK_BLUE), { text: 'v', ink: BLACK }]);
    expect(splitAtIcons(word, image, 0)).toBe('#love v');
  });

  it('is set apart when it is drawn in several colours (a colour emoji), after or before the tag', () => {
    const emoji: Rgb[] = [[250, 200, 40], [230, 90, 20]];
    const after = drawn([...tag('#love', BLACK), { text: 'e', ink: emoji }]);
    expect(splitAtIcons(after.word, after.image, 0)).toBe('#love e');
    const before = drawn([{ text: 'e', ink: emoji }, ...tag('#love', LINK_BLUE)]);
    expect(splitAtIcons(before.word, before.image, 0)).toBe('e #love');
  });

  it('stays when the last character is the tag\'s own colour: a longer tag is another tag', () => {
    const { image, word } = drawn(tag('@bloomflowerco2', LINK_BLUE));
    expect(splitAtIcons(word, image, 0)).toBe('@bloomflowerco2');
  });

  it('leaves a word whose letters scatter in colour (over a photo): its edge is no further off than they are', () => {
    const scattered: Rgb[] = [[0, 55, 107], [60, 20, 20], [0, 55, 107], [60, 20, 20]];
    const { image, word } = drawn([...[...'#lov'].map((text, k) => ({ text, ink: scattered[k]! })), { text: 'e', ink: BLACK }]);
    expect(splitAtIcons(word, image, 0)).toBe('#love');
  });

  it('reads the colours where the band sits in the screenshot', () => {
    // The word's boxes are the band's; the band starts 30 rows down the screenshot.
    const { image, word } = drawn([...tag('#love', LINK_BLUE), { text: 'v', ink: BLACK }], 30);
    expect(splitAtIcons(word, image, 30)).toBe('#love v');
  });

  it('leaves short words, and a character with too little ink to have a colour', () => {
    const short = drawn([{ text: '#', ink: LINK_BLUE }, { text: 'v', ink: BLACK }]);
    expect(splitAtIcons(short.word, short.image, 0)).toBe('#v');
    const faint = drawn([...tag('#love', LINK_BLUE), { text: '.', ink: WHITE }]);
    expect(splitAtIcons(faint.word, faint.image, 0)).toBe('#love.');
  });

  it('is looked for in words holding a tag\'s sign only, the comparison running on the server\'s main thread', () => {
    expect(mayBeTagWithIcon(drawn([...tag('#love', LINK_BLUE), { text: 'v', ink: BLACK }]).word)).toBe(true);
    expect(mayBeTagWithIcon(drawn([...tag('©luna', LINK_BLUE)]).word)).toBe(true);
    expect(mayBeTagWithIcon(drawn(tag('lovely', BLACK)).word)).toBe(false);
    expect(mayBeTagWithIcon(drawn(tag('@a', BLACK)).word)).toBe(false);
  });
});

// Issue 33: a symbol in the tag's own colour cannot be told by its colour; a mark at the end of a word read unsurely can.
describe('a mark glued to a tag in its own colour', () => {
  const read = (text: string, confidence: number) => ({ text, confidence }) as unknown as Word;
  it('gives an unsurely read tag-like word also without the mark, and without the mark and the letter before it', () => {
    expect(withoutGluedMark(read('@cedar.cyclesy/', 53))).toEqual(['@cedar.cyclesy', '@cedar.cycles']);
    expect(withoutGluedMark(read('#RideCedar♥', 60))).toEqual(['#RideCedar', '#RideCeda']);
  });
  it('leaves a surely read word, a letter more without a mark, and a joiner at the end as they are', () => {
    expect(withoutGluedMark(read('@cedar.cyclesy/', 91))).toEqual([]);
    expect(withoutGluedMark(read('@beanthere_cafes', 40))).toEqual([]);
    expect(withoutGluedMark(read('@beanthere_cafe_', 40))).toEqual([]);
  });
});

describe('the blank between two words of a line', () => {
  const line = (rowHeight: number, ...words: [string, number, number][]) => ({
    paragraphs: [{ lines: [{ rowAttributes: { rowHeight }, words: words.map(([text, x0, x1]) => ({ text, confidence: 90, bbox: { x0, y0: 0, x1, y1: 20 } })) }] }],
  }) as unknown as Block;
  it('is told in line heights, to the next word on the same line only', () => {
    expect(wordsWithSpaces([line(20, ['@beanthere', 0, 200], ['cafe', 214, 290], ['!', 296, 300])])).toEqual([
      { text: '@beanthere', confidence: 90, spaceAfter: 0.7 }, { text: 'cafe', confidence: 90, spaceAfter: 0.3 }, { text: '!', confidence: 90 },
    ]);
    // A next word to the left lies on the next row of a wrapped line; no row height, no measure.
    expect(wordsWithSpaces([line(20, ['@beanthere', 100, 300], ['cafe', 0, 80])])[0]).toEqual({ text: '@beanthere', confidence: 90 });
    expect(wordsWithSpaces([line(0, ['@beanthere', 0, 200], ['cafe', 214, 290])])[0]).toEqual({ text: '@beanthere', confidence: 90 });
  });
});

// Decision 0285: a symbol glued to a tag in the tag's own colour, read as a letter, is told by where
// the letter sits on the line. Boxes as Tesseract gives them: x-height 25-40, ascenders from 19,
// descenders to 45 (the glyphs of bench/proof-checks b2323's `#ridecedar✿` and b808's `@beanthere_cafe✔`).
describe('a symbol in the tag\'s own colour read as a letter out of its place', () => {
  const X_TOP = 25;
  const BASELINE = 40;
  const ASCENDER = 19;
  const DESCENDER = 45;
  /** A glyph where its letter sits, or at the box given ([top, bottom] or [top, bottom, width]). */
  type Drawn = string | [string, number, number, number?];
  const glyphBox = (text: string) => {
    const place = letterPlace(text);
    return place === 'tall' ? [ASCENDER, BASELINE] : place === 'descends' ? [X_TOP, DESCENDER] : place === 'x' ? [X_TOP, BASELINE] : [ASCENDER, DESCENDER];
  };
  /** The glyphs side by side, read at `confidence`, the line falling by `slope` px a px to the right. */
  function word(glyphs: Drawn[], confidence = 30, slope = 0): Word {
    let x = 0;
    const symbols = glyphs.map((g) => {
      const [text, top, bottom, width] = typeof g === 'string' ? [g, ...glyphBox(g), 10] : [g[0], g[1], g[2], g[3] ?? 10];
      const drop = Math.round(slope * (x + width! / 2));
      const symbol = { text, confidence: 95, bbox: { x0: x, y0: top! + drop, x1: x + width!, y1: bottom! + drop } };
      x += width! + 2;
      return symbol;
    });
    const text = symbols.map((s) => s.text).join('');
    return { text, confidence, symbols, bbox: { x0: 0, y0: ASCENDER, x1: x, y1: DESCENDER } } as unknown as Word;
  }
  /** The tags found in a reading of the word (reading 1) and what the service gives besides. */
  const found = (w: Word, tag: { kind: 'hashtag' | 'mention'; value: string }) => {
    const apart = withoutMisfitEnd(w);
    return findRequired([{ text: w.text, confidence: w.confidence, reading: 1 }, ...(apart ? [{ text: apart, confidence: w.confidence }] : [])], [tag]).found.length === 1;
  };
  const letters = (s: string): Drawn[] => [...s];

  it('sets apart a letter reaching above the x-height, a y with no descender, an é with no accent and a digit as short as an x', () => {
    // ✿ read as r: as high as the ascenders, and wider than an r.
    const flower = word([...letters('#ridecedar'), ['r', ASCENDER, BASELINE, 14]]);
    expect(withoutMisfitEnd(flower)).toBe('#ridecedar r');
    expect(found(flower, { kind: 'hashtag', value: 'RideCedar' })).toBe(true);
    // ✔ read as y, sitting on the baseline.
    const check = word([...letters('@beanthere_cafe'), ['y', X_TOP, BASELINE]]);
    expect(withoutMisfitEnd(check)).toBe('@beanthere_cafe y');
    expect(found(check, { kind: 'mention', value: 'beanthere_cafe' })).toBe(true);
    // A heart read as é4: neither the é's accent nor the 4's height, and both below the baseline.
    expect(withoutMisfitEnd(word([...letters('@mighty_dumpling'), ['é', X_TOP, DESCENDER - 1], ['4', X_TOP, DESCENDER - 1]]))).toBe('@mighty_dumpling é4');
    // A letter out of place and a mark after it.
    expect(withoutMisfitEnd(word([...letters('#ridecedar'), ['e', ASCENDER, BASELINE], '%']))).toBe('#ridecedar e%');
  });

  it('refuses every lookalike: a real letter more sits in its place, and a symbol after it leaves it', () => {
    // @beanthere_cafes, #ridecedars, @beanthere_cafey: the letter more read where it sits.
    for (const [text, tag] of [['@beanthere_cafes', { kind: 'mention', value: 'beanthere_cafe' }], ['#ridecedars', { kind: 'hashtag', value: 'RideCedar' }],
      ['@beanthere_cafey', { kind: 'mention', value: 'beanthere_cafe' }]] as const) {
      const w = word(letters(text));
      expect(withoutMisfitEnd(w)).toBeNull();
      expect(found(w, tag)).toBe(false);
    }
    // #BeanThereBrewss♥ read #BeanThereBrewssy: the heart is set apart, the s more stays.
    const longer = word([...letters('#BeanThereBrewss'), ['y', X_TOP, BASELINE]]);
    expect(withoutMisfitEnd(longer)).toBe('#BeanThereBrewss y');
    expect(found(longer, { kind: 'hashtag', value: 'BeanThereBrews' })).toBe(false);
    // A changed letter before the symbol stays changed: #BeenThereBrews✿.
    expect(found(word([...letters('#BeenThereBrews'), ['r', ASCENDER, BASELINE, 14]]), { kind: 'hashtag', value: 'BeanThereBrews' })).toBe(false);
  });

  it('measures a word on its own slope, and not a turned one: a letter more at a turned word\'s end lies off the middle letters\' lines', () => {
    // Slightly sloping: the lines follow the letters, and the symbol is still told.
    expect(withoutMisfitEnd(word([...letters('#ridecedar'), ['r', ASCENDER, BASELINE, 14]], 30, 0.03))).toBe('#ridecedar r');
    expect(withoutMisfitEnd(word(letters('#DumplingNights'), 30, 0.03))).toBeNull();
    // A sticker turned by 8° (rising or falling to the right): the lookalike's s is never taken off.
    for (const slope of [Math.tan((8 * Math.PI) / 180), -Math.tan((8 * Math.PI) / 180)]) {
      const turned = word(letters('#DumplingNights'), 30, slope);
      expect(withoutMisfitEnd(turned)).toBeNull();
      expect(found(turned, { kind: 'hashtag', value: 'DumplingNight' })).toBe(false);
      expect(withoutMisfitEnd(word([...letters('#ridecedar'), ['r', ASCENDER, BASELINE, 14]], 30, slope))).toBeNull();
    }
  });

  it('takes nothing off a glyph as wide as a letter and a symbol read as one, a surely read word, or a word whose boxes all span the line', () => {
    // #ridecedars♥ read #ridecedars, the s's box holding the heart too: too wide for one glyph.
    expect(withoutMisfitEnd(word([...letters('#ridecedar'), ['s', ASCENDER, BASELINE, 28]]))).toBeNull();
    expect(withoutMisfitEnd(word([...letters('#ridecedar'), ['r', ASCENDER, BASELINE, 14]], 91))).toBeNull();
    // Every glyph given the line's full height: nothing to measure.
    expect(withoutMisfitEnd(word([...'#ridecedarr'].map((c): Drawn => [c, ASCENDER, DESCENDER])))).toBeNull();
    // Capitals only: no x-height to measure.
    expect(withoutMisfitEnd(word([...letters('#RIDECEDAR'), ['R', X_TOP, BASELINE]]))).toBeNull();
  });
});

// Decision 0288: an unread `_` between a handle's halves is its bar below the baseline, filling the
// blank between the letters' boxes; a typed space leaves nothing there and a `.` a dot on the baseline.
describe('an unread _ between two words, seen in the pixels', () => {
  // Letters 10 px wide with 2 px between them: x-height ones from 25 to 40 (the baseline), tall ones from 19.
  const glyphs = (text: string, x: number) => [...text].map((c, k) => {
    const x0 = x + k * 12;
    const y0 = letterPlace(c) === 'tall' ? 19 : c === '@' ? 22 : 25;
    return { text: c, bbox: { x0, y0, x1: x0 + 10, y1: 40 } };
  });
  const word = (text: string, x: number, boxTo?: number) => {
    const symbols = glyphs(text, x);
    return { text, confidence: 90, symbols, bbox: { x0: x, y0: 19, x1: boxTo ?? symbols.at(-1)!.bbox.x1, y1: 40 } } as unknown as Word;
  };
  /** A white strip with the words' letters in black, and the given extra ink (x0, x1, y0, y1). */
  const picture = (words: Word[], ...ink: [number, number, number, number][]): RawImage => {
    const width = 240;
    const height = 60;
    const data = Buffer.alloc(width * height * 3, 255);
    const fill = (x0: number, x1: number, y0: number, y1: number) => {
      for (let y = y0; y < y1; y += 1) for (let x = x0; x < x1; x += 1) data.fill(0, (y * width + x) * 3, (y * width + x) * 3 + 3);
    };
    for (const w of words) for (const s of w.symbols) fill(s.bbox.x0 + 2, s.bbox.x1 - 2, s.bbox.y0, s.bbox.y1);
    for (const box of ink) fill(...box);
    return { data, width, height, channels: 3 };
  };
  const first = word('@beanthere', 0);
  const next = word('cafe', 134);
  const gap: [number, number] = [first.symbols.at(-1)!.bbox.x1, next.symbols[0]!.bbox.x0];

  it('finds the bar below the baseline across the blank, the boxes apart or overlapping', () => {
    expect(joinerBetween(first, next, picture([first, next], [gap[0] - 1, gap[1] + 1, 44, 47]), 0)).toBe(true);
    // Tesseract put the unread _ into the first word's box: the words' boxes overlap, the letters' do not.
    const swallowed = word('@beanthere', 0, 136);
    expect(joinerBetween(swallowed, next, picture([swallowed, next], [gap[0] - 1, gap[1] + 1, 44, 47]), 0)).toBe(true);
    // The band read starts lower in the screenshot: its words' rows are the band's.
    const image = picture([first, next], [gap[0] - 1, gap[1] + 1, 44, 47]);
    const lower: RawImage = { ...image, height: image.height + 30, data: Buffer.concat([Buffer.alloc(30 * image.width * 3, 255), image.data]) };
    expect(joinerBetween(first, next, lower, 30)).toBe(true);
  });

  it('finds none for a typed space, a dot on the baseline, a short stroke, a letter, or a blank too narrow for a _', () => {
    expect(joinerBetween(first, next, picture([first, next]), 0)).toBe(false);
    expect(joinerBetween(first, next, picture([first, next], [gap[0] + 6, gap[0] + 10, 36, 40]), 0)).toBe(false);
    expect(joinerBetween(first, next, picture([first, next], [gap[0] + 6, gap[0] + 10, 36, 42]), 0)).toBe(false);
    expect(joinerBetween(first, next, picture([first, next], [gap[0], gap[0] + 8, 44, 47]), 0)).toBe(false);
    expect(joinerBetween(first, next, picture([first, next], [gap[0] + 2, gap[1] - 2, 25, 40], [gap[0] - 1, gap[1] + 1, 44, 47]), 0)).toBe(false);
    // The letters' ink side by side: no blank, whatever lies under them.
    const close = word('cafe', 114);
    expect(joinerBetween(first, close, picture([first, close], [108, 124, 44, 47]), 0)).toBe(false);
  });

  it('is measured after a mention\'s first half only, on its row, when the reading gives the pixels', () => {
    const line = (...words: Word[]) => ({ paragraphs: [{ lines: [{ rowAttributes: { rowHeight: 21 }, words }] }] }) as unknown as Block;
    const image = picture([first, next], [gap[0] - 1, gap[1] + 1, 44, 47]);
    expect(wordsWithSpaces([line(first, next)], image)[0]).toMatchObject({ text: '@beanthere', joinerAfter: true });
    expect(wordsWithSpaces([line(first, next)])[0]).not.toHaveProperty('joinerAfter');
    // A word reaching the picture's side runs off it (decision 0288); one clear of it does not.
    expect(wordsWithSpaces([line(first, next)], image)[1]).not.toHaveProperty('runsOff');
    const wide = { ...next, bbox: { ...next.bbox, x1: 236 } } as Word;
    expect(wordsWithSpaces([line(first, wide)], image)[1]).toMatchObject({ text: 'cafe', runsOff: true });
    const plain = word('beanthere', 0);
    expect(wordsWithSpaces([line(plain, next)], picture([plain, next], [gap[0] - 1, gap[1] + 1, 44, 47]))[0]).not.toHaveProperty('joinerAfter');
  });
});
