// The frame of every page a customer sees in the claim flow (issue 12): phone-first, the flow's
// styles inline, no external resource, scripts only from this server (/s/…) and deferred.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { FLOW_CSS } from '../../customer/flow/styles';
import { ICON_LINKS, escapeHtml } from '../lib/html';

export interface CustomerPageOptions {
  title: string;
  description?: string;
  body: string;
  scripts?: string[];
  /** Extra <head> lines (a manifest link). */
  head?: string;
  /** Pages whose content follows a person's state (a claim, a voucher) are never cached. */
  noStore?: boolean;
}

export function customerPage(reply: FastifyReply, status: number, page: CustomerPageOptions) {
  if (page.noStore) reply.header('cache-control', 'no-store');
  return reply.code(status).type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)}</title>${page.description ? `<meta name="description" content="${escapeHtml(page.description)}">` : ''}
<meta name="theme-color" content="#d32f2f">${ICON_LINKS}${page.head ?? ''}
<style>html,body{margin:0;background:#f5f5f5;min-height:100%}${FLOW_CSS}</style>
${(page.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('')}
</head><body><main>${page.body}</main></body></html>`);
}

/** A page that only says something: a 404, an offer that is not available. */
export function messagePage(reply: FastifyReply, status: number, title: string, heading: string, text: string) {
  return customerPage(reply, status, {
    title, body: `<div class="sw"><div class="sw-body"><h1>${escapeHtml(heading)}</h1><p>${escapeHtml(text)}</p></div></div>`,
  });
}

/** An unknown /c/, /p/ or recovery link: the same page everywhere. */
export const linkNotFound = (reply: FastifyReply) => messagePage(reply, 404, 'Link not found', 'Link not found',
  'This link does not lead to an offer. Check the address, or ask the business for a new one.');

/** The largest form a customer page takes: room for an over-long answer to be refused on its field, with the rest kept. */
export const FORM_BODY_LIMIT = 65_536;

/**
 * The customer pages' forms post application/x-www-form-urlencoded, read as a flat object. Each
 * field's own limit is the form's error on that field; a form past FORM_BODY_LIMIT (no browser
 * sends one, the inputs have maxlength) gets a page saying so, not a JSON error.
 */
export function acceptForms(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
  app.setErrorHandler((error: { statusCode?: number }, request, reply) => {
    if (error.statusCode !== 413 || !String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) throw error;
    return messagePage(reply, 413, 'Too much text', 'Too much text', 'What you sent is far longer than any answer this page takes. Go back, shorten it, and send it again.');
  });
}
