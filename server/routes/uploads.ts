// GET signedUrl/{imageType}/{ext} (spec 1 §7): a signed PUT URL and the public URL the image
// will have. Any logged-in user may upload; the file lands under their current business, within
// the business's daily quota (UPLOADS_PER_DAY).
import { sessionOf } from '../auth/session';
import { createUploadQuota } from '../domain/uploadQuota';
import type { RouteModule } from './endpoints';

const uploads: RouteModule = (app) => {
  const quota = createUploadQuota(app.config.uploadsPerDay);
  return {
    getSignedUrl: async (request) => {
      const session = sessionOf(request);
      quota.take(session.businessId == null ? `account:${session.accountId}` : `business:${session.businessId}`);
      return app.services.storage.signUpload({ imageType: request.params.imageType, extension: request.params.ext, businessId: session.businessId });
    },
  };
};

export default uploads;
