// A local HTTP server that answers like Chargebee's API v2 for the calls the adapter makes
// (server/services/billing/chargebee.ts): addons list, invoice create with an idempotency key,
// invoice list filtered by customer, date, ids and status. It records every request's shape and
// can inject one fault into the next invoice create: the answer lost after the invoice was made
// (the socket is destroyed), a 500 with nothing made, or an answer too late (made, then answered
// after `lateMs`).
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubFault = 'lostResponse' | 'serverError' | 'timeout';

export interface StubInvoice { id: string; customer_id: string; po_number?: string; status: 'payment_due' | 'paid'; date: number; total: number; line_items: { entity_id: string; quantity: number }[] }
export interface StubRequest { method: string; path: string; query: Record<string, string>; body: Record<string, string>; idempotencyKey?: string; authorized: boolean }

export const STUB_API_KEY = 'test_stub_key';

export async function startChargebeeStub(opts: { customers: string[]; addons: { id: string; name: string; price: number }[] }) {
  const invoices: StubInvoice[] = [];
  const replies = new Map<string, string>();
  const requests: StubRequest[] = [];
  const faults: StubFault[] = [];
  let lateMs = 400;

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };
  const error = (res: ServerResponse, status: number, message: string, code: string) =>
    send(res, status, { message, type: 'invalid_request', api_error_code: code, error_code: code, http_status_code: status });

  const createInvoice = (req: StubRequest, res: ServerResponse) => {
    const key = req.idempotencyKey;
    const replay = key ? replies.get(key) : undefined;
    if (replay) {
      res.writeHead(200, { 'content-type': 'application/json;charset=utf-8', 'chargebee-idempotency-replayed': 'true' });
      res.end(replay);
      return;
    }
    const fault = faults.shift();
    if (fault === 'serverError') return error(res, 500, 'Sorry, something went wrong', 'internal_error');
    const customer = req.body.customer_id;
    if (!opts.customers.includes(customer)) return error(res, 404, `Sorry, we couldn't find that resource (customer ${customer})`, 'resource_not_found');
    const addon = opts.addons.find((a) => a.id === req.body['addons[id][0]']);
    if (!addon) return error(res, 400, 'addons[id][0] : invalid addon', 'param_wrong_value');
    const quantity = Number(req.body['addons[quantity][0]'] ?? 1);
    const invoice: StubInvoice = {
      id: `inv_cb_${invoices.length + 1}`, customer_id: customer, po_number: req.body.po_number, status: 'payment_due',
      date: Math.floor(Date.now() / 1000), total: addon.price * quantity, line_items: [{ entity_id: addon.id, quantity }],
    };
    invoices.push(invoice);
    const body = JSON.stringify({ invoice });
    if (key) replies.set(key, body);
    if (fault === 'lostResponse') return res.socket?.destroy();
    if (fault === 'timeout') return void setTimeout(() => send(res, 200, { invoice }), lateMs);
    send(res, 200, { invoice });
  };

  const listInvoices = (req: StubRequest, res: ServerResponse) => {
    const q = req.query;
    const ids = q['id[in]'] ? (JSON.parse(q['id[in]']) as string[]) : null;
    const list = invoices.filter((i) => (!q['customer_id[is]'] || i.customer_id === q['customer_id[is]'])
      && (!q['date[after]'] || i.date > Number(q['date[after]']))
      && (!ids || ids.includes(i.id)) && (!q['status[is]'] || i.status === q['status[is]']));
    send(res, 200, { list: list.slice(0, Number(q.limit ?? 10)).map((invoice) => ({ invoice })) });
  };

  const server = createServer(async (raw: IncomingMessage, res: ServerResponse) => {
    const url = new URL(raw.url ?? '/', 'http://stub');
    let text = '';
    for await (const chunk of raw) text += String(chunk);
    const auth = raw.headers.authorization ?? '';
    const req: StubRequest = {
      method: raw.method ?? 'GET', path: url.pathname, query: Object.fromEntries(url.searchParams),
      body: Object.fromEntries(new URLSearchParams(text)), authorized: auth === `Basic ${Buffer.from(`${STUB_API_KEY}:`).toString('base64')}`,
      idempotencyKey: raw.headers['chargebee-idempotency-key'] as string | undefined,
    };
    requests.push(req);
    if (!req.authorized) return error(res, 401, 'Sorry, authentication failed. Invalid api key', 'api_authentication_failed');
    if (req.method === 'GET' && req.path === '/api/v2/addons') {
      return send(res, 200, { list: opts.addons.map((a) => ({ addon: { ...a, status: 'active', pricing_model: 'flat_fee', charge_type: 'non_recurring', object: 'addon' } })) });
    }
    if (req.method === 'POST' && req.path === '/api/v2/invoices') return createInvoice(req, res);
    if (req.method === 'GET' && req.path === '/api/v2/invoices') return listInvoices(req, res);
    error(res, 404, 'Sorry, we could not find the path', 'resource_not_found');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    invoices, requests, faults,
    setLateMs(ms: number) { lateMs = ms; },
    pay(id: string) { const i = invoices.find((x) => x.id === id); if (i) i.status = 'paid'; },
    close: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()); }),
  };
}
export type ChargebeeStub = Awaited<ReturnType<typeof startChargebeeStub>>;
