// lookupSwayUser, GET user/lookupSway/{email} (spec 3 §2 User Lookup, §7): an admin finds a
// local's sway proofs across every business by e-mail (case-insensitive), newest first.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { proofs } from '../db/schema';
import { toSwayProof } from '../domain/swayProofs';
import type { RouteModule } from './endpoints';

const LIMIT = 200;

const userLookup: RouteModule = (app) => ({
  lookupSwayUser: async (request) => {
    const email = request.params.email.toLowerCase();
    const rows = await app.db.select().from(proofs)
      .where(and(eq(sql`lower(${proofs.email})`, email), eq(proofs.isSway, true), isNull(proofs.deletedAt)))
      .orderBy(desc(proofs.dateSubmitted)).limit(LIMIT);
    return { swayProofs: rows.map(toSwayProof) };
  },
});

export default userLookup;
