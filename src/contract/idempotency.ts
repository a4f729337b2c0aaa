import * as Type from 'typebox';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_MAX_LENGTH } from './idempotency-header.ts';

/*
 * The `Idempotency-Key` of create calls (api.md, "Several processes, one PostgreSQL"): a client
 * names one attempt to create something with a key of its own, and every repeat of that attempt
 * with the same key from the same session, within a day, answers the first attempt's result and
 * changes nothing more. The balancer may then retry a POST on another process, and the app its own
 * calls, without a second guest or payment appearing.
 */

/** The create calls' headers schema: validated by the server and listed in the OpenAPI document. */
export const IdempotencyKeyHeaders = Type.Object({
  [IDEMPOTENCY_KEY_HEADER]: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: IDEMPOTENCY_KEY_MAX_LENGTH,
      description:
        'Any string of up to 100 characters the client chooses for this attempt (a random one per ' +
        'attempt). A repeat with the same key from the same session within 24 hours answers the first ' +
        'result (with `Idempotent-Replayed: true`) and changes nothing; the same key with another body ' +
        'or call: 422; while the first attempt is still running on any process the repeat waits for it ' +
        '(up to 10 s, then 409 with Retry-After).',
    }),
  ),
});
