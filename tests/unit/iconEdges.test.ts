// An icon drawn right against a tag is set apart from it by its colour (issue 13): the word's
// last (or first) character is split off when its ink is another colour than the rest's. And the
// blank between two words, which tells an unread _ from a typed space (decision 0274).
import type { Block, Word } from 'tesseract.js';
import { describe, expect, it } from 'vitest';
import { mayBeTagWithIcon, splitAtIcons, withoutGluedMark, wordsWithSpaces, type RawImage } from '../../server/services/ocr/iconEdges';

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
