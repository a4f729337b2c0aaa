import type { YookassaConfig } from '../../../config.ts';
import { amountValueToKopecks, kopecksToAmountValue } from '../../../../src/contract/money.ts';
import {
  ProviderRejectedError,
  ProviderUnavailableError,
  type ProviderPaymentOrder,
  type PaymentProvider,
  type ProviderPayment,
} from './provider.ts';

export interface YookassaProviderOptions extends YookassaConfig {
  /** The product's public address; YooKassa sends the browser back to it. */
  publicUrl: string;
  /** Per request, including reading the answer. */
  timeoutMs?: number;
  /** Waits before each retry; their number bounds the retries. */
  retryDelaysMs?: number[];
  log?: { warn: (details: object, message: string) => void };
}

interface YookassaPayload {
  status: number;
  body: unknown;
}

const STATUSES = new Set(['pending', 'waiting_for_capture', 'succeeded', 'canceled']);
/** YooKassa's limit for a payment's and a receipt item's description. */
const DESCRIPTION_MAX = 128;

/**
 * YooKassa (API v3): payments are created with an Idempotence-Key the caller saved beforehand, so a
 * time-out or a 5xx is retried with the same key and YooKassa answers with the payment it already
 * made instead of making a second one.
 */
export function createYookassaProvider(options: YookassaProviderOptions): PaymentProvider {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const retryDelaysMs = options.retryDelaysMs ?? [500, 1500, 3000];
  const authorization = `Basic ${Buffer.from(`${options.shopId}:${options.secretKey}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: object, idempotenceKey?: string) {
    const headers: Record<string, string> = { authorization, accept: 'application/json' };
    if (body) headers['content-type'] = 'application/json';
    if (idempotenceKey) headers['idempotence-key'] = idempotenceKey;
    let problem = '';
    for (let attempt = 0; attempt <= retryDelaysMs.length; attempt += 1) {
      if (attempt > 0) await sleep(retryDelaysMs[attempt - 1]);
      try {
        const response = await fetch(`${options.apiUrl}${path}`, {
          method,
          headers,
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(timeoutMs),
        });
        const text = await response.text();
        if (response.status >= 500 || response.status === 429) {
          problem = `HTTP ${response.status}`;
        } else {
          return { status: response.status, body: parseJson(text) } satisfies YookassaPayload;
        }
      } catch (error) {
        problem =
          error instanceof Error && error.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : String(error);
      }
      options.log?.warn({ method, path, attempt: attempt + 1, problem }, 'YooKassa call failed');
    }
    throw new ProviderUnavailableError(`YooKassa ${method} ${path}: ${problem}`);
  }

  return {
    name: 'yookassa',

    async create(request: ProviderPaymentOrder): Promise<ProviderPayment> {
      const amount = { value: kopecksToAmountValue(request.amountKopecks), currency: request.currency };
      const description = request.description.slice(0, DESCRIPTION_MAX);
      const answer = await call(
        'POST',
        '/payments',
        {
          amount,
          capture: true,
          confirmation: { type: 'redirect', return_url: `${options.publicUrl}${request.returnPath}` },
          description,
          metadata: { paymentId: request.paymentId },
          receipt: {
            customer: { email: request.customerEmail },
            items: [
              {
                description,
                quantity: 1,
                amount,
                vat_code: options.vatCode,
                payment_subject: 'service',
                payment_mode: 'full_payment',
              },
            ],
          },
        },
        request.idempotenceKey,
      );
      if (answer.status !== 200) throw rejection(answer);
      const payment = readPayment(answer.body);
      if (!payment?.confirmationUrl) throw new ProviderUnavailableError('YooKassa answered without a confirmation URL');
      return payment;
    },

    async fetch(providerPaymentId: string): Promise<ProviderPayment | null> {
      const answer = await call('GET', `/payments/${encodeURIComponent(providerPaymentId)}`);
      if (answer.status === 404) return null;
      if (answer.status !== 200) throw rejection(answer);
      return readPayment(answer.body);
    },
  };
}

function rejection(answer: YookassaPayload): ProviderRejectedError {
  const body = (answer.body ?? {}) as { code?: unknown; description?: unknown };
  return new ProviderRejectedError(
    answer.status,
    `YooKassa ${answer.status} ${String(body.code)}: ${String(body.description)}`,
  );
}

/** Reads the fields we rely on from a YooKassa payment object, trusting none of their types. */
function readPayment(body: unknown): ProviderPayment | null {
  if (!isRecord(body) || typeof body.id !== 'string' || typeof body.status !== 'string') return null;
  const amount = isRecord(body.amount) ? body.amount : {};
  const metadata = isRecord(body.metadata) ? body.metadata : {};
  const confirmation = isRecord(body.confirmation) ? body.confirmation : {};
  return {
    id: body.id,
    // An unknown status is treated as not yet final.
    status: STATUSES.has(body.status) ? (body.status as ProviderPayment['status']) : 'pending',
    amountKopecks: amountValueToKopecks(amount.value),
    currency: typeof amount.currency === 'string' ? amount.currency : null,
    paymentId: typeof metadata.paymentId === 'string' ? metadata.paymentId : null,
    confirmationUrl: typeof confirmation.confirmation_url === 'string' ? confirmation.confirmation_url : null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
