// At most 10 contact-step submissions per contact (e-mail or phone) per business in 10 minutes
// (issue 12 safety): one person cannot probe or flood a campaign by changing phones. Counted across
// servers on PostgreSQL, in this process on PGlite (lib/sharedRateLimits.ts).
import type { FastifyInstance } from 'fastify';
import { createSharedWindowLimiter } from '../../lib/sharedRateLimits';

export function createContactLimiter(app: FastifyInstance) {
  return createSharedWindowLimiter(app.db, app.dbEngine, 'contact', { windowMs: 10 * 60_000, maxTries: 10, maxKeys: 50_000 });
}
