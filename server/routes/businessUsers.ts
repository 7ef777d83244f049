// GET businessUser/all, POST businessUser, PUT businessUser/{id} and the admin's login e-mails
// (spec 1 §2 Users, §6: e-mail change and login e-mails are admin-only, §7 businessUser/* rows).
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { DUPLICATE_EMAIL, SHARED_ACCOUNT } from '../../contract/users';
import { accounts, businesses, memberships } from '../db/schema';
import { escapeHtml } from '../lib/html';
import { businessOf, isAdmin } from '../auth/session';
import { HttpError, forbidden, notFound } from '../http-error';
import { issueLink, linkUrl } from '../auth/magicLink';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/sql';
import type { RouteModule } from './endpoints';

const toUser = (a: typeof accounts.$inferSelect) => ({ id: a.id, first_name: a.firstName, last_name: a.lastName, email: a.email });
const duplicate = () => new HttpError(400, DUPLICATE_EMAIL, { email: DUPLICATE_EMAIL });

/** True when the account is also a user of another business than this one. */
async function belongsElsewhere(db: Db, businessId: number, accountId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(memberships)
    .where(and(eq(memberships.accountId, accountId), ne(memberships.businessId, businessId)));
  return Number(row?.n ?? 0) > 0;
}

async function memberOf(db: Db, businessId: number, id: number) {
  const [row] = await db.select({ account: accounts }).from(accounts)
    .innerJoin(memberships, and(eq(memberships.accountId, accounts.id), eq(memberships.businessId, businessId)))
    .where(eq(accounts.id, id)).limit(1);
  if (!row) throw notFound('User not found');
  return row.account;
}

/** The unique index is the real guard; this check gives the friendly field error first. */
async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  const [taken] = await db.select({ id: accounts.id }).from(accounts)
    .where(and(eq(accounts.email, email), exceptId ? ne(accounts.id, exceptId) : undefined)).limit(1);
  if (taken) throw duplicate();
}

const businessUsers: RouteModule = (app) => {
  /**
   * An e-mail that already has an account elsewhere (issue 19 finding 10: no account enumeration):
   * the answer is the one a new user gets, built from what was entered, so it says nothing about
   * the account. The person, one account across businesses, becomes a user of this business too
   * and is told by e-mail. An admin's account never becomes a visible member (finding 5). Only an
   * e-mail already in this business's own list (which it can see) is a field error.
   */
  async function addExistingAccount(businessId: number, account: typeof accounts.$inferSelect, entered: { first_name: string; last_name: string; email: string }) {
    if (account.userType !== 'ADMIN') {
      // The membership's primary key decides, so two parallel adds of one e-mail add it once.
      const added = await app.db.insert(memberships).values({ accountId: account.id, businessId })
        .onConflictDoNothing().returning({ id: memberships.accountId });
      if (added.length === 0) throw duplicate();
      const [business] = await app.db.select({ title: businesses.title }).from(businesses).where(eq(businesses.id, businessId)).limit(1);
      const title = business?.title ?? 'A business';
      const url = `${app.config.publicUrl}/auth`;
      app.jobs.enqueue('added-to-business', () => app.mail.send({
        to: account.email,
        subject: `You now have access to ${title} on Sway`,
        text: `Hi ${account.firstName || 'there'},\n\n${title} added you as a user. Log in with this e-mail to see it: ${url}\n`,
        html: `<p>Hi ${escapeHtml(account.firstName || 'there')},</p><p>${escapeHtml(title)} added you as a user. <a href="${escapeHtml(url)}">Log in</a> with this e-mail to see it.</p>`,
      }));
    }
    return { id: account.id, first_name: entered.first_name, last_name: entered.last_name, email: entered.email };
  }

  return {
  getBusinessUsers: async (request) => {
    const rows = await app.db.select({ account: accounts }).from(accounts)
      .innerJoin(memberships, eq(memberships.accountId, accounts.id))
      .where(eq(memberships.businessId, businessOf(request)))
      .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id));
    return rows.map((row) => toUser(row.account));
  },
  createBusinessUser: async (request) => {
    const businessId = businessOf(request);
    const { first_name, last_name, email } = request.body;
    const [existing] = await app.db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
    if (existing) return addExistingAccount(businessId, existing, request.body);
    try {
      const account = await app.db.transaction(async (tx) => {
        const [row] = await tx.insert(accounts).values({
          email, firstName: first_name, lastName: last_name, userType: 'CLIENT', currentBusinessId: businessId,
        }).returning();
        await tx.insert(memberships).values({ accountId: row.id, businessId });
        return row;
      });
      return toUser(account);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  },
  updateBusinessUser: async (request) => {
    const businessId = businessOf(request);
    const current = await memberOf(app.db, businessId, request.params.id);
    // An account is one person across businesses: a business may change only its own users, not
    // a co-owner who is also a user elsewhere (issue 19 finding 5). An admin may change anyone.
    if (!isAdmin(request) && await belongsElsewhere(app.db, businessId, current.id)) throw forbidden(SHARED_ACCOUNT);
    const { first_name, last_name, email } = request.body;
    const changesEmail = email !== undefined && email !== current.email;
    if (changesEmail && !isAdmin(request)) throw forbidden('Only an admin may change a user\'s e-mail');
    if (changesEmail) await assertEmailFree(app.db, email, current.id);
    try {
      const [row] = await app.db.update(accounts)
        .set({ firstName: first_name, lastName: last_name, ...(changesEmail ? { email } : {}) })
        .where(eq(accounts.id, current.id)).returning();
      return toUser(row);
    } catch (err) {
      if (isUniqueViolation(err)) throw duplicate();
      throw err;
    }
  },
  sendLoginEmail: async (request) => {
    const { id, target } = request.params;
    const user = await memberOf(app.db, businessOf(request), id);
    // An admin's link is not held to the per-account cap a self-service request is (it still counts towards it).
    const link = await issueLink(app.db, user.email, target, null, Number.POSITIVE_INFINITY);
    if (!link) throw notFound('User not found');
    const base = target === 'client' ? app.config.publicUrl : app.config.swayDashboardUrl;
    const where = target === 'client' ? 'Sway' : 'the Sway dashboard';
    const url = linkUrl(base, link.token);
    // Sent before answering, so 'Login Email Sent' means the message is in the outbox or handed to SMTP.
    await app.mail.send({
      to: user.email,
      subject: target === 'client' ? 'Your Sway login link' : 'Your Sway dashboard login link',
      text: `Hi ${user.firstName || 'there'},\n\nYour Sway team sent you a link to log in to ${where} (it works once, for 10 minutes):\n${url}\n`,
      html: `<p>Hi ${escapeHtml(user.firstName || 'there')},</p><p>Your Sway team sent you a link: <a href="${escapeHtml(url)}">log in to ${where}</a> (it works once, for 10 minutes).</p>`,
    });
    return { message: 'Login Email Sent' };
  },
  };
};

export default businessUsers;
