// buildApp: the one Fastify instance factory, used by main.ts and by every test (STYLE §5).
// Order: external plugins, app services, auth, API routes, public pages, console.
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { APP_VERSION, HEADERS } from '../contract/roles';
import type { Config } from './config';
import type { Db, DbHandle } from './db/client';
import { createSessionTokens, type SessionTokens } from './auth/jwt';
import { redactLoginLinks } from './auth/magicLink';
import { redactEmailAddresses } from './lib/redact';
import { registerAuth, type SessionRow } from './plugins/auth';
import { SESSION_CHANNEL, SessionCache } from './auth/sessionCache';
import { errorForLog, registerErrorHandler } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/securityHeaders';
import { createMailService, type MailService } from './services/mail';
import { createJobs, type Jobs } from './services/jobs';
import { createEventDispatcher, type EventDispatcher } from './domain/events/dispatcher';
import { handlersFor, LONG_EVENTS } from './domain/events/handlers';
import { createServices, type Services } from './services';
import type { ReadingStore } from './services/ocr/remembered';
import { apiRoutes, routeModules } from './routes';
import { registerEndpoints } from './routes/endpoints';
import { BUSINESS_CHANNEL, KeptReplies } from './routes/keptReplies';
import { publicRoutes } from './public';
import { healthRoutes } from './public/health';
import { registerConsole } from './plugins/console';
import { registerRequestContext } from './db/requestContext';
import { databaseRateLimitStore } from './lib/sharedRateLimits';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    dbEngine: DbHandle['engine'];
    mail: MailService;
    jobs: Jobs;
    events: EventDispatcher;
    tokens: SessionTokens;
    services: Services;
  }
}

export const API_PREFIX = '/api';

export interface BuildOptions {
  config: Config;
  database: DbHandle;
  /** Replace the mail service (tests capture mail this way when they need to). */
  mail?: MailService;
  /** Serve the built console from dist/ (off in API tests). */
  serveConsole?: boolean;
  /** The built console; default CONSOLE_DIST or ./dist. */
  consoleDist?: string;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Where OCR readings are also looked for and kept (the tests keep theirs for a whole run). */
  readingStore?: ReadingStore;
}

/** Bytes of body a route accepts unless it declares more (issue 19 finding 9). */
export const DEFAULT_BODY_LIMIT = 100 * 1024;

/** Where log lines go instead of stdout (pino writes one JSON line per call). */
export interface LogStream { write(line: string): void }

/** Fastify instance options, shared by production and tests so both behave alike. */
export function fastifyOptions(config: Config, logStream?: LogStream) {
  return {
    logger: config.logLevel === 'silent' ? false : {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.body.token'],
      // The cast: Fastify's logger types want type, message and stack on every logged error;
      // without it no overload of Fastify() matches and TypeScript runs for minutes.
      serializers: { req: requestForLog, err: errorForLog as (err: Error) => { type: string; message: string; stack: string } },
      ...(logStream ? { stream: logStream } : {}),
    },
    // Small by default: a route that takes more declares its own bodyLimit (the coupon import).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // A client gets REQUEST_TIMEOUT_SECONDS to send a whole request (a byte every few seconds no
    // longer holds a socket open), 20 s of them for the headers; an idle keep-alive socket closes
    // after 72 s (longer than the usual 60 s of a load balancer in front); a socket with no
    // traffic at all, request or answer, after 2 minutes.
    requestTimeout: config.requestTimeoutMs,
    keepAliveTimeout: 72_000,
    connectionTimeout: 120_000,
    http: { headersTimeout: Math.min(20_000, config.requestTimeoutMs), connectionsCheckingInterval: 1_000 },
    // Off unless TRUST_PROXY says which proxy to believe (issue 19 finding 8).
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    routerOptions: { ignoreTrailingSlash: true },
    // Registering the API's routes compiles every endpoint's schemas: a few seconds on an idle
    // 2-core machine, past Fastify's 10 s default on a busy one (seen at load 34). A bound on a
    // hung plugin, not a judgement of speed.
    pluginTimeout: 120_000,
  };
}

/** What a request log line shows: a login link's token (the console page /auth/login/{token}) and e-mail addresses are redacted. */
function requestForLog(request: FastifyRequest) {
  return {
    method: request.method, url: redactEmailAddresses(redactLoginLinks(request.url)), host: request.host,
    remoteAddress: request.ip, remotePort: request.socket?.remotePort,
  };
}

/** A cache of session checks, dropped by the database's notifications (auth/sessionCache.ts), unless turned off. */
async function sessionCacheFor(app: FastifyInstance, database: DbHandle): Promise<SessionCache<SessionRow | null> | null> {
  if (!app.config.sessionCache) return null;
  const cache = new SessionCache<SessionRow | null>();
  const stop = await database.listen(SESSION_CHANNEL, () => cache.clear());
  app.addHook('onClose', async () => stop());
  return cache;
}

/** Kept answers of the every-screen reads, dropped by the database's notifications (routes/keptReplies.ts), unless turned off. */
async function keptRepliesFor(app: FastifyInstance, database: DbHandle): Promise<KeptReplies | null> {
  if (!app.config.replyCache) return null;
  const replies = new KeptReplies();
  const stop = await database.listen(BUSINESS_CHANNEL, (payload) => replies.changed(payload));
  app.addHook('onClose', async () => stop());
  return replies;
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify(fastifyOptions(config, options.logStream));
  // Only the PostgreSQL driver cancels a gone client's statement (db/client.ts); PGlite's one
  // thread cannot be interrupted, so there the per-request signal would be work for nothing.
  if (database.engine === 'postgres') registerRequestContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  app.decorate('tokens', createSessionTokens(config.jwtSecret, config.tokenTtlSeconds, config.tokenRenewDays));
  app.decorate('jobs', createJobs(app.log));
  app.decorate('mail', options.mail ?? createMailService(database.db, app.log, { smtpUrl: config.smtpUrl, from: config.mailFrom, keepLoginLinks: config.devMailbox }));
  app.decorate('services', createServices(config, database.db, app.log, { readingStore: options.readingStore }));
  app.decorate('events', createEventDispatcher(app, handlersFor, { leaseSeconds: config.eventLeaseSeconds, long: LONG_EVENTS }));
  app.jobs.alsoDrain(() => app.events.drain());
  const stopWaking = await database.listen('sway_events', () => app.events.wake());
  app.addHook('onReady', async () => app.events.wake());
  app.addHook('onClose', async () => {
    stopWaking();
    app.jobs.stop();
    // Events in hand are finished; those not yet taken stay in the table for the next server.
    await app.events.stop();
    await app.jobs.drain();
    await app.services.ocr.close();
  });

  await registerSecurityHeaders(app);
  // On PostgreSQL the limits count across every server on the database (lib/sharedRateLimits.ts).
  await app.register(rateLimit, { global: false, ...(database.engine === 'postgres' ? { store: databaseRateLimitStore(database.db) } : {}) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Sway Console API', version: APP_VERSION, description: 'The HTTP contract of spec 1-3 §7' },
      servers: [{ url: '/' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${API_PREFIX}/docs` });

  app.addHook('onRequest', (_request, reply, done) => {
    reply.header(HEADERS.serverVersion, config.serverVersion);
    done();
  });
  registerErrorHandler(app);
  // A change is answered once the other servers can have heard it, so the client's next request,
  // wherever the balancer sends it, is not answered from a kept answer it made stale (db/pgListen.ts).
  // PGlite is one process: nothing to wait for, so no hook on its every answer.
  if (database.engine === 'postgres') {
    app.addHook('onSend', async (request, _reply, payload) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') await database.changesHeard();
      return payload;
    });
  }
  registerAuth(app, app.tokens, API_PREFIX, await sessionCacheFor(app, database));

  await app.register(async (api) => {
    // Multipart bodies are streamed to the one route that reads them (the mailing list file,
    // with its own 50MB limit); Fastify's small body limit still holds for everything else.
    await api.register(multipart, { limits: { files: 1, parts: 10 } });
    await registerEndpoints(api, routeModules, await keptRepliesFor(app, database));
    for (const routes of apiRoutes) await api.register(routes);
  }, { prefix: API_PREFIX });
  app.decorate('readiness', { shuttingDown: false });
  await app.register(healthRoutes(database));
  await app.register(async (pub) => {
    for (const routes of publicRoutes) await pub.register(routes);
  });
  await registerConsole(app, options.serveConsole ?? false, options.consoleDist);
  return app;
}
