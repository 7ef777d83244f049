// The one HTML escaper for pages built as strings: the server's public pages and e-mails and the
// console's previews of them. Customer- and business-written text always goes through it (DESIGN §6).
import { isOwnPath, isWebUrl } from '../contract/validation/common';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string | null | undefined): string {
  return (text ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** A URL a page may load or link to: a web URL or a path on this host, else null (no javascript:, no data:). */
export function safeUrl(url: string | null | undefined): string | null {
  const value = url?.trim();
  return value && (isWebUrl(value) || isOwnPath(value)) ? value : null;
}
