// The embeddable widgets (spec 3 §1, §3, §7; issue 14): the stable loader scripts the install
// snippets name (/widgets/social-proof.js, /widgets/wall-of-love.js, cached minutes), the versioned
// widget code they load (/widgets/{name}.{hash}.js, cached a year), the public feeds keyed by access
// key, view counting, and the preview pages the console frames, which run the same code. Anything
// under /widgets answers any site (CORS *, no credentials); the feeds carry no e-mail, phone or last
// name, and a Wall Of Love shows only approved posts whose customer agreed to be shown.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { bundleScript } from '../lib/bundleScript';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { businesses, proofs, socialProofSettings, socialProofs, wallOfLoveConfigs } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { createSharedWindowLimiter } from '../lib/sharedRateLimits';
import { onSite } from '../lib/siteUrl';
import { SOCIAL_PROOF_LOADER, WALL_OF_LOVE_LOADER } from '../domain/widgets/snippet';

const widgetDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../customer/widgets');

export const WIDGETS = { 'social-proof': 'socialProof', 'wall-of-love': 'wallOfLove' } as const;
export type WidgetName = keyof typeof WIDGETS;
export const WIDGET_LIMITS = { socialProofItems: 50, wallItems: 30, viewWindowMs: 10 * 60_000, feedsPerMinute: 120 } as const;

interface Compiled { path: string; code: string }

export async function compile(name: WidgetName): Promise<Compiled> {
  const { code, hash } = await bundleScript(path.join(widgetDir, `${WIDGETS[name]}.ts`));
  return { path: `/widgets/${name}.${hash}.js`, code };
}

/** The loader: adds the versioned script next to itself, with the snippet's data attributes. */
const loaderFor = (versionedPath: string) => `!function(d){var c=d.currentScript;if(!c)return;var s=d.createElement("script");s.async=!0;`
  + `s.src=new URL(${JSON.stringify(versionedPath)},c.src).href;for(var a=c.attributes,i=0;i<a.length;i++)if(a[i].name.slice(0,5)==="data-")`
  + 's.setAttribute(a[i].name,a[i].value);(c.parentNode||d.head).insertBefore(s,c.nextSibling)}(document);';

const ACCESS_KEY = /^[a-z0-9]{16,64}$/;

const previewPage = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>html,body{margin:0;min-height:100%;background:#f4f5f7;font:15px/1.5 system-ui,sans-serif;color:#1f2328}main{padding:16px}h1{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

const routes: FastifyPluginAsync = async (app) => {
  const compiled = new Map<WidgetName, Compiled>();
  for (const name of Object.keys(WIDGETS) as WidgetName[]) compiled.set(name, await compile(name));
  const byPath = new Map([...compiled.values()].map((entry) => [entry.path, entry.code]));
  const avatar = await readFile(path.join(widgetDir, 'avatar.svg'));
  const views = createSharedWindowLimiter(app.db, app.dbEngine, 'widget-view', { windowMs: WIDGET_LIMITS.viewWindowMs, maxTries: 1, maxKeys: 100_000 });
  const { publicUrl } = app.config;
  const feedLimit = { rateLimit: { max: WIDGET_LIMITS.feedsPerMinute, timeWindow: 60_000 } };

  /** An image a widget may show: absolute, on http(s); anything else is left out. */
  const absolute = (url: string | null) => {
    if (!url) return null;
    const full = onSite(publicUrl, url);
    return /^https?:\/\//i.test(full) ? full : null;
  };
  const cors = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*').header('vary', 'origin');
  const notFound = (reply: FastifyReply) => cors(reply).code(404).header('cache-control', 'no-store').send({ error: 'Widget not found' });

  app.get(SOCIAL_PROOF_LOADER, { config: { public: true } }, async (_request, reply) => cors(reply).type('text/javascript; charset=utf-8')
    .header('cache-control', 'public, max-age=300, stale-while-revalidate=86400').send(loaderFor(compiled.get('social-proof')!.path)));
  app.get(WALL_OF_LOVE_LOADER, { config: { public: true } }, async (_request, reply) => cors(reply).type('text/javascript; charset=utf-8')
    .header('cache-control', 'public, max-age=300, stale-while-revalidate=86400').send(loaderFor(compiled.get('wall-of-love')!.path)));
  app.get('/widgets/avatar.svg', { config: { public: true } }, async (_request, reply) => cors(reply).type('image/svg+xml')
    .header('cache-control', 'public, max-age=86400').send(avatar));
  app.get('/widgets/:file', { config: { public: true } }, async (request, reply) => {
    const code = byPath.get(request.url.split('?')[0] ?? '');
    if (!code) return notFound(reply);
    return cors(reply).type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable').send(code);
  });

  app.get<{ Params: { key: string }; Querystring: { proofId?: string } }>('/widgets/feed/social-proof/:key', { config: { public: true, ...feedLimit } }, async (request, reply) => {
    const { key } = request.params;
    const proofId = request.query.proofId === undefined ? null : Number(request.query.proofId);
    if (!ACCESS_KEY.test(key) || (proofId !== null && !(Number.isInteger(proofId) && proofId > 0 && proofId < 2 ** 31))) return notFound(reply);
    const [settings] = await app.db.select().from(socialProofSettings).where(eq(socialProofSettings.accessKey, key)).limit(1);
    // A preview (one item, any status but removed) works before the widget is switched on.
    if (!settings || (proofId === null && !settings.enabled)) return notFound(reply);
    const rows = await app.db.select().from(socialProofs).where(and(
      eq(socialProofs.businessId, settings.businessId),
      proofId === null ? eq(socialProofs.statusCode, 'ACTIVE') : and(eq(socialProofs.id, proofId), inArray(socialProofs.statusCode, ['ACTIVE', 'DRAFT', 'ARCHIVED'])),
    )).orderBy(desc(socialProofs.date), desc(socialProofs.id)).limit(WIDGET_LIMITS.socialProofItems);
    if (proofId !== null && rows.length === 0) return notFound(reply);
    return cors(reply).header('cache-control', proofId === null ? 'public, max-age=60' : 'no-store').send({
      settings: {
        verifiedByName: settings.verifiedByName || null, verifiedByIcon: absolute(settings.verifiedByIcon),
        timeBetweenPosts: settings.timeBetweenPosts, cycleDelay: settings.cycleDelay,
      },
      items: rows.map((r) => ({
        id: r.id, type: r.type, platform: r.platform, rating: r.rating === null ? null : Number(r.rating),
        city: r.type === 'REVIEW' ? r.locationCity : null, state: r.type === 'REVIEW' ? r.locationState : null,
        date: r.date.toISOString(), message: r.message, image: absolute(r.imgUrl), avatar: absolute(r.avatarImgUrl),
        name: r.influencerName, business: r.businessName,
      })),
    });
  });

  app.get<{ Params: { key: string } }>('/widgets/feed/wall-of-love/:key', { config: { public: true, ...feedLimit } }, async (request, reply) => {
    const { key } = request.params;
    if (!ACCESS_KEY.test(key)) return notFound(reply);
    const [wall] = await app.db.select({ config: wallOfLoveConfigs, business: businesses.brand }).from(wallOfLoveConfigs)
      .innerJoin(businesses, eq(businesses.id, wallOfLoveConfigs.businessId)).where(eq(wallOfLoveConfigs.accessKey, key)).limit(1);
    if (!wall) return notFound(reply);
    const posts = await app.db.select({
      id: proofs.id, image: proofs.proofImageUrl, firstName: proofs.firstName, date: proofs.proofDate, message: proofs.messageContent,
    }).from(proofs).where(and(
      eq(proofs.businessId, wall.config.businessId), eq(proofs.reviewStatus, 'APPROVED'), eq(proofs.showConsent, true),
      isNull(proofs.deletedAt), isNotNull(proofs.proofImageUrl),
    )).orderBy(desc(proofs.dateSubmitted), desc(proofs.id)).limit(WIDGET_LIMITS.wallItems);
    return cors(reply).header('cache-control', 'public, max-age=60').send({
      type: wall.config.type, business: wall.business,
      colors: { border: wall.config.colorProofBorder, indicator: wall.config.type === 'CAROUSEL' ? wall.config.colorCarouselIndicatorButton : null },
      items: posts.filter((p) => absolute(p.image)).map((p) => ({
        // The first name only: the customer agreed to their post being shown, not to being identified.
        id: p.id, image: absolute(p.image), name: p.firstName?.trim().split(/\s+/)[0] || 'A customer', date: p.date.toISOString(), message: p.message,
      })),
    });
  });

  app.post<{ Params: { key: string }; Body: unknown }>('/widgets/view/:key', { config: { public: true }, bodyLimit: 256 }, async (request, reply) => {
    cors(reply).code(204).header('cache-control', 'no-store');
    const { key } = request.params;
    let id = Number.NaN;
    try {
      const body = typeof request.body === 'string' ? JSON.parse(request.body) as { id?: unknown } : request.body as { id?: unknown } | null;
      id = Number(body?.id);
    } catch { /* a malformed beacon counts nothing */ }
    if (!ACCESS_KEY.test(key) || !Number.isInteger(id) || id <= 0 || id >= 2 ** 31) return reply.send();
    if (!(await views.take(`${request.ip}:${key}:${id}`))) return reply.send();
    await app.db.update(socialProofs).set({ viewCount: sql`${socialProofs.viewCount} + 1` }).where(and(
      eq(socialProofs.id, id), eq(socialProofs.statusCode, 'ACTIVE'),
      eq(socialProofs.businessId, sql`(select business_id from social_proof_settings where access_key = ${key} and enabled)`),
    ));
    return reply.send();
  });

  app.get<{ Params: { key: string }; Querystring: Record<string, string | undefined> }>('/socialProof/preview/:key', { config: { public: true } }, async (request, reply) => {
    const { key } = request.params;
    const { proofId = '', state, disableAnalytics, enableLandscape } = request.query;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!ACCESS_KEY.test(key) || !/^\d{1,10}$/.test(proofId)) return reply.code(404).send(previewPage('Preview not found', '<p>This preview does not exist.</p>'));
    const attrs = [
      `data-sway-social-proof="${key}"`, `data-proof-id="${proofId}"`, `data-state="${state === 'EXPANDED' ? 'EXPANDED' : 'NORMAL'}"`,
      `data-layout="${enableLandscape === 'false' ? 'mobile' : 'desktop'}"`, `data-analytics="${disableAnalytics === 'false' ? 'on' : 'off'}"`,
    ].join(' ');
    return reply.send(previewPage('Social proof preview', `<script async src="${compiled.get('social-proof')!.path}" ${attrs}></script>`));
  });

  app.get<{ Params: { key: string } }>('/swayWallOfLove/preview/:key', { config: { public: true } }, async (request, reply) => {
    const { key } = request.params;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!ACCESS_KEY.test(key)) return reply.code(404).send(previewPage('Preview not found', '<p>This preview does not exist.</p>'));
    return reply.send(previewPage('Wall Of Love preview', `<div data-sway-wall-of-love="${key}"></div><script async src="${compiled.get('wall-of-love')!.path}"></script>`));
  });
};

export default routes;
