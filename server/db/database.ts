import type { Insertable, Selectable, Updateable } from 'kysely';

/*
 * Row types of the tables every part of the server shares: accounts, sessions, weddings and their
 * members, subscriptions and payments, stored files, rate limits, idempotency keys. A planning
 * feature keeps its own tables beside it, in server/features/<name>/tables.ts, merged into
 * `Database` there (`declare module`): every program that compiles the server holds them all
 * (tsconfig.node.json takes all of server/, tsconfig.contract.json every tables.ts), so one
 * feature's read of another's table still type-checks. Timestamps are ISO 8601 strings in UTC and
 * booleans are 0/1 integers, so that the same migrations and queries run on SQLite and PostgreSQL alike.
 */

export interface UsersTable {
  id: string;
  email: string;
  password_hash: string;
  activated_at: string | null;
  userpic: string | null;
  is_show_advice: number;
  is_show_init_wizard: number;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface ConfirmationCodesTable {
  user_id: string;
  /** SHA-256 of the user id and the 6-digit code; the code itself is only in the e-mail. */
  code_hash: string;
  /** Tries used, right or wrong; the code is spent once they reach the limit. */
  attempts: number;
  created_at: string;
  expires_at: string;
}

export interface PasswordResetTokensTable {
  /** SHA-256 of the token in the restore link. */
  token_hash: string;
  user_id: string;
  created_at: string;
  expires_at: string;
}

export interface RateLimitsTable {
  /** Rule name and what it counts, e.g. `login-address:anna@example.ru`. */
  key: string;
  count: number;
  /** When this window ends and the count starts again from zero. */
  reset_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  confirmation_codes: ConfirmationCodesTable;
  password_reset_tokens: PasswordResetTokensTable;
  rate_limits: RateLimitsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUserRow = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;

/*
 * Subscriptions and payments. Declared as a second part of `Database` (TypeScript merges the two),
 * so each feature appends its tables without editing the lines of another.
 */
export interface Database {
  tariffs: TariffsTable;
  subscriptions: SubscriptionsTable;
  payments: PaymentsTable;
  embedded_checkouts: EmbeddedCheckoutsTable;
  subscription_grants: SubscriptionGrantsTable;
}

/** A subscription variant; its title and text are keys of the Russian catalogue (locales/ru). */
export interface TariffsTable {
  id: string;
  title_key: string;
  text_key: string;
  days: number;
  /** Full price in kopecks. */
  price_kopecks: number;
  /** What is actually charged when lower than the full price; null when there is no discount. */
  discount_price_kopecks: number | null;
  is_profitable: number;
  is_active: number;
  sort_order: number;
}

/** One row per wedding that ever had a subscription; never deleted when it ends. */
export interface SubscriptionsTable {
  wedding_id: string;
  /** The tariff last paid for; null when support granted days to someone who never paid. */
  tariff_id: string | null;
  expires_at: string;
  created_at: string;
  updated_at: string;
}

export type PaymentStatus = 'created' | 'pending' | 'succeeded' | 'canceled' | 'failed';
export type PaymentProviderName = 'embedded' | 'yookassa';

export interface PaymentsTable {
  id: string;
  /** The payer, whose address the receipt goes to. */
  user_id: string;
  /** The wedding whose subscription the payment extends; null only for a row older than weddings. */
  wedding_id: string | null;
  tariff_id: string;
  /** Days bought, copied from the tariff when the payment started. */
  days: number;
  amount_kopecks: number;
  currency: string;
  provider: PaymentProviderName;
  /** The provider's id; null until the provider has answered the creation. */
  provider_payment_id: string | null;
  /** Saved before the provider is called and reused on every retry, so a retry never pays twice. */
  idempotence_key: string;
  status: PaymentStatus;
  confirmation_url: string | null;
  created_at: string;
  updated_at: string;
  succeeded_at: string | null;
}

/** The embedded provider's own books: what its checkout page shows and what the payer decided. */
export interface EmbeddedCheckoutsTable {
  id: string;
  idempotence_key: string;
  payment_id: string;
  amount_kopecks: number;
  currency: string;
  description: string;
  return_url: string;
  status: 'pending' | 'succeeded' | 'canceled';
  created_at: string;
  updated_at: string;
}

/** Audit trail of days granted by support: who, when, why. */
export interface SubscriptionGrantsTable {
  id: string;
  wedding_id: string;
  days: number;
  reason: string;
  granted_by: string;
  previous_expires_at: string | null;
  new_expires_at: string;
  created_at: string;
}

export type TariffRow = Selectable<TariffsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type EmbeddedCheckoutRow = Selectable<EmbeddedCheckoutsTable>;

export interface Database {
  stored_files: StoredFilesTable;
}

/** A user's file (the userpic, …), its bytes in the database: see server/plugins/uploads.ts. */
export interface StoredFilesTable {
  /** Random, made by the server, never reused: the last segment of the file's URL. */
  name: string;
  owner_id: string;
  kind: string;
  content_type: string;
  size: number;
  /** `Buffer` from PostgreSQL, `Uint8Array` from SQLite. */
  bytes: Uint8Array;
  created_at: string;
}

// Weddings (server/db/migrations/2026-11-25T04-00-00-weddings.ts): the plan's owner.
export interface Database {
  weddings: WeddingsTable;
  wedding_members: WeddingMembersTable;
}

export interface WeddingsTable extends WeddingAnswersColumns {
  id: string;
  created_at: string;
}

/** The first-run wizard's answers, the wedding's (2026-11-25T05-20-00-wedding-answers.ts). */
export interface WeddingAnswersColumns {
  bride_name: string | null;
  groom_name: string | null;
  /** ISO instants. */
  registration_date: string | null;
  registration_location: string | null;
  banquet_date: string | null;
  banquet_location: string | null;
  amount_of_guests: number | null;
}

/** A user is a member of at most one wedding; roles are those of src/contract/session.ts. */
export interface WeddingMembersTable {
  wedding_id: string;
  user_id: string;
  role: 'owner' | 'partner' | 'helper';
  joined_at: string;
}

// Invitations to a wedding (server/db/migrations/2026-11-25T05-00-00-wedding-invitations.ts).
export interface Database {
  wedding_invitations: WeddingInvitationsTable;
}

/** A pending invitation: the token's SHA-256 only; the row goes when it is used or withdrawn. */
export interface WeddingInvitationsTable {
  id: string;
  wedding_id: string;
  /** Lower-cased, as users.email. */
  email: string;
  role: 'partner' | 'helper';
  token_hash: string;
  /** The inviting member's user id (no foreign key: the invitation outlives the inviter's account). */
  invited_by: string;
  created_at: string;
  expires_at: string;
}

// Idempotency keys of create calls (server/db/migrations/2026-11-26T19-20-00-idempotency-keys.ts).
export interface Database {
  idempotency_keys: IdempotencyKeysTable;
}

/** A key a session sent with a create call; `status` null while the first attempt runs. */
export interface IdempotencyKeysTable {
  session_token_hash: string;
  key: string;
  /** SHA-256 of the call and its body: the same key with another request is refused. */
  fingerprint: string;
  /** When the running attempt took the key; one older than the lease may be taken over. */
  reserved_at: string;
  expires_at: string;
  status: number | null;
  content_type: string | null;
  answer: string | null;
}
