// /uploads/{key}: the PUT target of locally signed upload URLs and the serving of the files
// (DESIGN §4 image storage, local default). Public, because the signature is the permission:
// a tampered, expired, mistyped or oversized PUT is refused and leaves no file behind.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { IMAGE_CONTENT_TYPES, type ImageExtension } from '../../contract/uploads';
import { HttpError } from '../http-error';

// Signed URLs are capabilities, so any origin may use them (a console on another host, S3-like).
const cors = (reply: FastifyReply) => reply
  .header('access-control-allow-origin', '*')
  .header('access-control-allow-methods', 'PUT, GET')
  .header('access-control-allow-headers', 'content-type');

const routes: FastifyPluginAsync = async (app) => {
  const local = app.services.storage.local;
  if (!local) return;

  // Hand the raw body stream to the PUT handler; it counts and stores it itself.
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.options('/uploads/*', { config: { public: true } }, async (_request, reply) => cors(reply).code(204).send());

  app.put('/uploads/*', { config: { public: true } }, async (request, reply) => {
    cors(reply);
    const key = (request.params as { '*': string })['*'];
    const grant = local.verify(key, request.query as Record<string, string | undefined>);
    const contentType = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (contentType !== grant.contentType) throw new HttpError(415, `Content-Type must be ${grant.contentType}`);
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > grant.maxBytes) throw new HttpError(413, `Image is larger than ${grant.maxBytes} bytes`);
    const body = request.body;
    if (!(body instanceof Readable)) throw new HttpError(400, 'Empty upload');
    const size = await local.write(grant, body);
    return reply.code(200).send({ ok: true, size });
  });

  app.get('/uploads/*', { config: { public: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = local.filePath(key);
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) throw new HttpError(404, 'Image not found');
    const ext = path.extname(file).slice(1) as ImageExtension;
    return reply
      .header('content-type', IMAGE_CONTENT_TYPES[ext])
      .header('content-length', info.size)
      .header('x-content-type-options', 'nosniff')
      // Keys are random and never rewritten after the upload window, so they cache well.
      .header('cache-control', 'public, max-age=86400')
      .send(createReadStream(file));
  });
};

export default routes;
