// The floor the benchmark measures the API against, in the same run (issue 20): a bare Fastify
// server with one route that reads one business by primary key, on the same database engine and
// data, opened the way the real server opens it (PGlite in its worker thread, or a pg pool of 20),
// and answering with the same named prepared statement path. No auth, no validation, no hooks:
// what any API request costs at the least. Started by run.ts like the real server. A second route
// runs the server's session check first (its own prepared statement; cached on PGlite, not on
// PostgreSQL), so the run shows what that check alone costs.
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { preparedStatement } from '../../server/db/prepared';
import { readSessionRow } from '../../server/plugins/auth';

const port = Number(process.env.PORT ?? 3291);
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: process.env.PGLITE_DIR ?? '/tmp/bench-pglite' });
const app = Fastify({ logger: false });
const floorRow = preparedStatement<{ id: number; title: string }, 'id'>('bench_floor', (q) => sql`select id, title from businesses where id = ${q.id}`);
app.get<{ Params: { id: string } }>('/api/floor/:id', async (request) => {
  const [row] = await floorRow(database.db, { id: Number(request.params.id) });
  return row ?? {};
});
app.get<{ Params: { id: string }; Querystring: { account: string; sid: string } }>('/api/floor-session/:id', async (request) => {
  const session = await readSessionRow(database.db, Number(request.query.account), Number(request.params.id), request.query.sid);
  if (!session?.live) return {};
  const [row] = await floorRow(database.db, { id: Number(request.params.id) });
  return row ?? {};
});
app.get('/api/docs/json', async () => ({ ok: true })); // run.ts waits for this, as for the real server
app.addHook('onClose', async () => database.close());
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
