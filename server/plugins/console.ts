// Serves the built console from dist/ with the history fallback: any GET that is not an API or
// public path and wants HTML gets index.html, so deep links like /timeline work on reload.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';

// CONSOLE_DIST lets parallel test runs serve their own build.
const defaultDist = path.resolve(process.env.CONSOLE_DIST ?? 'dist');

// Hashed build assets never change under their name; index.html must be revalidated so a new
// release reaches the console on the next load.
const ASSETS = `${path.sep}assets${path.sep}`;
const cacheControlFor = (filePath: string) => (filePath.includes(ASSETS) ? 'public, max-age=31536000, immutable' : 'no-cache');

export async function registerConsole(app: FastifyInstance, enabled: boolean, dist = defaultDist) {
  if (!enabled) return;
  const distDir = path.resolve(dist);
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn('dist/index.html not found: run `npm run build` to serve the console');
    return;
  }
  // preCompressed: the build writes .br/.gz next to each asset (vite.config.ts); clients that accept them get them.
  await app.register(fastifyStatic, {
    root: distDir, prefix: '/', wildcard: false, index: false, decorateReply: true, preCompressed: true,
    cacheControl: false, setHeaders: (reply, filePath) => { reply.header('cache-control', cacheControlFor(filePath)); },
  });
  app.get('/', { config: { public: true } }, (_req, reply) => reply.sendFile('index.html'));
  app.get('/*', { config: { public: true } }, (request, reply) => {
    const file = (request.params as { '*': string })['*'];
    const candidate = path.join(distDir, file);
    if (file && candidate.startsWith(distDir) && existsSync(candidate) && !file.endsWith('/')) {
      return reply.sendFile(file);
    }
    if (file.startsWith('api/') || path.extname(file)) {
      return reply.code(404).send({ error: `Not found: /${file}` });
    }
    return reply.sendFile('index.html');
  });
}
