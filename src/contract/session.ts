import * as Type from 'typebox';
import type { Static } from 'typebox';
import { Closed, Nullable } from './schema-kit.ts';

/*
 * What `GET /whoami` and the other session calls answer (api.md, "Session user"): one schema, which
 * the server's routes answer with and document, and from which the app's type is inferred.
 */

/** 0: fewer than 50, 1: 50–100, 2: 100–150, 3: 150–200, 4: more than 200, 5: not known yet. */
export const AMOUNT_OF_GUESTS_VALUES = [0, 1, 2, 3, 4, 5] as const;
export const AMOUNT_OF_GUESTS_MEANING =
  '0: under 50, 1: 50–100, 2: 100–150, 3: 150–200, 4: over 200, 5: not known yet.';
export const AmountOfGuests = Type.Union(
  [Type.Literal(0), Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4), Type.Literal(5)],
  { description: AMOUNT_OF_GUESTS_MEANING },
);
export type AmountOfGuests = Static<typeof AmountOfGuests>;

export const SubscriptionSummary = Closed(
  {
    name: Type.String({ description: "The tariff's display name, from the catalogue." }),
    expires: Type.Integer({ description: 'Whole days left; <= 0 once ended.' }),
    expiresDate: Type.String({ description: 'ISO 8601 instant the subscription ends.' }),
  },
  { description: 'null for a user who never subscribed.' },
);
export type SubscriptionSummary = Static<typeof SubscriptionSummary>;

/**
 * owner: started the wedding; partner: all the owner can but remove the owner; helper: reads, and
 * writes only the calls a table declares `helperWrite` (the gifts received).
 */
export const WeddingRole = Type.Union([Type.Literal('owner'), Type.Literal('partner'), Type.Literal('helper')], {
  description:
    'owner, partner or helper (reads everything, changes only what the plan lets helpers: the gifts received).',
});
export type WeddingRole = Static<typeof WeddingRole>;

export const SessionWedding = Closed(
  { id: Type.String(), role: WeddingRole },
  { description: 'The wedding whose plan the user works on (api.md, "The wedding, shared").' },
);
export type SessionWedding = Static<typeof SessionWedding>;

export const SessionUser = Closed(
  {
    id: Type.String(),
    email: Type.String({ description: 'Lower-cased as stored.' }),
    brideName: Nullable(Type.String()),
    groomName: Nullable(Type.String()),
    userpic: Nullable(
      Type.String({ description: 'URL of the picture, /api/v1/uploads/<name>.webp, readable by this user only.' }),
    ),
    registrationDate: Nullable(Type.String({ description: 'ISO 8601 instant.' })),
    registrationLocation: Nullable(Type.String()),
    banquetDate: Nullable(Type.String({ description: 'ISO 8601 instant.' })),
    banquetLocation: Nullable(Type.String()),
    amountOfGuests: Nullable(AmountOfGuests),
    isShowAdvice: Type.Boolean(),
    isShowInitWizard: Type.Boolean(),
    subscriptions: Nullable(SubscriptionSummary),
    wedding: Nullable(SessionWedding),
  },
  { description: 'The signed-in user (api.md, "Session user"). Fields not yet filled are null.' },
);
export type SessionUser = Static<typeof SessionUser>;

/** never: no subscription ever; active: days left; ended: expired (reads allowed, writes refused). */
export type SubscriptionState = 'never' | 'active' | 'ended';

export function subscriptionState(subscription: SubscriptionSummary | null): SubscriptionState {
  if (!subscription) return 'never';
  return subscription.expires > 0 ? 'active' : 'ended';
}
