// Central error handler: validation errors name the field, domain errors keep their message,
// and a 5xx never shows its details to the client (DESIGN §4 Errors).
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../http-error';

export const VALIDATION_FAILED = 'Validation failed please check your entries';

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      return reply.code(400).send({ error: VALIDATION_FAILED, fields });
    }
    if (err instanceof HttpError) {
      return reply.code(err.statusCode).send(err.fields ? { error: err.message, fields: err.fields } : { error: err.message });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: err.message });
    request.log.error({ err }, 'request failed');
    return reply.code(500).send({ error: 'Internal error please try again in a few minutes' });
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ error: `Not found: ${request.method} ${request.url.split('?')[0]}` });
  });
}
