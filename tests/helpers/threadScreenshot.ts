// A comment thread as an app draws it, for the reused-image tests (issue 33): every seed gives the
// same bars, avatars and line places; only the words differ, so two seeds are two posts in one layout.
import sharp from 'sharp';

const WORDS = ['coffee', 'morning', 'latte', 'best', 'in', 'town', 'the', 'barista', 'friendly', 'croissant', 'warm', 'cozy', 'corner', 'again', 'soon', 'loved', 'every', 'sip', 'window', 'seat'];

/** A comment thread as an app draws it: the same bars, avatars and line places for every post; only the words differ. */
export function thread(seed: number): Promise<Buffer> {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const lines = Array.from({ length: 14 }, (_, i) => {
    const text = Array.from({ length: 4 + Math.floor(next() * 4) }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
    const top = 130 + i * 48;
    return `<circle cx="34" cy="${top - 6}" r="14" fill="#c7c7c7"/><text x="58" y="${top}" font-family="DejaVu Sans" font-size="15" fill="#111">${text}</text>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="390" height="844"><rect width="390" height="844" fill="#fff"/>
    <rect width="390" height="88" fill="#f2f2f2"/><text x="20" y="60" font-family="DejaVu Sans" font-size="20" font-weight="bold" fill="#000">Comments</text>${lines}
    <rect y="780" width="390" height="64" fill="#f2f2f2"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
