import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/*
 * Row types of every table. Timestamps are ISO 8601 strings in UTC and booleans are 0/1 integers,
 * so that the same migrations and queries run on SQLite and PostgreSQL alike.
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

/**
 * Re-exported so feature tables can use them without importing kysely in every file.
 * @public
 */
export type { ColumnType, Generated };

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
  advices: AdvicesTable;
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

export interface AdvicesTable {
  id: string;
  /** Key of the advice's text in locales/ru/advices.json. */
  text_key: string;
  /** Comma-separated advice phases the tip fits (src/contract/advices.ts); empty: any. */
  phases: string;
}

export type TariffRow = Selectable<TariffsTable>;
export type PaymentRow = Selectable<PaymentsTable>;
export type EmbeddedCheckoutRow = Selectable<EmbeddedCheckoutsTable>;

/* To-dos: the couple's checklist and when they started planning with their wedding date. */
export interface Database {
  todos: TodosTable;
  todo_plans: TodoPlansTable;
}

export interface TodosTable {
  id: string;
  wedding_id: string;
  /** A code of src/contract/todos.ts TODO_PERIOD_CODES: the period the couple filed it under. */
  period: string;
  task: string;
  /** The comment's lines as a JSON array of strings. */
  comment: string;
  checked: number;
  /** Ready-checklist order first, then the order of adding. */
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** One row per couple whose ready checklist has been made: the marker that it is never made again. */
export interface TodoPlansTable {
  wedding_id: string;
  seeded_at: string;
  /** The wedding day (YYYY-MM-DD, Moscow time) the carry-over was worked out for; null without a date. */
  wedding_day: string | null;
  /** The day the couple started planning with that date: tasks of periods over by then were carried over. */
  started_on: string | null;
}

export type TodoRow = Selectable<TodosTable>;
export type TodoPlanRow = Selectable<TodoPlansTable>;
// Budget (server/db/migrations/2026-11-23T05-00-00-budget.ts).
export interface Database {
  budget_settings: BudgetSettingsTable;
  budget_categories: BudgetCategoriesTable;
  budget_items: BudgetItemsTable;
}

/** One row per couple, written when their default categories are given. */
export interface BudgetSettingsTable {
  wedding_id: string;
  total_kopecks: number;
  seeded_at: string;
  updated_at: string;
  /** 1: a per-person price counts the children on the guest list; 0: only the grown-ups. */
  count_children: Generated<number>;
}

export interface BudgetCategoriesTable {
  id: string;
  wedding_id: string;
  /** What items refer to; the defaults have readable codes, the couple's own a random one. */
  code: string;
  name: string;
  sort_order: number;
  created_at: string;
}

export interface BudgetItemsTable {
  id: string;
  wedding_id: string;
  category: string;
  name: string;
  /** The fixed price; for a per-person item, the price as last sent (the served one is computed). */
  price_kopecks: number;
  /** Set for a per-person item. */
  unit_price_kopecks: number | null;
  paid_kopecks: number | null;
  /** YYYY-MM-DD by which the unpaid rest is due. */
  due_date: string | null;
  /** The contractor this item pays (a deposit, the rest), since 2026-11-25T07-00-00-contractors. */
  contractor_id: string | null;
  created_at: string;
  updated_at: string;
}

export type BudgetItemRow = Selectable<BudgetItemsTable>;

export interface Database {
  guests: GuestsTable;
}

/** One guest of a couple's list; codes are those of src/contract/guests.ts. */
export interface GuestsTable {
  id: string;
  wedding_id: string;
  name: string;
  with_half: number;
  /** The +1's name once known; null while unnamed or without a +1. */
  half_name: string | null;
  from_code: string;
  children_code: string;
  comment: string;
  /** A JSON array of category codes. */
  categories: string;
  checked: number;
  /** Order among guests added in the same instant (an import). */
  position: number;
  created_at: string;
  updated_at: string;
}

export type GuestRow = Selectable<GuestsTable>;

export interface Database {
  guest_import_commits: GuestImportCommitsTable;
}

/** A committed guest list import, by the file's SHA-256: a repeat within the window adds nothing. */
export interface GuestImportCommitsTable {
  wedding_id: string;
  /** The SHA-256 of the file and of what the commit does with rows already listed. */
  file_sha256: string;
  imported: number;
  updated: Generated<number>;
  committed_at: string;
}

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

// Who did what (server/db/migrations/2026-11-25T05-10-00-wedding-activity.ts): the last 100 per wedding.
export interface Database {
  wedding_activity: WeddingActivityTable;
}

export interface WeddingActivityTable {
  /** Sorts as the entries were written: the time, then a counter (server/features/wedding-live/activity.ts). */
  id: string;
  wedding_id: string;
  /** The member who wrote; null once they deleted their account. */
  user_id: string | null;
  at: string;
  /** A key of src/contract/wedding-activity.ts's ACTIVITY_ACTIONS. */
  action: string;
  /** The entity's own text (a guest's name, a task), or null. */
  what: string | null;
}

// The seating plan (server/db/migrations/2026-11-25T06-10-00-seating.ts).
export interface Database {
  seating_tables: SeatingTablesTable;
  seating_seats: SeatingSeatsTable;
  seating_rules: SeatingRulesTable;
}

export interface SeatingTablesTable {
  id: string;
  wedding_id: string;
  name: string;
  /** 'round' | 'rect' (src/contract/seating.ts). */
  shape: string;
  seats: number;
  x: number;
  y: number;
  created_at: string;
  updated_at: string;
}

/** One guest (with their +1 and children) at one table; goes with the guest or the table. */
export interface SeatingSeatsTable {
  guest_id: string;
  wedding_id: string;
  table_id: string;
  seated_at: string;
}

export interface SeatingRulesTable {
  id: string;
  wedding_id: string;
  /** 'together' | 'apart'. */
  kind: string;
  guest_a: string;
  guest_b: string;
  created_at: string;
}

// Invitations and answers (server/db/migrations/2026-11-25T06-00-00-invitations.ts).
export interface Database {
  wedding_events: WeddingEventsTable;
  rsvp_settings: RsvpSettingsTable;
  rsvp_invitations: RsvpInvitationsTable;
}

/** A part of the wedding day. */
export interface WeddingEventsTable {
  id: string;
  wedding_id: string;
  name: string;
  /** An ISO instant, or null while not timed. */
  starts_at: string | null;
  place: string;
  address: string;
  position: number;
  created_at: string;
  updated_at: string;
}

/** Marks the wedding whose default parts were given; holds the answers' deadline (YYYY-MM-DD). */
export interface RsvpSettingsTable {
  wedding_id: string;
  deadline: string | null;
  seeded_at: string;
  updated_at: string;
}

/** One household's invitation; the page finds it by `token_hash` (SHA-256 of the token, base64url). */
export interface RsvpInvitationsTable {
  id: string;
  wedding_id: string;
  token_hash: string;
  token: string;
  /** JSON arrays of guest and part ids, and of `{ guestId, eventId, coming, half? }` answers. */
  guest_ids: string;
  event_ids: string;
  answers: string;
  half_name: string | null;
  children_count: Generated<number>;
  /** Empty since each person's diet is in `diets` (2026-11-26T20-00-00-rsvp-diets-per-person.ts). */
  diet: Generated<string>;
  /** JSON array of `{ guestId, half?, diet }`: each guest's or +1's diet. */
  diets: Generated<string>;
  message: Generated<string>;
  transfer: Generated<number>;
  overnight: Generated<number>;
  answered_at: string | null;
  created_at: string;
  updated_at: string;
}

// The wedding's files (server/db/migrations/2026-11-25T06-50-00-wedding-files.ts).
export interface Database {
  wedding_files: WeddingFilesTable;
}

/** A file of the wedding (a contract, a board picture): see server/features/wedding-files/. */
export interface WeddingFilesTable {
  id: string;
  wedding_id: string;
  /** The row that names the file: a contractor, a board card. */
  subject_id: string;
  /** What the file is to its feature (`contract`, `look`, …). */
  kind: string;
  /** The name the couple's file had, shown and offered on download. */
  file_name: string;
  content_type: string;
  size: number;
  /** `Buffer` from PostgreSQL, `Uint8Array` from SQLite. */
  bytes: Uint8Array;
  created_at: string;
}

// Contractors (server/db/migrations/2026-11-25T07-00-00-contractors.ts).
export interface Database {
  contractors: ContractorsTable;
}

/** One contractor of a wedding; `category` and `status` are codes of src/contract/contractors.ts. */
export interface ContractorsTable {
  id: string;
  wedding_id: string;
  category: string;
  name: string;
  phone: Generated<string>;
  email: Generated<string>;
  site: Generated<string>;
  status: string;
  /** The agreed price, if known. */
  price_kopecks: number | null;
  comment: Generated<string>;
  created_at: string;
  updated_at: string;
}

// Notes (server/db/migrations/2026-11-25T07-30-00-notes.ts).
export interface Database {
  notes: NotesTable;
}

export interface NotesTable {
  id: string;
  wedding_id: string;
  title: string;
  text: string;
  created_at: string;
  updated_at: string;
}

// The shopping list (server/db/migrations/2026-11-25T07-40-00-purchases.ts).
export interface Database {
  purchases: PurchasesTable;
}

export interface PurchasesTable {
  id: string;
  wedding_id: string;
  name: string;
  store: string;
  /** An http(s) address, or ''. */
  link: string;
  /** Kopecks; null while the price is unknown. */
  price_kopecks: number | null;
  /** 0/1. */
  bought: number;
  /** The budget item made from the purchase, if any (it may since have been deleted there). */
  budget_item_id: string | null;
  created_at: string;
  updated_at: string;
}

// The wedding day (server/db/migrations/2026-11-25T07-10-00-wedding-day.ts).
export interface Database {
  wedding_day: WeddingDayTable;
  wedding_day_items: WeddingDayItemsTable;
}

/** One per wedding: seeded once; the public page's token (its hash and itself) while shared. */
export interface WeddingDayTable {
  wedding_id: string;
  seeded_at: string;
  share_token_hash: string | null;
  share_token: string | null;
  shared_at: string | null;
}

/** One step of the day; `time` and `until` are "HH:MM", Moscow time on the wedding day. */
export interface WeddingDayItemsTable {
  id: string;
  wedding_id: string;
  time: string;
  until: string | null;
  title: string;
  place: Generated<string>;
  contractor_id: string | null;
  who: Generated<string>;
  comment: Generated<string>;
  created_at: string;
  updated_at: string;
}

// The looks and decor boards (server/db/migrations/2026-11-25T07-20-00-boards.ts).
export interface Database {
  board_cards: BoardCardsTable;
}

/** A card of the looks or decor board; `category` is a code of src/contract/looks.ts. */
export interface BoardCardsTable {
  id: string;
  wedding_id: string;
  category: string;
  title: string;
  /** Where the couple found it: an http(s) address kept as given; never fetched. */
  link: string | null;
  comment: Generated<string>;
  favorite: Generated<number>;
  /** Its picture and thumbnail in `wedding_files` (subject_id = this card's id); null without one. */
  image_file_id: string | null;
  thumbnail_file_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The couple's head table (2026-11-26T20-10-00): 1 = the automatic seating leaves it alone. */
export interface SeatingTablesTable {
  head: number;
}

// The open live streams (server/db/migrations/2026-11-26T19-10-00-live-streams.ts).
export interface Database {
  live_streams: LiveStreamsTable;
}

/** One open GET /wedding/live on some process; gone with its session or its membership. */
export interface LiveStreamsTable {
  id: string;
  user_id: string;
  wedding_id: string;
  token_hash: string;
  /** A digest of the client's address (request.ip), which the per-address cap counts. */
  client_key: string;
  /** The process holding it, which refreshes `expires_at` while the stream is open. */
  process_id: string;
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

/** A contractor's budget item holding the rest of its agreed price (1), or a payment (0); since 2026-11-26T19-40-00-contractor-rest. */
export interface BudgetItemsTable {
  contractor_rest: Generated<number>;
}
