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
  bride_name: string | null;
  groom_name: string | null;
  userpic: string | null;
  registration_date: string | null;
  registration_location: string | null;
  banquet_date: string | null;
  banquet_location: string | null;
  amount_of_guests: number | null;
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
export type SessionRow = Selectable<SessionsTable>;

// Re-exported so feature tables can use them without importing kysely in every file.
export type { ColumnType, Generated };
