import { HttpResponse } from 'msw';
import { guestRoutes } from '../../src/contract/guest-routes.ts';
import { answerCells, answerColumnHeaders, type WeddingAnswers } from '../../src/contract/guest-answers.ts';
import {
  GUEST_COLUMNS,
  GuestFileError,
  guestCells,
  readGuestLines,
  rejectedImportText,
  type GuestTexts,
} from '../../src/contract/guest-file.ts';
import {
  GUEST_IMPORT_MAX_BYTES,
  guestListFullText,
  importPreview,
  planGuestImport,
  type Guest,
} from '../../src/contract/guests.ts';
import { errorResponse } from '../http.ts';
import { uploadOf } from '../multipart.ts';
import { sheetAnswer } from '../sheet-file.ts';
import { mockRoute, type MockMember } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { catalogueKeyText } from '../validation.ts';
import { mockCollection, newMockId } from '../collection.ts';
import { changedGuest, guestDictionaryOf, newGuest } from '../../src/contract/guest-rules.ts';
import { blankProblem, firstProblem } from '../../src/contract/rule-problem.ts';
import { guestPhoneProblem } from '../../src/contract/guest-contact-rules.ts';
import { uploadedLines } from '../guest-file-lines.ts';
import { scenarioInvitations } from '../invitations-store.ts';

/*
 * The guest list calls as the server answers them (server/features/guests): the planning guard's
 * 401/403 first, 404 for an unknown id, the contract's validation, and the import by the same
 * file rules (src/contract/guest-file.ts). Downloads answer a placeholder file of the right type.
 */

/** locales/ru/guests.json by key, with `{{values}}` put in, as the server's i18n does. */
const texts: GuestTexts = (key, values) => catalogueKeyText(`guests:${key}`, values);

const guests = mockCollection(
  (user) => (mockDb.guests[planKeyOf(user)] ??= []),
  (guest) => guest,
);
const couplesGuests = guests.rowsOf;

const NO_ANSWERS: WeddingAnswers = { events: [], invitations: [] };

/** The couple's invitations as the mock keeps them (the scenario's until the invitations are first read). */
function couplesAnswers(user: MockMember): WeddingAnswers {
  return mockDb.invitations?.[user.id] ?? scenarioInvitations(mockDb.scenario, couplesGuests(user)) ?? NO_ANSWERS;
}

/** The list as an .xlsx with the server's columns and words. */
function download(guests: Guest[], name: { file: string; ascii: string }, answers = NO_ANSWERS) {
  const header = [
    ...GUEST_COLUMNS.map(({ key }) => texts(`columns.${key}`)),
    ...answerColumnHeaders(texts, answers, guests),
  ];
  const lines = guests.map((guest) => ({
    cells: [...guestCells(texts, guest), ...answerCells(texts, answers, guests, guest)],
  }));
  return sheetAnswer(texts('file.sheet'), header, lines, name);
}

export const guestHandlers = [
  guests.list(guestRoutes.list),
  guests.add(guestRoutes.add, ({ user, body }) => {
    const problem = firstProblem(blankProblem('name', body.name), guestPhoneProblem(body));
    if (problem) return { problem };
    const full = guestListFullText(texts, couplesGuests(user).length, 1);
    return full ? { refusal: errorResponse(422, full) } : newGuest(newMockId('g'), body);
  }),
  guests.change(
    guestRoutes.change,
    (guest, { body }) => void Object.assign(guest, changedGuest(guest, body)),
    ({ body }) => firstProblem(blankProblem('name', body.name), guestPhoneProblem(body)),
  ),
  guests.remove(guestRoutes.remove),

  mockRoute(guestRoutes.download, ({ user }) =>
    download(
      couplesGuests(user),
      { file: `${texts('file.listName')}.xlsx`, ascii: 'guest-list.xlsx' },
      couplesAnswers(user),
    ),
  ),
  mockRoute(guestRoutes.template, () =>
    download([], { file: `${texts('file.templateName')}.xlsx`, ascii: 'guest-list-template.xlsx' }),
  ),

  mockRoute(guestRoutes.import, async ({ user, request, query }) => {
    const { mode = 'preview', duplicates = 'skip' } = query;
    const upload = await uploadOf(request, 'file', {
      maxBytes: GUEST_IMPORT_MAX_BYTES,
      notMultipart: 'guests:import.notMultipart',
      tooLarge: 'guests:import.tooLarge',
      required: 'guests:import.noFile',
    });
    if (upload instanceof Response) return upload;
    const file = upload.file!;
    try {
      const read = readGuestLines(texts, await uploadedLines(file.bytes));
      const { rejected } = read;
      const listed = couplesGuests(user);
      const plan = planGuestImport(listed, read.guests, duplicates);
      const answer = importPreview(mode, read, plan);
      const full = guestListFullText(texts, listed.length, plan.add.length);
      if (mode === 'preview') return full ? errorResponse(422, full) : HttpResponse.json(answer);
      const refused = rejectedImportText(texts, rejected);
      if (refused) return errorResponse(422, refused);
      if (full) return errorResponse(422, full);
      for (const { id, guest } of plan.update) {
        const index = listed.findIndex((listedGuest) => listedGuest.id === id);
        // A file without the e-mail or phone column (one made before them) keeps the listed guest's.
        const kept = listed[index]!;
        listed[index] = {
          ...guest,
          id,
          email: read.columns.includes('email') ? guest.email : kept.email,
          phone: read.columns.includes('phone') ? guest.phone : kept.phone,
        };
      }
      listed.push(...plan.add.map((guest) => ({ ...guest, id: newMockId('g') })));
      return HttpResponse.json({ ...answer, imported: plan.add.length, updated: plan.update.length });
    } catch (error) {
      if (error instanceof GuestFileError) return errorResponse(error.status, error.message);
      throw error;
    }
  }),

  ...(['from', 'children', 'category'] as const).map((kind) =>
    mockRoute(guestRoutes[`${kind}Dictionary`], () => HttpResponse.json(guestDictionaryOf(kind, catalogueKeyText))),
  ),
];
