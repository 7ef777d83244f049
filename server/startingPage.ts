// While a first start creates and seeds the embedded database (server/db/seed/onStart.ts; most of
// a minute on a busy machine), the port answers at once instead of refusing connections: 503 with
// Retry-After, a page that reloads itself every two seconds, JSON for the API. The real server
// takes the port over as soon as the database is ready (issue 20 item 5).
import http from 'node:http';

const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="2"><title>Sway is starting</title></head>
<body style="font-family:system-ui,sans-serif;margin:3em auto;max-width:32em;padding:0 1em;color:#222">
<main><h1>Sway is starting</h1><p>The first start creates the database and loads the demo data. This page reloads by itself.</p></main></body></html>`;

/** Listens on the server's port with the starting answer; resolves to a function that frees the port. */
export async function answerWhileStarting(port: number, host: string): Promise<() => Promise<void>> {
  const server = http.createServer((request, response) => {
    const api = (request.url ?? '').startsWith('/api/');
    response.writeHead(503, {
      'content-type': api ? 'application/json; charset=utf-8' : 'text/html; charset=utf-8',
      'retry-after': '2',
      'cache-control': 'no-store',
      'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
    });
    response.end(api ? JSON.stringify({ error: 'The server is starting: loading the demo data' }) : PAGE);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return () => new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/**
 * A starting page already answering in this process (scripts/start.ts opens it while the console
 * builds and the demo data loads): the server takes it over and frees the port right before it
 * listens, so a browser on the page never meets a refused connection between the two.
 */
const HANDED_OVER = Symbol.for('sway.startingPage');

export function handOverStartingPage(stop: () => Promise<void>): void {
  (globalThis as Record<symbol, unknown>)[HANDED_OVER] = stop;
}

export function takeOverStartingPage(): (() => Promise<void>) | undefined {
  const stop = (globalThis as Record<symbol, unknown>)[HANDED_OVER] as (() => Promise<void>) | undefined;
  delete (globalThis as Record<symbol, unknown>)[HANDED_OVER];
  return stop;
}
