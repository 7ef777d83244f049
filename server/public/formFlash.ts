// A refused public form, carried to the page the customer is sent back to (post/redirect/get): the
// share page's survey, "Get my reward again" and a network voucher's task upload answer a refusal
// with 303 to their page, which shows the refusal and what was typed, so Back and reload never
// post the form again (no "Confirm Form Resubmission"). stepFlash.ts does the same for /c/ steps,
// whose typed answers live on the claim row; here what was typed travels with the refusal, so the
// cookie is sealed (AES-256-GCM under a key derived from JWT_SECRET, bound to its name and path):
// nobody can plant text in it or read the e-mail address it may hold, and it lives 5 minutes.
// Whatever it holds is escaped when shown, like every text on these pages.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cookieOf, setCookie } from './cookies';

export interface FormFlash {
  /** The status the page answers with while it shows the refusal (422, 409, 429). */
  status: number;
  /** A message per field name, and under '' one for the whole form. */
  errors: Record<string, string>;
  /** What the customer typed, by field name. */
  values: Record<string, string>;
}

const MAX_AGE_SECONDS = 300;
const MAX_COOKIE = 3_600;
const STATUSES = new Set([409, 410, 422, 429]);

const strings = (record: unknown, keyMax: number, valueMax: number): Record<string, string> => (record && typeof record === 'object'
  ? Object.fromEntries(Object.entries(record as Record<string, unknown>).slice(0, 30)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string').map(([k, v]) => [k.slice(0, keyMax), v.slice(0, valueMax)]))
  : {});

/** One form's flash: a cookie `name` scoped to `path` (the page the refusal is shown on). */
export function formFlash(secret: string, name: string) {
  const key = createHash('sha256').update(`sway form flash\0${secret}`).digest();
  const aad = (path: string) => Buffer.from(`${name}\0${path}`);

  function seal(path: string, flash: FormFlash): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(aad(path));
    const body = JSON.stringify({ ...flash, errors: strings(flash.errors, 40, 300), values: strings(flash.values, 40, 600), until: Date.now() + MAX_AGE_SECONDS * 1000 });
    const sealed = Buffer.concat([cipher.update(body, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
  }

  function open(path: string, value: string): FormFlash | null {
    try {
      const raw = Buffer.from(value, 'base64url');
      if (raw.length < 29) return null;
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      decipher.setAAD(aad(path));
      decipher.setAuthTag(raw.subarray(12, 28));
      const flash = JSON.parse(Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')) as Partial<FormFlash> & { until?: number };
      if (typeof flash.until !== 'number' || flash.until < Date.now() || !STATUSES.has(flash.status as number)) return null;
      return { status: flash.status!, errors: strings(flash.errors, 40, 300), values: strings(flash.values, 40, 600) };
    } catch {
      return null;
    }
  }

  return {
    /** Keeps the refusal for the page at `path`; the caller then redirects there with 303. */
    set(request: FastifyRequest, reply: FastifyReply, path: string, flash: FormFlash) {
      const value = seal(path, flash);
      if (value.length > MAX_COOKIE) return;
      setCookie(request, reply, name, value, path, MAX_AGE_SECONDS);
    },
    /**
     * The refusal kept for this page, if any. It is not used up by reading, so a reload (or Back
     * to the page) shows the same refusal and the same typed values until it expires or the form
     * is accepted (`clear`).
     */
    read(request: FastifyRequest, path: string): FormFlash | null {
      const value = cookieOf(request, name);
      return value && value.length <= MAX_COOKIE ? open(path, value) : null;
    },
    clear(request: FastifyRequest, reply: FastifyReply, path: string) {
      setCookie(request, reply, name, '', path, 0);
    },
  };
}
