// The claim flow's floor (issue 38): the same HTTP requests a phone makes in bench:claim, answered
// by a bare Fastify server that writes the same rows and nothing else: the claim row (created,
// its grant counted, its screenshot and step kept), the uploaded file, and at the contact step,
// in one transaction, the customer, the voucher, the proof, the campaign's code (claimed FOR
// UPDATE SKIP LOCKED, as the product does) and the completed claim. No flow rules, rendering,
// duplicate rules, image hash, rate limits, events or e-mail. Opened on the same database the way
// the server opens it (PGlite in its worker thread, or a pg pool). Started by run.ts like the
// server, with PORT, DATA_DIR and PGLITE_DIR or DATABASE_URL.
import { randomBytes, randomInt } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import Fastify, { type FastifyRequest } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client';
import { queryRows } from '../../server/db/sql';
import { claims, customers, proofs, shortUrls, swayOffers, vouchers } from '../../server/db/schema';

const port = Number(process.env.PORT ?? 3551);
const uploads = path.join(process.env.DATA_DIR ?? '/tmp', 'floor-uploads');
mkdirSync(uploads, { recursive: true });
const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : { pgliteDir: process.env.PGLITE_DIR! });
const { db } = database;
const app = Fastify({ logger: false, bodyLimit: 10 * 1024 * 1024 });
app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
  done(null, Object.fromEntries(new URLSearchParams(body as string)));
});
app.addContentTypeParser('image/jpeg', (_req, payload, done) => done(null, payload));

const offers = new Map<string, { id: number; businessId: number; summary: string }>();
async function offerOf(code: string) {
  const known = offers.get(code);
  if (known) return known;
  const [row] = await db.select({ id: swayOffers.id, businessId: swayOffers.businessId, summary: swayOffers.offerSummary })
    .from(shortUrls).innerJoin(swayOffers, eq(swayOffers.id, shortUrls.swayOfferId)).where(eq(shortUrls.id, code)).limit(1);
  if (row) offers.set(code, row);
  return row ?? null;
}
const claimId = (request: FastifyRequest) => /swc=([A-Za-z0-9_-]{32})/.exec(request.headers.cookie ?? '')?.[1] ?? '';
const page = (title: string) => `<!doctype html><title>${title}</title><h1>${title}</h1>`;

app.get<{ Params: { code: string } }>('/c/:code', async (request, reply) => {
  const offer = await offerOf(request.params.code);
  const [claim] = await db.select({ step: claims.step }).from(claims).where(eq(claims.id, claimId(request))).limit(1);
  return reply.type('text/html').send(page(`${offer?.summary ?? ''} ${claim?.step ?? 'campaign'}`));
});

app.post<{ Params: { code: string }; Body: Record<string, string> }>('/c/:code/step', async (request, reply) => {
  const { code } = request.params;
  const offer = (await offerOf(code))!;
  const id = claimId(request);
  const step = request.body.step;
  if (step === 'campaign') {
    const created = randomBytes(24).toString('base64url');
    await db.insert(claims).values({ id: created, businessId: offer.businessId, swayOfferId: offer.id, linkCode: code, step: 'claim' });
    reply.header('set-cookie', `swc=${created}; Path=/c/${code}; HttpOnly; SameSite=Lax`);
  } else if (step === 'claim') {
    await db.update(claims).set({ imageUrl: request.body.image_url, step: 'proofRequirements', updatedAt: new Date() }).where(eq(claims.id, id));
  } else if (step === 'proofRequirements') {
    await db.update(claims).set({ step: 'contactInfo', updatedAt: new Date() }).where(eq(claims.id, id));
  } else if (step === 'contactInfo') {
    const { FIRST_NAME: firstName, EMAIL_ADDRESS: email } = request.body;
    const key = await db.transaction(async (tx) => {
      const [claim] = await queryRows<{ image_url: string }>(tx, sql`select image_url from claims where id = ${id} for update`);
      const [customer] = await tx.insert(customers).values({ businessId: offer.businessId, firstName, email }).returning({ id: customers.id });
      const [voucher] = await tx.insert(vouchers).values({
        businessId: offer.businessId, swayOfferId: offer.id, customerId: customer!.id,
        publicKey: randomBytes(16).toString('base64url'), pin: String(randomInt(0, 1_000_000)).padStart(6, '0'),
      }).returning({ id: vouchers.id, key: vouchers.publicKey });
      const [proof] = await tx.insert(proofs).values({
        businessId: offer.businessId, swayOfferId: offer.id, isSway: true, customerId: customer!.id, voucherId: voucher!.id,
        proofType: 'INSTAGRAM_POST', proofDate: new Date(), firstName, email, offerSummary: offer.summary, proofImageUrl: claim?.image_url,
        reviewStatus: 'APPROVED', reviewedAt: new Date(),
      }).returning({ id: proofs.id });
      await tx.execute(sql`update codes set proof_id = ${proof!.id}, reserved_at = now(), used_at = now(), used_by = ${email}
        where id = (select id from codes where code_list_id in (select id from code_lists where sway_offer_id = ${offer.id})
          and proof_id is null order by id limit 1 for update skip locked)`);
      await tx.update(claims).set({ proofId: proof!.id, voucherId: voucher!.id, completedAt: new Date(), step: 'voucher' }).where(eq(claims.id, id));
      return voucher!.key;
    });
    return reply.redirect(`/v/${key}`, 303);
  }
  return reply.redirect(`/c/${code}`, 303);
});

app.post<{ Params: { code: string } }>('/c/:code/upload', async (request) => {
  const key = `claim/${randomBytes(16).toString('hex')}.jpg`;
  await db.update(claims).set({ uploadGrants: sql`${claims.uploadGrants} + 1`, grantedImageUrl: `/uploads/${key}` })
    .where(and(eq(claims.id, claimId(request)), sql`${claims.uploadGrants} < 10`));
  return { signedUrl: `/uploads/${key}`, publicUrl: `/uploads/${key}`, contentType: 'image/jpeg' };
});

app.put('/uploads/claim/:file', async (request) => {
  const file = (request.params as { file: string }).file.replace(/[^a-f0-9.]/g, '');
  await pipeline(request.body as NodeJS.ReadableStream, createWriteStream(path.join(uploads, file)));
  return { ok: true };
});

app.get<{ Params: { key: string } }>('/v/:key', async (request, reply) => {
  const [row] = await queryRows<{ pin: string; summary: string; code: string | null }>(db, sql`
    select v.pin, o.offer_summary as summary, (select value from codes c join proofs p on p.id = c.proof_id where p.voucher_id = v.id limit 1) as code
    from vouchers v join sway_offers o on o.id = v.sway_offer_id where v.public_key = ${request.params.key}`);
  return reply.type('text/html').send(page(`${row?.summary ?? ''} ${row?.code ?? ''} ${row?.pin ?? ''}`));
});

app.get('/api/docs/json', async () => ({ ok: true })); // the bench waits for this, as for the real server
app.addHook('onClose', async () => database.close());
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void app.close().then(() => process.exit(0)));
await app.listen({ port, host: '127.0.0.1' });
