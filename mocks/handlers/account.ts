import { http, HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import validation from '../../locales/ru/validation.json';
import { apiPath, errorResponse } from '../http.ts';
import { findAccount, mockDb, sessionUser } from '../store.ts';

/** The message the server gives for a wrong e-mail/password pair: it does not say which was wrong. */
export const WRONG_CREDENTIALS = 'Неверный email или пароль';

function unauthorized() {
  return errorResponse(401, errors.server.unauthorized);
}

/** GET /whoami, POST /user/auth, GET /user/logout as api.md describes them. */
export const accountHandlers = [
  http.get(apiPath('/whoami'), () => {
    const user = sessionUser();
    return user ? HttpResponse.json(user) : unauthorized();
  }),

  http.post(apiPath('/user/auth'), async ({ request }) => {
    const body = (await request.json().catch(() => null)) as { email?: unknown; password?: unknown } | null;
    if (!body || typeof body !== 'object') return errorResponse(400, errors.server.malformedJson);
    const missing = (['email', 'password'] as const).filter(
      (field) => typeof body[field] !== 'string' || body[field] === '',
    );
    if (missing.length > 0) {
      return errorResponse(
        422,
        validation.required,
        missing.map((field) => ({ text: validation.required, field })),
      );
    }
    const account = findAccount(String(body.email));
    if (!account || account.password !== body.password) return errorResponse(401, WRONG_CREDENTIALS);
    mockDb.sessionUserId = account.user.id;
    return HttpResponse.json(account.user);
  }),

  // Like the server: {} with or without a session (logging out twice is not an error).
  http.get(apiPath('/user/logout'), () => {
    mockDb.sessionUserId = null;
    return HttpResponse.json({});
  }),
];
