// Fetching a page a user named (Verify Installation) without letting that user reach the servers
// around ours (SSRF): http and https only; every hop's host resolved here and refused when any of
// its addresses is not public unicast (private, loopback, link-local, CGNAT, multicast, reserved,
// IPv4-mapped forms of them); the connection made to the very address that was checked, so a DNS
// answer cannot change in between; a few redirects, each checked again; a time limit for the whole
// fetch and a size cap on what is read.
import { lookup } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface SafeFetchOptions {
  /** Development and tests only: private and loopback addresses may be fetched. */
  allowPrivateAddresses: boolean;
  maxRedirects?: number;
  timeoutMs?: number;
  maxBytes?: number;
}

export type SafeFetchResult =
  | { ok: true; url: string; status: number; contentType: string; body: string }
  | { ok: false; reason: string };

export const SAFE_FETCH_LIMITS = { maxRedirects: 3, timeoutMs: 5000, maxBytes: 2 * 1024 * 1024 } as const;

/**
 * Whether an address may be fetched: public unicast only. An IPv6 address that carries an IPv4
 * one counts as that IPv4 (issue 36 finding 7,
 * docs/decisions/0200-ssrf-embedded-ipv4.md): mapped ::ffff:a.b.c.d,
 * SIIT ::ffff:0:a.b.c.d, NAT64 64:ff9b::a.b.c.d and 6to4 2002:AABB:CCDD::. Forms whose IPv4 cannot
 * be trusted to be the one reached are refused outright: IPv4-compatible ::a.b.c.d (deprecated,
 * and some stacks route it to the IPv4 itself), NAT64 local-use 64:ff9b:1::/48 (the network's own
 * translator decides) and Teredo 2001::/32 (a tunnel whose client IPv4 is hidden in the address).
 */
export function isPublicAddress(address: string): boolean {
  const written = hexTail(address);
  if (!ipaddr.isValid(written)) return false;
  const parsed = ipaddr.process(written);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const embedded = embeddedIPv4((parsed as ipaddr.IPv6).parts);
  if (embedded === 'refused') return false;
  return (embedded ?? parsed).range() === 'unicast';
}

/**
 * An IPv6 address's dotted IPv4 tail as two hex words: ipaddr.js reads ::a.b.c.d as the mapped
 * ::ffff:a.b.c.d, where the operating system reads the IPv4-compatible ::a.b.c.d.
 */
function hexTail(address: string): string {
  if (!address.includes(':')) return address;
  return address.replace(/(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/, (_all, a: string, b: string, c: string, d: string) => {
    const [w1, w2] = [[a, b], [c, d]].map(([h, l]) => ((Number(h) << 8) | Number(l)).toString(16));
    return Number(a) > 255 || Number(b) > 255 || Number(c) > 255 || Number(d) > 255 ? address : `${w1}:${w2}`;
  });
}

/** The IPv4 an IPv6 address carries (by its 16-bit words), 'refused' for a form never fetched, null for none. */
function embeddedIPv4(w: number[]): ipaddr.IPv4 | 'refused' | null {
  const v4 = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  const zero = (from: number, to: number) => w.slice(from, to).every((x) => x === 0);
  if (zero(0, 6)) return 'refused'; // IPv4-compatible ::a.b.c.d, and :: and ::1
  if (zero(0, 4) && w[4] === 0xffff && w[5] === 0) return v4(w[6], w[7]); // SIIT ::ffff:0:a.b.c.d
  if (w[0] === 0x64 && w[1] === 0xff9b && zero(2, 6)) return v4(w[6], w[7]); // NAT64 well-known prefix
  if (w[0] === 0x64 && w[1] === 0xff9b && w[2] === 1) return 'refused'; // NAT64 local-use
  if (w[0] === 0x2002) return v4(w[1], w[2]); // 6to4
  if (w[0] === 0x2001 && w[1] === 0) return 'refused'; // Teredo
  return null;
}

class FetchRefused extends Error {}

async function checkedAddress(host: string, allowPrivate: boolean): Promise<{ address: string; family: number }> {
  const bare = host.replace(/^\[|\]$/g, '');
  let answers: { address: string; family: number }[];
  try {
    answers = await lookup(bare, { all: true, verbatim: true });
  } catch (error) {
    throw new FetchRefused(`Could not reach ${host}: ${(error as NodeJS.ErrnoException).code === 'ENOTFOUND' ? 'no such host' : 'the name did not resolve'}`);
  }
  if (answers.length === 0) throw new FetchRefused(`Could not reach ${host}: no such host`);
  if (!allowPrivate && answers.some((a) => !isPublicAddress(a.address))) throw new FetchRefused('That address is private and cannot be checked');
  return answers[0]!;
}

function request(url: URL, pinned: { address: string; family: number }, signal: AbortSignal): Promise<IncomingMessage> {
  const pinnedLookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(url, {
      method: 'GET', lookup: pinnedLookup, signal,
      headers: { 'user-agent': 'SwayWidgetCheck/1.0 (+install verification)', accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
    }, resolve);
    req.on('error', reject);
    req.end();
  });
}

async function readCapped(res: IncomingMessage, maxBytes: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      throw new FetchRefused(`The page is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function safeFetch(target: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_LIMITS.maxRedirects;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_LIMITS.maxBytes;
  const signal = AbortSignal.timeout(options.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return { ok: false, reason: `${target} is not a web address` };
  }
  try {
    for (let hop = 0; ; hop++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'Only http and https addresses can be checked' };
      if (url.username || url.password) return { ok: false, reason: 'An address with a user name or password cannot be checked' };
      const pinned = await checkedAddress(url.hostname, options.allowPrivateAddresses);
      const res = await request(url, pinned, signal);
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        if (hop >= maxRedirects) return { ok: false, reason: 'Too many redirects' };
        url = new URL(res.headers.location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.resume();
        return { ok: false, reason: `The page answered ${status}` };
      }
      const contentType = String(res.headers['content-type'] ?? '');
      const body = await readCapped(res, maxBytes);
      // A body whose end is the connection closing (no length, not chunked) ends "normally" when
      // the time limit closes it: that is a page still arriving, not a whole page (issue 36 finding 8).
      if (signal.aborted || !res.complete) throw new Error('the page did not finish');
      return { ok: true, url: url.toString(), status, contentType, body };
    }
  } catch (error) {
    if (error instanceof FetchRefused) return { ok: false, reason: error.message };
    if (signal.aborted) return { ok: false, reason: `${url.host} took longer than ${(options.timeoutMs ?? SAFE_FETCH_LIMITS.timeoutMs) / 1000} seconds to answer` };
    return { ok: false, reason: `Could not reach ${url.host}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}` };
  }
}
