// The two servers of the console benchmark. The console: the real server (`server/main.ts`, as
// `npm start` runs it) on its demo data, serving a build of the console. The bare app: a Fastify
// instance serving its build with the console's own static-serving code (pre-compressed twins,
// the same cache headers and history fallback) and the two lists ra-data-simple-rest reads.
import type { ChildProcess } from 'node:child_process';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerConsole } from '../../server/plugins/console';
import { startServerProcess } from '../lib/server';

const ROWS = 25;
const day = (i: number) => new Date(Date.UTC(2025, 0, 1 + i)).toISOString();
const lists: Record<string, Record<string, unknown>[]> = {
  posts: Array.from({ length: ROWS }, (_, i) => ({ id: i + 1, title: `Post number ${i + 1}`, published_at: day(i), views: 100 * i })),
  comments: Array.from({ length: ROWS }, (_, i) => ({ id: i + 1, author: `Author ${i + 1}`, body: `A comment on post ${i + 1}`, created_at: day(i) })),
};

export async function startBareServer(dist: string, port: number): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  for (const [name, rows] of Object.entries(lists)) {
    // ra-data-simple-rest reads the total from Content-Range.
    app.get(`/api/${name}`, (_request, reply) =>
      reply.header('content-range', `${name} 0-${rows.length - 1}/${rows.length}`).header('access-control-expose-headers', 'Content-Range').send(rows));
  }
  await registerConsole(app, true, dist);
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

export function startConsoleServer(dist: string, port: number, dataDir: string): Promise<ChildProcess> {
  const base = `http://127.0.0.1:${port}`;
  return startServerProcess(base, {
    ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base, DATA_DIR: dataDir, CONSOLE_DIST: dist,
    DEV_MAILBOX: 'true', LOG_LEVEL: 'warn', LOGIN_RATE_PER_EMAIL: '1000', LOGIN_RATE_PER_IP: '10000', LOGIN_LINKS_PER_ACCOUNT_HOUR: '10000', DATABASE_URL: '',
  });
}

/** A session token for a demo account, taken the way a person logs in: the link from the dev mailbox. */
export async function loginToken(base: string, email: string): Promise<string> {
  const headers = { 'content-type': 'application/json' };
  const mailbox = async () => (await (await fetch(`${base}/dev/mailbox.json?to=${encodeURIComponent(email)}`)).json()) as { id: number; links: string[] }[];
  const before = (await mailbox())[0]?.id ?? 0;
  const sent = await fetch(`${base}/api/auth/client`, { method: 'POST', headers, body: JSON.stringify({ email }) });
  if (!sent.ok) throw new Error(`login link request: ${sent.status}`);
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const [mail] = await mailbox();
    if (mail && mail.id > before && mail.links[0]) {
      const linkToken = new URL(mail.links[0]).pathname.split('/').pop();
      const redeemed = await fetch(`${base}/api/auth/login`, { method: 'POST', headers, body: JSON.stringify({ token: linkToken }) });
      const { token } = (await redeemed.json()) as { token?: string };
      if (!token) throw new Error(`login link redeem: ${redeemed.status}`);
      return token;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no login e-mail for ${email}`);
}
