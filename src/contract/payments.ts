import * as Type from 'typebox';
import type { Static } from 'typebox';

/*
 * The payment calls a browser or a provider makes (api.md, "Subscriptions and payment"). Their
 * answers are redirects and HTML pages, apart from the notification's `{}` (EmptyAnswer).
 */

/** Ids of tariffs, payments and checkouts are opaque and short. */
const OPAQUE_ID_MAX_LENGTH = 64;

/** `GET /payments/start?variant=<tariff id>`: the variant's `uri`. */
export const PaymentStartQuery = Type.Object({
  variant: Type.String({ minLength: 1, maxLength: OPAQUE_ID_MAX_LENGTH }),
});
export type PaymentStartQuery = Static<typeof PaymentStartQuery>;

/** `GET /payments/:paymentId/return`: where the provider sends the browser back. */
export const PaymentReturnParams = Type.Object({ paymentId: Type.String({ maxLength: OPAQUE_ID_MAX_LENGTH }) });
export type PaymentReturnParams = Static<typeof PaymentReturnParams>;

/** `POST /payments/yookassa/notifications`: only the payment's id is read; its state is asked of YooKassa. */
export const YookassaNotification = Type.Object({
  type: Type.Optional(Type.String()),
  event: Type.Optional(Type.String()),
  object: Type.Object({ id: Type.String({ minLength: 1, maxLength: OPAQUE_ID_MAX_LENGTH }) }),
});
export type YookassaNotification = Static<typeof YookassaNotification>;

/** `/payments/embedded/:checkoutId[/pay|/cancel]`: the embedded provider's checkout. */
export const EmbeddedCheckoutParams = Type.Object({ checkoutId: Type.String({ maxLength: OPAQUE_ID_MAX_LENGTH }) });
export type EmbeddedCheckoutParams = Static<typeof EmbeddedCheckoutParams>;
