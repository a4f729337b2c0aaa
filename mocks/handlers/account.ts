import { HttpResponse } from 'msw';
import auth from '../../locales/ru/auth.json';
import validation from '../../locales/ru/validation.json';
import { passwordRoutes, sessionRoutes } from '../../src/contract/account-routes.ts';
import { NotConfirmedAnswer, RESEND_CODE_INTERVAL_SECONDS } from '../../src/contract/account.ts';
import { errorResponse } from '../http.ts';
import { mockRoute } from '../planning-route.ts';
import { MOCK_CODE, MOCK_RESTORE_TOKEN } from '../scenarios.ts';
import { findAccount, findAccountById, mockDb, type MockAccount } from '../store.ts';
import { catalogueKeyText, validationFailed } from '../validation.ts';
import { newAccount } from './new-account.ts';

/** The message the server gives for a wrong e-mail/password pair: it does not say which was wrong. */
export const WRONG_CREDENTIALS = auth.server.wrongCredentials;

/** The server mails at most one confirmation code a minute per account. */
const RESEND_INTERVAL_MS = RESEND_CODE_INTERVAL_SECONDS * 1000;

function signIn(account: MockAccount) {
  mockDb.sessionUserId = account.user.id;
  mockDb.sessionLoggedInAt = Date.now();
  return HttpResponse.json(account.user);
}

function tooManyRequests(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const response = errorResponse(429, catalogueKeyText('auth:server.tooManyRequestsSeconds', { count: seconds }));
  response.headers.set('Retry-After', String(seconds));
  return response;
}

/** Mails (pretends to) a new confirmation code. */
function sendCode(account: MockAccount) {
  account.code = MOCK_CODE;
  account.codeSentAt = Date.now();
}

/**
 * The account calls of api.md that need no session (register, confirm, resend, log in, restore),
 * plus the session lookup and logout. Mail is pretended: the code is always MOCK_CODE, the restore
 * token MOCK_RESTORE_TOKEN.
 */
export const accountHandlers = [
  mockRoute(sessionRoutes.whoami, ({ user }) => HttpResponse.json(user)),

  mockRoute(sessionRoutes.register, ({ body: value }) => {
    if (value.password !== value['password-confirm']) {
      return validationFailed([{ field: 'password-confirm', text: validation.passwordsDiffer }]);
    }
    const existing = findAccount(value.email);
    // An active address gets an id that confirms nothing: the answer never tells who is registered.
    if (existing?.activated) return HttpResponse.json({ userId: `u_${crypto.randomUUID()}` });
    const account = existing ?? newAccount(value.email);
    account.password = value.password;
    sendCode(account);
    return HttpResponse.json({ userId: account.user.id });
  }),

  mockRoute(sessionRoutes.activate, ({ body: value }) => {
    const account = findAccountById(value.userId);
    if (!account || account.activated || account.code !== value.code.replace(/\s+/g, '')) {
      return validationFailed([{ field: 'code', text: auth.server.wrongCode }]);
    }
    account.activated = true;
    account.code = null;
    return signIn(account);
  }),

  mockRoute(sessionRoutes.resendCode, ({ body: value }) => {
    const account = findAccountById(value.userId);
    if (account && !account.activated) {
      const wait = (account.codeSentAt ?? 0) + RESEND_INTERVAL_MS - Date.now();
      if (wait > 0) return tooManyRequests(wait);
      sendCode(account);
    }
    return HttpResponse.json({});
  }),

  mockRoute(sessionRoutes.logIn, ({ body: value }) => {
    const account = findAccount(value.email);
    if (!account || account.password !== value.password) return errorResponse(401, WRONG_CREDENTIALS);
    if (!account.activated) {
      // Like the server: the account's id for the confirmation screen, and a new code within limits.
      if ((account.codeSentAt ?? 0) + RESEND_INTERVAL_MS <= Date.now()) sendCode(account);
      const answer: NotConfirmedAnswer = {
        message: auth.server.notActivated,
        ui: { messages: [{ text: auth.server.notActivated }] },
        userId: account.user.id,
      };
      return HttpResponse.json(answer, { status: 403 });
    }
    return signIn(account);
  }),

  // Like the server: {} with or without a session (logging out twice is not an error).
  mockRoute(sessionRoutes.logOut, () => {
    mockDb.sessionUserId = null;
    return HttpResponse.json({});
  }),

  mockRoute(passwordRoutes.restore, ({ body: value }) => {
    const account = findAccount(value.email);
    // The same answer for known and unknown addresses; only a known one gets the mail.
    if (account?.activated) account.restoreToken = MOCK_RESTORE_TOKEN;
    return HttpResponse.json({});
  }),

  mockRoute(passwordRoutes.setNew, ({ body: value }) => {
    if (value.password !== value.passwordConfirm) {
      return validationFailed([{ field: 'passwordConfirm', text: validation.passwordsDiffer }]);
    }
    const account = findAccount(value.email);
    if (!account?.restoreToken || account.restoreToken !== value.token.trim()) {
      return validationFailed([{ field: 'token', text: auth.server.wrongRestoreToken }]);
    }
    account.restoreToken = null;
    account.password = value.password;
    return signIn(account);
  }),
];
