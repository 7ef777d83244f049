// /p/{code} (spec 2 §9 short link base path): redirect to the link's target and count the visit
// in the same statement, so parallel visits are all counted. An unknown code gets the same styled
// page as an unknown /c/ link (issue 32): it is what a printed QR code opens.
import type { FastifyPluginAsync } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { shortUrls } from '../db/schema';
import { linkNotFound } from './customerPage';

const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { code: string } }>('/p/:code', { config: { public: true } }, async (request, reply) => {
    const code = request.params.code;
    if (!/^[A-Za-z0-9_-]{1,64}$/.test(code)) return linkNotFound(reply);
    const [row] = await app.db.update(shortUrls).set({ visitCount: sql`${shortUrls.visitCount} + 1` })
      .where(eq(shortUrls.id, code)).returning({ url: shortUrls.url });
    if (!row) return linkNotFound(reply);
    return reply.redirect(row.url, 302);
  });
};

export default routes;
