// Static files that ship with the server: demo images used by the demo data (/demo/*.svg) and
// the default intro video page (/intro-video.html).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import fastifyStatic from '@fastify/static';

const assetsDir = path.dirname(fileURLToPath(import.meta.url));

const routes: FastifyPluginAsync = async (app) => {
  await app.register(fastifyStatic, { root: path.join(assetsDir, 'demo'), prefix: '/demo/', decorateReply: false, maxAge: '1d' });
  await app.register(fastifyStatic, { root: path.join(assetsDir, 'static'), prefix: '/static/', decorateReply: false });
};

export default routes;
