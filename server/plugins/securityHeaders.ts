// Security headers on every answer (issue 19 finding 6), computed by helmet: a
// Content-Security-Policy per kind of page, frame-ancestors so that only the console may frame
// its previews, X-Content-Type-Options: nosniff everywhere, a Referrer-Policy, HSTS when
// PUBLIC_URL is https, and Cache-Control: no-store on every /api answer (tokens, personal data).
// Registered before every route, so its hooks cover them all, 404s and early 401s included.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';
import { s3BaseUrl } from '../services/storage';

/** What a path serves; each kind has its own policy. */
export type PageKind = 'console' | 'api' | 'docs' | 'page' | 'share' | 'customer' | 'framed' | 'file' | 'widget';

/**
 * console: the built console and its history fallback (the default); api: JSON under /api;
 * docs: the OpenAPI UI; page: server-rendered public pages (share page forms, short links, dev
 * mailbox); share: a network offer's share page, a page that also runs this server's Copy script
 * (/s/copyTags…js) and nothing else; customer: the claim flow and voucher pages, which run this server's small scripts
 * and upload a screenshot to the signed URL; framed: pages the console shows in an iframe (widget previews, the intro video);
 * file: uploaded and demo images, which other sites may embed; widget: the embeddable widgets'
 * scripts, feeds and images (/widgets), which any site loads.
 */
export function pageKind(url: string): PageKind {
  const path = url.split('?')[0] ?? '/';
  const under = (prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  if (under('/api/docs')) return 'docs';
  if (under('/api')) return 'api';
  if (under('/socialProof/preview') || under('/swayWallOfLove/preview') || under('/static')) return 'framed';
  if (under('/uploads') || under('/demo')) return 'file';
  if (under('/widgets')) return 'widget';
  if (under('/c') || under('/v') || under('/s')) return 'customer';
  if (/^\/share\/offer\/[^/]+$/.test(path)) return 'share';
  if (under('/share') || under('/p') || under('/lp') || under('/dev')) return 'page';
  return 'console';
}

type Directives = Record<string, string[]>;
/** The options of helmet for one kind of page. */
type Policy = Record<string, unknown>;

const SELF = "'self'";
const NONE = "'none'";
const originOf = (url: string | undefined) => {
  if (!url || !/^https?:\/\//.test(url)) return [];
  return [new URL(url).origin];
};
const unique = (values: string[]) => [...new Set(values)];

/** The helmet options of every kind, computed once from the configuration. */
export function securityPolicies(config: Config): Record<PageKind, Policy> {
  const https = config.publicUrl.startsWith('https://');
  // Signed upload URLs and local image URLs are built on PUBLIC_URL, which may name this host
  // differently from the address in the browser; S3 uploads go straight to the bucket.
  const publicOrigin = originOf(config.publicUrl);
  const bucketOrigin = config.s3 ? originOf(s3BaseUrl(config.s3)) : [];
  const common: Directives = {
    'base-uri': [SELF],
    'object-src': [NONE],
    'form-action': [SELF],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  // Images may come from any https host: business logos and offer images can be typed as URLs
  // (spec 1 §5 image input). Scripts, styles, connections and frames stay on known origins.
  const images = unique([SELF, 'data:', 'blob:', 'https:', ...publicOrigin, ...bucketOrigin]);
  const csp = (directives: Directives) => ({ contentSecurityPolicy: { useDefaults: false, directives: { ...common, ...directives } } });
  const frameable = (framed: boolean): Policy => ({
    xFrameOptions: { action: framed ? 'sameorigin' : 'deny' },
  });
  const base: Policy = {
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
  };
  // Server-rendered public pages: nothing but their own styles and images, never in a frame.
  const publicPage = (scripts: Directives): Policy => ({
    ...base,
    // A short link's target (a business's site) still learns which site the visitor came from.
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    ...frameable(false),
    ...csp({
      'default-src': [NONE],
      ...scripts,
      'style-src': ["'unsafe-inline'"],
      'img-src': images,
      'frame-ancestors': [NONE],
    }),
  });
  return {
    console: {
      ...base,
      ...frameable(false),
      ...csp({
        'default-src': [SELF],
        'script-src': [SELF],
        'script-src-attr': [NONE],
        // Emotion (MUI) writes <style> elements at run time.
        'style-src': [SELF, "'unsafe-inline'"],
        'img-src': images,
        'font-src': [SELF, 'data:'],
        'connect-src': unique([SELF, ...publicOrigin, ...bucketOrigin]),
        // The intro video (INTRO_VIDEO_URL, a page of this server by default) and the previews.
        'frame-src': unique([SELF, ...publicOrigin, ...originOf(config.introVideoUrl)]),
        // The image compression worker starts from a blob: URL and loads its library from here.
        'worker-src': [SELF, 'blob:'],
        'frame-ancestors': [NONE],
      }),
    },
    api: {
      ...base,
      ...frameable(false),
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': [NONE], 'frame-ancestors': [NONE] } },
    },
    docs: {
      ...base,
      ...frameable(false),
      ...csp({
        'default-src': [SELF],
        'script-src': [SELF],
        'style-src': [SELF, "'unsafe-inline'"],
        'img-src': [SELF, 'data:'],
        'font-src': [SELF, 'data:'],
        'connect-src': [SELF],
        'frame-ancestors': [NONE],
      }),
    },
    page: publicPage({}),
    // The page policy, plus this server's own script files (the share page's Copy buttons): no
    // inline script, no script attribute, no connection anywhere.
    share: publicPage({ 'script-src': [SELF], 'script-src-attr': [NONE] }),
    customer: {
      ...base,
      ...frameable(false),
      ...csp({
        'default-src': [NONE],
        'script-src': [SELF],
        'script-src-attr': [NONE],
        'style-src': ["'unsafe-inline'"],
        'img-src': images,
        'connect-src': unique([SELF, ...publicOrigin, ...bucketOrigin]),
        'manifest-src': [SELF],
        'frame-ancestors': [NONE],
      }),
    },
    framed: {
      ...base,
      ...frameable(true),
      ...csp({
        'default-src': [SELF],
        'script-src': [SELF],
        'script-src-attr': [NONE],
        'style-src': [SELF, "'unsafe-inline'"],
        'img-src': images,
        'font-src': [SELF, 'data:'],
        'connect-src': [SELF],
        'frame-ancestors': [SELF],
      }),
    },
    file: {
      ...base,
      // Widgets on a business's own site show these images.
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      ...frameable(false),
      // An image opened on its own runs nothing, even an SVG.
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': [NONE], 'img-src': [SELF, 'data:'], 'style-src': ["'unsafe-inline'"], sandbox: [], 'frame-ancestors': [NONE] },
      },
    },
    widget: {
      ...base,
      // Scripts, JSON and images that businesses' sites load (CORS * is set by the routes).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      ...frameable(false),
      contentSecurityPolicy: { useDefaults: false, directives: { 'default-src': [NONE], 'frame-ancestors': [NONE] } },
    },
  };
}

/**
 * The headers helmet sets for a policy. They depend on the policy only (no nonces), so each kind's
 * set is computed once at start and copied onto every reply: running helmet on each request was
 * about 5% of an API request's CPU (issue 20).
 */
export function headersOf(policy: Policy): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => { headers[name.toLowerCase()] = String(value); },
    removeHeader: (name: string) => { delete headers[name.toLowerCase()]; },
  };
  helmet(policy as HelmetOptions)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export async function registerSecurityHeaders(app: FastifyInstance) {
  const policies = securityPolicies(app.config);
  const headers = Object.fromEntries(Object.entries(policies).map(([kind, policy]) => [kind, headersOf(policy)])) as Record<PageKind, Record<string, string>>;
  // Every request, including those that match no route; the policy depends on the path.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers[pageKind(request.url)]);
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    const kind = pageKind(request.url);
    if (kind === 'api' || kind === 'docs') reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
