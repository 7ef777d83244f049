// The kept answers' own rules (server/routes/keptReplies.ts): what a change drops, an answer read
// across a change, the quarter-hour limit and the size bound, and which requests share a reading
// under way (single flight). The database side (which changes
// notify, and that a request after a change is answered afresh) is tests/api/keptReplies.test.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { dontKeep, KeptReplies } from '../../server/routes/keptReplies';

function keptWith(replies: KeptReplies, key: string, business: number, body: string) {
  replies.keep(key, replies.ticket(business), body);
}

describe('kept replies', () => {
  it("drops a business's answers when it changes, and only that business's", () => {
    const replies = new KeptReplies();
    keptWith(replies, 'a', 1, '{"a":1}');
    keptWith(replies, 'b', 1, '{"b":1}');
    keptWith(replies, 'c', 2, '{"c":2}');
    replies.changed('1');
    expect([replies.get('a'), replies.get('b'), replies.get('c')]).toEqual([undefined, undefined, '{"c":2}']);
  });

  it('drops every answer on an empty payload (every business changed)', () => {
    const replies = new KeptReplies();
    keptWith(replies, 'a', 1, '1');
    keptWith(replies, 'c', 2, '2');
    replies.changed('');
    expect([replies.get('a'), replies.get('c')]).toEqual([undefined, undefined]);
  });

  it('does not keep an answer read while its business, or every business, changed', () => {
    const replies = new KeptReplies();
    const before = replies.ticket(1);
    replies.changed('1');
    replies.keep('a', before, 'old');
    expect(replies.get('a')).toBeUndefined();

    const beforeAll = replies.ticket(1);
    replies.changed('');
    replies.keep('a', beforeAll, 'old');
    expect(replies.get('a')).toBeUndefined();

    const otherBusiness = replies.ticket(1);
    replies.changed('2');
    replies.keep('a', otherBusiness, 'fresh');
    expect(replies.get('a')).toBe('fresh');
  });

  it('keeps an answer until the next quarter hour of UTC at most, when a month may start in some time zone', () => {
    // December starts in Australia/Eucla (UTC+8:45) at 15:15 UTC on November 30: a business there
    // must see its new month from that instant.
    let now = Date.parse('2026-11-30T15:02:00.000Z');
    const replies = new KeptReplies(() => now);
    keptWith(replies, 'a', 1, 'November');
    now = Date.parse('2026-11-30T15:14:59.999Z');
    expect(replies.get('a')).toBe('November');
    now = Date.parse('2026-11-30T15:15:00.000Z');
    expect(replies.get('a')).toBeUndefined();
  });

  it('keeps at most 32M characters, dropping the oldest answers first', () => {
    const replies = new KeptReplies();
    const quarter = 'x'.repeat(4 * 1024 * 1024);
    for (let i = 0; i < 9; i += 1) keptWith(replies, `k${i}`, i, quarter);
    expect(replies.get('k0')).toBeUndefined();
    expect(replies.get('k1')).toBe(quarter);
    expect(replies.get('k8')).toBe(quarter);
    // One answer larger than an eighth of the whole is not kept at all.
    keptWith(replies, 'big', 1, `${quarter}x`);
    expect(replies.get('big')).toBeUndefined();
  });
});

/** A request reading `key` of `business` (at `at`), as routes/endpoints.ts marks it; `send` is its onSend. */
function read(replies: KeptReplies, key: string, business: number, at?: number) {
  const request = {} as FastifyRequest;
  replies.reading(request, key, business, at);
  return {
    request,
    send(payload: unknown, statusCode = 200) {
      let sent: unknown;
      replies.onSend(request, { statusCode } as FastifyReply, payload, (_error, value) => { sent = value; });
      return sent;
    },
  };
}

describe('a reading under way, shared', () => {
  it('gives its answer to a request for the same answer that came while it ran, and keeps it', async () => {
    const replies = new KeptReplies();
    const first = read(replies, 'a', 1);
    const second = replies.shared('a', 1);
    expect(second).toBeDefined();
    expect(first.send('{"a":1}')).toBe('{"a":1}');
    expect(await second).toBe('{"a":1}');
    expect(replies.get('a')).toBe('{"a":1}');
    // Done: a request after it finds the kept answer, and no reading to wait for.
    expect(replies.shared('a', 1)).toBeUndefined();
  });

  it('is not joined after a change of its business, or of every business: the request reads again', async () => {
    const replies = new KeptReplies();
    const old = read(replies, 'a', 1);
    const before = replies.shared('a', 1);
    replies.changed('1');
    expect(replies.shared('a', 1)).toBeUndefined();
    const fresh = read(replies, 'a', 1);
    const afterChange = replies.shared('a', 1);
    // The reading that began before the change ends last: those who came before the change get its
    // answer, it is not kept, and it does not end the newer reading.
    fresh.send('new');
    old.send('old');
    expect([await before, await afterChange, replies.get('a')]).toEqual(['old', 'new', 'new']);

    const beforeAll = read(replies, 'b', 1);
    replies.changed('');
    expect(replies.shared('b', 1)).toBeUndefined();
    beforeAll.send('old');
    expect(replies.get('b')).toBeUndefined();
  });

  it('is joined across another business\'s change', async () => {
    const replies = new KeptReplies();
    const first = read(replies, 'a', 1);
    replies.changed('2');
    const second = replies.shared('a', 1);
    first.send('one');
    expect(await second).toBe('one');
  });

  it('is not joined from the next quarter hour, when a month may have started', () => {
    let now = Date.parse('2026-11-30T15:14:59.000Z');
    const replies = new KeptReplies(() => now);
    read(replies, 'a', 1);
    now = Date.parse('2026-11-30T15:15:00.000Z');
    expect(replies.shared('a', 1)).toBeUndefined();
  });

  it('is joined only for the same instant, and by the same key', () => {
    const replies = new KeptReplies();
    read(replies, 'page', 1, 1000);
    expect(replies.shared('page', 1, 2000)).toBeUndefined();
    expect(replies.shared('page', 1)).toBeUndefined();
    expect(replies.shared('other', 1, 1000)).toBeUndefined();
    expect(replies.shared('page', 1, 1000)).toBeDefined();
  });

  it('sends nothing to those who wait when its answer is an error, or holds for its own request only', async () => {
    const replies = new KeptReplies();
    const failing = read(replies, 'a', 1);
    const afterError = replies.shared('a', 1);
    failing.send('{"error":"Business not found"}', 404);
    expect(await afterError).toBeUndefined();
    expect(replies.get('a')).toBeUndefined();

    const ownOnly = read(replies, 'b', 1);
    const afterOwn = replies.shared('b', 1);
    dontKeep(ownOnly.request);
    expect(await afterOwn).toBeUndefined();
    ownOnly.send('mine');
    expect(replies.get('b')).toBeUndefined();
  });

  it('lets those who wait go when its request ends without an answer sent through onSend', async () => {
    const replies = new KeptReplies();
    const { request } = read(replies, 'a', 1);
    const waiting = replies.shared('a', 1);
    replies.onResponse(request, {} as FastifyReply, () => undefined);
    expect(await waiting).toBeUndefined();
    expect(replies.shared('a', 1)).toBeUndefined();
  });
});
