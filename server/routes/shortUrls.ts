// addShortUrl, POST k/offer/{offerId} (spec 2 §7): an admin adds a short link with a chosen code.
// The target defaults to the offer's share page; a given target must be a web URL or a path on
// this host.
import { isWebUrl } from '../../contract/validation';
import { businessOf } from '../auth/session';
import { HttpError } from '../http-error';
import { insertShortUrl, shareOfferPath } from '../domain/shortUrlCreate';
import { ownOffer } from './offers';
import type { RouteModule } from './endpoints';

export const SHORT_CODE_TAKEN = 'This short code is already taken';

const shortUrls: RouteModule = (app) => ({
  addShortUrl: async (request) => {
    const businessId = businessOf(request);
    const current = await ownOffer(app.db, businessId, request.params.offerId);
    const target = request.body.url || shareOfferPath(current.id);
    if (!(target.startsWith('/') && !target.startsWith('//')) && !isWebUrl(target)) {
      throw new HttpError(400, 'Invaild URL', { url: 'Invaild URL' });
    }
    const row = await insertShortUrl(app.db, { id: request.body.shortCode, businessId, offerId: current.id, url: target });
    if (!row) throw new HttpError(409, SHORT_CODE_TAKEN);
    return { id: row.id, url: row.url, visit_count: row.visitCount };
  },
});

export default shortUrls;
