// The Wall Of Love a business embeds (spec 3 §1, §3; issue 14): its approved customer posts whose
// authors agreed to be shown, in the place the snippet's <div data-sway-wall-of-love> holds on the
// page, as a Carousel (one post at a time: buttons, dots in the indicator colour, arrow keys) or a
// wall of cards in columns (PINTEREST). No framework; a closed shadow root per wall; images lazy
// with their size set, so nothing shifts when they arrive.
import { RESET, adoptStyles, ago, getJson, h, img, safeUrl, shadowHost } from './dom';

interface Post { id: number; image: string | null; name: string; date: string; message: string | null }
interface Wall { type: string; business: string; colors: { border: string | null; indicator: string | null }; items: Post[] }

const me = document.currentScript as HTMLScriptElement | null;
const HEX = /^#[0-9a-fA-F]{6}$/;

const CSS = `${RESET}
.w{display:block;width:100%;--b:#e0e3e8;--i:#1a73e8}
.card{background:#fff;border:2px solid var(--b);border-radius:12px;overflow:hidden;break-inside:avoid;margin:0 0 16px}
.card img{display:block;width:100%;height:auto;aspect-ratio:1/1;object-fit:cover;background:#f0f2f5}
.t{padding:10px 12px}.n{font-weight:600}.d{color:#57606a;font-size:12px}.m{margin:6px 0 0;overflow-wrap:anywhere}
.wall{columns:240px;column-gap:16px}
.car{position:relative;max-width:420px;margin:0 auto}
.car:focus-visible{outline:3px solid var(--i);outline-offset:4px}
.slide[hidden]{display:none}
.nav{display:flex;align-items:center;justify-content:center;gap:8px;margin-top:4px}
.arrow{width:40px;height:40px;border-radius:50%;border:1px solid #c9ced6;background:#fff;font-size:20px;line-height:1}
.arrow:focus-visible,.dot:focus-visible{outline:3px solid var(--i);outline-offset:2px}
.dots{display:flex;gap:6px;flex-wrap:wrap;justify-content:center}
.dot{width:24px;height:24px;border:0;border-radius:50%;background:transparent;padding:0;display:grid;place-items:center}
.dot::after{content:"";width:10px;height:10px;border-radius:50%;background:#c9ced6}
.dot[aria-current="true"]::after{background:var(--i)}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}`;

function card(post: Post, origin: string): HTMLElement {
  return h('article', { class: 'card' },
    img(safeUrl(post.image, origin), `Post by ${post.name}`, 600, 600, ''),
    h('div', { class: 't' },
      h('div', { class: 'n' }, post.name),
      h('div', { class: 'd' }, ago(post.date)),
      post.message ? h('p', { class: 'm' }, post.message) : null));
}

function carousel(wall: Wall, origin: string): HTMLElement {
  const label = `What customers say about ${wall.business}`;
  const region = h('section', { class: 'car', 'aria-roledescription': 'carousel', 'aria-label': label, tabindex: '0' });
  const live = h('div', { class: 'sr', 'aria-live': 'polite' });
  const slides = wall.items.map((post, i) => {
    const slide = h('div', { class: 'slide', role: 'group', 'aria-roledescription': 'slide', 'aria-label': `${i + 1} of ${wall.items.length}` }, card(post, origin));
    slide.hidden = i !== 0;
    return slide;
  });
  const dots = wall.items.map((_, i) => h('button', { class: 'dot', type: 'button', 'aria-label': `Show post ${i + 1} of ${wall.items.length}` }));
  let current = 0;
  const go = (next: number) => {
    current = (next + slides.length) % slides.length;
    slides.forEach((slide, i) => { slide.hidden = i !== current; });
    dots.forEach((dot, i) => dot.setAttribute('aria-current', String(i === current)));
    live.textContent = `Post ${current + 1} of ${slides.length}`;
  };
  const prev = h('button', { class: 'arrow', type: 'button', 'aria-label': 'Previous post' }, '‹');
  const next = h('button', { class: 'arrow', type: 'button', 'aria-label': 'Next post' }, '›');
  prev.addEventListener('click', () => go(current - 1));
  next.addEventListener('click', () => go(current + 1));
  dots.forEach((dot, i) => dot.addEventListener('click', () => go(i)));
  region.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') { event.preventDefault(); go(current - 1); }
    if (event.key === 'ArrowRight') { event.preventDefault(); go(current + 1); }
  });
  region.append(...slides, h('div', { class: 'nav' }, prev, h('div', { class: 'dots' }, ...dots), next), live);
  go(0);
  return region;
}

async function mount(target: HTMLElement, origin: string): Promise<void> {
  const key = target.getAttribute('data-sway-wall-of-love') ?? '';
  if (!/^[a-z0-9]{16,64}$/.test(key) || target.hasAttribute('data-sway-mounted')) return;
  target.setAttribute('data-sway-mounted', '');
  const wall = await getJson<Wall>(`${origin}/widgets/feed/wall-of-love/${key}`);
  if (!wall || wall.items.length === 0) return;
  if (wall.type !== 'CAROUSEL' && wall.type !== 'PINTEREST') {
    console.warn(`Sway Wall Of Love: unknown widget type ${wall.type}`);
    return;
  }
  const { host, root } = shadowHost('sway-wall-of-love', 'all:initial!important;display:block!important;width:100%!important');
  adoptStyles(root, CSS);
  const box = h('div', { class: 'w' });
  if (wall.colors.border && HEX.test(wall.colors.border)) box.style.setProperty('--b', wall.colors.border);
  if (wall.colors.indicator && HEX.test(wall.colors.indicator)) box.style.setProperty('--i', wall.colors.indicator);
  box.append(wall.type === 'CAROUSEL'
    ? carousel(wall, origin)
    : h('section', { class: 'wall', 'aria-label': `What customers say about ${wall.business}` }, ...wall.items.map((post) => card(post, origin))));
  root.append(box);
  target.style.setProperty('display', 'block', 'important');
  target.replaceChildren(host);
}

function start(script: HTMLScriptElement): void {
  const origin = new URL(script.src).origin;
  document.querySelectorAll<HTMLElement>('[data-sway-wall-of-love]').forEach((target) => void mount(target, origin));
}

if (me) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => start(me));
  else start(me);
}
