// Serves the built console from dist/ with the history fallback: any GET that is not an API or
// public path and wants HTML gets index.html, so deep links like /timeline work on reload.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// CONSOLE_DIST lets parallel test runs serve their own build.
const distDir = path.resolve(process.env.CONSOLE_DIST ?? 'dist');

export async function registerConsole(app: FastifyInstance, enabled: boolean) {
  if (!enabled) return;
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn('dist/index.html not found: run `npm run build` to serve the console');
    return;
  }
  await app.register(fastifyStatic, { root: distDir, prefix: '/', wildcard: false, index: false, decorateReply: true });
  app.get('/', { config: { public: true } }, (_req, reply) => reply.sendFile('index.html'));
  app.get('/*', { config: { public: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    const candidate = path.join(distDir, file);
    if (file && candidate.startsWith(distDir) && existsSync(candidate) && !file.endsWith('/')) {
      return reply.sendFile(file, { maxAge: file.startsWith('assets/') ? '365d' : 0, immutable: file.startsWith('assets/') });
    }
    if (file.startsWith('api/') || path.extname(file)) {
      return reply.code(404).send({ error: `Not found: /${file}` });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
