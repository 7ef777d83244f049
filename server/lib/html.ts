// The one HTML escaper for server-rendered pages and e-mails: customer- and business-written
// text is always passed through it (DESIGN §6).
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string | null | undefined): string {
  return (text ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
