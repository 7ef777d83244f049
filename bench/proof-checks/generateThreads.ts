// The proof-check benchmark's second fixture family (issue 33), made differently from
// generate.ts so that rules tuned on one are measured on the other: comment threads, X posts,
// Google and Yelp-like reviews, and stories whose tags are stickers (rotated, coloured, upper
// case) over photo-like backgrounds (SVG turbulence and blurred blobs); the colour emoji font
// (Noto Color Emoji) and text symbols drawn in the tag's own colour glued to tags; text down to
// 9 px and grey on black; and each screenshot sent through a "messaging app" twice (resized and
// JPEG re-compressed by sharp, then again). Negatives are lookalikes of the required tags
// (a letter changed, a joiner changed or added, a space inside), other tags, or none.
// Deterministic for a seed; labels.json has generate.ts's Label shape (variant.platform is the layout).
// Run: `npx tsx bench/proof-checks/generateThreads.ts [--out dir] [--seed 101] [--limit 60]`
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import sharp from 'sharp';
import { argValue } from './common';
import { presentIn, type Label, type TagSet } from './generate';

const OUT = argValue('--out') ?? 'data/bench/proof-checks/threads';
const SEED = Number(argValue('--seed') ?? 101);
const COUNT = Number(argValue('--limit') ?? 60);

/** A small xorshift, unlike generate.ts's mulberry32, so the two families share no random stream. */
function xorshift(seed: number) {
  let x = (seed * 2654435761) >>> 0 || 1;
  return () => {
    x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
    return x / 4294967296;
  };
}
type Rng = () => number;
const between = (rng: Rng, lo: number, hi: number) => lo + Math.floor(rng() * (hi - lo + 1));
const one = <T,>(rng: Rng, items: readonly T[]): T => items[Math.floor(rng() * items.length)]!;
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Campaigns: handles with joiners, as the independent set's @beanthere_cafe. */
const CAMPAIGNS = [
  { name: 'Bean There Coffee', mention: 'beanthere_cafe', hashtag: 'BeanThereBrews' },
  { name: 'Rolling Pin Bakery', mention: 'rolling.pin.bakes', hashtag: 'RollingPinBakes' },
  { name: 'Salt & Stone Spa', mention: 'saltandstone_spa', hashtag: 'SaltStoneGlow' },
  { name: 'Mighty Dumpling', mention: 'mighty_dumpling', hashtag: 'DumplingNight' },
  { name: 'Cedar Cycle Co', mention: 'cedar.cycles', hashtag: 'RideCedar' },
];
const USERS = ['mia_k', 'jon.b', 'tara.eats', 'liam_99', 'nora.j', 'sam_w', 'ivy.lee', 'ravi_p', 'kofi.a', 'emma.r'];
const CHATTER = ['this looks unreal', 'we need to go back', 'ok saving this', 'the vibes!!', 'wait is it open sundays', 'obsessed', 'same order every time', 'who is coming with me'];
const EMOJI = ['☕', '🥐', '✨', '💛', '🔥', '😍', '🙌', '🍩'];
const SYMBOLS = ['♥', '★', '✿', '☀', '✔'];
type Layout = 'comments' | 'review' | 'xpost' | 'story';

/** Where a letter or digit is followed by another: a place inside the tag's words, not at a joiner. */
const insideWord = (value: string) => [...value].flatMap((c, i) => (i > 1 && i < value.length - 1 && /[a-z0-9]/i.test(value[i - 1]!) && /[a-z0-9]/i.test(c) ? [i] : []));

/**
 * How a required tag is written when the label says it is not there. Each way changes what is
 * written (labels are checked against the drawn text after, by presentIn): a space goes where the
 * tag's words meet (#Bean ThereBrews) or, in a handle, where its joiner was (@mighty dumpling).
 */
function lookalike(rng: Rng, kind: 'mention' | 'hashtag', value: string): { text: string; how: string } {
  const sign = kind === 'mention' ? '@' : '#';
  const letters = [...value];
  const vowels = letters.flatMap((c, i) => (/[aeiou]/i.test(c) && i > 0 ? [i] : []));
  const spaced = () => {
    if (/[a-z][A-Z]/.test(value)) return value.replace(/([a-z])([A-Z])/, '$1 $2');
    if (/[_.]/.test(value)) return value.replace(/[_.]/, ' ');
    const i = one(rng, insideWord(value));
    return `${value.slice(0, i)} ${value.slice(i)}`;
  };
  const options: (() => { text: string; how: string })[] = [
    () => { const i = one(rng, vowels); letters[i] = letters[i] === 'e' ? 'a' : letters[i] === 'a' ? 'e' : letters[i] === 'o' ? 'u' : 'e'; return { text: sign + letters.join(''), how: 'lookalike letter' }; },
    () => ({ text: sign + spaced(), how: 'lookalike space' }),
  ];
  if (kind === 'mention') {
    options.push(() => ({ text: sign + (value.includes('_') ? value.replace('_', '.') : value.replace('.', '_')), how: 'lookalike joiner' }));
    options.push(() => { const i = one(rng, insideWord(value)); return { text: `${sign}${value.slice(0, i)}_${value.slice(i)}`, how: 'lookalike joiner' }; });
  } else {
    options.push(() => ({ text: `${sign}${value}s`, how: 'lookalike longer' }));
  }
  return one(rng, options)();
}

interface Look { layout: Layout; dark: boolean; size: number; greyOnBlack: boolean; font: string; rotate: number; width: number; height: number }

/** A photo-like background: turbulence for grain and texture, blurred blobs for light and objects. */
function photo(rng: Rng, width: number, height: number): string {
  const hue = between(rng, 0, 359);
  const blobs = Array.from({ length: between(rng, 4, 8) }, () => `<ellipse cx="${between(rng, 0, width)}" cy="${between(rng, 0, height)}" rx="${between(rng, 40, 200)}" ry="${between(rng, 40, 200)}" fill="hsl(${(hue + between(rng, -60, 60) + 360) % 360} ${between(rng, 20, 80)}% ${between(rng, 15, 85)}%)"/>`).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" style="position:absolute;inset:0">
<defs><filter id="b"><feGaussianBlur stdDeviation="${between(rng, 12, 30)}"/></filter>
<filter id="n"><feTurbulence type="fractalNoise" baseFrequency="${(0.4 + rng()).toFixed(2)}" numOctaves="3" seed="${between(rng, 1, 999)}"/><feColorMatrix type="saturate" values="0.2"/><feComponentTransfer><feFuncA type="linear" slope="0.35"/></feComponentTransfer></filter></defs>
<rect width="100%" height="100%" fill="hsl(${hue} 35% ${between(rng, 25, 70)}%)"/><g filter="url(#b)">${blobs}</g><rect width="100%" height="100%" filter="url(#n)"/></svg>`;
}

/** A tag with, sometimes, a colour emoji or a symbol in the tag's own colour glued to it. */
function tagHtml(rng: Rng, text: string, colour: string): string {
  const glue = rng();
  const after = glue < 0.25 ? one(rng, EMOJI) : glue < 0.5 ? one(rng, SYMBOLS) : '';
  return `<span style="color:${colour}">${esc(text)}${esc(after)}</span>`;
}

function pageHtml(rng: Rng, look: Look, campaign: typeof CAMPAIGNS[number], tags: string[]): string {
  const bg = look.greyOnBlack ? '#000' : look.dark ? '#15171a' : '#fff';
  const fg = look.greyOnBlack ? '#8a8a8a' : look.dark ? '#e7e9ea' : '#0f1419';
  const muted = look.greyOnBlack ? '#5c5c5c' : look.dark ? '#8b98a5' : '#536471';
  const link = look.greyOnBlack ? '#9a9a9a' : look.dark ? '#6cb6ff' : '#1d6fd8';
  const base = `<meta charset="utf-8"><style>body{margin:0;background:${bg};color:${fg};font:${look.size}px ${look.font},'Noto Color Emoji';width:${look.width}px;height:${look.height}px;overflow:hidden;position:relative}
.m{color:${muted}}.row{padding:6px 12px;line-height:1.35}.av{display:inline-block;width:${look.size * 2}px;height:${look.size * 2}px;border-radius:50%;vertical-align:middle;margin-right:6px}</style>`;
  const tagged = tags.map((t) => tagHtml(rng, t, link)).join(' ');
  const av = () => `<span class="av" style="background:hsl(${between(rng, 0, 359)} 60% 55%)"></span>`;
  const chatter = (n: number) => Array.from({ length: n }, () => `<div class="row">${av()}<b>${one(rng, USERS)}</b> ${esc(one(rng, CHATTER))} ${rng() < 0.3 ? one(rng, EMOJI) : ''}<div class="m">${between(rng, 1, 23)}h · Reply</div></div>`).join('');
  switch (look.layout) {
    case 'comments':
      return `${base}<div class="row" style="font-weight:bold">Comments</div>${chatter(between(rng, 2, 4))}<div class="row">${av()}<b>${one(rng, USERS)}</b> ${esc(one(rng, ['Loved my latte at', 'Morning stop:', 'Go see']))} ${tagged}<div class="m">2h · 4 likes · Reply</div></div>${chatter(between(rng, 1, 3))}`;
    case 'xpost':
      return `${base}<div class="row">${av()}<b>${one(rng, USERS)}</b> <span class="m">@${one(rng, USERS)} · ${between(rng, 1, 9)}h</span></div><div class="row" style="font-size:${look.size + 2}px">${esc(one(rng, ['Best flat white in town, no contest.', 'Rainy Sunday, warm cup.', 'New spot unlocked.']))} ${tagged}</div><div class="row" style="height:${Math.round(look.height * 0.32)}px;position:relative;overflow:hidden;border-radius:12px;margin:6px 12px;padding:0">${photo(rng, look.width - 24, Math.round(look.height * 0.32))}</div><div class="row m">${between(rng, 2, 90)} Reposts · ${between(rng, 5, 400)} Likes</div>${chatter(2)}`;
    case 'review':
      return `${base}<div class="row" style="font-size:${look.size + 4}px;font-weight:bold">${esc(campaign.name)}</div><div class="row m">4.${between(rng, 1, 9)} ★★★★☆ · ${between(rng, 20, 900)} reviews</div><div class="row">${av()}<b>${one(rng, USERS)}</b><div style="color:#f5a623">★★★★★</div>${esc(one(rng, ['Cozy spot, friendly staff and great pastries.', 'Service was quick and the coffee was spot on.', 'We come here every weekend now.']))} ${tagged}<div class="m">a week ago</div></div>${chatter(between(rng, 1, 3))}`;
    case 'story': {
      const sticker = (text: string) => {
        const colour = one(rng, ['#ff4f9a', '#ffffff', '#ffd400', '#111111', '#7b61ff']);
        const pill = rng() < 0.6;
        const ink = pill ? (colour === '#111111' || colour === '#7b61ff' ? '#fff' : '#111') : colour;
        const glued = rng() < 0.5 ? ` ${one(rng, ['♥', '☕', '✨'])}` : '';
        const upper = rng() < 0.4 ? text.toUpperCase() : text;
        return `<div style="position:absolute;left:${between(rng, 5, 30)}%;top:${between(rng, 25, 75)}%;transform:rotate(${(rng() * 2 - 1) * look.rotate}deg);${pill ? `background:${colour};border-radius:8px;padding:4px 10px;` : 'text-shadow:0 1px 2px rgba(0,0,0,.5);'}color:${ink};font:bold ${look.size + 6}px ${look.font},'Noto Color Emoji'">${esc(upper + glued)}</div>`;
      };
      return `${base}${photo(rng, look.width, look.height)}<div style="position:absolute;top:10px;left:12px;color:#fff;font-weight:bold">${one(rng, USERS)} <span style="opacity:.7">${between(rng, 1, 20)}h</span></div>${tags.map(sticker).join('')}`;
    }
  }
}

async function main() {
  const rng = xorshift(SEED);
  mkdirSync(OUT, { recursive: true });
  for (const f of readdirSync(OUT)) if (/^t\d+-.*\.jpg$/.test(f) || f === 'labels.json') rmSync(path.join(OUT, f));
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
  const labels: Label[] = [];
  try {
    const context = await browser.newContext({ deviceScaleFactor: 2, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    for (let n = 0; n < COUNT; n += 1) {
      const campaign = one(rng, CAMPAIGNS);
      const allPresent = rng() < 0.5;
      const required = [{ kind: 'hashtag' as const, value: campaign.hashtag }, { kind: 'mention' as const, value: campaign.mention }];
      const missIndex = allPresent ? -1 : between(rng, 0, 1);
      const misses: Label['misses'] = [];
      const written = required.flatMap((t, i) => {
        const sign = t.kind === 'mention' ? '@' : '#';
        if (i !== missIndex) return [sign + (rng() < 0.2 ? t.value.toLowerCase() : t.value)];
        const r = rng();
        if (r < 0.6) {
          const l = lookalike(rng, t.kind, t.value);
          misses.push({ kind: t.kind, value: t.value, how: 'lookalike', written: `${l.how}: ${l.text}` });
          return [l.text];
        }
        misses.push({ kind: t.kind, value: t.value, how: r < 0.8 ? 'omitted' : 'other', written: null });
        return r < 0.8 ? [] : [sign + one(rng, CAMPAIGNS.filter((c) => c !== campaign)).hashtag];
      });
      const layout = one<Layout>(rng, ['comments', 'review', 'xpost', 'story']);
      const scale = one(rng, [1, 2, 2, 2]);
      const look: Look = {
        layout, dark: rng() < 0.4, greyOnBlack: layout !== 'story' && rng() < 0.2, size: layout === 'story' ? between(rng, 11, 16) : between(rng, 9, 17),
        font: one(rng, ["'DejaVu Sans'", "'Liberation Sans'", "'DejaVu Serif'", "'Liberation Sans Narrow'"]), rotate: layout === 'story' ? between(rng, 0, 14) : 0,
        width: one(rng, [360, 390, 412]), height: 780,
      };
      await page.setViewportSize({ width: look.width, height: look.height });
      await page.setContent(pageHtml(rng, look, campaign, written), { waitUntil: 'load' });
      const text = await page.evaluate(() => document.body.innerText);
      let shot: Buffer = await page.screenshot({ type: 'png', scale: scale === 1 ? 'css' : 'device' });
      // Sent through a messaging app, twice: shrunk and re-compressed each time.
      const meta = await sharp(shot).metadata();
      const q1 = between(rng, 60, 85);
      const q2 = between(rng, 55, 80);
      // The first app keeps the long side within 1,600 px; the second shrinks it by 0–30 % more.
      const first = Math.min(1, 1600 / Math.max(meta.width!, meta.height!));
      shot = await sharp(shot).resize({ width: Math.round(meta.width! * first) }).jpeg({ quality: q1 }).toBuffer();
      shot = await sharp(shot).resize({ width: Math.round(meta.width! * first * (0.7 + rng() * 0.3)) }).jpeg({ quality: q2 }).toBuffer();
      const file = `t${String(n + 1).padStart(4, '0')}-${layout}.jpg`;
      writeFileSync(path.join(OUT, file), shot);
      const present: TagSet = {
        mentions: missIndex === 1 ? [] : [campaign.mention], hashtags: missIndex === 0 ? [] : [campaign.hashtag], extraWords: [],
      };
      // The label must say what was drawn: a lookalike that came out as the tag would count a good post as a bad one.
      for (const t of required) {
        const labelled = (t.kind === 'mention' ? present.mentions : present.hashtags).includes(t.value);
        if (presentIn(text, t.kind, t.value) !== labelled) throw new Error(`${file}: the label says ${t.kind} ${t.value} is ${labelled ? '' : 'not '}there; the page reads: ${text}`);
      }
      labels.push({
        file, campaign: { mentions: [campaign.mention], hashtags: [campaign.hashtag], extraWords: [] }, present, allPresent, misses, text,
        variant: {
          font: look.font, size: look.size, dark: look.dark || look.greyOnBlack, jpegQuality: q2, statusBar: false, platform: layout,
          format: 'jpeg', viewport: { width: look.width, height: look.height }, deviceScaleFactor: scale,
        },
      });
    }
    await context.close();
  } finally {
    await browser.close();
  }
  writeFileSync(path.join(OUT, 'labels.json'), `${JSON.stringify(labels, null, 1)}\n`);
  console.log(`${labels.length} fixtures (${labels.filter((l) => l.allPresent).length} with every required tag) in ${OUT}`);
}

main().catch((error) => { console.error(error); process.exit(1); });
