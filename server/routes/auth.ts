// POST auth/client, auth/swayClient (send a magic link), GET auth/login/{token} (whom it logs in)
// and POST auth/login (redeem it) — spec 1 §7 —
// and auth/logout, which ends the login on the server (issue 19 finding 10).
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { issueLink, linkUrl, liveLinkEmail, normalizeEmail, redeemLink, safeRedirect, type LinkTarget } from '../auth/magicLink';
import { startSession } from '../auth/startSession';
import { revokeSession } from '../auth/sessions';
import { sessionOf } from '../auth/session';
import { escapeHtml } from '../lib/html';
import type { RouteModule } from './endpoints';

const SENT = 'If this e-mail belongs to an account, a login link is on its way.';
const TOO_MANY = 'Too many login requests, please wait a minute and try again';
const LINK_GONE = 'This login link has expired or was already used. Please ask for a new one.';

const auth: RouteModule = (app) => {
  const minute = 60_000;
  const perIp = app.createRateLimit({ max: app.config.loginRatePerIp, timeWindow: minute, keyGenerator: (req) => `login-ip:${req.ip}` });
  // Per e-mail AND requester: someone else asking for your link uses up their own allowance, not
  // yours, so they cannot lock you out (issue 19 finding 8). Behind a proxy, req.ip is the client's
  // only with TRUST_PROXY set (config.ts). What bounds the e-mails an account receives, whoever
  // asks from however many addresses, is the per-account hourly cap in issueLink (issue 36 finding 2).
  const perEmail = app.createRateLimit({
    max: app.config.loginRatePerEmail,
    timeWindow: minute,
    keyGenerator: (req) => `login-email:${normalizeEmail((req.body as { email?: string } | undefined)?.email ?? '')}:${req.ip}`,
  });
  const limit = (limiters: typeof perIp[]) => async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      // isAllowed means "on the allow list"; isExceeded is the limit signal.
      if (!result.isAllowed && result.isExceeded) throw new HttpError(429, TOO_MANY);
    }
  };

  const sendLink = async (target: LinkTarget, { email, redirect }: { email: string; redirect?: string }) => {
    // All the work happens after the answer, so a known and an unknown e-mail look the same.
    app.jobs.enqueue('magic-link', async () => {
      const link = await issueLink(app.db, email, target, safeRedirect(redirect), app.config.loginLinksPerAccountHour);
      // An unknown e-mail, or an account that had its hourly links: nothing is sent, nothing voided.
      if (!link) return;
      const base = target === 'client' ? app.config.publicUrl : app.config.swayDashboardUrl;
      const url = linkUrl(base, link.token);
      await app.mail.send({
        to: normalizeEmail(email),
        subject: 'Your Sway login link',
        text: `Hi ${link.firstName || 'there'},\n\nOpen this link to log in (it works once, for 10 minutes):\n${url}\n\nIf you did not ask for it, ignore this e-mail.`,
        html: `<p>Hi ${escapeHtml(link.firstName || 'there')},</p><p><a href="${escapeHtml(url)}">Log in to Sway</a> (the link works once, for 10 minutes).</p><p>If you did not ask for it, ignore this e-mail.</p>`,
      });
    });
    return { message: SENT };
  };

  return {
    requestLoginLink: { preHandler: limit([perIp, perEmail]), handler: (request) => sendLink('client', request.body) },
    requestSwayLoginLink: { preHandler: limit([perIp, perEmail]), handler: (request) => sendLink('swayClient', request.body) },
    logout: async (request) => {
      await revokeSession(app.db, sessionOf(request).sid);
      return { ok: true as const };
    },
    peekLoginToken: {
      preHandler: limit([perIp]),
      handler: async (request) => {
        const email = await liveLinkEmail(app.db, request.params.token);
        if (!email) throw new HttpError(404, LINK_GONE);
        return { email };
      },
    },
    redeemLoginToken: {
      preHandler: limit([perIp]),
      handler: async (request) => {
        const redeemed = await redeemLink(app.db, request.body.token);
        if (!redeemed) throw new HttpError(401, LINK_GONE);
        const token = await startSession(app, redeemed.accountId);
        return { token, redirect: redeemed.redirect };
      },
    },
  };
};

export default auth;
