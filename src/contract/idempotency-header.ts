/*
 * The names and bounds of the `Idempotency-Key` (src/contract/idempotency.ts has its schema), in a
 * file of their own without TypeBox: the app's HTTP client sends the header from the entry bundle.
 */

/** The header, as Node hands it over (lowercase). */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 100;
/** How long a key's first answer is kept and replayed. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** The header a replayed answer carries, so a client can tell it from a fresh one. */
export const IDEMPOTENT_REPLAYED_HEADER = 'idempotent-replayed';
