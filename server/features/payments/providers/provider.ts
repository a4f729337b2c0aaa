import type { PaymentProviderName } from '../../../db/database.ts';

/** What we ask a provider to create; `idempotenceKey` makes asking twice create one payment. */
export interface ProviderPaymentOrder {
  /** Our payment id, carried in the provider's metadata and checked when it reports back. */
  paymentId: string;
  idempotenceKey: string;
  amountKopecks: number;
  currency: string;
  /** Shown to the payer and printed on the receipt. */
  description: string;
  /** Absolute path on this server where the browser comes back after the checkout. */
  returnPath: string;
  /** The receipt (54-FZ) goes to this address. */
  customerEmail: string;
}

/** The provider's own view of a payment: the only thing a confirmation may trust. */
export interface ProviderPayment {
  id: string;
  status: 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';
  /** null when the provider's amount could not be read as an exact amount. */
  amountKopecks: number | null;
  currency: string | null;
  /** Our payment id from the provider's metadata; null when absent. */
  paymentId: string | null;
  /** Where to send the payer to pay; present on a newly created payment. */
  confirmationUrl: string | null;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Creates the payment (or returns the one already made with the same idempotence key). */
  create(request: ProviderPaymentOrder): Promise<ProviderPayment>;
  /** Looks the payment up at the provider; null when the provider does not know the id. */
  fetch(providerPaymentId: string): Promise<ProviderPayment | null>;
}

/** The provider did not answer usefully (time-out, 5xx) even after retries: try again later. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** The provider refused the request (4xx): retrying the same request will not help. */
export class ProviderRejectedError extends Error {
  readonly status: number;

  constructor(status: number, message: string) {
    super(message);
    this.name = 'ProviderRejectedError';
    this.status = status;
  }
}
