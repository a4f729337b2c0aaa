import { http, HttpResponse } from 'msw';
import auth from '../../locales/ru/auth.json';
import errors from '../../locales/ru/errors.json';
import validation from '../../locales/ru/validation.json';
import { RECENT_LOGIN_MINUTES, USERPIC_ACCEPTED_TYPES, USERPIC_MAX_BYTES } from '../../src/contract/account.ts';
import { AMOUNT_OF_GUESTS_VALUES, type AmountOfGuests } from '../../src/contract/session.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  TEXT_MAX_LENGTH,
  type FieldMessage,
} from '../../src/contract/validation.ts';
import { apiPath, errorResponse } from '../http.ts';
import { parseMultipart, type MultipartPart } from '../multipart.ts';
import { mockDb, sessionAccount } from '../store.ts';
import { fieldProblems, jsonBody, validationFailed } from '../validation.ts';

/** Uploaded pictures by name, for GET /uploads/{name}; kept out of mockDb, which must stay JSON. */
const uploads = new Map<string, { bytes: Uint8Array; type: string }>();
let uploadCounter = 0;

const TEXT_FIELDS = ['brideName', 'groomName', 'registrationLocation', 'banquetLocation'] as const;
const DATE_FIELDS = ['registrationDate', 'banquetDate'] as const;
const BOOLEAN_FIELDS = ['isShowAdvice', 'isShowInitWizard'] as const;

function unauthorized() {
  return errorResponse(401, errors.server.unauthorized);
}

/** Text of a multipart field, trimmed; empty counts as "not sent" (the field keeps its value). */
function textOf(parts: MultipartPart[], name: string): string | null {
  const part = parts.find((candidate) => candidate.name === name);
  if (part?.kind !== 'text') return null;
  const text = part.value.trim();
  return text === '' ? null : text;
}

/** POST /user/update, POST /user/change-password, DELETE /user/delete and the uploaded pictures. */
export const profileHandlers = [
  http.post(apiPath('/user/update'), async ({ request }) => {
    const account = sessionAccount();
    if (!account) return unauthorized();
    const form = await parseMultipart(request);
    if (!form) return errorResponse(400, errors.server.unsupportedContentType);

    const problems: FieldMessage[] = [];
    const changes: Record<string, unknown> = {};
    for (const name of TEXT_FIELDS) {
      const text = textOf(form, name);
      if (text === null) continue;
      if (text.length > TEXT_MAX_LENGTH) problems.push({ field: name, text: validation.stringMax });
      else changes[name] = text;
    }
    for (const name of DATE_FIELDS) {
      const text = textOf(form, name);
      if (text === null) continue;
      if (Number.isNaN(Date.parse(text))) problems.push({ field: name, text: validation.date });
      else changes[name] = new Date(text).toISOString();
    }
    const guests = textOf(form, 'amountOfGuests');
    if (guests !== null) {
      const value = Number(guests);
      if (!AMOUNT_OF_GUESTS_VALUES.includes(value as AmountOfGuests)) {
        problems.push({ field: 'amountOfGuests', text: validation.other });
      } else changes.amountOfGuests = value;
    }
    for (const name of BOOLEAN_FIELDS) {
      const text = textOf(form, name);
      if (text === null) continue;
      if (text !== 'true' && text !== 'false') problems.push({ field: name, text: validation.other });
      else changes[name] = text === 'true';
    }
    if (problems.length > 0) return validationFailed(problems);

    const picture = form.find((part) => part.name === 'userpic');
    if (picture?.kind === 'file' && picture.bytes.length > 0) {
      if (picture.bytes.length > USERPIC_MAX_BYTES) return errorResponse(413, auth.server.fileTooLarge);
      if (!(USERPIC_ACCEPTED_TYPES as readonly string[]).includes(picture.type))
        return errorResponse(415, auth.server.notImage);
      uploadCounter += 1;
      const name = `mock-${uploadCounter}-${Date.now()}.webp`;
      uploads.set(name, { bytes: picture.bytes, type: picture.type });
      changes.userpic = `/api/v1/uploads/${name}`;
    }

    account.user = { ...account.user, ...changes };
    return HttpResponse.json(account.user);
  }),

  // Like the server: only the signed-in user's own current picture; anyone else's is "not found".
  http.get(apiPath('/uploads/:name'), ({ params }) => {
    const account = sessionAccount();
    if (!account) return unauthorized();
    const upload = uploads.get(String(params.name));
    if (!upload || account.user.userpic !== `/api/v1/uploads/${String(params.name)}`) {
      return errorResponse(404, errors.server.notFound);
    }
    return new HttpResponse(upload.bytes.slice().buffer, { headers: { 'Content-Type': upload.type } });
  }),

  http.post(apiPath('/user/change-password'), async ({ request }) => {
    const account = sessionAccount();
    if (!account) return unauthorized();
    const body = await jsonBody(request);
    if (!body) return errorResponse(400, errors.server.malformedJson);
    const length = { required: true, min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH };
    const problems = fieldProblems(body, {
      'old-password': length,
      'new-password': length,
      'new-password-confirm': { required: true },
    });
    if (problems.length === 0 && body['new-password'] !== body['new-password-confirm']) {
      problems.push({ field: 'new-password-confirm', text: validation.passwordsDiffer });
    }
    if (problems.length === 0 && body['old-password'] !== account.password) {
      problems.unshift({ field: 'old-password', text: auth.server.wrongOldPassword });
    }
    if (problems.length > 0) return validationFailed(problems);
    account.password = String(body['new-password']);
    return HttpResponse.json({});
  }),

  http.delete(apiPath('/user/delete'), () => {
    const account = sessionAccount();
    if (!account) return unauthorized();
    // As the server: only a login of the last minutes may delete the account.
    const loggedInAt = mockDb.sessionLoggedInAt;
    if (loggedInAt === null || Date.now() - loggedInAt > RECENT_LOGIN_MINUTES * 60_000) {
      return errorResponse(403, auth.server.loginAgain);
    }
    mockDb.accounts = mockDb.accounts.filter((other) => other !== account);
    mockDb.sessionUserId = null;
    return HttpResponse.json({});
  }),
];
