// /dev/mailbox and /dev/mailbox.json: the local outbox, so a new user can open the login link
// without an SMTP server (DESIGN §2). Only when the local outbox is the transport, and only to a
// client on this machine: whatever HOST the server listens on, a login link never leaves it
// (issue 36 finding 1).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../db/schema';
import { escapeHtml } from '../lib/html';

const PAGE_SIZE = 50;

const routes: FastifyPluginAsync = async (app) => {
  if (!app.config.devMailbox) return;

  // Every other client gets the same 404 as a server without the mailbox.
  const onlyThisMachine = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromThisMachine(request)) return reply.code(404).send({ message: 'Not Found' });
  };

  const latest = async (to?: string) => app.db.select().from(outbox)
    .where(to ? eq(outbox.toAddress, to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outbox.id)).limit(PAGE_SIZE);

  app.get('/dev/mailbox.json', { config: { public: true }, onRequest: onlyThisMachine }, async (request) => {
    const { to } = request.query as { to?: string };
    const rows = await latest(to);
    return rows.map((m) => ({
      id: m.id, to: m.toAddress, subject: m.subject, text: m.textBody, html: m.htmlBody,
      created_at: m.createdAt.toISOString(), links: linksIn(m.textBody),
    }));
  });

  app.get('/dev/mailbox', { config: { public: true }, onRequest: onlyThisMachine }, async (request, reply) => {
    const { to } = request.query as { to?: string };
    const rows = await latest(to);
    const items = rows.map((m) => `
      <article>
        <h2>${escapeHtml(m.subject)}</h2>
        <p class="meta">To ${escapeHtml(m.toAddress)} · ${escapeHtml(m.createdAt.toISOString())}</p>
        <pre>${linkify(m.textBody)}</pre>
      </article>`).join('');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html><html lang="en"><head><meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1"><title>Local mailbox</title>
      <style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}
      article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#666}
      pre{white-space:pre-wrap;font-family:inherit}</style></head>
      <body><h1>Local mailbox</h1><p>The ${PAGE_SIZE} latest e-mails the product sent${to ? ` to ${escapeHtml(to)}` : ''}. Newest first.</p>
      ${items || '<p>No e-mails yet.</p>'}</body></html>`);
  });
};

/**
 * Both the socket's peer and the client address Fastify derives (X-Forwarded-For under
 * TRUST_PROXY) must be loopback: behind a proxy on this machine, the socket alone would say so
 * for every client.
 */
export function fromThisMachine(request: FastifyRequest): boolean {
  return isLoopback(request.socket.remoteAddress) && isLoopback(request.ip);
}

/** 127.0.0.0/8, ::1, and 127.x.y.z written as an IPv4-mapped IPv6 address. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.toLowerCase().replace(/^::ffff:/, '');
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

const URL_PATTERN = /https?:\/\/[^\s<>"']+/g;
const linksIn = (text: string) => text.match(URL_PATTERN) ?? [];
const linkify = (text: string) => escapeHtml(text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

export default routes;
