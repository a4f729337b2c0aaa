import { passwordRoutes, profileRoutes, userpicRoutes } from '../../src/contract/account-routes.ts';
import * as contract from '../../src/contract/account.ts';
import * as rules from '../../src/contract/profile-rules.ts';
import type { FieldMessage } from '../../src/contract/validation.ts';
import { catalogueKeyText, checkBody, fileAnswer, mockDb, mockRoute, parseMultipart, refuse } from '../kit.ts';
import { newMockId, refuseWith, signedInAccount, textFields, validationFailed } from '../kit.ts';

/** Uploaded pictures by name, for GET /uploads/{name}; kept out of mockDb, which must stay JSON. */
const uploads = new Map<string, { bytes: Uint8Array; type: string }>();

/** POST /user/update, POST /user/change-password, DELETE /user/delete and the uploaded pictures. */
export const profileHandlers = [
  mockRoute(profileRoutes.update, async ({ request }) => {
    const account = signedInAccount();
    const form = (await parseMultipart(request)) ?? refuse(400, 'errors:server.unsupportedContentType');
    const texts = textFields(form.filter((part) => part.name !== 'userpic'));
    const { value: changes, failure } = checkBody(contract.ProfileUpdate, contract.profileFieldsFromText(texts));
    if (failure) return failure;
    for (const name of ['registrationDate', 'banquetDate'] as const) {
      if (changes[name] !== undefined) changes[name] = new Date(changes[name]).toISOString();
    }
    // As the server: the answers are the wedding's; a helper (or no wedding) may not change them.
    const { user } = account;
    const changesAnswers = contract.WEDDING_ANSWER_FIELDS.some(
      (name) => changes[name] !== undefined && changes[name] !== user[name],
    );
    refuseWith(rules.answersChangeRefusal(changesAnswers, user.wedding?.role));
    const now = new Date();
    const dates = { registrationDate: changes.registrationDate, banquetDate: changes.banquetDate };
    const stored = { registrationDate: user.registrationDate, banquetDate: user.banquetDate };
    const problems = contract.profileDateProblems(dates, stored, contract.serverEarliestDate(now), now);
    if (problems.length > 0) return validationFailed(rules.dateProblemMessages(problems, catalogueKeyText));
    const picture = form.find((part) => part.name === 'userpic');
    if (picture?.kind === 'file' && picture.bytes.length > 0) {
      if (picture.bytes.length > contract.USERPIC_MAX_BYTES) refuse(413, 'auth:server.fileTooLarge');
      const accepted: readonly string[] = contract.USERPIC_ACCEPTED_TYPES;
      if (!accepted.includes(picture.type)) refuse(415, 'auth:server.notImage');
      const name = `${newMockId('userpic')}.webp`;
      uploads.set(name, { bytes: picture.bytes, type: picture.type });
      account.user = { ...account.user, userpic: `/api/v1/uploads/${name}` };
    }
    account.user = { ...account.user, ...changes } as typeof user;
    return account.user;
  }),
  // Like the server: only the signed-in user's own current picture; anyone else's is "not found".
  mockRoute(userpicRoutes.userpic, ({ user, params }) => {
    const upload = uploads.get(params.file);
    if (!upload || user.userpic !== `/api/v1/uploads/${params.file}`) refuse(404, 'errors:server.notFound');
    return fileAnswer(upload.bytes.slice().buffer, upload.type);
  }),
  mockRoute(passwordRoutes.change, ({ body }) => {
    const account = signedInAccount();
    const problems: FieldMessage[] = [];
    if (body['new-password'] !== body['new-password-confirm']) {
      problems.push({ field: 'new-password-confirm', text: catalogueKeyText('validation:passwordsDiffer') });
    }
    const old = rules.oldPasswordProblem(body['old-password'] === account.password, body);
    if (old) problems.unshift({ field: old.field, text: catalogueKeyText(old.key) });
    if (problems.length > 0) return validationFailed(problems);
    account.password = body['new-password'];
    return {};
  }),
  mockRoute(profileRoutes.deleteAccount, () => {
    const account = signedInAccount();
    refuseWith(rules.staleLoginRefusal(mockDb.sessionLoggedInAt, new Date()));
    mockDb.accounts = mockDb.accounts.filter((other) => other !== account);
    mockDb.sessionUserId = null;
    return {};
  }),
];
