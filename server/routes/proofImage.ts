// updateProofImage, PUT proof/{id}/updateProofImage (spec 1 §7, §6): only an admin replaces a
// proof's image.
import { and, eq, isNull } from 'drizzle-orm';
import { proofs } from '../db/schema';
import { notFound } from '../http-error';
import type { RouteModule } from './endpoints';

const proofImage: RouteModule = (app) => ({
  updateProofImage: async (request) => {
    const [row] = await app.db.update(proofs).set({ proofImageUrl: request.body.proofImageUrl })
      .where(and(eq(proofs.id, request.params.id), isNull(proofs.deletedAt)))
      .returning({ id: proofs.id, proofImageUrl: proofs.proofImageUrl });
    if (!row) throw notFound('Proof not found');
    return { id: row.id, proof_image_url: row.proofImageUrl ?? '' };
  },
});

export default proofImage;
