// PUT proof/{id}/updateProofImage (spec 1 §7, §6): only an admin replaces a proof's image.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { and, eq, isNull } from 'drizzle-orm';
import { errorReply, idParams } from '../../contract/common';
import { updateProofImageReply, updateProofImageRequest } from '../../contract/reviews';
import { proofs } from '../db/schema';
import { notFound } from '../http-error';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.put('/proof/:id/updateProofImage', {
    config: { access: ['ADMIN'] },
    schema: { tags: ['proofs'], params: idParams, body: updateProofImageRequest, response: { 200: updateProofImageReply, 404: errorReply } },
  }, async (request) => {
    const [row] = await app.db.update(proofs).set({ proofImageUrl: request.body.proofImageUrl })
      .where(and(eq(proofs.id, request.params.id), isNull(proofs.deletedAt)))
      .returning({ id: proofs.id, proofImageUrl: proofs.proofImageUrl });
    if (!row) throw notFound('Proof not found');
    return { id: row.id, proof_image_url: row.proofImageUrl ?? '' };
  });
};

export default routes;
