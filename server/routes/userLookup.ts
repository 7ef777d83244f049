// GET user/lookupSway/{email} (spec 3 §2 User Lookup, §7): an admin finds a local's sway proofs
// across every business by e-mail (case-insensitive), newest first.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { userLookupParams, userLookupReply } from '../../contract/reviews';
import { proofs } from '../db/schema';
import { toSwayProof } from '../domain/swayProofs';

const LIMIT = 200;

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/user/lookupSway/:email', {
    config: { access: ['ADMIN'] },
    schema: { tags: ['userLookup'], params: userLookupParams, response: { 200: userLookupReply } },
  }, async (request) => {
    const email = request.params.email.toLowerCase();
    const rows = await app.db.select().from(proofs)
      .where(and(eq(sql`lower(${proofs.email})`, email), eq(proofs.isSway, true), isNull(proofs.deletedAt)))
      .orderBy(desc(proofs.dateSubmitted)).limit(LIMIT);
    return { swayProofs: rows.map(toSwayProof) };
  });
};

export default routes;
