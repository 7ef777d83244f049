// GET signedUrl/{imageType}/{ext} (spec 1 §7): a signed PUT URL and the public URL the image
// will have. Any logged-in user may upload; the file lands under their current business.
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReply } from '../../contract/common';
import { signedUrlParams, signedUrlReply } from '../../contract/uploads';
import { sessionOf } from '../auth/session';

const routes: FastifyPluginAsync = async (app) => {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/signedUrl/:imageType/:ext', {
    config: { access: 'anyUser' },
    schema: { tags: ['uploads'], params: signedUrlParams, response: { 200: signedUrlReply, 400: errorReply } },
  }, async (request) => app.services.storage.signUpload({
    imageType: request.params.imageType,
    extension: request.params.ext,
    businessId: sessionOf(request).businessId,
  }));
};

export default routes;
