// The session-check cache (server/auth/sessionCache.ts): answers are kept until a change, and an
// answer read while a change arrived is not kept.
import { describe, expect, it } from 'vitest';
import { SessionCache } from '../../server/auth/sessionCache';

describe('SessionCache', () => {
  it('loads once per key until cleared', async () => {
    const cache = new SessionCache<string>();
    let loads = 0;
    const load = async () => `row ${++loads}`;
    expect(await cache.through('1:2', load)).toBe('row 1');
    expect(await cache.through('1:2', load)).toBe('row 1');
    expect(await cache.through('1:3', load)).toBe('row 2');
    cache.clear();
    expect(await cache.through('1:2', load)).toBe('row 3');
  });

  it('keeps a null answer (no such account) like any other', async () => {
    const cache = new SessionCache<string | null>();
    let loads = 0;
    const load = async () => { loads += 1; return null; };
    await cache.through('9:9', load);
    await cache.through('9:9', load);
    expect(loads).toBe(1);
  });

  it('does not keep an answer whose read overlapped a change', async () => {
    const cache = new SessionCache<string>();
    let finish: (row: string) => void = () => undefined;
    const inFlight = cache.through('1:2', () => new Promise<string>((resolve) => { finish = resolve; }));
    cache.clear(); // the change arrives while the old row is being read
    finish('old row');
    expect(await inFlight).toBe('old row');
    expect(await cache.through('1:2', async () => 'new row')).toBe('new row');
  });
});
