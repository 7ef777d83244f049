// Role and tenant checks for every API route (spec 1 §6, DESIGN §4 Tenancy). A route under /api
// must declare `config.access` (roles or 'anyUser') or `config.public: true`; the app refuses to
// start otherwise, so no route can forget its check.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { HEADERS } from '../../contract/roles';
import { accessAllows } from '../../contract/access';
import { preparedStatement } from '../db/prepared';
import type { RouteAccess, Session } from '../auth/session';
import type { SessionTokens } from '../auth/jwt';
import type { SessionCache } from '../auth/sessionCache';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    public?: boolean;
  }
  interface FastifyRequest {
    session: Session | null;
  }
  interface FastifyInstance {
    /** Every API route with its access rule, for the route-wide auth tests and the docs. */
    apiRouteTable: ApiRouteEntry[];
  }
}

export interface ApiRouteEntry {
  method: string;
  url: string;
  access: RouteAccess | 'public';
}

/** What the session check reads; `sessions` keeps these answers when the database can say when they change. */
export interface SessionRow {
  userType: Session['userType']; email: string; firstName: string; lastName: string;
  memberOf: number | null; business: number | null; live: boolean;
}

export function registerAuth(app: FastifyInstance, tokens: SessionTokens, apiPrefix: string, sessions: SessionCache<SessionRow | null> | null = null) {
  app.decorateRequest('session', null);
  const table: ApiRouteEntry[] = [];
  app.decorate('apiRouteTable', table);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(apiPrefix) || route.method === 'HEAD') return;
    const config = route.config as { access?: RouteAccess; public?: boolean } | undefined;
    if (!config?.public && !config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares neither config.access nor config.public`);
    }
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) table.push({ method, url: route.url, access: config.access ?? 'public' });
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config?.access;
    if (!access) return;
    const session = await authenticate(app, tokens, sessions, request, reply);
    // The 401 is on its way: returning the reply stops the request here. Returning nothing let
    // Fastify go on to parse and validate the body while the answer passed through async send
    // hooks (idempotency, admin-only fields), and a 400 from that overwrote the 401's status.
    if (!session) return reply;
    if (!accessAllows(access, session.userType)) {
      return reply.code(403).send({ error: 'You do not have access to this' });
    }
    request.session = session;
  });
}

async function authenticate(
  app: FastifyInstance, tokens: SessionTokens, sessions: SessionCache<SessionRow | null> | null, request: FastifyRequest, reply: FastifyReply,
): Promise<Session | null> {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : '';
  const verified = token ? await tokens.verify(token) : ({ status: 'invalid' } as const);
  if (verified.status === 'invalid') {
    reply.code(401).send({ error: 'Not logged in' });
    return null;
  }
  const { claims } = verified;
  // A token without a login id is from before logins were rows: it cannot be revoked, so it is refused.
  const session = verified.sid ? await loadSession(app, sessions, claims.sub.userId, claims.businessId, verified.sid) : null;
  if (!session) {
    reply.code(401).send({ error: 'Not logged in' });
    return null;
  }
  if (verified.status === 'expired') {
    // Renewable: hand the caller a fresh token and let it repeat the request (spec 1 §4).
    reply.header(HEADERS.renewedToken, await tokens.sign(claimsOf(session), verified.renewableUntil, session.sid));
    reply.code(401).send({ error: 'Token expired' });
    return null;
  }
  const halfLife = (verified.expiresAt - verified.issuedAt) / 2;
  if (Date.now() / 1000 > verified.issuedAt + halfLife) {
    reply.header(HEADERS.renewedToken, await tokens.sign(claimsOf(session), verified.renewableUntil, session.sid));
  }
  return session;
}

/**
 * The account as it is now, so a role change, lost membership or ended login applies at once:
 * one prepared query for the account, its membership of the token's business, whether that
 * business exists (which is all an admin needs) and whether the token's login is still open; on
 * PGlite its answer is kept until one of those tables changes (auth/sessionCache.ts).
 */
async function loadSession(
  app: FastifyInstance, sessions: SessionCache<SessionRow | null> | null, accountId: number, businessId: number | null, sid: string,
): Promise<Session | null> {
  // -1 never matches a serial id: "no business in the token".
  const business = businessId ?? -1;
  const read = () => readSessionRow(app.db, accountId, business, sid);
  const row = sessions ? await sessions.through(`${accountId}:${business}:${sid}`, read) : await read();
  if (!row || !row.live) return null;
  const allowed = row.userType === 'ADMIN' ? row.business != null : row.memberOf != null;
  return {
    accountId, userType: row.userType, email: row.email, firstName: row.firstName, lastName: row.lastName,
    businessId: businessId != null && allowed ? businessId : null, sid,
  };
}

/** The session check's one prepared statement (exported for the benchmark's floor, which measures what it costs). */
const sessionLookup = preparedStatement<SessionRow, 'accountId' | 'business' | 'sid'>('session_lookup', (p) => sql`
      select a.user_type as "userType", a.email, a.first_name as "firstName", a.last_name as "lastName",
        m.business_id as "memberOf", b.id as business,
        (s.id is not null) as live
      from accounts a
      left join memberships m on m.account_id = a.id and m.business_id = ${p.business}
      left join businesses b on b.id = ${p.business}
      left join sessions s on s.id = ${p.sid} and s.account_id = a.id and s.revoked_at is null
      where a.id = ${p.accountId} limit 1`);

export async function readSessionRow(db: FastifyInstance['db'], accountId: number, business: number, sid: string): Promise<SessionRow | null> {
  return (await sessionLookup(db, { accountId, business, sid }))[0] ?? null;
}

export function claimsOf(session: Session) {
  return { sub: { userType: session.userType, email: session.email, userId: session.accountId }, businessId: session.businessId };
}
