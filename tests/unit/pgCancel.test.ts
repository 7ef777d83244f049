// Cancel-on-disconnect on PostgreSQL (issue 19 finding 2): the cancel is a signal to a backend,
// whatever it runs when it lands, so a connection handed on to another request must not start
// that request's statement before the cancel has been delivered.
import { describe, expect, it } from 'vitest';
import type { PoolClient } from 'pg';
import { cancelWhenClientLeaves } from '../../server/db/client';
import { withRequestSignal } from '../../server/db/requestContext';

function deferred<T = unknown>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => { resolve = r; });
  return { promise, resolve };
}

function fakes() {
  const statements: string[] = [];
  const answers = new Map<string, ReturnType<typeof deferred>>();
  const client = {
    processID: 7,
    query: (text: string) => {
      statements.push(text);
      const answer = deferred();
      answers.set(text, answer);
      return answer.promise;
    },
  } as unknown as PoolClient;
  const cancels: { params: unknown; delivered: ReturnType<typeof deferred> }[] = [];
  const pool = {
    query: (statement: { values: unknown }) => {
      const delivered = deferred();
      cancels.push({ params: statement.values, delivered });
      return delivered.promise;
    },
  } as never;
  cancelWhenClientLeaves(pool, client);
  return { client, statements, answers, cancels };
}

const settle = () => new Promise((r) => setImmediate(r));

describe('cancelWhenClientLeaves', () => {
  it("holds the connection's next statement until the cancel sent for the previous one is delivered", async () => {
    const { client, statements, answers, cancels } = fakes();
    const leaving = new AbortController();
    const first = withRequestSignal(leaving.signal, () => client.query('select long_report()'));
    leaving.abort();
    expect(cancels.map((c) => c.params)).toEqual([[7]]);
    // The statement ends before the cancel lands, and the pool hands the connection on.
    answers.get('select long_report()')?.resolve({ rows: [] });
    await first;
    const next = client.query('select next_request()');
    await settle();
    expect(statements).toEqual(['select long_report()']);
    cancels[0].delivered.resolve({ rows: [] });
    await settle();
    expect(statements).toEqual(['select long_report()', 'select next_request()']);
    answers.get('select next_request()')?.resolve({ rows: [{ ok: 1 }] });
    await expect(next).resolves.toEqual({ rows: [{ ok: 1 }] });
  });

  it('refuses a statement of a request whose client has already gone, and leaves other statements alone', async () => {
    const { client, statements, cancels } = fakes();
    const gone = new AbortController();
    gone.abort();
    await expect(withRequestSignal(gone.signal, () => client.query('select 1'))).rejects.toMatchObject({ code: '57014' });
    void client.query('select 2');
    expect(statements).toEqual(['select 2']);
    expect(cancels).toHaveLength(0);
  });

  it('runs the cancel at once when the pool hands it the connection it cancels', async () => {
    const statements: unknown[] = [];
    const client = {
      processID: 7,
      query: (statement: unknown) => { statements.push(statement); return Promise.resolve({ rows: [] }); },
    } as unknown as PoolClient;
    // A pool of one connection: the cancel waits for it, and gets it once the cancelled statement ends.
    const pool = { query: (statement: unknown) => Promise.resolve().then(() => client.query(statement as string)) } as never;
    cancelWhenClientLeaves(pool, client);
    const leaving = new AbortController();
    await withRequestSignal(leaving.signal, async () => {
      const running = client.query('select long_report()');
      leaving.abort();
      await running;
    });
    await settle();
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatchObject({ text: 'select pg_cancel_backend($1)', values: [7] });
    // The connection is free for the next request's statement.
    await expect(client.query('select next_request()')).resolves.toEqual({ rows: [] });
  });
});
