import { http, HttpResponse } from 'msw';
import auth from '../../locales/ru/auth.json';
import errors from '../../locales/ru/errors.json';
import validation from '../../locales/ru/validation.json';
import { RESEND_CODE_INTERVAL_SECONDS } from '../../src/contract/account.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TEXT_MAX_LENGTH } from '../../src/contract/validation.ts';
import { apiPath, errorResponse } from '../http.ts';
import { MOCK_CODE, MOCK_RESTORE_TOKEN } from '../scenarios.ts';
import { findAccount, findAccountById, mockDb, sessionUser, type MockAccount } from '../store.ts';
import { fieldProblems, jsonBody, validationFailed } from '../validation.ts';
import { newAccount } from './new-account.ts';

/** The message the server gives for a wrong e-mail/password pair: it does not say which was wrong. */
export const WRONG_CREDENTIALS = auth.server.wrongCredentials;

/** The server mails at most one confirmation code a minute per account. */
const RESEND_INTERVAL_MS = RESEND_CODE_INTERVAL_SECONDS * 1000;
const russianPlural = new Intl.PluralRules('ru');

const EMAIL = { required: true, email: true, max: 254 };
const PASSWORD = { required: true, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
const CODE = { required: true, min: 4, max: TEXT_MAX_LENGTH };

function unauthorized() {
  return errorResponse(401, errors.server.unauthorized);
}

function malformed() {
  return errorResponse(400, errors.server.malformedJson);
}

function signIn(account: MockAccount) {
  mockDb.sessionUserId = account.user.id;
  mockDb.sessionLoggedInAt = Date.now();
  return HttpResponse.json(account.user);
}

function tooManyRequests(waitMs: number) {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const form = russianPlural.select(seconds) as 'one' | 'few' | 'many' | 'other';
  const message = auth.server[`tooManyRequestsSeconds_${form}`].replace('{{count}}', String(seconds));
  const response = errorResponse(429, message);
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
  http.get(apiPath('/whoami'), () => {
    const user = sessionUser();
    return user ? HttpResponse.json(user) : unauthorized();
  }),

  http.post(apiPath('/user/register'), async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return malformed();
    const problems = fieldProblems(body, { email: EMAIL, password: PASSWORD, 'password-confirm': { required: true } });
    if (problems.length === 0 && body.password !== body['password-confirm']) {
      problems.push({ field: 'password-confirm', text: validation.passwordsDiffer });
    }
    if (problems.length > 0) return validationFailed(problems);
    const existing = findAccount(String(body.email));
    // An active address gets an id that confirms nothing: the answer never tells who is registered.
    if (existing?.activated) return HttpResponse.json({ userId: `u_${crypto.randomUUID()}` });
    const account = existing ?? newAccount(String(body.email));
    account.password = String(body.password);
    sendCode(account);
    return HttpResponse.json({ userId: account.user.id });
  }),

  http.post(apiPath('/user/activate'), async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return malformed();
    const problems = fieldProblems(body, { userId: { required: true }, code: CODE });
    if (problems.length > 0) return validationFailed(problems);
    const account = findAccountById(String(body.userId));
    if (!account || account.activated || account.code !== String(body.code).trim()) {
      return validationFailed([{ field: 'code', text: auth.server.wrongCode }]);
    }
    account.activated = true;
    account.code = null;
    return signIn(account);
  }),

  http.post(apiPath('/user/resend-code'), async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return malformed();
    const problems = fieldProblems(body, { userId: { required: true } });
    if (problems.length > 0) return validationFailed(problems);
    const account = findAccountById(String(body.userId));
    if (account && !account.activated) {
      const wait = (account.codeSentAt ?? 0) + RESEND_INTERVAL_MS - Date.now();
      if (wait > 0) return tooManyRequests(wait);
      sendCode(account);
    }
    return HttpResponse.json({});
  }),

  http.post(apiPath('/user/auth'), async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return malformed();
    const problems = fieldProblems(body, { email: { required: true }, password: { required: true } });
    if (problems.length > 0) return validationFailed(problems);
    const account = findAccount(String(body.email));
    if (!account || account.password !== body.password) return errorResponse(401, WRONG_CREDENTIALS);
    if (!account.activated) return errorResponse(403, auth.server.notActivated);
    return signIn(account);
  }),

  // Like the server: {} with or without a session (logging out twice is not an error).
  http.get(apiPath('/user/logout'), () => {
    mockDb.sessionUserId = null;
    return HttpResponse.json({});
  }),

  http.post(apiPath('/user/restore-password'), async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return malformed();
    const problems = fieldProblems(body, { email: EMAIL });
    if (problems.length > 0) return validationFailed(problems);
    const account = findAccount(String(body.email));
    // The same answer for known and unknown addresses; only a known one gets the mail.
    if (account?.activated) account.restoreToken = MOCK_RESTORE_TOKEN;
    return HttpResponse.json({});
  }),

  http.post(apiPath('/user/check-password'), async ({ request }) => {
    const body = await jsonBody(request);
    if (!body) return malformed();
    const problems = fieldProblems(body, {
      email: EMAIL,
      token: CODE,
      password: PASSWORD,
      passwordConfirm: { required: true },
    });
    if (problems.length === 0 && body.password !== body.passwordConfirm) {
      problems.push({ field: 'passwordConfirm', text: validation.passwordsDiffer });
    }
    if (problems.length > 0) return validationFailed(problems);
    const account = findAccount(String(body.email));
    if (!account?.restoreToken || account.restoreToken !== String(body.token).trim()) {
      return validationFailed([{ field: 'token', text: auth.server.wrongRestoreToken }]);
    }
    account.restoreToken = null;
    account.password = String(body.password);
    return signIn(account);
  }),
];
