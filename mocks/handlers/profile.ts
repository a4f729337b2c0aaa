import { HttpResponse } from 'msw';
import auth from '../../locales/ru/auth.json';
import errors from '../../locales/ru/errors.json';
import validation from '../../locales/ru/validation.json';
import { passwordRoutes, profileRoutes, userpicRoutes } from '../../src/contract/account-routes.ts';
import {
  ProfileUpdate,
  RECENT_LOGIN_MINUTES,
  USERPIC_ACCEPTED_TYPES,
  USERPIC_MAX_BYTES,
  WEDDING_ANSWER_FIELDS,
  profileDateProblems,
  profileFieldsFromText,
  serverEarliestDate,
} from '../../src/contract/account.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import type { FieldMessage } from '../../src/contract/validation.ts';
import { errorResponse, fileAnswer } from '../http.ts';
import { parseMultipart, textFields } from '../multipart.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, signedInAccount } from '../store.ts';
import { catalogueText, checkBody, validationFailed } from '../validation.ts';

/** Uploaded pictures by name, for GET /uploads/{name}; kept out of mockDb, which must stay JSON. */
const uploads = new Map<string, { bytes: Uint8Array; type: string }>();
let uploadCounter = 0;

const DATE_FIELDS = ['registrationDate', 'banquetDate'] as const;

/** POST /user/update, POST /user/change-password, DELETE /user/delete and the uploaded pictures. */
export const profileHandlers = [
  mockRoute(profileRoutes.update, async ({ request }) => {
    const account = signedInAccount();
    const form = await parseMultipart(request);
    if (!form) return errorResponse(400, errors.server.unsupportedContentType);

    const texts = textFields(form.filter((part) => part.name !== 'userpic'));
    const { value: changes, failure } = checkBody(ProfileUpdate, profileFieldsFromText(texts));
    if (failure) return failure;
    for (const name of DATE_FIELDS) {
      const date = changes[name];
      if (date !== undefined) changes[name] = new Date(date).toISOString();
    }
    // As the server: the answers are the wedding's; a helper (or no wedding) may not change them.
    const user = account.user;
    const changesAnswers = WEDDING_ANSWER_FIELDS.some(
      (name) => changes[name] !== undefined && changes[name] !== user[name],
    );
    if (changesAnswers && !user.wedding) return errorResponse(403, errors.server.noWedding);
    if (changesAnswers && user.wedding?.role === 'helper') return errorResponse(403, errors.server.helperReadOnly);
    const now = new Date();
    const dateProblems = profileDateProblems(
      { registrationDate: changes.registrationDate, banquetDate: changes.banquetDate },
      { registrationDate: account.user.registrationDate, banquetDate: account.user.banquetDate },
      serverEarliestDate(now),
      now,
    );
    if (dateProblems.length > 0) {
      return validationFailed(
        dateProblems.map((problem) => ({
          field: problem.field,
          text: catalogueText(problem.key, 0, problem.latest?.split('-').reverse().join('.')),
        })),
      );
    }

    const picture = form.find((part) => part.name === 'userpic');
    if (picture?.kind === 'file' && picture.bytes.length > 0) {
      if (picture.bytes.length > USERPIC_MAX_BYTES) return errorResponse(413, auth.server.fileTooLarge);
      if (!(USERPIC_ACCEPTED_TYPES as readonly string[]).includes(picture.type))
        return errorResponse(415, auth.server.notImage);
      uploadCounter += 1;
      const name = `mock-${uploadCounter}-${Date.now()}.webp`;
      uploads.set(name, { bytes: picture.bytes, type: picture.type });
      account.user = { ...account.user, userpic: `/api/v1/uploads/${name}` };
    }

    account.user = { ...account.user, ...(changes as Partial<SessionUser>) };
    return HttpResponse.json(account.user);
  }),

  // Like the server: only the signed-in user's own current picture; anyone else's is "not found".
  mockRoute(userpicRoutes.userpic, ({ user, params }) => {
    const upload = uploads.get(params.file);
    if (!upload || user.userpic !== `/api/v1/uploads/${params.file}`) {
      return errorResponse(404, errors.server.notFound);
    }
    return fileAnswer(upload.bytes.slice().buffer, upload.type);
  }),

  mockRoute(passwordRoutes.change, ({ body: value }) => {
    const account = signedInAccount();
    const problems: FieldMessage[] = [];
    if (value['new-password'] !== value['new-password-confirm']) {
      problems.push({ field: 'new-password-confirm', text: validation.passwordsDiffer });
    }
    if (value['old-password'] !== account.password) {
      problems.unshift({ field: 'old-password', text: auth.server.wrongOldPassword });
    } else if (value['new-password'] === value['old-password']) {
      problems.unshift({ field: 'new-password', text: validation.samePassword });
    }
    if (problems.length > 0) return validationFailed(problems);
    account.password = value['new-password'];
    return HttpResponse.json({});
  }),

  mockRoute(profileRoutes.deleteAccount, () => {
    const account = signedInAccount();
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
