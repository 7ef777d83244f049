// The few DOM helpers both embeddable widgets share. Everything a business or a customer wrote is
// set as text (textContent), never parsed as HTML; image URLs are used only when http(s).

type Child = Node | string | null | undefined | false;

/** An element with attributes and children; strings become text nodes. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const name of Object.keys(attrs)) el.setAttribute(name, attrs[name]!);
  for (const child of children) if (child) el.append(typeof child === 'string' ? document.createTextNode(child) : child);
  return el;
}

/** An absolute http(s) URL, or null: a `javascript:` or `data:` URL is never used as a source. */
export function safeUrl(url: unknown, base: string): string | null {
  if (typeof url !== 'string' || !url) return null;
  try {
    const parsed = new URL(url, base);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

export function img(src: string | null, alt: string, width: number, height: number, cls: string): HTMLImageElement | null {
  if (!src) return null;
  const el = h('img', { class: cls, alt, width: String(width), height: String(height), loading: 'lazy', decoding: 'async', referrerpolicy: 'no-referrer' });
  el.src = src;
  return el;
}

/** '3 days ago', in the visitor's language where the browser knows it. */
export function ago(iso: string): string {
  const then = Date.parse(iso);
  if (!Number.isFinite(then)) return '';
  const days = Math.round((Date.now() - then) / 86_400_000);
  try {
    const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    if (Math.abs(days) < 1) return rtf.format(0, 'day');
    if (Math.abs(days) < 31) return rtf.format(-days, 'day');
    if (Math.abs(days) < 365) return rtf.format(-Math.round(days / 30), 'month');
    return rtf.format(-Math.round(days / 365), 'year');
  } catch {
    return new Date(then).toLocaleDateString();
  }
}

/**
 * A host element that the page's own CSS cannot hide, move or restyle: a custom tag, inline
 * !important styles, and a shadow root that holds everything else (open: assistive tools and
 * tests read it; the page's CSS still cannot reach in).
 */
export function shadowHost(tag: string, hostStyle: string): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement(tag);
  // Through the CSSOM, not a style attribute: a page whose CSP forbids inline styles still allows this.
  host.style.cssText = hostStyle;
  return { host, root: host.attachShadow({ mode: 'open' }) };
}

/**
 * Gives a shadow root its styles as a constructed stylesheet, which a host page's strict CSP
 * (no 'unsafe-inline' styles) does not block, unlike a <style> element; old browsers get the element.
 */
export function adoptStyles(root: ShadowRoot, css: string): void {
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [sheet];
  } catch {
    root.append(h('style', {}, css));
  }
}

/** Resets what a shadow tree would otherwise inherit from the page (font, colour, sizes). */
export const RESET = ':host{all:initial!important}*,*::before,*::after{box-sizing:border-box}'
  + '.w{font:14px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#1f2328;text-align:left;letter-spacing:normal;text-transform:none}'
  + 'button{font:inherit;color:inherit;cursor:pointer}';

export async function getJson<T>(url: string): Promise<T | null> {
  try {
    const res = await fetch(url, { credentials: 'omit', mode: 'cors' });
    return res.ok ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

export const reducedMotion = (): boolean => typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
