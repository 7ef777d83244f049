// Network offers (spec 2 §7): approve, pause and stop, ADMIN only (spec 2 §4, §6).
import { errorReply, idParams } from '../common';
import { approveReply, pauseStopReply, stopParams } from '../offers';
import { endpoint } from '../endpoint';

const ADMIN = ['ADMIN'] as const;
const refused = { 404: errorReply, 409: errorReply };

export const offerEndpoints = {
  approveOffer: endpoint({
    method: 'PUT', path: 'offer/approve/{id}', access: ADMIN, tag: 'offers',
    summary: 'Approve an offer: NEEDS_APPROVAL becomes SCHEDULED or ACTIVE; a short URL is created on first approval.',
    params: idParams, responses: { 200: approveReply, ...refused },
  }),
  pauseOffer: endpoint({
    method: 'PUT', path: 'offer/pause/{id}', access: ADMIN, tag: 'offers',
    summary: 'Pause an active or scheduled offer.',
    params: idParams, responses: { 200: pauseStopReply, ...refused },
  }),
  stopOffer: endpoint({
    method: 'PUT', path: 'offer/stop/{id}/{date}', access: ADMIN, tag: 'offers',
    summary: 'Stop an offer at the end of the given day (YYYY-MM-DD).',
    params: stopParams, responses: { 200: pauseStopReply, 400: errorReply, ...refused },
  }),
};
