// The floor the benchmark measures the API against, in the same run (issues 20 and 38): a bare
// Fastify server with one route that reads the token's business by primary key, on the same
// database engine and data, opened the way the real server opens it (PGlite in its worker thread,
// or a pg pool of 20), with the same named prepared statement path. Its route passes the product's
// own auth check first (plugins/auth.ts registerAuth: the JWT verified by the same fast-jwt
// verifier, then the session row, kept between changes as the product keeps it unless
// SESSION_CACHE=false): until issue 38 the floor verified no token at all, so every ratio carried
// the auth check as if it were the endpoint's own work. No validation, no other hooks: what an
// authenticated API request costs at the least. Started by run.ts like the real server.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { businessOf } from '../../server/auth/session';
import { SESSION_CHANNEL, SessionCache } from '../../server/auth/sessionCache';
import { createSessionTokens } from '../../server/auth/jwt';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { preparedStatement } from '../../server/db/prepared';
import { registerAuth, type SessionRow } from '../../server/plugins/auth';

const config = loadConfig(process.env);
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: config.pgliteDir });
const app = Fastify({ logger: false });
app.decorate('db', database.db);
// As server/app.ts sessionCacheFor: the same cache, dropped by the same notifications.
let sessions: SessionCache<SessionRow | null> | null = null;
if (config.sessionCache) {
  const cache = new SessionCache<SessionRow | null>();
  sessions = cache;
  const stop = await database.listen(SESSION_CHANNEL, () => cache.clear());
  app.addHook('onClose', async () => stop());
}
registerAuth(app, createSessionTokens(config.jwtSecret, config.tokenTtlSeconds, config.tokenRenewDays), '/api', sessions);
const floorRow = preparedStatement<{ id: number; title: string }, 'id'>('bench_floor', (q) => sql`select id, title from businesses where id = ${q.id}`);
app.get('/api/floor', { config: { access: 'anyUser' } }, async (request) => {
  const [row] = await floorRow(database.db, { id: businessOf(request) });
  return row ?? {};
});
app.get('/api/docs/json', { config: { public: true } }, async () => ({ ok: true })); // run.ts waits for this, as for the real server
app.addHook('onClose', async () => database.close());
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ port: config.port, host: '127.0.0.1' });
