// Operations (issue 35): the state of the domain events' queue for an admin, the dead-letter list
// above all: events whose handlers failed MAX_ATTEMPTS times and that no server will take again
// until an admin hands one back.
import { z } from 'zod';
import { errorReply, idParams } from '../common';
import { endpoint } from '../endpoint';

export const eventQueueReply = z.object({
  /** Events waiting to be handled, and how long the oldest due one has waited (seconds; 0 when none is due). */
  pending: z.number().int(),
  oldestDueSeconds: z.number().int(),
  /** Events given up on, newest first (at most 50 listed). */
  dead: z.number().int(),
  deadEvents: z.array(z.object({
    id: z.number().int(), type: z.string(), businessId: z.number().int().nullable(), attempts: z.number().int(),
    lastError: z.string().nullable(), createdAt: z.string(),
  })),
});

export const operationsEndpoints = {
  getEventQueue: endpoint({
    method: 'GET', path: 'admin/events', access: ['ADMIN'], tag: 'operations',
    summary: 'The events queue across every server: how many wait, the oldest due wait, and the dead-letter list.',
    responses: { 200: eventQueueReply },
  }),
  retryDeadEvent: endpoint({
    method: 'POST', path: 'admin/events/{id}/retry', access: ['ADMIN'], tag: 'operations',
    summary: 'Hands a dead event back to the queue (once its cause is fixed: an SMTP server back, a setting corrected), with its attempts counted from zero; answers the queue.',
    params: idParams, responses: { 200: eventQueueReply, 404: errorReply },
    // An event of any business: the queue is the whole install's, and admins only.
    owns: { param: 'id', entity: 'global' },
  }),
};
