// The HTML escaper is shared with the console's previews of public pages (customer/html.ts).
export { escapeHtml, safeUrl } from '../../customer/html';
