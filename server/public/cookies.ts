// The public pages' cookies (no cookie library is a dependency): each one HttpOnly, SameSite=Lax,
// Secure on https, and scoped to the one path it serves.
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The value of the request's cookie `name`, if it sent one. */
export function cookieOf(request: FastifyRequest, name: string): string | undefined {
  return (request.headers.cookie ?? '').split(';').map((part) => part.trim())
    .find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** Sets cookie `name` for `path` (Fastify adds each Set-Cookie beside the others); a max age of 0 clears it. */
export function setCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: string, path: string, maxAgeSeconds: number) {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${name}=${value}; Path=${path}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`);
}
