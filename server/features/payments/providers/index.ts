import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import type { Database, PaymentProviderName } from '../../../db/database.ts';
import type { Clock } from '../../../lib/clock.ts';
import { createEmbeddedProvider } from './embedded.ts';
import type { PaymentProvider } from './provider.ts';
import { createYookassaProvider } from './yookassa.ts';

export interface PaymentProviders {
  /** The provider new payments go to: YooKassa when configured, else the embedded checkout. */
  current: PaymentProvider;
  /**
   * The provider an existing payment was made with; null when it is not the configured one. With
   * YooKassa configured the embedded checkout is off entirely, so a payment left pending from
   * before the switch cannot be "paid" for free on a live shop.
   */
  byName(name: PaymentProviderName): PaymentProvider | null;
}

export function createPaymentProviders(
  config: Config,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
  clock: Clock,
  retryDelaysMs?: number[],
): PaymentProviders {
  const current: PaymentProvider = config.yookassa
    ? createYookassaProvider({ ...config.yookassa, publicUrl: config.publicUrl, log, retryDelaysMs })
    : createEmbeddedProvider(db, clock);
  return {
    current,
    byName: (name) => (name === current.name ? current : null),
  };
}
