// Health for a load balancer (issue 35; docs/deploy.md). /healthz: the process answers.
// /readyz: this server should get requests: the database answers, it has every migration this
// code knows, the connection that hears other servers' changes listens, and it is not shutting
// down (SIGTERM turns it 503 first, SHUTDOWN_DELAY_SECONDS before it stops taking requests).
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { newestMigration, type DbHandle } from '../db/client';
import { queryRows } from '../db/sql';

export interface Readiness {
  /** Set on SIGTERM (server/main.ts). */
  shuttingDown: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readiness: Readiness;
  }
}

async function notReadyBecause(app: FastifyInstance, database: DbHandle, newest: number): Promise<string | null> {
  if (app.readiness.shuttingDown) return 'shutting down';
  try {
    const [row] = await queryRows<{ newest: string | null }>(app.db, sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`);
    if (Number(row?.newest ?? 0) < newest) return 'the database lacks migrations this server needs';
  } catch {
    return 'the database does not answer';
  }
  if (!database.listening()) return 'the connection that hears other servers\' changes is down';
  return null;
}

export function healthRoutes(database: DbHandle): FastifyPluginAsync {
  const newest = newestMigration();
  return async (app) => {
    const noStore = { 'cache-control': 'no-store' };
    app.get('/healthz', { config: { public: true } }, async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
    app.get('/readyz', { config: { public: true } }, async (_request, reply) => {
      const reason = await notReadyBecause(app, database, newest);
      return reply.headers(noStore).code(reason ? 503 : 200).send(reason ? { status: 'not ready', reason } : { status: 'ready' });
    });
  };
}
