import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for YooKassa's API v3 on loopback, a real HTTP server, for tests that must not reach
 * the real one. It behaves the way the documentation describes where our server depends on it:
 * Basic auth (401 on a bad pair), payment creation with an Idempotence-Key (a replay answers the
 * same payment, the same key with another body is a 400), look-up by id (404 for unknown ids), a
 * confirmation page where the payer pays or cancels and is sent to return_url, and notifications
 * posted to the shop's URL. Faults can be injected: a 500 after the payment was really created,
 * a 500 before it, and no answer in time although the payment was created.
 */

export interface FakeAmount {
  value: string;
  currency: string;
}

export interface FakePayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  paid: boolean;
  amount: FakeAmount;
  description?: string;
  recipient: { account_id: string; gateway_id: string };
  created_at: string;
  captured_at?: string;
  confirmation: { type: 'redirect'; confirmation_url: string; return_url?: string };
  metadata: Record<string, string>;
  test: true;
  refundable: boolean;
  cancellation_details?: { party: string; reason: string };
  /** Kept so tests can check what a receipt would have printed; YooKassa keeps it elsewhere. */
  receipt?: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotenceKey: string | undefined;
  body: unknown;
}

export type CreateFault = 'fail-after-create' | 'fail-before-create' | 'no-answer';

export interface FakeYookassa {
  /** Base of the API, to be used as YOOKASSA_API_URL. */
  apiUrl: string;
  shopId: string;
  secretKey: string;
  payments: Map<string, FakePayment>;
  requests: RecordedRequest[];
  /** Where notifications go (the shop's HTTP notification URL). */
  notificationUrl: string | null;
  /** The next `count` creations misbehave as told. */
  failNextCreates(count: number, fault: CreateFault): void;
  /** The next `count` look-ups answer 500. */
  failNextGets(count: number): void;
  /** What the payer does on the confirmation page, without a browser. */
  pay(paymentId: string): void;
  cancel(paymentId: string): void;
  /** A payment made some other way (for forged notifications): not created through our server. */
  addPayment(payment: Partial<FakePayment> & { amount: FakeAmount; metadata: Record<string, string> }): FakePayment;
  /** A notification body as YooKassa posts it, with the payment as it is now (or as given). */
  notification(event: string, object: unknown): { type: 'notification'; event: string; object: unknown };
  /** Posts a notification to `notificationUrl`; answers the shop's HTTP status. */
  deliver(body: unknown): Promise<number>;
  close(): Promise<void>;
}

interface IdempotentCall {
  fingerprint: string;
  paymentId: string;
}

const AMOUNT_VALUE = /^\d+\.\d{2}$/;

export async function startFakeYookassa(
  options: { shopId?: string; secretKey?: string; noAnswerMs?: number } = {},
): Promise<FakeYookassa> {
  const shopId = options.shopId ?? '123456';
  const secretKey = options.secretKey ?? 'test_secret_key';
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  const payments = new Map<string, FakePayment>();
  const idempotent = new Map<string, IdempotentCall>();
  const requests: RecordedRequest[] = [];
  const createFaults: CreateFault[] = [];
  let getFaults = 0;
  let base = '';

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const error = (res: http.ServerResponse, status: number, code: string, description: string, parameter?: string) =>
    send(res, status, { type: 'error', id: randomUUID(), code, description, ...(parameter ? { parameter } : {}) });

  const decide = (payment: FakePayment, status: 'succeeded' | 'canceled') => {
    if (payment.status !== 'pending') return;
    payment.status = status;
    if (status === 'succeeded') {
      payment.paid = true;
      payment.captured_at = new Date().toISOString();
      payment.refundable = true;
    } else {
      payment.cancellation_details = { party: 'yoo_money', reason: 'canceled_by_merchant' };
    }
  };

  /** Why a creation body is not one YooKassa would accept; null when it would. */
  function invalidCreation(body: Record<string, unknown>): string | null {
    const amount = body.amount as FakeAmount | undefined;
    if (!amount || typeof amount.value !== 'string' || !AMOUNT_VALUE.test(amount.value)) return 'amount.value';
    if (amount.currency !== 'RUB') return 'amount.currency';
    const confirmation = body.confirmation as { type?: string; return_url?: unknown } | undefined;
    if (confirmation?.type !== 'redirect' || typeof confirmation.return_url !== 'string') return 'confirmation';
    if (typeof body.description === 'string' && body.description.length > 128) return 'description';
    const receipt = body.receipt as { customer?: { email?: unknown }; items?: unknown[] } | undefined;
    if (!receipt) return 'receipt';
    if (typeof receipt.customer?.email !== 'string') return 'receipt.customer';
    if (!Array.isArray(receipt.items) || receipt.items.length === 0) return 'receipt.items';
    let itemsTotal = 0;
    for (const item of receipt.items as Record<string, unknown>[]) {
      const itemAmount = item.amount as FakeAmount | undefined;
      if (typeof item.description !== 'string' || item.description.length > 128) return 'receipt.items.description';
      if (typeof item.quantity !== 'number' && typeof item.quantity !== 'string') return 'receipt.items.quantity';
      if (!itemAmount || !AMOUNT_VALUE.test(itemAmount.value)) return 'receipt.items.amount';
      if (typeof item.vat_code !== 'number' || item.vat_code < 1 || item.vat_code > 12) return 'receipt.items.vat_code';
      itemsTotal += Math.round(Number(itemAmount.value) * 100) * Number(item.quantity);
    }
    if (itemsTotal !== Math.round(Number(amount.value) * 100)) return 'receipt.items.amount';
    return null;
  }

  function createPayment(body: Record<string, unknown>): FakePayment {
    const id = `${Date.now().toString(16)}-000f-5000-a000-${randomUUID().slice(-12)}`;
    const confirmation = body.confirmation as { return_url: string };
    const payment: FakePayment = {
      id,
      status: 'pending',
      paid: false,
      amount: body.amount as FakeAmount,
      description: body.description as string | undefined,
      recipient: { account_id: shopId, gateway_id: '100500' },
      created_at: new Date().toISOString(),
      confirmation: {
        type: 'redirect',
        confirmation_url: `${base}/checkout/payments/v2/contract?orderId=${id}`,
        return_url: confirmation.return_url,
      },
      metadata: (body.metadata as Record<string, string>) ?? {},
      test: true,
      refundable: false,
      receipt: body.receipt,
    };
    payments.set(id, payment);
    return payment;
  }

  const publicView = (payment: FakePayment) => {
    const { receipt: _receipt, ...rest } = payment;
    return rest;
  };

  async function readBody(req: http.IncomingMessage): Promise<string> {
    let text = '';
    for await (const chunk of req) text += chunk;
    return text;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', base);
    const text = await readBody(req);

    // The confirmation page, where the payer's browser goes: no API auth, like YooKassa's own.
    const checkoutId = url.pathname === '/checkout/payments/v2/contract' ? url.searchParams.get('orderId') : null;
    const checkoutAction = /^\/checkout\/([^/]+)\/(pay|cancel)$/.exec(url.pathname);
    if (checkoutId !== null && req.method === 'GET') {
      const payment = payments.get(checkoutId);
      if (!payment) return error(res, 404, 'not_found', 'Payment not found');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(
        `<!doctype html><title>YooKassa (fake)</title><p>${payment.amount.value} ${payment.amount.currency}</p>` +
          `<form method="post" action="/checkout/${payment.id}/pay"><button>Pay</button></form>` +
          `<form method="post" action="/checkout/${payment.id}/cancel"><button>Cancel</button></form>`,
      );
    }
    if (checkoutAction && req.method === 'POST') {
      const payment = payments.get(checkoutAction[1]);
      if (!payment) return error(res, 404, 'not_found', 'Payment not found');
      decide(payment, checkoutAction[2] === 'pay' ? 'succeeded' : 'canceled');
      res.writeHead(303, { location: payment.confirmation.return_url ?? '/' });
      return res.end();
    }

    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const idempotenceKey = req.headers['idempotence-key'] as string | undefined;
    requests.push({
      method: req.method ?? '',
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotenceKey,
      body,
    });
    if (req.headers.authorization !== expectedAuth) {
      return error(res, 401, 'invalid_credentials', 'Authentication by given credentials failed', 'Authorization');
    }

    if (req.method === 'POST' && url.pathname === '/v3/payments') {
      if (!idempotenceKey) return error(res, 400, 'invalid_request', 'Idempotence key is missing', 'Idempotence-Key');
      if (!body) return error(res, 400, 'invalid_request', 'Request body is missing');
      const fingerprint = JSON.stringify(body);
      const previous = idempotent.get(idempotenceKey);
      if (previous) {
        if (previous.fingerprint !== fingerprint) {
          return error(res, 400, 'invalid_request', 'Idempotence key duplicated', 'Idempotence-Key');
        }
        return send(res, 200, publicView(payments.get(previous.paymentId)!));
      }
      const fault = createFaults.shift();
      if (fault === 'fail-before-create') return error(res, 500, 'internal_server_error', 'Internal server error');
      const invalid = invalidCreation(body);
      if (invalid) return error(res, 400, 'invalid_request', `Invalid parameter ${invalid}`, invalid);
      const payment = createPayment(body);
      idempotent.set(idempotenceKey, { fingerprint, paymentId: payment.id });
      if (fault === 'fail-after-create') return error(res, 500, 'internal_server_error', 'Internal server error');
      if (fault === 'no-answer') {
        // The payment exists, but the answer never comes in time: the caller gives up and retries.
        setTimeout(() => res.destroy(), options.noAnswerMs ?? 5000).unref();
        return;
      }
      return send(res, 200, publicView(payment));
    }

    const get = /^\/v3\/payments\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && get) {
      if (getFaults > 0) {
        getFaults -= 1;
        return error(res, 500, 'internal_server_error', 'Internal server error');
      }
      const payment = payments.get(decodeURIComponent(get[1]));
      if (!payment) return error(res, 404, 'not_found', 'Payment not found');
      return send(res, 200, publicView(payment));
    }
    return error(res, 404, 'not_found', 'Not found');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const fake: FakeYookassa = {
    apiUrl: `${base}/v3`,
    shopId,
    secretKey,
    payments,
    requests,
    notificationUrl: null,
    failNextCreates(count, fault) {
      for (let i = 0; i < count; i += 1) createFaults.push(fault);
    },
    failNextGets(count) {
      getFaults += count;
    },
    pay(paymentId) {
      decide(payments.get(paymentId)!, 'succeeded');
    },
    cancel(paymentId) {
      decide(payments.get(paymentId)!, 'canceled');
    },
    addPayment(fields) {
      const id = `${Date.now().toString(16)}-000f-5000-b000-${randomUUID().slice(-12)}`;
      const payment: FakePayment = {
        id,
        status: 'pending',
        paid: false,
        recipient: { account_id: shopId, gateway_id: '100500' },
        created_at: new Date().toISOString(),
        confirmation: { type: 'redirect', confirmation_url: `${base}/checkout/payments/v2/contract?orderId=${id}` },
        test: true,
        refundable: false,
        ...fields,
      };
      payments.set(id, payment);
      return payment;
    },
    notification(event, object) {
      const copy = structuredClone(object) as Record<string, unknown>;
      delete copy.receipt;
      return { type: 'notification', event, object: copy };
    },
    async deliver(body) {
      if (!fake.notificationUrl) throw new Error('no notification URL set');
      const response = await fetch(fake.notificationUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      await response.arrayBuffer();
      return response.status;
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return fake;
}
