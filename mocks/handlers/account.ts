import { HttpResponse } from 'msw';
import auth from '../../locales/ru/auth.json';
import { passwordRoutes, sessionRoutes } from '../../src/contract/account-routes.ts';
import { NotConfirmedAnswer, RESEND_CODE_INTERVAL_SECONDS } from '../../src/contract/account.ts';
import { tooManyRequestsRefusal } from '../../src/contract/rule-problem.ts';
import { errorResponse, findAccount, findAccountById, type MockAccount, mockDb, mockRoute } from '../kit.ts';
import { newAccount, refuseWith } from '../kit.ts';
import { MOCK_CODE, MOCK_RESTORE_TOKEN } from '../scenarios.ts';

/** The message the server gives for a wrong e-mail/password pair: it does not say which was wrong. */
export const WRONG_CREDENTIALS = auth.server.wrongCredentials;

/** How long (s) until another code may be mailed: the server mails at most one a minute per account. */
const resendWait = (account: MockAccount) =>
  ((account.codeSentAt ?? 0) - Date.now()) / 1000 + RESEND_CODE_INTERVAL_SECONDS;

function signIn(account: MockAccount) {
  mockDb.sessionUserId = account.user.id;
  mockDb.sessionLoggedInAt = Date.now();
  return account.user;
}

/** Mails (pretends to) a new confirmation code. */
function sendCode(account: MockAccount) {
  account.code = MOCK_CODE;
  account.codeSentAt = Date.now();
}

/** A field's 422 of the catalogue's text, thrown. */
const refuseField = (field: string, key: string) => refuseWith({ status: 422, key, field });

/** The account's calls (api.md): mail is pretended, the code always MOCK_CODE, the restore token MOCK_RESTORE_TOKEN. */
export const accountHandlers = [
  mockRoute(sessionRoutes.whoami, ({ user }) => user),
  mockRoute(sessionRoutes.register, ({ body }) => {
    if (body.password !== body['password-confirm']) refuseField('password-confirm', 'validation:passwordsDiffer');
    const existing = findAccount(body.email);
    // An active address gets an id that confirms nothing: the answer never tells who is registered.
    if (existing?.activated) return { userId: `u_${crypto.randomUUID()}` };
    const account = existing ?? newAccount(body.email);
    account.password = body.password;
    sendCode(account);
    return { userId: account.user.id };
  }),
  mockRoute(sessionRoutes.activate, ({ body }) => {
    const account = findAccountById(body.userId);
    if (!account || account.activated || account.code !== body.code.replace(/\s+/g, '')) {
      refuseField('code', 'auth:server.wrongCode');
    }
    Object.assign(account!, { activated: true, code: null });
    return signIn(account!);
  }),
  mockRoute(sessionRoutes.resendCode, ({ body }) => {
    const account = findAccountById(body.userId);
    if (account && !account.activated) {
      if (resendWait(account) > 0) refuseWith(tooManyRequestsRefusal(resendWait(account)));
      sendCode(account);
    }
    return {};
  }),
  mockRoute(sessionRoutes.logIn, ({ body }) => {
    const account = findAccount(body.email);
    if (!account || account.password !== body.password) return errorResponse(401, WRONG_CREDENTIALS);
    if (account.activated) return signIn(account);
    // Like the server: the account's id for the confirmation screen, and a new code within limits.
    if (resendWait(account) <= 0) sendCode(account);
    const text = auth.server.notActivated;
    const answer: NotConfirmedAnswer = { message: text, ui: { messages: [{ text }] }, userId: account.user.id };
    return HttpResponse.json(answer, { status: 403 });
  }),
  // Like the server: {} with or without a session (logging out twice is not an error).
  mockRoute(sessionRoutes.logOut, () => {
    mockDb.sessionUserId = null;
    return {};
  }),
  mockRoute(passwordRoutes.restore, ({ body }) => {
    const account = findAccount(body.email);
    // The same answer for known and unknown addresses; only a known one gets the mail.
    if (account?.activated) account.restoreToken = MOCK_RESTORE_TOKEN;
    return {};
  }),
  mockRoute(passwordRoutes.setNew, ({ body }) => {
    if (body.password !== body.passwordConfirm) refuseField('passwordConfirm', 'validation:passwordsDiffer');
    const account = findAccount(body.email);
    if (!account?.restoreToken || account.restoreToken !== body.token.trim()) {
      refuseField('token', 'auth:server.wrongRestoreToken');
    }
    Object.assign(account!, { restoreToken: null, password: body.password });
    return signIn(account!);
  }),
];
