// The client-gone signal (db/requestContext.ts): a request runs with it unless its route is brief,
// and the storage that carries it is switched off while no such request is in flight (on Node 20
// and 22 it costs every promise), then on again for the next one.
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerRequestContext, requestSignal } from '../../server/db/requestContext';

const later = () => new Promise((resolve) => setImmediate(resolve));

async function appWithRoutes() {
  const app = Fastify();
  registerRequestContext(app);
  // What a database call deep in a handler sees, after several awaits.
  const seen = async () => {
    await later();
    await Promise.resolve();
    return { signal: requestSignal() instanceof AbortSignal };
  };
  app.get('/report', seen);
  app.get('/dashboard', { config: { brief: true } }, seen);
  await app.ready();
  return app;
}

let app: Awaited<ReturnType<typeof appWithRoutes>> | undefined;
afterEach(async () => { await app?.close(); });

describe('the client-gone signal', () => {
  it('reaches the statements of an ordinary route, and not those of a brief one', async () => {
    app = await appWithRoutes();
    expect((await app.inject('/report')).json()).toEqual({ signal: true });
    expect((await app.inject('/dashboard')).json()).toEqual({ signal: false });
  });

  it('still reaches each ordinary request after the storage was switched off between requests', async () => {
    app = await appWithRoutes();
    for (let round = 0; round < 3; round += 1) {
      expect((await app.inject('/dashboard')).json()).toEqual({ signal: false });
      expect((await app.inject('/report')).json()).toEqual({ signal: true });
    }
    // Concurrent: a brief request in flight beside ordinary ones does not take their signal.
    const answers = await Promise.all(['/report', '/dashboard', '/report'].map((url) => app!.inject(url)));
    expect(answers.map((r) => r.json().signal)).toEqual([true, false, true]);
    // After everything has answered, code outside any request sees no signal.
    await later();
    expect(requestSignal()).toBeUndefined();
  });
});
