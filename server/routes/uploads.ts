// GET signedUrl/{imageType}/{ext} (spec 1 §7): a signed PUT URL and the public URL the image
// will have. Any logged-in user may upload; the file lands under their current business.
import { sessionOf } from '../auth/session';
import type { RouteModule } from './endpoints';

const uploads: RouteModule = (app) => ({
  getSignedUrl: async (request) => app.services.storage.signUpload({
    imageType: request.params.imageType,
    extension: request.params.ext,
    businessId: sessionOf(request).businessId,
  }),
});

export default uploads;
