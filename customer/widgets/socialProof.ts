// The social proof widget a business embeds (spec 3 §1, §3; issue 14): a small card in the
// bottom-left corner showing its ACTIVE posts and reviews one after another — each for
// time_between_posts seconds, then a pause of cycle_delay seconds before it starts over. Normal and
// Expanded states (Enter or a click expands, Escape collapses, × closes for the visit), a desktop
// and a phone layout, a view counted per item shown. No framework; everything in a closed shadow
// root; fixed position, so the page never shifts. Loaded by the snippet's loader, which copies the
// snippet's data attributes onto this script's tag.
import { RESET, adoptStyles, ago, getJson, h, img, reducedMotion, safeUrl, shadowHost } from './dom';

interface Item {
  id: number; type: 'POST' | 'REVIEW'; platform: 'INSTAGRAM' | 'FACEBOOK' | 'GOOGLE'; rating: number | null;
  city: string | null; state: string | null; date: string; message: string; image: string | null; avatar: string | null; name: string;
  business: string;
}
interface Feed { settings: { verifiedByName: string | null; verifiedByIcon: string | null; timeBetweenPosts: number; cycleDelay: number }; items: Item[] }

const me = document.currentScript as HTMLScriptElement | null;
const CLOSED_KEY = 'sway-social-proof-closed';

const PLATFORM_ICON: Record<Item['platform'], { label: string; color: string; path: string }> = {
  INSTAGRAM: { label: 'Instagram', color: '#c13584', path: 'M12 7a5 5 0 1 0 0 10 5 5 0 0 0 0-10zm0 8.2a3.2 3.2 0 1 1 0-6.4 3.2 3.2 0 0 1 0 6.4zM17.3 5.5a1.2 1.2 0 1 0 0 2.4 1.2 1.2 0 0 0 0-2.4zM12 2c-2.7 0-3 0-4.1.1C4.3 2.2 2.2 4.3 2.1 7.9 2 9 2 9.3 2 12s0 3 .1 4.1c.1 3.6 2.2 5.7 5.8 5.8 1.1.1 1.4.1 4.1.1s3 0 4.1-.1c3.6-.1 5.7-2.2 5.8-5.8.1-1.1.1-1.4.1-4.1s0-3-.1-4.1c-.1-3.6-2.2-5.7-5.8-5.8C15 2 14.7 2 12 2z' },
  FACEBOOK: { label: 'Facebook', color: '#1877f2', path: 'M22 12a10 10 0 1 0-11.6 9.9v-7H7.9V12h2.5V9.8c0-2.5 1.5-3.9 3.8-3.9 1.1 0 2.2.2 2.2.2v2.5h-1.3c-1.2 0-1.6.8-1.6 1.6V12h2.8l-.4 2.9h-2.3v7A10 10 0 0 0 22 12z' },
  GOOGLE: { label: 'Google', color: '#4285f4', path: 'M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3zM12 22c2.7 0 5-.9 6.6-2.4l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22zM6.4 14c-.2-.6-.3-1.3-.3-2s.1-1.4.3-2V7.4H3.1a10 10 0 0 0 0 9.2L6.4 14zM12 5.9c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.4L6.4 10c.8-2.3 3-4.1 5.6-4.1z' },
};

const CSS = `${RESET}
.w{position:fixed;left:16px;bottom:16px;width:320px;max-width:calc(100vw - 32px);transition:opacity .4s,transform .4s,visibility .4s}
.w[hidden]{display:none}.w.out{opacity:0;transform:translateY(8px)}.w.away{opacity:0;visibility:hidden}
.c{position:relative;display:block;width:100%;background:#fff;border-radius:12px;box-shadow:0 6px 24px rgba(0,0,0,.18);padding:12px 36px 12px 12px;border:0;text-align:left}
.c:focus-visible{outline:3px solid #1a73e8;outline-offset:2px}
.top{display:flex;align-items:center;gap:10px}
.av{width:40px;height:40px;border-radius:50%;object-fit:cover;flex:none;background:#e3e7ee}
.who{min-width:0}.n{font-weight:600;display:flex;align-items:center;gap:6px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.n svg{width:16px;height:16px;flex:none}.d{color:#57606a;font-size:12px}
.m{margin:8px 0 0;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden;overflow-wrap:anywhere}
.st{display:flex;gap:1px;margin-top:6px;font-size:16px;line-height:1}.s{position:relative;color:#c9ced6}.f{position:absolute;left:0;top:0;overflow:hidden;color:#e8a400}
.pic{display:none;width:100%;height:auto;max-height:220px;object-fit:cover;border-radius:8px;margin-top:10px;background:#f0f2f5}
.v{display:flex;align-items:center;gap:4px;margin-top:8px;color:#57606a;font-size:12px}.v img{width:14px;height:14px}
.x{position:absolute;top:6px;right:6px;width:28px;height:28px;border:0;border-radius:50%;background:transparent;color:#57606a;font-size:18px;line-height:28px;text-align:center;padding:0}
.x:hover{background:#f0f2f5}.x:focus-visible{outline:3px solid #1a73e8}
.ex{width:380px}.ex .m{-webkit-line-clamp:8}.ex .pic{display:block}
.mob{left:0;right:0;bottom:0;width:auto;max-width:none}.mob .c{border-radius:12px 12px 0 0}
@media (max-width:480px){.w{left:0;right:0;bottom:0;width:auto;max-width:none}.w .c{border-radius:12px 12px 0 0}.ex{width:auto}}
@media (prefers-reduced-motion:reduce){.w{transition:none}}`;

function stars(rating: number): HTMLElement {
  const row = h('span', { class: 'st', role: 'img', 'aria-label': `Rated ${rating} out of 5` });
  for (let i = 1; i <= 5; i++) {
    const fill = h('span', { class: 'f' }, '★');
    fill.style.width = `${Math.max(0, Math.min(1, rating - i + 1)) * 100}%`;
    row.append(h('span', { class: 's', 'aria-hidden': 'true' }, fill, '★'));
  }
  return row;
}

function platformIcon(platform: Item['platform']): SVGSVGElement {
  const icon = PLATFORM_ICON[platform];
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', icon.label);
  const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  path.setAttribute('d', icon.path);
  path.setAttribute('fill', icon.color);
  svg.append(path);
  return svg;
}

const overlaps = (a: DOMRect, b: DOMRect) => a.width > 0 && a.height > 0 && b.width > 0 && b.height > 0
  && a.top < b.bottom && a.bottom > b.top && a.left < b.right && a.right > b.left;

/**
 * Keeps the card off every Wall Of Love on the page: on a phone the card spans the bottom of the
 * screen, where a wall scrolls by, so while a wall is under it the card steps aside (faded out, not
 * removed: its rotation goes on) and comes back once the wall has scrolled on. A card being read
 * (focus inside) stays. Checked at most once a frame, on scroll, resize and when a wall or the
 * card changes size (a wall draws its posts after the page's load). Returns the check, for a new item.
 */
function keepOffWalls(box: HTMLElement, root: ShadowRoot): () => void {
  const watched = new Set<Element>();
  let frame = 0;
  const soon = () => { if (!frame) frame = requestAnimationFrame(check); };
  const sizes = typeof ResizeObserver === 'function' ? new ResizeObserver(soon) : null;
  function check() {
    frame = 0;
    const walls = document.querySelectorAll('[data-sway-wall-of-love]');
    for (const wall of walls) if (!watched.has(wall)) { watched.add(wall); sizes?.observe(wall); }
    if (box.hidden || (root.activeElement && !box.classList.contains('away'))) return;
    const card = box.getBoundingClientRect();
    // The wall's own drawing (a carousel is narrower than its place), else its place on the page.
    const drawn = (wall: Element) => wall.querySelector('sway-wall-of-love')?.shadowRoot?.querySelector('.car, .wall') ?? wall;
    box.classList.toggle('away', [...walls].some((wall) => overlaps(card, drawn(wall).getBoundingClientRect())));
  }
  addEventListener('scroll', soon, { passive: true });
  addEventListener('resize', soon, { passive: true });
  sizes?.observe(box);
  soon();
  return soon;
}

function start(script: HTMLScriptElement): void {
  const key = script.getAttribute('data-sway-social-proof') ?? '';
  if (!/^[a-z0-9]{16,64}$/.test(key)) return;
  const origin = new URL(script.src).origin;
  const proofId = script.getAttribute('data-proof-id');
  const preview = proofId !== null;
  const analytics = script.getAttribute('data-analytics') !== 'off';
  const layout = script.getAttribute('data-layout');
  if (!preview && sessionStorage.getItem(CLOSED_KEY) === key) return;

  void getJson<Feed>(`${origin}/widgets/feed/social-proof/${key}${preview ? `?proofId=${encodeURIComponent(proofId)}` : ''}`).then((feed) => {
    if (!feed || feed.items.length === 0) return;
    const { host, root } = shadowHost('sway-social-proof', 'all:initial!important;display:block!important;position:fixed!important;z-index:2147483000!important;left:0!important;bottom:0!important;width:0!important;height:0!important;margin:0!important;padding:0!important');
    adoptStyles(root, CSS);
    const box = h('div', { class: 'w', role: 'complementary', 'aria-label': `What customers say about ${feed.items[0]!.business}` });
    if (layout === 'mobile') box.classList.add('mob');
    root.append(box);
    document.body.append(host);
    const offWalls = keepOffWalls(box, root);

    let expanded = script.getAttribute('data-state') === 'EXPANDED';
    let index = 0;
    let timer = 0;
    const counted = new Set<number>();
    const verifiedIcon = safeUrl(feed.settings.verifiedByIcon, origin);

    const count = (item: Item) => {
      if (!analytics || counted.has(item.id)) return;
      counted.add(item.id);
      const url = `${origin}/widgets/view/${key}`;
      const body = JSON.stringify({ id: item.id });
      try {
        if (!navigator.sendBeacon?.(url, new Blob([body], { type: 'text/plain' }))) {
          void fetch(url, { method: 'POST', body, keepalive: true, credentials: 'omit', mode: 'no-cors', headers: { 'content-type': 'text/plain' } }).catch(() => undefined);
        }
      } catch { /* a view not counted never troubles the page */ }
    };

    const render = (item: Item) => {
      const place = [item.city, item.state].filter(Boolean).join(', ');
      const card = h('div', { class: 'c', role: 'button', tabindex: '0', 'aria-expanded': String(expanded) },
        h('div', { class: 'top' },
          img(safeUrl(item.avatar, origin), '', 40, 40, 'av'),
          h('div', { class: 'who' },
            h('div', { class: 'n' }, platformIcon(item.platform), h('span', {}, item.name)),
            h('div', { class: 'd' }, [item.type === 'REVIEW' && place ? place : '', ago(item.date)].filter(Boolean).join(' · ')))),
        item.type === 'REVIEW' && item.rating !== null ? stars(item.rating) : null,
        h('p', { class: 'm' }, item.message),
        img(safeUrl(item.image, origin), '', 380, 220, 'pic'),
        feed.settings.verifiedByName ? h('div', { class: 'v' }, img(verifiedIcon, '', 14, 14, ''), `Verified by ${feed.settings.verifiedByName}`) : null);
      const close = h('button', { class: 'x', type: 'button', 'aria-label': 'Close' }, '×');
      close.addEventListener('click', (event) => {
        event.stopPropagation();
        window.clearTimeout(timer);
        if (!preview) sessionStorage.setItem(CLOSED_KEY, key);
        host.remove();
      });
      card.append(close);
      const toggle = (next: boolean) => {
        expanded = next;
        box.classList.toggle('ex', expanded);
        card.setAttribute('aria-expanded', String(expanded));
      };
      card.addEventListener('click', () => toggle(!expanded));
      card.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') { event.preventDefault(); toggle(!expanded); }
        if (event.key === 'Escape') toggle(false);
      });
      box.classList.toggle('ex', expanded);
      box.replaceChildren(card);
      count(item);
    };

    const show = () => {
      const item = feed.items[index]!;
      render(item);
      box.hidden = false;
      box.classList.remove('out');
      offWalls();
      if (preview) return;
      // A visitor reading (pointer or focus inside) keeps the item: the next one waits.
      timer = window.setTimeout(next, Math.max(1, feed.settings.timeBetweenPosts) * 1000);
    };
    const next = () => {
      if (box.matches(':hover') || root.activeElement) { timer = window.setTimeout(next, 1000); return; }
      box.classList.add('out');
      index = (index + 1) % feed.items.length;
      const pause = index === 0 ? Math.max(0, feed.settings.cycleDelay) * 1000 : 0;
      timer = window.setTimeout(() => {
        // Between two rounds the card is gone, not merely transparent, so it covers nothing.
        if (pause > 0) box.hidden = true;
        timer = window.setTimeout(show, pause);
      }, reducedMotion() ? 0 : 400);
    };
    show();
  });
}

if (me) {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => start(me));
  else start(me);
}
