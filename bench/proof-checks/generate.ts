// Fixtures for the proof-check benchmark: phone screenshots of posts about a local business
// (Instagram, Facebook, TikTok, a Google review) drawn by Chromium from generated HTML, each with
// its campaign's required @mentions, #hashtags and extra words either all in the caption or not
// (left out, or a near miss: another tag, a truncated/extended/misspelt one, no # or @, a synonym).
// Deterministic for a seed. Writes the images and labels.json into --out (default
// data/bench/proof-checks/fixtures, ignored by git).
// Run: `npx tsx bench/proof-checks/generate.ts [--out dir] [--seed 7] [--limit 240]`
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright';
import { argValue } from './common';

const OUT = argValue('--out') ?? 'data/bench/proof-checks/fixtures';
const SEED = Number(argValue('--seed') ?? 7);
const COUNT = Number(argValue('--limit') ?? argValue('--count') ?? 240);

export type TagSet = { mentions: string[]; hashtags: string[]; extraWords: string[] };
type Kind = 'mention' | 'hashtag' | 'word';
type Platform = 'instagram' | 'facebook' | 'tiktok' | 'google';
/** How a required tag that is not present was written instead. */
type MissKind = 'omitted' | 'other' | 'truncated' | 'extended' | 'noPrefix' | 'typo' | 'synonym' | 'lookalike';
export type Label = {
  file: string;
  campaign: TagSet;
  present: TagSet;
  allPresent: boolean;
  variant: {
    font: string; size: number; dark: boolean; jpegQuality: number | null; statusBar: boolean; platform: Platform | 'comments' | 'review' | 'xpost' | 'story';
    format: 'jpeg' | 'png'; viewport: { width: number; height: number }; deviceScaleFactor: number;
  };
  /** Each required tag that is not present, and what the caption has instead. */
  misses: { kind: Kind; value: string; how: MissKind; written: string | null }[];
  /** The page's visible text (innerText) as drawn: the ground truth an ideal OCR would read. */
  text: string;
};

// ---------------------------------------------------------------------------------------------
// Seeded randomness

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
type Rng = () => number;
const int = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const pick = <T,>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const chance = (rng: Rng, p: number) => rng() < p;
const weighted = <T,>(rng: Rng, items: readonly [T, number][]): T => {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let r = rng() * total;
  for (const [item, w] of items) { r -= w; if (r < 0) return item; }
  return items[items.length - 1]![0];
};
const shuffle = <T,>(rng: Rng, items: readonly T[]): T[] => {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i -= 1) { const j = Math.floor(rng() * (i + 1)); [a[i], a[j]] = [a[j]!, a[i]!]; }
  return a;
};

// ---------------------------------------------------------------------------------------------
// Made-up businesses and everything else a post shows

type Business = { name: string; category: string; mentions: string[]; hashtags: string[]; words: string[] };
const BUSINESSES: Business[] = [
  { name: "Tony's Pizza", category: 'Pizza restaurant', mentions: ['tonyspizzabk'], hashtags: ['TonysPizza', 'brooklyneats', 'SliceOfBK'], words: ['delicious', 'crispy'] },
  { name: 'Luna Coffee House', category: 'Coffee shop', mentions: ['luna_cafe'], hashtags: ['LunaCafe', 'coffeetime', 'LatteArt'], words: ['Café', 'cozy'] },
  { name: 'Bella Nails Studio', category: 'Nail salon', mentions: ['bellanails.nyc'], hashtags: ['BellaNails', 'nailart', 'SelfCareSunday'], words: ['gorgeous', 'manicure'] },
  { name: 'Iron Temple Gym', category: 'Gym', mentions: ['irontemple_gym'], hashtags: ['IronTemple', 'fitfam'], words: ['stronger', 'sweaty'] },
  { name: 'Green Leaf Market', category: 'Grocery store', mentions: ['greenleafmkt'], hashtags: ['GreenLeaf', 'shoplocal', 'EatLocal'], words: ['fresh', 'organic'] },
  { name: 'Sakura Ramen Bar', category: 'Ramen restaurant', mentions: ['sakura.ramen'], hashtags: ['SakuraRamen', 'ramenlover'], words: ['umami', 'slurp'] },
  { name: 'Petit Four Bakery', category: 'Bakery', mentions: ['petitfour_la'], hashtags: ['PetitFour', 'pastrylove'], words: ['crème', 'pâtisserie'] },
  { name: 'Paws & Claws Grooming', category: 'Pet groomer', mentions: ['pawsandclaws'], hashtags: ['PawsAndClaws', 'doggrooming'], words: ['fluffy', 'pampered'] },
  { name: 'El Jefe Tacos', category: 'Taco restaurant', mentions: ['eljefetacos'], hashtags: ['ElJefeTacos', 'tacotuesday'], words: ['jalapeño', 'delicioso'] },
  { name: 'Bloom Flower Co', category: 'Florist', mentions: ['bloomflowerco'], hashtags: ['BloomFlowers', 'flowersofinstagram'], words: ['beautiful', 'peonies'] },
  { name: 'Hot Yoga Haus', category: 'Yoga studio', mentions: ['hotyogahaus'], hashtags: ['HotYogaHaus', 'namaste'], words: ['zen', 'sweat'] },
  { name: 'The Barber Lounge', category: 'Barber shop', mentions: ['thebarberlounge'], hashtags: ['BarberLounge', 'freshcut'], words: ['fade', 'sharp'] },
  { name: 'Oak & Vine Wine Bar', category: 'Wine bar', mentions: ['oakandvine_sf'], hashtags: ['OakAndVine', 'winenight'], words: ['Rosé', 'cheers'] },
  { name: 'Señor Burrito', category: 'Mexican restaurant', mentions: ['senorburrito'], hashtags: ['SenorBurrito', 'burritoseason'], words: ['piñata', 'huge'] },
];
const PEOPLE = ['jess.kwon', 'marco_eats', 'the.daily.dana', 'priya_s', 'bklyn_bites', 'mike.t.runs', 'sofia.lopez', 'ahmed_k', 'lena.m', 'chris_photos', 'noodle.queen', 'danny_b22', 'kaylee.rose', 'omar.travels', 'zoe_in_nyc', 'tomasz.w', 'anna.bell', 'jayden_fit'];
const FULL_NAMES = ['Jess Kwon', 'Marco Rossi', 'Dana Whitfield', 'Priya Shah', 'Mike Turner', 'Sofia López', 'Ahmed Karim', 'Lena Müller', 'Chris Park', 'Danny Brooks', 'Kaylee Rose', 'Omar Haddad', 'Zoe Chen', 'Tomasz Wiśniewski', 'Anna Bell'];
const GENERIC_TAGS = ['foodie', 'instafood', 'weekendvibes', 'nyc', 'yum', 'localbusiness', 'smallbiz', 'treatyourself', 'goodtimes', 'friday', 'happyplace', 'weekend', 'lovethis', 'supportlocal', 'vibes', 'tbt', 'nomnom', 'selfcare', 'datenight', 'instagood'];
const OPENERS = [
  'Finally tried this place and wow', "Can't stop thinking about this", 'Sunday treat', 'Best spot in the neighborhood, no contest',
  'Brought the whole crew here tonight', 'Thank you for the amazing service today', 'Highly recommend if you are in the area',
  'Came for one thing, left with five', 'Ok this place is officially my new favorite', 'Treat yourself, seriously',
  'Third time this month and not even sorry', 'Rainy day plans sorted', 'Birthday tradition continues',
];
const MENTION_LINES = ['Huge thanks to {m} for having us', 'Go see {m} this weekend', 'shoutout to {m}', 'Found my happy place at {m}', 'the team at {m} never misses', '{m} you did it again'];
const WORD_LINES = ['Everything was just {w}', 'Honestly so {w}', 'One word: {w}', '{w} vibes all day', 'the {w} part was the best', 'Ten out of ten, {w}'];
const HASHTAG_LINES = ['loving {h} right now', 'new favorite: {h}', 'more {h} please', 'weekend = {h}'];
const CLOSERS = ['See you next week!', 'Go go go.', 'Worth every penny', 'Already planning the next visit', 'Thank me later', 'No notes.', 'Bring a friend'];
const COMMENTS = ['so good!!', 'need to go here', 'omg yes', 'wait where is this', 'take me next time', 'looks amazing', 'adding to my list', 'ok jealous'];
const SYNONYMS = ['tasty', 'amazing', 'lovely', 'great', 'awesome', 'perfect', 'wonderful', 'incredible'];
const GLYPHS = ['☕', '★', '♥', '☀', '☺', '✔', '✌', '♫', '✈', '❤'];

const FONTS: [string, number][] = [
  ["'DejaVu Sans'", 5], ["'Liberation Sans'", 5], ['sans-serif', 4], ["'DejaVu Sans Condensed'", 2], ["'Liberation Sans Narrow'", 1],
  ["'DejaVu Serif'", 1], ["'Liberation Serif'", 1], ['monospace', 1],
];
const VIEWPORTS = [{ width: 390, height: 844 }, { width: 360, height: 780 }, { width: 375, height: 812 }, { width: 412, height: 915 }, { width: 360, height: 740 }];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;

// ---------------------------------------------------------------------------------------------
// Which tags the caption has, and how the others are written

type Written = { kind: Kind; value: string; text: string | null; how: MissKind | null };

function caseVariant(rng: Rng, value: string): string {
  return weighted(rng, [[value, 6], [value.toLowerCase(), 2], [value.toUpperCase(), 1], [value[0]!.toUpperCase() + value.slice(1), 1]]);
}
function typo(rng: Rng, value: string): string {
  const letters = [...value];
  for (let tries = 0; tries < 10; tries += 1) {
    const i = int(rng, 1, letters.length - 3);
    if (/[a-z]/i.test(letters[i]!) && /[a-z]/i.test(letters[i + 1]!) && letters[i]!.toLowerCase() !== letters[i + 1]!.toLowerCase()) {
      [letters[i], letters[i + 1]] = [letters[i + 1]!, letters[i]!];
      return letters.join('');
    }
  }
  return value.slice(0, -1) + (value.endsWith('x') ? 'y' : 'x');
}
function truncated(rng: Rng, value: string): string {
  let t = value.slice(0, value.length - int(rng, 1, 3));
  while (/[._]$/.test(t)) t = t.slice(0, -1);
  return t;
}

function writeTag(rng: Rng, kind: Kind, value: string, business: Business, campaign: TagSet, miss: boolean): Written {
  const prefix = kind === 'mention' ? '@' : kind === 'hashtag' ? '#' : '';
  if (!miss) return { kind, value, text: prefix + (kind === 'mention' ? weighted(rng, [[value, 8], [value.toUpperCase(), 1], [value[0]!.toUpperCase() + value.slice(1), 1]]) : caseVariant(rng, value)), how: null };
  if (kind === 'word') {
    const how = weighted<MissKind>(rng, [['omitted', 1], ['synonym', 1]]);
    return { kind, value, text: how === 'omitted' ? null : pick(rng, SYNONYMS), how };
  }
  const how = weighted<MissKind>(rng, [['omitted', 4], ['other', 2], ['truncated', 1], ['extended', 1], ['noPrefix', 1], ['typo', 1]]);
  switch (how) {
    case 'omitted': return { kind, value, text: null, how };
    case 'other': {
      const pool = kind === 'mention'
        ? BUSINESSES.filter((b) => b !== business).map((b) => b.mentions[0]!)
        : [...business.hashtags.filter((h) => !campaign.hashtags.includes(h)), ...GENERIC_TAGS];
      return { kind, value, text: prefix + pick(rng, pool), how };
    }
    case 'truncated': return { kind, value, text: prefix + truncated(rng, value), how };
    case 'extended': return { kind, value, text: prefix + value + pick(rng, kind === 'mention' ? ['_nyc', '_official', '2', '.co', 'x'] : ['s', 'NYC', 'Love', '2024', 'Fans']), how };
    case 'noPrefix': return { kind, value, text: value, how };
    default: return { kind, value, text: prefix + typo(rng, value), how };
  }
}

/** A piece of the caption: plain text, or a tag to colour as the app does. */
type Piece = { text: string; tag?: boolean };

function composeCaption(rng: Rng, written: Written[], business: Business, campaign: TagSet): Piece[][] {
  const emoji = (): Piece => ({ text: chance(rng, 0.6) ? pick(rng, GLYPHS) : '\u0000' }); // NUL marks a colour "emoji" blob
  const lines: Piece[][] = [];
  const mentionsW = written.filter((w) => w.kind === 'mention' && w.text);
  const hashW = written.filter((w) => w.kind === 'hashtag' && w.text);
  const wordsW = written.filter((w) => w.kind === 'word' && w.text);
  const endBlock: Piece[] = [];
  const first: Piece[] = [{ text: pick(rng, OPENERS) }];
  if (chance(rng, 0.4)) first.push({ text: ' ' }, emoji());
  lines.push(first);
  for (const m of mentionsW) {
    const where = weighted(rng, [['line', 5], ['end', 2], ['first', 2]]);
    const tagPiece: Piece = { text: m.text!, tag: m.text!.startsWith('@') };
    const punct = weighted(rng, [['', 5], ['!', 1], [',', 1], ['.', 1]]);
    if (where === 'line') {
      const [before, after] = pick(rng, MENTION_LINES).split('{m}') as [string, string];
      lines.push([{ text: before }, tagPiece, { text: after || punct }]);
    } else if (where === 'first') {
      first.push({ text: ' at ' }, tagPiece, { text: punct });
    } else endBlock.push(tagPiece);
  }
  for (const w of wordsW) {
    const [before, after] = pick(rng, WORD_LINES).split('{w}') as [string, string];
    const word = w.how ? w.text! : caseVariant(rng, w.value);
    const text = before === '' ? word[0]!.toUpperCase() + word.slice(1) : word;
    lines.push([{ text: before }, { text }, { text: after }]);
    if (chance(rng, 0.3)) lines[lines.length - 1]!.push({ text: ' ' }, emoji());
  }
  if (chance(rng, 0.5)) lines.push([{ text: pick(rng, CLOSERS) }]);
  for (const h of hashW) {
    const where = weighted(rng, [['end', 6], ['mid', 2], ['lineEnd', 2]]);
    const tagPiece: Piece = { text: h.text!, tag: h.text!.startsWith('#') };
    if (where === 'mid') {
      const [before, after] = pick(rng, HASHTAG_LINES).split('{h}') as [string, string];
      lines.splice(int(rng, 1, lines.length), 0, [{ text: before }, tagPiece, { text: after }]);
    } else if (where === 'lineEnd') {
      lines[int(rng, 0, lines.length - 1)]!.push({ text: ' ' }, tagPiece);
    } else endBlock.push(tagPiece);
  }
  const taken = new Set([...campaign.hashtags, ...business.hashtags, ...campaign.extraWords].map((t) => t.toLowerCase()));
  const fillers = shuffle(rng, GENERIC_TAGS.filter((t) => !taken.has(t))).slice(0, int(rng, 0, 3)).map((t) => ({ text: `#${t}`, tag: true }));
  const block = shuffle(rng, [...endBlock, ...fillers]);
  if (block.length) {
    const pieces: Piece[] = [];
    block.forEach((p, i) => {
      if (i > 0) pieces.push({ text: ' ' });
      pieces.push(p);
      if (chance(rng, 0.15)) pieces.push({ text: chance(rng, 0.5) ? ' ' : '' }, emoji());
    });
    lines.push(pieces);
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// The page

type Look = {
  platform: Platform; dark: boolean; font: string; size: number; statusBar: boolean; bg: string; fg: string; muted: string; link: string;
  viewport: { width: number; height: number };
};

function emojiBlob(rng: Rng): string {
  const h = int(rng, 0, 360);
  return `<span class="emo" style="background:radial-gradient(circle at 35% 35%, ${hsl(h, 90, 70)}, ${hsl(h, 85, 45)})"></span>`;
}
function captionHtml(rng: Rng, lines: Piece[][], tagClass: string): string {
  return lines.map((line) => line.map((p) => {
    if (p.text === '\u0000') return emojiBlob(rng);
    return p.tag ? `<span class="${tagClass}">${esc(p.text)}</span>` : esc(p.text);
  }).join('')).join('<br>');
}
function photo(rng: Rng, css: string): string {
  const h = int(rng, 0, 360);
  const layers: string[] = [];
  for (let i = 0; i < int(rng, 1, 4); i += 1) {
    layers.push(`radial-gradient(circle at ${int(rng, 0, 100)}% ${int(rng, 0, 100)}%, ${hsl(h + int(rng, -60, 60), int(rng, 40, 90), int(rng, 40, 80))} 0, transparent ${int(rng, 20, 60)}%)`);
  }
  layers.push(`linear-gradient(${int(rng, 0, 360)}deg, ${hsl(h, int(rng, 30, 80), int(rng, 20, 55))}, ${hsl(h + int(rng, 20, 160), int(rng, 30, 80), int(rng, 35, 75))})`);
  const shapes: string[] = [];
  for (let i = 0; i < int(rng, 0, 5); i += 1) {
    const size = int(rng, 12, 55);
    const round = pick(rng, ['50%', '12px', '4px', '50% 50% 8px 8px']);
    shapes.push(`<div style="position:absolute;left:${int(rng, -5, 85)}%;top:${int(rng, -5, 80)}%;width:${size}%;aspect-ratio:${pick(rng, ['1', '1.4', '0.7'])};border-radius:${round};background:${hsl(h + int(rng, 0, 360), int(rng, 30, 90), int(rng, 25, 85))};opacity:${(0.5 + rng() * 0.5).toFixed(2)};transform:rotate(${int(rng, 0, 90)}deg);box-shadow:0 ${int(rng, 2, 20)}px ${int(rng, 6, 40)}px rgba(0,0,0,.35)"></div>`);
  }
  return `<div class="photo" style="${css};background:${layers.join(',')}">${shapes.join('')}</div>`;
}
function avatar(rng: Rng, size: number, ring: boolean): string {
  const h = int(rng, 0, 360);
  const inner = `<div style="width:${size}px;height:${size}px;border-radius:50%;background:linear-gradient(${int(rng, 0, 360)}deg, ${hsl(h, 60, 45)}, ${hsl(h + 80, 70, 70)});flex:none"></div>`;
  return ring ? `<div style="padding:2px;border-radius:50%;background:linear-gradient(45deg,#f9ce34,#ee2a7b,#6228d7);flex:none"><div style="padding:2px;border-radius:50%;background:var(--bg)">${inner}</div></div>` : inner;
}
function statusBar(rng: Rng, look: Look): string {
  if (!look.statusBar) return '';
  const time = `${int(rng, 1, 12)}:${String(int(rng, 0, 59)).padStart(2, '0')}`;
  const battery = int(rng, 8, 100);
  const bars = Array.from({ length: 4 }, (_, i) => `<i style="height:${4 + i * 2.5}px;opacity:${i < int(rng, 2, 4) ? 1 : 0.35}"></i>`).join('');
  return `<div class="status"><span style="font-weight:600">${time}</span><span class="sright"><span class="bars">${bars}</span>
    <span class="wifi"></span>${chance(rng, 0.4) ? `<span style="font-size:12px">${battery}%</span>` : ''}
    <span class="batt"><span style="width:${battery}%;background:${battery < 20 ? '#e53935' : 'var(--fg)'}"></span></span></span></div>`;
}
const count = (rng: Rng) => weighted(rng, [[String(int(rng, 3, 999)), 3], [`${int(rng, 1, 9)},${String(int(rng, 0, 999)).padStart(3, '0')}`, 2], [`${int(rng, 1, 40)}.${int(rng, 1, 9)}K`, 1]]);

function pageHtml(rng: Rng, look: Look, business: Business, lines: Piece[][]): string {
  const person = pick(rng, PEOPLE);
  const fullName = pick(rng, FULL_NAMES);
  const { dark } = look;
  let body = '';
  switch (look.platform) {
    case 'instagram': {
      body = `${statusBar(rng, look)}
      <div class="bar"><span style="font-family:'DejaVu Serif',serif;font-style:italic;font-size:26px;font-weight:600">Instagram</span><span class="icons">♡ &nbsp;✉</span></div>
      <div class="row">${avatar(rng, 32, chance(rng, 0.5))}<div><b>${person}</b>${chance(rng, 0.4) ? `<div class="small muted">${esc(business.name)}</div>` : ''}</div><span style="margin-left:auto" class="muted">•••</span></div>
      ${photo(rng, 'flex:3 1 auto;min-height:110px;max-height:' + look.viewport.width + 'px')}
      <div class="actions"><span>♡</span><span>◯</span><span>➤</span><span style="margin-left:auto">⚐</span></div>
      <div class="pad"><b>${count(rng)} likes</b></div>
      <div class="pad cap"><b>${person}</b> ${captionHtml(rng, lines, 'lnk')}</div>
      <div class="pad muted">View all ${int(rng, 2, 80)} comments</div>
      ${chance(rng, 0.5) ? `<div class="pad"><b>${pick(rng, PEOPLE.filter((p) => p !== person))}</b> ${pick(rng, COMMENTS)}</div>` : ''}
      <div class="pad muted small">${int(rng, 1, 23)} hours ago</div>
      <div class="rest"><div class="row" style="margin-top:10px">${avatar(rng, 32, chance(rng, 0.5))}<b>${pick(rng, PEOPLE.filter((p) => p !== person))}</b><span style="margin-left:auto" class="muted">•••</span></div>${photo(rng, 'height:400px')}</div>
      ${chance(rng, 0.8) ? `<div class="nav"><span>⌂</span><span>⌕</span><span>⊞</span><span>▶</span>${avatar(rng, 24, false)}</div>` : ''}`;
      break;
    }
    case 'facebook': {
      body = `${statusBar(rng, look)}
      <div class="bar"><span style="color:${dark ? '#e4e6eb' : '#0866ff'};font-weight:700;font-size:28px;letter-spacing:-1px">facebook</span><span class="icons">⊕ &nbsp;⌕</span></div>
      ${chance(rng, 0.7) ? `<div class="nav" style="border-top:none;border-bottom:1px solid var(--line)"><span style="color:#0866ff">⌂</span><span>▶</span><span>☺</span><span>⊟</span><span>♫</span><span>≡</span></div>` : ''}
      <div class="card">
      <div class="row">${avatar(rng, 40, false)}<div><b>${fullName}</b>${chance(rng, 0.5) ? ` <span class="muted">is at</span> <b>${esc(business.name)}</b>` : ''}<div class="small muted">${int(rng, 1, 23)}h · ◍</div></div><span style="margin-left:auto" class="muted">•••</span></div>
      <div class="pad cap">${captionHtml(rng, lines, 'lnk')}</div>
      ${photo(rng, 'flex:3 1 auto;min-height:110px;max-height:' + look.viewport.width + 'px;margin-top:8px')}
      <div class="pad muted small" style="display:flex;justify-content:space-between;padding-top:8px"><span><span class="react" style="background:#1877f2">✔</span><span class="react" style="background:#f33e58">♥</span> ${count(rng)}</span><span>${int(rng, 1, 90)} comments · ${int(rng, 0, 30)} shares</span></div>
      <div class="fbbtn muted"><span>♡ Like</span><span>◯ Comment</span><span>➦ Share</span></div>
      <div class="rest" style="border-top:6px solid var(--bg);margin-top:4px"><div class="row">${avatar(rng, 40, false)}<div><b>${pick(rng, FULL_NAMES.filter((n) => n !== fullName))}</b><div class="small muted">${int(rng, 1, 6)}d · ◍</div></div></div>
      <div class="pad">${esc(pick(rng, OPENERS))}</div>${photo(rng, 'height:400px;margin-top:8px')}</div>
      </div>`;
      break;
    }
    case 'tiktok': {
      body = `${photo(rng, 'position:absolute;inset:0')}
      <div style="position:absolute;inset:0;background:linear-gradient(to bottom, rgba(0,0,0,.35), transparent 20%, transparent 45%, rgba(0,0,0,${(0.55 + rng() * 0.3).toFixed(2)}))"></div>
      <div style="position:relative;color:#fff;display:flex;flex-direction:column;height:100%">${statusBar(rng, look)}
      <div class="bar" style="justify-content:center;gap:18px;font-weight:600"><span style="opacity:.7">Following</span><span style="border-bottom:2px solid #fff">For You</span></div>
      <div style="flex:1"></div>
      <div class="side">${avatar(rng, 44, false)}<div>♥<br><small>${count(rng)}</small></div><div>◯<br><small>${count(rng)}</small></div><div>➦<br><small>${count(rng)}</small></div></div>
      <div class="pad" style="padding-right:70px;text-shadow:0 1px 2px rgba(0,0,0,.6)"><b>@${person}</b><div class="cap" style="margin-top:4px">${captionHtml(rng, lines, 'ttk')}</div>
      <div class="small" style="margin-top:6px">♫ original sound - ${person}</div></div>
      <div class="tabbar"><span>Home</span><span>Friends</span><span style="font-size:22px">⊞</span><span>Inbox</span><span>Profile</span></div></div>`;
      break;
    }
    default: {
      const stars = (n: number) => `<span style="color:#fbbc04">${'★'.repeat(n)}</span><span style="color:#c0c0c0">${'★'.repeat(5 - n)}</span>`;
      body = `${statusBar(rng, look)}
      <div class="search"><span>←</span><span style="flex:1">${esc(business.name)}</span><span>⌕</span></div>
      <div class="pad" style="padding-top:10px"><div style="font-size:22px">${esc(business.name)}</div>
      <div class="muted">${(3.9 + rng()).toFixed(1)} ${stars(5)} (${count(rng)}) · ${business.category}</div></div>
      <div class="tabs"><span>Overview</span><span class="on">Reviews</span><span>Photos</span><span>About</span></div>
      <div class="row">${avatar(rng, 36, false)}<div><b>${fullName}</b><div class="small muted">Local Guide · ${int(rng, 3, 200)} reviews · ${int(rng, 0, 900)} photos</div></div></div>
      <div class="pad">${stars(weighted(rng, [[5, 8], [4, 2]]))} <span class="muted small">${pick(rng, ['a week ago', '2 days ago', 'a month ago', 'yesterday'])}</span> ${chance(rng, 0.4) ? '<span class="small" style="border:1px solid var(--muted);padding:0 4px;border-radius:4px">NEW</span>' : ''}</div>
      <div class="pad cap" style="margin-top:4px">${captionHtml(rng, lines, 'plain')}</div>
      <div class="thumbs">${Array.from({ length: int(rng, 0, 3) }, () => photo(rng, 'width:30%;aspect-ratio:1;border-radius:8px;position:relative;overflow:hidden')).join('')}</div>
      <div class="pad muted small" style="display:flex;gap:24px;padding-top:8px"><span>✔ Like</span><span>➦ Share</span></div>
      <div style="flex:1 1 auto;min-height:0;overflow:hidden;border-top:1px solid var(--line);margin-top:10px">
      <div class="row">${avatar(rng, 36, false)}<div><b>${pick(rng, FULL_NAMES.filter((n) => n !== fullName))}</b><div class="small muted">${int(rng, 1, 40)} reviews</div></div></div>
      <div class="pad">${stars(int(rng, 3, 5))} <span class="muted small">${pick(rng, ['3 weeks ago', 'a month ago', '2 months ago'])}</span></div>
      <div class="pad cap">${esc(pick(rng, OPENERS))}. ${esc(pick(rng, CLOSERS))}</div></div>`;
    }
  }
  const lineGap = (1.25 + rng() * 0.2).toFixed(2);
  return `<!doctype html><html><head><meta charset="utf-8"><style>
  :root{--bg:${look.bg};--fg:${look.fg};--muted:${look.muted};--line:${dark ? '#333' : '#dbdbdb'}}
  *{box-sizing:border-box;margin:0;padding:0}
  html,body{width:${look.viewport.width}px;height:${look.viewport.height}px;overflow:hidden}
  body{background:var(--bg);color:var(--fg);font-family:${look.font};font-size:${look.size}px;line-height:${lineGap};display:flex;flex-direction:column;position:relative}
  .status{display:flex;justify-content:space-between;align-items:center;height:44px;padding:0 26px;font-size:15px;flex:none}
  .sright{display:flex;gap:6px;align-items:center}
  .bars{display:flex;gap:2px;align-items:flex-end}.bars i{display:block;width:3px;background:currentColor;border-radius:1px}
  .wifi{width:14px;height:10px;border-radius:14px 14px 0 0;border:2.5px solid currentColor;border-bottom:none}
  .batt{width:24px;height:12px;border:1.5px solid currentColor;border-radius:3px;padding:1px;display:inline-flex}.batt span{height:100%;border-radius:1px}
  .bar{display:flex;align-items:center;justify-content:space-between;padding:6px 14px;height:50px;flex:none}
  .icons{font-size:22px}
  .row{display:flex;align-items:center;gap:10px;padding:8px 12px;flex:none}
  .photo{position:relative;overflow:hidden}
  .actions{display:flex;gap:16px;font-size:24px;padding:6px 12px;flex:none}
  .pad{padding:2px 12px;flex:none}
  .small{font-size:.8em}.muted{color:var(--muted)}
  .cap{word-wrap:break-word}
  .lnk{color:${look.link}}.ttk{font-weight:700}.plain{}
  .emo{display:inline-block;width:1.05em;height:1.05em;border-radius:50%;vertical-align:-.15em;margin:0 .05em}
  .card{background:${dark ? '#242526' : '#fff'};display:flex;flex-direction:column;flex:1 1 auto;min-height:0}
  .react{display:inline-block;width:16px;height:16px;border-radius:50%;color:#fff;font-size:10px;text-align:center;line-height:16px;margin-right:-3px}
  .fbbtn{display:flex;justify-content:space-around;border-top:1px solid var(--line);padding:8px 0;margin:6px 12px 0;font-weight:600;flex:none}
  .side{position:absolute;right:10px;bottom:${look.size * 8}px;display:flex;flex-direction:column;align-items:center;gap:16px;font-size:28px;text-align:center;line-height:1}
  .side small{font-size:12px}
  .tabbar{display:flex;justify-content:space-around;align-items:center;height:52px;background:#000;font-size:11px;margin-top:10px;flex:none}
  .search{display:flex;gap:12px;align-items:center;margin:6px 12px;padding:10px 14px;border-radius:24px;background:${dark ? '#303134' : '#f1f3f4'};flex:none}
  .tabs{display:flex;gap:18px;padding:10px 12px 0;border-bottom:1px solid var(--line);font-size:14px;color:var(--muted);flex:none}
  .tabs span{padding-bottom:8px}.tabs .on{color:${dark ? '#8ab4f8' : '#1a73e8'};border-bottom:3px solid currentColor}
  .thumbs{display:flex;gap:6px;padding:8px 12px 0;flex:none}
  .rest{flex:1 1 0;min-height:0;overflow:hidden}
  .nav{display:flex;justify-content:space-around;align-items:center;height:50px;font-size:24px;border-top:1px solid var(--line);flex:none}
  </style></head><body>${body}</body></html>`;
}

// ---------------------------------------------------------------------------------------------
// Ground truth: what is on the page, by the labels' rule (case-insensitive; a mention or hashtag
// needs its @ or # and must not go on into a longer handle or tag; a word must stand alone).

const escRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function presentIn(text: string, kind: Kind, value: string): boolean {
  const v = escRe(value);
  const re = kind === 'mention' ? new RegExp(`(?<![\\p{L}\\p{N}_.@])@${v}(?![\\p{L}\\p{N}_]|\\.[\\p{L}\\p{N}_])`, 'iu')
    : kind === 'hashtag' ? new RegExp(`(?<![\\p{L}\\p{N}_#&])#${v}(?![\\p{L}\\p{N}_])`, 'iu')
      : new RegExp(`(?<![\\p{L}\\p{N}_#@.])${v}(?![\\p{L}\\p{N}_])`, 'iu');
  return re.test(text.normalize('NFC'));
}

// ---------------------------------------------------------------------------------------------

async function main() {
  const started = performance.now();
  const rng = mulberry32(SEED);
  mkdirSync(OUT, { recursive: true });
  for (const f of readdirSync(OUT)) if (/^p\d+-.*\.(jpg|png)$/.test(f) || f === 'labels.json') rmSync(path.join(OUT, f));
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  });
  const pages = new Map<number, { context: BrowserContext; page: Page }>();
  const pageFor = async (scale: number) => {
    let entry = pages.get(scale);
    if (!entry) {
      const context = await browser.newContext({ deviceScaleFactor: scale, viewport: VIEWPORTS[0]! });
      entry = { context, page: await context.newPage() };
      pages.set(scale, entry);
    }
    return entry.page;
  };
  const labels: Label[] = [];
  let rerolls = 0;
  try {
    for (let n = 0; n < COUNT; n += 1) {
      const business = pick(rng, BUSINESSES);
      const campaign: TagSet = {
        mentions: [business.mentions[0]!],
        hashtags: shuffle(rng, business.hashtags).slice(0, weighted(rng, [[1, 2], [2, 3], [3, 1]])),
        extraWords: chance(rng, 0.75) ? [pick(rng, business.words)] : [],
      };
      const required = [
        ...campaign.mentions.map((value) => ({ kind: 'mention' as const, value })),
        ...campaign.hashtags.map((value) => ({ kind: 'hashtag' as const, value })),
        ...campaign.extraWords.map((value) => ({ kind: 'word' as const, value })),
      ];
      const allPresent = chance(rng, 0.5);
      const missing = new Set(allPresent ? [] : shuffle(rng, required).slice(0, weighted(rng, [[1, 7], [2, 3]])));
      const platform = weighted<Platform>(rng, [['instagram', 4], ['facebook', 2], ['tiktok', 2], ['google', 2]]);
      const dark = platform === 'tiktok' ? true : chance(rng, 0.35);
      const viewport = pick(rng, VIEWPORTS);
      const scale = chance(rng, 0.5) ? 2 : 1;
      const look: Look = {
        platform, dark, viewport,
        font: weighted(rng, FONTS), size: int(rng, 12, 20), statusBar: platform === 'tiktok' ? chance(rng, 0.7) : chance(rng, 0.75),
        bg: dark ? pick(rng, ['#000000', '#121212', '#18191a', '#1f1f1f']) : pick(rng, ['#ffffff', '#fafafa', '#f0f2f5', '#fffdf8']),
        fg: dark ? pick(rng, ['#ffffff', '#e4e6eb', '#f1f1f1', '#dddddd']) : pick(rng, ['#111111', '#262626', '#333333', '#1c1e21']),
        muted: dark ? pick(rng, ['#a8a8a8', '#b0b3b8', '#9aa0a6']) : pick(rng, ['#737373', '#65676b', '#70757a']),
        link: dark ? pick(rng, ['#e0f1ff', '#8ab4f8', '#9ecbff']) : pick(rng, ['#00376b', '#1a5fb4', '#216fdb']),
      };
      const format: 'jpeg' | 'png' = chance(rng, 0.8) ? 'jpeg' : 'png';
      const jpegQuality = format === 'jpeg' ? int(rng, 45, 95) : null;
      const file = `p${String(n + 1).padStart(4, '0')}-${platform}.${format === 'jpeg' ? 'jpg' : 'png'}`;
      const page = await pageFor(scale);
      await page.setViewportSize(viewport);
      let label: Label | null = null;
      for (let attempt = 0; attempt < 8 && !label; attempt += 1) {
        if (attempt > 0) rerolls += 1;
        const written = required.map((t) => writeTag(rng, t.kind, t.value, business, campaign, missing.has(t)));
        const lines = composeCaption(rng, written, business, campaign);
        if (attempt >= 4) lines.splice(1, Math.max(0, lines.length - 3)); // too long for the screen: fewer lines
        await page.setContent(pageHtml(rng, look, business, lines), { waitUntil: 'load' });
        // Every piece of the caption must be on screen, and the page's text must agree with the labels.
        const fits = await page.evaluate(() => {
          const cap = document.querySelectorAll('.cap')[0];
          if (!cap) return false;
          const r = cap.getBoundingClientRect();
          return r.bottom <= window.innerHeight - 2 && r.right <= window.innerWidth && r.top >= 0;
        });
        if (!fits) continue;
        const text = await page.evaluate(() => document.body.innerText);
        const present: TagSet = {
          mentions: campaign.mentions.filter((v) => presentIn(text, 'mention', v)),
          hashtags: campaign.hashtags.filter((v) => presentIn(text, 'hashtag', v)),
          extraWords: campaign.extraWords.filter((v) => presentIn(text, 'word', v)),
        };
        const intended = (t: { kind: Kind; value: string }) => !missing.has(required.find((r) => r.kind === t.kind && r.value === t.value)!);
        const agrees = required.every((t) => presentIn(text, t.kind, t.value) === intended(t));
        if (!agrees) continue;
        const shot = format === 'jpeg' ? await page.screenshot({ type: 'jpeg', quality: jpegQuality! }) : await page.screenshot({ type: 'png' });
        writeFileSync(path.join(OUT, file), shot);
        label = {
          file, campaign, present, allPresent,
          variant: { font: look.font, size: look.size, dark, jpegQuality, statusBar: look.statusBar, platform, format, viewport, deviceScaleFactor: scale },
          misses: written.filter((w) => w.how).map((w) => ({ kind: w.kind, value: w.value, how: w.how!, written: w.text })),
          text,
        };
      }
      if (!label) throw new Error(`fixture ${n + 1}: no caption fitted the screen and agreed with its labels`);
      labels.push(label);
    }
  } finally {
    for (const { context } of pages.values()) await context.close();
    await browser.close();
  }
  writeFileSync(path.join(OUT, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
  const positives = labels.filter((l) => l.allPresent).length;
  console.log(`${labels.length} fixtures (${positives} with every required tag, ${labels.length - positives} without) in ${OUT}, `
    + `${((performance.now() - started) / 1000).toFixed(1)} s (${rerolls} captions drawn again to fit or agree)`);
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith('generate.ts')) {
  main().catch((error) => { console.error(error); process.exit(1); });
}
