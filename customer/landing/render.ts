// A sway offers landing page (spec 3 §2, §3): the business, the page's customisation and its
// campaigns in order, each linking to the campaign's claim flow. Framework-free HTML strings: the
// server publishes the page with them and the console's editor previews the same markup.
import { escapeHtml as e, safeUrl } from '../html';

export interface LandingView {
  brand: string;
  logoUrl: string | null;
  layout: { colors: Record<string, string>; text: Record<string, string>; images: Record<string, string> };
  offers: { offer_summary: string; offer_image_url: string | null; href: string | null }[];
}

const DEFAULT_COLORS = { background: '#ffffff', text: '#222222', accent: '#d32f2f', button_text: '#ffffff' };
const isColor = (v: string | undefined): v is string => typeof v === 'string' && /^#[0-9a-fA-F]{6}$/.test(v);

export const LANDING_CSS = `
.lp{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:var(--lp-bg);color:var(--lp-text);min-height:100%;line-height:1.45}
.lp *{box-sizing:border-box}
.lp-wrap{max-width:720px;margin:0 auto;padding:16px}
.lp-brand{display:flex;gap:10px;align-items:center;font-weight:600}
.lp-brand img{width:44px;height:44px;border-radius:50%;object-fit:cover}
.lp-hero{width:100%;aspect-ratio:16/7;object-fit:cover;display:block;border-radius:12px;margin:12px 0}
.lp h1{font-size:1.6rem;margin:.4em 0 .2em}
.lp-intro{margin:0 0 1em}
.lp-offers{list-style:none;padding:0;margin:0;display:grid;gap:12px}
.lp-offer{display:flex;gap:12px;align-items:center;border:1px solid rgba(0,0,0,.12);border-radius:12px;padding:10px;background:rgba(255,255,255,.6)}
.lp-offer img{width:96px;height:51px;object-fit:cover;border-radius:8px;flex:none}
.lp-offer span{flex:1;font-weight:500;overflow-wrap:anywhere}
.lp-btn{flex:none;background:var(--lp-accent);color:var(--lp-button);text-decoration:none;border-radius:20px;padding:10px 16px;font-weight:600}
.lp-btn:focus-visible{outline:3px solid var(--lp-text);outline-offset:2px}
.lp-empty{opacity:.75}
.lp-footer{margin-top:24px;font-size:.9rem;opacity:.85}
`;

/** The colours the page is drawn with: the layout's where they are valid, else the defaults. */
export function landingColors(layout: Record<string, string>): typeof DEFAULT_COLORS {
  const colors = { ...DEFAULT_COLORS };
  for (const key of Object.keys(DEFAULT_COLORS) as (keyof typeof DEFAULT_COLORS)[]) {
    const value = layout[key];
    if (isColor(value)) colors[key] = value;
  }
  return colors;
}

export function renderLandingPage(view: LandingView): string {
  const colors = landingColors(view.layout.colors);
  const style = `--lp-bg:${colors.background};--lp-text:${colors.text};--lp-accent:${colors.accent};--lp-button:${colors.button_text}`;
  const logo = safeUrl(view.layout.images.logo ?? view.logoUrl);
  const hero = safeUrl(view.layout.images.hero);
  const headline = view.layout.text.headline?.trim() || `${view.brand} rewards`;
  const offers = view.offers.map((o) => {
    const image = safeUrl(o.offer_image_url);
    const href = o.href ? safeUrl(o.href) : null;
    return `<li class="lp-offer">${image ? `<img src="${e(image)}" alt="" width="96" height="51" loading="lazy">` : ''}<span>${e(o.offer_summary)}</span>${
      href ? `<a class="lp-btn" href="${e(href)}" aria-label="Get it: ${e(o.offer_summary)}">Get it</a>` : ''}</li>`;
  }).join('');
  return `<div class="lp" style="${style}"><div class="lp-wrap">
<div class="lp-brand">${logo ? `<img src="${e(logo)}" alt="" width="44" height="44">` : ''}<span>${e(view.brand)}</span></div>
${hero ? `<img class="lp-hero" src="${e(hero)}" alt="">` : ''}
<h1>${e(headline)}</h1>
${view.layout.text.intro?.trim() ? `<p class="lp-intro">${e(view.layout.text.intro)}</p>` : ''}
${offers ? `<ul class="lp-offers">${offers}</ul>` : '<p class="lp-empty">No campaigns right now. Check back soon.</p>'}
${view.layout.text.footer?.trim() ? `<p class="lp-footer">${e(view.layout.text.footer)}</p>` : ''}
</div></div>`;
}
