import type { AmountOfGuests } from './session.ts';

/*
 * The account calls' request bodies and limits (api.md, "Accounts"), shared by the app's forms and
 * the server's schemas. Answers are SessionUser (session.ts) or `{}`.
 */

/** Digits in the e-mailed confirmation code. */
export const CONFIRMATION_CODE_LENGTH = 6;
/** Minutes a confirmation code stays valid. */
export const CONFIRMATION_CODE_MINUTES = 15;
/** Tries a code allows, right or wrong; after that even the right code fails. */
export const CONFIRMATION_CODE_ATTEMPTS = 5;
/** Seconds before another code may be requested for the same account. */
export const RESEND_CODE_INTERVAL_SECONDS = 60;
/** Minutes a password restore link stays valid. */
export const RESTORE_TOKEN_MINUTES = 30;
/** Deleting the account needs a login at most this many minutes old (else 403: log in again). */
export const RECENT_LOGIN_MINUTES = 15;

/** The largest userpic upload accepted, in bytes (5 MB). */
export const USERPIC_MAX_BYTES = 5 * 1024 * 1024;
/** Image types a userpic may be uploaded as; it is stored re-encoded as WebP. */
export const USERPIC_ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** The stored userpic fits in this square (pixels). */
export const USERPIC_STORED_SIZE = 512;

export interface RegisterRequest {
  email: string;
  /** The app sends the e-mail again here (spec section 7); the server does not use it. */
  name?: string;
  password: string;
  'password-confirm': string;
}

export interface RegisterResponse {
  userId: string;
}

export interface ActivateRequest {
  userId: string;
  code: string;
}

export interface ResendCodeRequest {
  userId: string;
}

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RestorePasswordRequest {
  email: string;
}

export interface CheckPasswordRequest {
  email: string;
  token: string;
  password: string;
  passwordConfirm: string;
}

export interface ChangePasswordRequest {
  'old-password': string;
  'new-password': string;
  'new-password-confirm': string;
}

/**
 * The profile fields `POST /user/update` takes, as multipart/form-data: dates as ISO strings with
 * offset, booleans as 'true'/'false', amountOfGuests as '0'…'5', the picture as the file `userpic`.
 * Fields left out (or empty) keep their value.
 */
export interface ProfileUpdate {
  brideName?: string;
  groomName?: string;
  registrationDate?: string;
  banquetDate?: string;
  registrationLocation?: string;
  banquetLocation?: string;
  amountOfGuests?: AmountOfGuests;
  isShowAdvice?: boolean;
  isShowInitWizard?: boolean;
}
