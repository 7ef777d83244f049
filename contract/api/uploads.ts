// Image uploads (spec 1 §7 signedUrl row, spec 2 §7): a signed PUT URL and the public URL the
// image will have. Any logged-in user may upload; the file lands under their current business.
import { errorReply } from '../common';
import { signedUrlParams, signedUrlReply } from '../uploads';
import { endpoint } from '../endpoint';

export const uploadEndpoints = {
  getSignedUrl: endpoint({
    method: 'GET', path: 'signedUrl/{imageType}/{ext}', access: 'anyUser', tag: 'uploads',
    summary: 'A signed URL to PUT one image to, once (with the given Content-Type), and the public URL it will have; 429 past the daily quota.',
    // Its 400 is a bare { error } (the serializer drops the field list), as this route answered before the table.
    params: signedUrlParams, responses: { 200: signedUrlReply, 400: errorReply, 429: errorReply },
  }),
};
