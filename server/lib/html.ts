// The HTML escaper is shared with the console's previews of public pages (customer/html.ts).
export { escapeHtml, safeUrl } from '../../customer/html';

/** The site's icons (public/, copied into the console's dist/ by the build), for the head of every public page. */
export const ICON_LINKS = '<link rel="icon" href="/favicon.ico" sizes="16x16 32x32 48x48"><link rel="icon" href="/favicon.svg" type="image/svg+xml">'
  + '<link rel="apple-touch-icon" href="/apple-touch-icon.png">';
