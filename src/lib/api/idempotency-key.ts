import type { InternalAxiosRequestConfig } from 'axios';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency-header.ts';

/**
 * A fresh key for one attempt: 128 random bits in hex. `crypto.getRandomValues`, not
 * `crypto.randomUUID`: the latter exists only in secure contexts, and the product may be opened over
 * plain http at an address on the local network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let key = '';
  for (const byte of bytes) key += byte.toString(16).padStart(2, '0');
  return key;
}

/**
 * The request interceptor of the app's client: every POST carries an `Idempotency-Key` (the server
 * reads it on create calls and ignores it elsewhere), so a balancer that retries it on another
 * process, or a repeat of this very request, adds nothing twice. A config that already has one (the
 * same call sent again) keeps it.
 */
export function withIdempotencyKey(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (config.method?.toLowerCase() === 'post' && !config.headers.has(IDEMPOTENCY_KEY_HEADER)) {
    config.headers.set(IDEMPOTENCY_KEY_HEADER, newIdempotencyKey());
  }
  return config;
}
