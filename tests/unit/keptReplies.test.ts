// The kept answers' own rules (server/routes/keptReplies.ts): what a change drops, an answer read
// across a change, the quarter-hour limit and the size bound. The database side (which changes
// notify, and that a request after a change is answered afresh) is tests/api/keptReplies.test.ts.
import { describe, expect, it } from 'vitest';
import { KeptReplies } from '../../server/routes/keptReplies';

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
