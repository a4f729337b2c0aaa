import {
  ActivateRequest,
  ChangePasswordRequest,
  CheckPasswordRequest,
  CONFIRMATION_CODE_ATTEMPTS,
  CONFIRMATION_CODE_LENGTH,
  CONFIRMATION_CODE_MINUTES,
  LoginRequest,
  MAIL_LINKS_NOTE,
  NotConfirmedAnswer,
  PICTURE_MAX_PIXELS,
  ProfileForm,
  RECENT_LOGIN_MINUTES,
  RegisterRequest,
  RegisterResponse,
  ResendCodeRequest,
  RESEND_CODE_INTERVAL_SECONDS,
  RESTORE_TOKEN_MINUTES,
  RestorePasswordRequest,
  USERPIC_MAX_BYTES,
  USERPIC_STORED_SIZE,
  UserpicParams,
} from './account.ts';
import { route } from './route-table.ts';
import { SessionUser } from './session.ts';
import { EmptyAnswer } from './validation.ts';

/*
 * The account's calls (api.md, "Accounts"), in the tables the server registers them by: each table
 * is one scope on the server (the profile's alone takes multipart bodies).
 */

/** Registration, confirmation, login, logout and the session lookup. */
export const sessionRoutes = {
  register: route({
    method: 'POST',
    path: '/user/register',
    access: 'public',
    tag: 'accounts',
    summary: 'Register with e-mail and password; a confirmation code is mailed',
    description:
      `Answers the account id for POST /user/activate and mails a ${CONFIRMATION_CODE_LENGTH}-digit code, ` +
      `valid ${CONFIRMATION_CODE_MINUTES} minutes. A sign-up never sets the password of an existing account: ` +
      'registering again an address not yet confirmed with the same password mails a new code (same id, at ' +
      'most once a minute); with another password the pending code is cancelled and the owner is mailed the ' +
      'restore link instead. An address whose account is active gets a notice by ' +
      'mail instead (with a link to restore the password) and the caller an id that confirms nothing: the ' +
      'answer never says whether an address is registered. The most common passwords are refused.' +
      MAIL_LINKS_NOTE,
    body: RegisterRequest,
    answer: RegisterResponse,
    errors: [403, 429, 503],
  }),
  activate: route({
    method: 'POST',
    path: '/user/activate',
    access: 'public',
    tag: 'accounts',
    summary: 'Confirm the account with the mailed code; signs in',
    description:
      `A code allows ${CONFIRMATION_CODE_ATTEMPTS} tries, right or wrong, and ${CONFIRMATION_CODE_MINUTES} ` +
      'minutes; after that even the right code fails. Wrong, expired and spent codes get one 422 message on ' +
      'the field code.',
    body: ActivateRequest,
    answer: SessionUser,
    errors: [403, 429],
  }),
  resendCode: route({
    method: 'POST',
    path: '/user/resend-code',
    access: 'public',
    tag: 'accounts',
    summary: 'Mail a new confirmation code',
    description:
      `At most once every ${RESEND_CODE_INTERVAL_SECONDS} seconds per account (registration counts), 429 ` +
      'otherwise. The new code replaces the old one. Answers {} for any id, confirmed or unknown alike.',
    body: ResendCodeRequest,
    answer: EmptyAnswer,
    errors: [403, 429, 503],
  }),
  logIn: route({
    method: 'POST',
    path: '/user/auth',
    access: 'public',
    tag: 'accounts',
    summary: 'Sign in with e-mail and password',
    description:
      'Sets a new session cookie (a session the browser had ends). A wrong address/password pair is one ' +
      '401 message whichever was wrong. The right password of an account never confirmed is 403 ' +
      'with the account id (for POST /user/activate), and a new code is mailed, at most once a minute.',
    body: LoginRequest,
    answer: SessionUser,
    errors: [401, 429],
    errorAnswers: {
      403: {
        ...NotConfirmedAnswer,
        description: 'An account not yet confirmed (with its id), or another site asking.',
      },
    },
  }),
  logOut: route({
    method: 'GET',
    path: '/user/logout',
    access: 'public',
    tag: 'accounts',
    summary: 'Sign out: this session ends and its cookie is cleared',
    description: 'Answers {} with or without a session. Refused (403) when another site asks.',
    answer: EmptyAnswer,
    errors: [403],
    sameOriginOnly: true,
  }),
  whoami: route({
    method: 'GET',
    path: '/whoami',
    access: 'session',
    tag: 'accounts',
    summary: 'The signed-in user',
    answer: SessionUser,
  }),
};

/** Restoring a forgotten password by e-mail, and changing it while signed in. */
export const passwordRoutes = {
  restore: route({
    method: 'POST',
    path: '/user/restore-password',
    access: 'public',
    tag: 'accounts',
    summary: 'Mail a link to set a new password',
    description:
      'Answers {} whether or not the address is registered, equally fast. A registered address is mailed a ' +
      `token and the link /profile/new-password?email=…&token=…, valid ${RESTORE_TOKEN_MINUTES} minutes and ` +
      'once; a newer request replaces older tokens.' +
      MAIL_LINKS_NOTE,
    body: RestorePasswordRequest,
    answer: EmptyAnswer,
    errors: [403, 429],
  }),
  setNew: route({
    method: 'POST',
    path: '/user/check-password',
    access: 'public',
    tag: 'accounts',
    summary: 'Set a new password with the mailed token; signs in',
    description:
      'Spends the token, ends every session of the account and starts a new one here. An account never ' +
      'confirmed is confirmed by this (the token proves the mailbox). A wrong, used or expired token, or ' +
      'one for another address, is 422 on the field token.',
    body: CheckPasswordRequest,
    answer: SessionUser,
    errors: [403, 429],
  }),
  change: route({
    method: 'POST',
    path: '/user/change-password',
    access: 'session',
    tag: 'accounts',
    summary: 'Change the password of the signed-in user',
    description:
      'Checks old-password (422 on that field if wrong). Every other session of the user ends; this one ' + 'stays.',
    body: ChangePasswordRequest,
    answer: EmptyAnswer,
    errors: [403, 429],
  }),
};

/** The profile form (with the userpic) and account deletion. */
export const profileRoutes = {
  update: route({
    method: 'POST',
    path: '/user/update',
    access: 'session',
    tag: 'accounts',
    summary: 'Save profile fields and the userpic',
    description:
      'multipart/form-data; any subset of the fields, empty ones left as they are. The names, dates, places ' +
      'and guest estimate are the wedding’s, shared by its members: a helper (or a user without a wedding) ' +
      'gets 403 for a change of them; userpic, isShowAdvice and isShowInitWizard are the person’s own. ' +
      'userpic must be a JPEG, ' +
      `PNG or WebP picture by content (415 otherwise), at most ${USERPIC_MAX_BYTES / 1024 / 1024} MB (413) and ` +
      `${PICTURE_MAX_PIXELS / 1_000_000} megapixels (413); it is stored re-encoded as WebP within ` +
      `${USERPIC_STORED_SIZE}×${USERPIC_STORED_SIZE} without its metadata, and the previous one is deleted.`,
    multipart: true,
    // Read and checked against this schema by the server's readProfileForm (multipart is not JSON).
    body: ProfileForm,
    answer: SessionUser,
    errors: [403, 413, 415],
  }),
  deleteAccount: route({
    method: 'DELETE',
    path: '/user/delete',
    access: 'session',
    tag: 'accounts',
    summary: 'Delete the account',
    description:
      'The user, their sessions, every row they own and their files are gone; the cookie is cleared. ' +
      'Logging in with the old password fails afterwards. Needs a login (POST /user/auth) of at most ' +
      `${RECENT_LOGIN_MINUTES} minutes ago: an older session gets 403, and the app asks for the password.`,
    answer: EmptyAnswer,
    errors: [403],
  }),
};

/** A user's own userpic, the URL `SessionUser.userpic` names. */
export const userpicRoutes = {
  userpic: route({
    method: 'GET',
    path: '/uploads/:file',
    access: 'session',
    tag: 'accounts',
    summary: "The signed-in user's userpic (WebP)",
    params: UserpicParams,
    answer: { file: 'The picture, image/webp.' },
    errorAnswers: { 404: 'No such picture of this user.' },
  }),
};
