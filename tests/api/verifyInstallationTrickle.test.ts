// A page that sends its bytes one at a time, never finishing within the time limit, is a slow
// page, not a complete page without the snippet (issue 36 finding 8).
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyInstallation } from '../../server/domain/widgets/verifyInstallation';

const KEY = '0123456789abcdef0123456789abcdef';
let site: http.Server;
let base = '';
/** A server that writes raw HTTP: a body without a length, ended only by closing the connection (HTTP/1.0 style). */
let raw: net.Server;
let rawBase = '';
const timers = new Set<NodeJS.Timeout>();
const trickle = (write: () => void, onClose: (stop: () => void) => void) => {
  const timer = setInterval(write, 50);
  timers.add(timer);
  onClose(() => clearInterval(timer));
};

beforeAll(async () => {
  site = http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...(req.url === '/sized' ? { 'content-length': '100000' } : {}) });
    // One byte at a time, for far longer than the check waits.
    trickle(() => { if (!res.destroyed) res.write('a'); }, (stop) => res.on('close', stop));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  raw = net.createServer((socket) => {
    socket.on('error', () => undefined);
    socket.once('data', () => {
      socket.write('HTTP/1.1 200 OK\r\nContent-Type: text/html\r\nConnection: close\r\n\r\n<html>');
      trickle(() => { if (!socket.destroyed) socket.write('a'); }, (stop) => socket.on('close', stop));
    });
  });
  await new Promise<void>((resolve) => raw.listen(0, '127.0.0.1', resolve));
  rawBase = `http://127.0.0.1:${(raw.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const timer of timers) clearInterval(timer);
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
  await new Promise((resolve) => raw.close(resolve));
});

describe('a page that trickles (issue 36 finding 8)', () => {
  it.each(['/chunked', '/sized'])('%s: says the site took too long, not that the snippet is missing', async (path) => {
    const result = await verifyInstallation({ installUrl: `${base}${path}`, accessKey: KEY, allowPrivateAddresses: true, timeoutMs: 400 });
    expect(result).toEqual({ installed: false, reason: `${new URL(base).host} took longer than 0.4 seconds to answer` });
  });

  it('a body ended only by the connection closing: says the site took too long', async () => {
    const result = await verifyInstallation({ installUrl: `${rawBase}/`, accessKey: KEY, allowPrivateAddresses: true, timeoutMs: 400 });
    expect(result).toEqual({ installed: false, reason: `${new URL(rawBase).host} took longer than 0.4 seconds to answer` });
  });
});
