// Magic-link tokens (OWASP ASVS L2, DESIGN §4): 32 random bytes sent once by e-mail, only the
// SHA-256 stored; single use through one conditional UPDATE; 10 minutes; the console redeems it
// by POST so a mail scanner's GET consumes nothing. An account gets at most a configured number
// of links an hour, whoever asks: a request over that sends nothing and voids nothing, and every
// link sent stays valid until used or expired, so nobody else's requests can flood an inbox or
// void a pending link (issue 36 finding 2). Over the cap, an account with no usable link left
// still gets one, so nobody else's requests can lock its owner out either. The count is the login_tokens rows themselves, so
// every server on one database shares it.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { accounts, loginTokens } from '../db/schema';

export const LINK_LIFETIME_MS = 10 * 60 * 1000;
export type LinkTarget = 'client' | 'swayClient';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Only same-origin console paths may be used as the landing page after login. */
export function safeRedirect(redirect: string | undefined | null): string | null {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.includes('\\')) return null;
  return redirect;
}

export interface IssuedLink {
  token: string;
  accountId: number;
  firstName: string;
}

/**
 * Creates a link for a known e-mail, unless the account already had `perHour` links in the last
 * hour and one of them can still be used; null for an unknown e-mail or over the cap (the
 * caller's answer is the same either way).
 */
export async function issueLink(db: Db, email: string, target: LinkTarget, redirect: string | null, perHour: number): Promise<IssuedLink | null> {
  const token = randomBytes(32).toString('base64url');
  const [account] = await db.select({ id: accounts.id, firstName: accounts.firstName })
    .from(accounts).where(eq(accounts.email, normalizeEmail(email))).limit(1);
  if (!account) return null;
  const issued = await db.transaction(async (tx) => {
    // One account's requests take turns (its row lock), so parallel ones cannot all pass the count.
    await tx.execute(sql`select id from accounts where id = ${account.id} for update`);
    const [{ recent }] = await tx.select({ recent: sql<number>`count(*)::int` }).from(loginTokens)
      .where(and(eq(loginTokens.accountId, account.id), gt(loginTokens.createdAt, sql`now() - interval '1 hour'`)));
    if (recent >= perHour) {
      // Over the cap a link is still sent when the account has none left to use (all used or
      // expired): otherwise five requests by anyone at the start of an hour would keep the owner
      // out for the rest of it. This adds at most one e-mail per link lifetime to the cap.
      const [{ live }] = await tx.select({ live: sql<number>`count(*)::int` }).from(loginTokens)
        .where(and(eq(loginTokens.accountId, account.id), isNull(loginTokens.usedAt), isNull(loginTokens.voidedAt), gt(loginTokens.expiresAt, sql`now()`)));
      if (live > 0) return false;
    }
    await tx.insert(loginTokens).values({
      accountId: account.id, tokenHash: hashToken(token), target, redirect,
      expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
    });
    return true;
  });
  return issued ? { token, accountId: account.id, firstName: account.firstName } : null;
}

/** The account e-mail of a live link (unused, not voided, not expired); the link stays live. */
export async function liveLinkEmail(db: Db, token: string): Promise<string | null> {
  const [row] = await db.select({ email: accounts.email }).from(loginTokens)
    .innerJoin(accounts, eq(accounts.id, loginTokens.accountId))
    .where(and(
      eq(loginTokens.tokenHash, hashToken(token)),
      isNull(loginTokens.usedAt),
      isNull(loginTokens.voidedAt),
      gt(loginTokens.expiresAt, sql`now()`),
    )).limit(1);
  return row?.email ?? null;
}

/** Consumes a link: exactly one caller wins, even under parallel redemption. */
export async function redeemLink(db: Db, token: string): Promise<{ accountId: number; redirect: string | null } | null> {
  const rows = await db.update(loginTokens).set({ usedAt: sql`now()` })
    .where(and(
      eq(loginTokens.tokenHash, hashToken(token)),
      isNull(loginTokens.usedAt),
      isNull(loginTokens.voidedAt),
      gt(loginTokens.expiresAt, sql`now()`),
    ))
    .returning({ accountId: loginTokens.accountId, redirect: loginTokens.redirect });
  return rows[0] ?? null;
}

export function linkUrl(baseUrl: string, token: string): string {
  return `${baseUrl}/auth/login/${encodeURIComponent(token)}`;
}

export const REDACTED = '[redacted]';
const LOGIN_LINK_TOKEN = /(\/auth\/login\/)[^\s"'<>?#&/]+/g;

/**
 * The text with the token of every login link (as linkUrl writes it) replaced by [redacted]: what
 * the outbox stores and the log prints, so neither can be used to log in (issue 19 finding 3).
 */
export function redactLoginLinks(text: string): string {
  return text.replace(LOGIN_LINK_TOKEN, `$1${REDACTED}`);
}
