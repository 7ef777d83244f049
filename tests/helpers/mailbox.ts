// Reads the outbox after background work has finished.
import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { outbox } from '../../server/db/schema';

export async function mailTo(app: FastifyInstance, email: string) {
  await app.jobs.drain();
  return app.db.select().from(outbox).where(eq(outbox.toAddress, email.toLowerCase())).orderBy(desc(outbox.id));
}

export function loginTokenIn(text: string): string {
  const match = text.match(/\/auth\/login\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`no login link in: ${text}`);
  return match[1];
}
