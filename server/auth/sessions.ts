// Logins as rows (issue 19 finding 10, issue 18 defect 9): a session token names its login (`sid`),
// so logging out or switching business can end it on the server. A token whose login was
// revoked is refused by the session check (plugins/auth.ts), renewal included.
import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';

/** Records a new login of the account and answers its id, for the token's `sid` claim. */
export async function openSession(db: Db, accountId: number): Promise<string> {
  const id = randomBytes(18).toString('base64url');
  await db.insert(sessions).values({ id, accountId });
  return id;
}

/** Ends a login: its tokens, old and renewed, stop working at once. */
export async function revokeSession(db: Db, id: string): Promise<void> {
  await db.update(sessions).set({ revokedAt: sql`now()` }).where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}
