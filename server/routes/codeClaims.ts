// nextCodeForProof, GET coupon/codeList/sway/getNextForProof/{proofId} (spec 1 §7, spec 3 §7
// Coupon lists): the code reserved for this proof from its sway offer's list, claimed atomically
// (domain/codeClaim).
import { claimCodeForProof, NoCodeError } from '../domain/codeClaim';
import { findSwayProof } from '../domain/swayProofs';
import { HttpError } from '../http-error';
import type { RouteModule } from './endpoints';

const codeClaims: RouteModule = (app) => ({
  nextCodeForProof: async (request, reply) => {
    const proof = await findSwayProof(app.db, request, request.params.proofId);
    if (proof.swayOfferId == null) throw new HttpError(409, 'This proof has no sway offer');
    try {
      const claimed = await claimCodeForProof(app.db, proof.id, proof.swayOfferId);
      return { code: claimed.code, codeStatus: 'OK' as const, countLeft: claimed.countLeft };
    } catch (err) {
      if (err instanceof NoCodeError) return reply.code(409).send({ error: err.message, codeStatus: err.codeStatus, countLeft: 0 });
      throw err;
    }
  },
});

export default codeClaims;
