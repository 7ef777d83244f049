// updateProofImage, PUT proof/{id}/updateProofImage (spec 1 §7, §6): only an admin replaces a
// proof's image, of the business it switched to (like the type change and delete).
import { and, eq, isNull } from 'drizzle-orm';
import { proofs } from '../db/schema';
import { notFound } from '../http-error';
import { businessOf } from '../auth/session';
import type { RouteModule } from './endpoints';

const proofImage: RouteModule = (app) => ({
  updateProofImage: async (request) => {
    const [row] = await app.db.update(proofs).set({ proofImageUrl: request.body.proofImageUrl })
      .where(and(eq(proofs.id, request.params.id), eq(proofs.businessId, businessOf(request)), isNull(proofs.deletedAt)))
      .returning({ id: proofs.id, proofImageUrl: proofs.proofImageUrl });
    if (!row) throw notFound('Proof not found');
    return { id: row.id, proof_image_url: row.proofImageUrl ?? '' };
  },
});

export default proofImage;
