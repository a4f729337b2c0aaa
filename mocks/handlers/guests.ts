import { guestRoutes } from '../../src/contract/guest-routes.ts';
import { answerCells, answerColumnHeaders, type WeddingAnswers } from '../../src/contract/guest-answers.ts';
import * as guestFile from '../../src/contract/guest-file.ts';
import * as contract from '../../src/contract/guests.ts';
import * as rules from '../../src/contract/guest-rules.ts';
import { catalogueKeyText, errorResponse, mockCollection, mockDb, type MockMember, mockRoute } from '../kit.ts';
import { newMockId, planKeyOf, refuseOn, sheetAnswer, uploadOf } from '../kit.ts';
import { uploadedLines } from '../guest-file-lines.ts';
import { invitationsSoFar } from '../invitations-store.ts';

/* The guest list (server/features/guests): its files by the same rules and words (src/contract/guest-file.ts). */

/** locales/ru/guests.json by key, with `{{values}}` put in, as the server's i18n does. */
const texts: guestFile.GuestTexts = (key, values) => catalogueKeyText(`guests:${key}`, values);

const guests = mockCollection((user) => (mockDb.guests[planKeyOf(user)] ??= []));
const NO_ANSWERS: WeddingAnswers = { events: [], invitations: [] };

const couplesAnswers = (user: MockMember) => invitationsSoFar(user.id, guests.rowsOf(user)) ?? NO_ANSWERS;

/** The list's 422 past GUEST_LIST_MAX, thrown. */
function checkRoom(user: MockMember, adding: number) {
  const full = contract.guestListFullText(texts, guests.rowsOf(user).length, adding);
  if (full) throw errorResponse(422, full);
}

const fileName = (key: string, ascii: string) => ({ file: `${texts(`file.${key}`)}.xlsx`, ascii });

/** The list as an .xlsx with the server's columns and words. */
function download(list: contract.Guest[], name: { file: string; ascii: string }, answers = NO_ANSWERS) {
  const columns = guestFile.GUEST_COLUMNS.map(({ key }) => texts(`columns.${key}`));
  const answered = (guest: contract.Guest) => answerCells(texts, answers, list, guest);
  const lines = list.map((guest) => ({ cells: [...guestFile.guestCells(texts, guest), ...answered(guest)] }));
  return sheetAnswer(texts('file.sheet'), [...columns, ...answerColumnHeaders(texts, answers, list)], lines, name);
}

export const guestHandlers = [
  guests.list(guestRoutes.list),
  guests.add(guestRoutes.add, ({ user, body }) => {
    refuseOn(rules.guestProblem(body));
    checkRoom(user, 1);
    return rules.newGuest(newMockId('g'), body);
  }),
  // The rule before the lookup, as the service checks it (guest-routes.ts says why it is not the route's).
  mockRoute(guestRoutes.change, ({ user, params, body }) => {
    refuseOn(rules.guestProblem(body));
    const guest = guests.rowOf(user, params.id);
    return Object.assign(guest, rules.changedGuest(guest, body));
  }),
  guests.remove(guestRoutes.remove),
  mockRoute(guestRoutes.download, ({ user }) =>
    download(guests.rowsOf(user), fileName('listName', 'guest-list.xlsx'), couplesAnswers(user)),
  ),
  mockRoute(guestRoutes.template, () => download([], fileName('templateName', 'guest-list-template.xlsx'))),
  mockRoute(guestRoutes.import, async ({ user, request, query: { mode = 'preview', duplicates = 'skip' } }) => {
    const upload = await uploadOf(request, contract.GUEST_IMPORT_MAX_BYTES, {
      notMultipart: 'guests:import.notMultipart',
      tooLarge: 'guests:import.tooLarge',
      required: 'guests:import.noFile',
    });
    try {
      const read = guestFile.readGuestLines(texts, await uploadedLines(upload.file!.bytes));
      const listed = guests.rowsOf(user);
      const plan = contract.planGuestImport(listed, read.guests, duplicates);
      const answer = contract.importPreview(mode, read, plan);
      const refused = mode === 'commit' && guestFile.rejectedImportText(texts, read.rejected);
      if (refused) return errorResponse(422, refused);
      checkRoom(user, plan.add.length);
      if (mode === 'preview') return answer;
      for (const { id, guest } of plan.update) {
        Object.assign(guests.find(user, id)!, rules.importedGuestChanges(guest, read.columns));
      }
      listed.push(...plan.add.map((guest) => ({ ...guest, id: newMockId('g') })));
      return { ...answer, imported: plan.add.length, updated: plan.update.length };
    } catch (error) {
      if (error instanceof guestFile.GuestFileError) return errorResponse(error.status, error.message);
      throw error;
    }
  }),
  ...(['from', 'children', 'category'] as const).map((kind) =>
    mockRoute(guestRoutes[`${kind}Dictionary`], () => rules.guestDictionaryOf(kind, catalogueKeyText)),
  ),
];
