// Configuration from the environment, validated once at start (DESIGN §2). A bad value stops
// the server with a message naming the variable and the fix.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { APP_VERSION } from '../contract/roles';
import { REVIEW_UNDO_SECONDS } from '../contract/reviews';
import { estimatedSecretBits, MIN_SECRET_BITS } from './auth/secretStrength';
import type { LookupLimits } from './domain/voucherLookupGuard';

const optionalUrl = (protocols: string[]) =>
  z.string().trim().optional().refine(
    (v) => !v || protocols.some((p) => v.startsWith(p)),
    { message: `must start with ${protocols.join(' or ')}` },
  );

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** 127.0.0.1 outside production (a local run is not on the network unless HOST says so), 0.0.0.0 in production. */
  HOST: z.string().trim().min(1).optional(),
  PUBLIC_URL: optionalUrl(['http://', 'https://']),
  SWAY_DASHBOARD_URL: optionalUrl(['http://', 'https://']),
  /** Where public landing pages are published (a separate landing host); PUBLIC_URL/lp by default. */
  LANDING_PAGE_BASE_URL: optionalUrl(['http://', 'https://']),
  DATABASE_URL: optionalUrl(['postgres://', 'postgresql://']),
  /** Connections each server's pool may open (docs/deploy.md: servers × this + 2 each ≤ max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  /** Several servers share this database (docs/deploy.md): files must be on S3 or a shared DATA_DIR. */
  CLUSTER: z.enum(['true', 'false']).default('false'),
  /** DATA_DIR is one directory every server mounts (NFS, a shared volume). */
  DATA_DIR_SHARED: z.enum(['true', 'false']).default('false'),
  /** On SIGTERM, /readyz answers 503 this long before the server stops taking requests, so a balancer moves on first. */
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(0),
  /** How long an event stays with a server that stopped renewing it (killed mid-event) before another takes it. */
  EVENT_LEASE_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  DATA_DIR: z.string().default('./data'),
  PGLITE_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(3600),
  TOKEN_RENEW_DAYS: z.coerce.number().int().min(1).max(30).default(7),
  SMTP_URL: optionalUrl(['smtp://', 'smtps://']),
  MAIL_FROM: z.string().default('Sway <no-reply@sway.local>'),
  LOGIN_RATE_PER_EMAIL: z.coerce.number().int().min(1).default(3),
  LOGIN_RATE_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Login links one account may be sent per hour, whoever asks (issue 36 finding 2). */
  LOGIN_LINKS_PER_ACCOUNT_HOUR: z.coerce.number().int().min(1).max(100_000).default(5),
  /** Voucher lookups by PIN per login and per business per minute, and a login's misses before typed PINs wait (issue 36 finding 3). */
  VOUCHER_LOOKUPS_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
  VOUCHER_LOOKUPS_PER_BUSINESS_MINUTE: z.coerce.number().int().min(1).max(100_000).default(60),
  VOUCHER_MISSES_BEFORE_LOCK: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Claims a client address may start per minute on campaign pages (a shop's wifi is one address). */
  CLAIM_STARTS_PER_IP: z.coerce.number().int().min(1).default(30),
  /** Seconds a reviewer may take a review back; its e-mail waits as long (0: no undo). */
  REVIEW_UNDO_SECONDS: z.coerce.number().int().min(0).max(60).default(REVIEW_UNDO_SECONDS),
  /** Signed upload URLs a business (or a user without one) may ask for per day. */
  UPLOADS_PER_DAY: z.coerce.number().int().min(1).default(300),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: optionalUrl(['http://', 'https://']),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  CHARGEBEE_SITE: z.string().optional(),
  CHARGEBEE_API_KEY: z.string().optional(),
  /** The local billing ledger counts an invoice as paid this long after it was made. */
  BILLING_LEDGER_PAY_DELAY_SECONDS: z.coerce.number().int().min(0).max(30 * 24 * 3600).default(300),
  GOOGLE_MAPS_KEY: z.string().optional(),
  INTRO_VIDEO_URL: optionalUrl(['http://', 'https://', '/']),
  SERVER_VERSION: z.string().regex(/^\d+\.\d+\.\d+$/, 'must look like 2.36.0').default(APP_VERSION),
  SEED_ON_START: z.enum(['true', 'false']).optional(),
  DEV_MAILBOX: z.enum(['true', 'false']).optional(),
  /** Let Verify Installation fetch private and loopback addresses (a site on this machine); never in production. */
  WIDGET_VERIFY_PRIVATE_ADDRESSES: z.enum(['true', 'false']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.string().trim().default('false').refine(
    (v) => /^(true|false|\d+)$/.test(v) || v.split(',').every((a) => /^[0-9a-fA-F:.]+(\/\d+)?$/.test(a.trim())),
    { message: 'must be false, true, a number of proxy hops, or comma-separated proxy addresses (10.0.0.1,10.0.0.0/8)' },
  ),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  STATEMENT_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  SESSION_CACHE: z.enum(['true', 'false']).default('true'),
  REPLY_CACHE: z.enum(['true', 'false']).default('true'),
}).superRefine((env, ctx) => {
  if (env.NODE_ENV === 'production') {
    // Production is safe by default (DESIGN §8, issue 19): no readable mailbox, no demo accounts,
    // and a real mail transport, because a login link that nobody can receive locks everyone out
    // and one that anybody can read lets anybody in.
    if (!env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required in production (32+ random characters)' });
    } else if (estimatedSecretBits(env.JWT_SECRET) < MIN_SECRET_BITS) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is too easy to guess (repeated or too few different characters): use 32+ random characters, such as the output of openssl rand -base64 32' });
    }
    if (!env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required in production: login links go out by e-mail, and without a mail transport nobody can log in (smtp://user:pass@host:587)' });
    }
    if (env.DEV_MAILBOX === 'true') {
      ctx.addIssue({ code: 'custom', path: ['DEV_MAILBOX'], message: 'must not be true in production: /dev/mailbox shows every login link to anyone (npm start turns it on for a local run; use npm run start:production)' });
    }
    if (env.WIDGET_VERIFY_PRIVATE_ADDRESSES === 'true') {
      ctx.addIssue({ code: 'custom', path: ['WIDGET_VERIFY_PRIVATE_ADDRESSES'], message: 'must not be true in production: it lets Verify Installation reach the servers inside your network' });
    }
    if (env.SEED_ON_START === 'true') {
      ctx.addIssue({ code: 'custom', path: ['SEED_ON_START'], message: 'must not be true in production: the demo data has well-known accounts such as admin@example.com' });
    }
  }
  if (env.DEV_MAILBOX === 'true' && env.TRUST_PROXY === 'true') {
    // Trusting every hop lets a client write its own first X-Forwarded-For entry: 127.0.0.1 would
    // pass the mailbox's loopback check from anywhere.
    ctx.addIssue({ code: 'custom', path: ['DEV_MAILBOX'], message: 'must not be true with TRUST_PROXY=true: any client could claim to be this machine in X-Forwarded-For and read every login link; set TRUST_PROXY to your proxy\'s address or hop count (1)' });
  }
  if (env.CLUSTER === 'true') {
    if (!env.DATABASE_URL) {
      ctx.addIssue({ code: 'custom', path: ['CLUSTER'], message: 'needs DATABASE_URL: several servers share one PostgreSQL database (the embedded PGlite is one process)' });
    }
    if (!env.S3_BUCKET && env.DATA_DIR_SHARED !== 'true') {
      ctx.addIssue({ code: 'custom', path: ['CLUSTER'], message: 'needs S3_BUCKET, or DATA_DIR_SHARED=true with DATA_DIR on a directory every server mounts: uploads, imports and reports written by one server are read by the others' });
    }
  }
  if (Boolean(env.CHARGEBEE_SITE) !== Boolean(env.CHARGEBEE_API_KEY)) {
    ctx.addIssue({ code: 'custom', path: ['CHARGEBEE_API_KEY'], message: 'CHARGEBEE_SITE and CHARGEBEE_API_KEY must be set together' });
  }
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  publicUrl: string;
  swayDashboardUrl: string;
  /** Public landing pages live at `${landingPageBaseUrl}/{custom_url}`. */
  landingPageBaseUrl: string;
  databaseUrl?: string;
  databasePoolSize: number;
  /** Several servers share the database (CLUSTER=true). */
  cluster: boolean;
  /** Seconds /readyz answers 503 on SIGTERM before the server stops taking requests. */
  shutdownDelaySeconds: number;
  eventLeaseSeconds: number;
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  jwtSecret: string;
  tokenTtlSeconds: number;
  tokenRenewDays: number;
  smtpUrl?: string;
  mailFrom: string;
  loginRatePerEmail: number;
  loginRatePerIp: number;
  /** Login links one account may be sent per hour from every address together; over it a request sends nothing. */
  loginLinksPerAccountHour: number;
  claimStartsPerIp: number;
  /** Limits of voucher lookups by PIN (domain/voucherLookupGuard.ts). */
  voucherLookups: LookupLimits;
  reviewUndoSeconds: number;
  uploadsPerDay: number;
  s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string };
  chargebee?: { site: string; apiKey: string };
  /** How long after an invoice of the local billing ledger it counts as paid. */
  billingLedgerPayDelayMs: number;
  googleMapsKey?: string;
  introVideoUrl: string;
  serverVersion: string;
  /** Load the demo data on a start with an empty database; never in production. */
  seedOnStart: boolean;
  /** Serve /dev/mailbox and keep login links readable in the outbox; only outside production, only when DEV_MAILBOX=true. */
  devMailbox: boolean;
  /** Verify Installation may fetch private, loopback and link-local addresses (development and tests only). */
  widgetVerifyPrivateAddresses: boolean;
  logLevel: Env['LOG_LEVEL'];
  /** How long a client may take to send a whole request (headers and body); then 408 and the socket closes. */
  requestTimeoutMs: number;
  /** PostgreSQL cancels a statement running longer (answered 503); PGlite cannot (db/client.ts). */
  statementTimeoutMs: number;
  /** Keep the session check's answers until the database reports a change (auth/sessionCache.ts). */
  sessionCache: boolean;
  /** Keep the answers of a business's every-screen reads until the database reports a change to it (routes/keptReplies.ts). */
  replyCache: boolean;
  /**
   * Which X-Forwarded-For hops to believe for the client's address (Fastify trustProxy): off by
   * default, so a client cannot pick its own address for the rate limits; behind a reverse proxy,
   * its address or the number of hops.
   */
  trustProxy: boolean | number | string[];
}

export class ConfigError extends Error {}

/** Parses the environment; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST ?? (e.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    publicUrl,
    swayDashboardUrl: (e.SWAY_DASHBOARD_URL ?? publicUrl).replace(/\/$/, ''),
    landingPageBaseUrl: (e.LANDING_PAGE_BASE_URL ?? `${publicUrl}/lp`).replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    cluster: e.CLUSTER === 'true',
    shutdownDelaySeconds: e.SHUTDOWN_DELAY_SECONDS,
    eventLeaseSeconds: e.EVENT_LEASE_SECONDS,
    dataDir,
    pgliteDir: e.PGLITE_DIR ?? path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecret: e.JWT_SECRET ?? localDevSecret(dataDir),
    tokenTtlSeconds: e.TOKEN_TTL_SECONDS,
    tokenRenewDays: e.TOKEN_RENEW_DAYS,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    loginRatePerEmail: e.LOGIN_RATE_PER_EMAIL,
    loginRatePerIp: e.LOGIN_RATE_PER_IP,
    loginLinksPerAccountHour: e.LOGIN_LINKS_PER_ACCOUNT_HOUR,
    claimStartsPerIp: e.CLAIM_STARTS_PER_IP,
    voucherLookups: {
      perTokenMinute: e.VOUCHER_LOOKUPS_PER_MINUTE, perBusinessMinute: e.VOUCHER_LOOKUPS_PER_BUSINESS_MINUTE, missesBeforeLock: e.VOUCHER_MISSES_BEFORE_LOCK,
    },
    reviewUndoSeconds: e.REVIEW_UNDO_SECONDS,
    uploadsPerDay: e.UPLOADS_PER_DAY,
    s3: e.S3_BUCKET
      ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
      : undefined,
    chargebee: e.CHARGEBEE_SITE && e.CHARGEBEE_API_KEY ? { site: e.CHARGEBEE_SITE, apiKey: e.CHARGEBEE_API_KEY } : undefined,
    billingLedgerPayDelayMs: e.BILLING_LEDGER_PAY_DELAY_SECONDS * 1000,
    googleMapsKey: e.GOOGLE_MAPS_KEY || undefined,
    introVideoUrl: e.INTRO_VIDEO_URL ?? '/static/intro-video.html',
    serverVersion: e.SERVER_VERSION,
    // Outside production the demo data loads unless turned off; production never loads it.
    seedOnStart: e.NODE_ENV !== 'production' && (e.SEED_ON_START ?? 'true') === 'true',
    // An explicit development opt-in (npm start and npm run dev set it); refused in production.
    devMailbox: e.NODE_ENV !== 'production' && e.DEV_MAILBOX === 'true',
    widgetVerifyPrivateAddresses: e.NODE_ENV !== 'production' && e.WIDGET_VERIFY_PRIVATE_ADDRESSES === 'true',
    logLevel: e.LOG_LEVEL,
    requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
    statementTimeoutMs: e.STATEMENT_TIMEOUT_SECONDS * 1000,
    sessionCache: e.SESSION_CACHE === 'true',
    replyCache: e.REPLY_CACHE === 'true',
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string): Config['trustProxy'] {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',').map((a) => a.trim());
}

/** Outside production, a random secret kept under the data dir so sessions survive restarts. */
function localDevSecret(dataDir: string): string {
  const file = path.join(dataDir, '.jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
