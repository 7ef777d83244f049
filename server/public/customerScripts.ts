// /s/{name}.{hash}.js: the few small scripts of the customer's pages (customer/scripts/*.ts),
// compiled once at start by esbuild and served under a content hash, so a page names a URL that
// never changes meaning and the file can be cached for a year. No framework, no console bundle.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync } from 'fastify';
import { bundleScript } from '../lib/bundleScript';

export const CUSTOMER_SCRIPTS = ['claimUpload', 'copyTags', 'claimHint', 'voucherWatch'] as const;
export type CustomerScript = (typeof CUSTOMER_SCRIPTS)[number];

const sourceDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../customer/scripts');

interface Compiled { url: string; code: string }
const compiled = new Map<CustomerScript, Compiled>();

async function compile(name: CustomerScript): Promise<Compiled> {
  const { code, hash } = await bundleScript(path.join(sourceDir, `${name}.ts`));
  return { url: `/s/${name}.${hash}.js`, code };
}

/** The versioned URL of a script, for a page's <script src>. */
export function scriptUrl(name: CustomerScript): string {
  const entry = compiled.get(name);
  if (!entry) throw new Error(`Customer script ${name} is not compiled`);
  return entry.url;
}

const routes: FastifyPluginAsync = async (app) => {
  for (const name of CUSTOMER_SCRIPTS) compiled.set(name, await compile(name));
  const byUrl = new Map([...compiled.values()].map((entry) => [entry.url, entry.code]));
  app.get('/s/:file', { config: { public: true } }, async (request, reply) => {
    const code = byUrl.get(request.url.split('?')[0] ?? '');
    if (!code) return reply.code(404).type('text/plain').send('Not found');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(code);
  });
};

export default routes;
