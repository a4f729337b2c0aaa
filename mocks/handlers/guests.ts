import { HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import guestTexts from '../../locales/ru/guests.json';
import validation from '../../locales/ru/validation.json';
import { guestRoutes } from '../../src/contract/guest-routes.ts';
import { answerCells, answerColumnHeaders, type WeddingAnswers } from '../../src/contract/guest-answers.ts';
import {
  GUEST_COLUMNS,
  GuestFileError,
  guestCells,
  readGuestLines,
  type GuestTexts,
} from '../../src/contract/guest-file.ts';
import {
  GUEST_DICTIONARY_CODES,
  GUEST_IMPORT_MAX_BYTES,
  guestListFullText,
  importPreview,
  planGuestImport,
  type Dictionary,
  type Guest,
  type GuestDictionaryKind,
} from '../../src/contract/guests.ts';
import { errorResponse } from '../http.ts';
import { parseMultipart } from '../multipart.ts';
import { mockRoute } from '../planning-route.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { validationFailed } from '../validation.ts';
import { uploadedLines } from '../guest-file-lines.ts';
import { scenarioInvitations } from '../invitations-store.ts';

/*
 * The guest list calls as the server answers them (server/features/guests): the planning guard's
 * 401/403 first, 404 for an unknown id, the contract's validation, and the import by the same
 * file rules (src/contract/guest-file.ts). Downloads answer a placeholder file of the right type.
 */

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** locales/ru/guests.json by key, with `{{values}}` put in, as the server's i18n does. */
const texts: GuestTexts = (key, values = {}) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], guestTexts);
  return String(text ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ''));
};

function couplesGuests(user: SessionUser): Guest[] {
  const key = planKeyOf(user);
  mockDb.guests[key] ??= [];
  return mockDb.guests[key];
}

let idCounter = 0;
const newId = () => `g_mock_${Date.now().toString(36)}_${(idCounter += 1)}`;
const notFound = () => errorResponse(404, errors.server.notFound);
const blankName = () => validationFailed([{ text: validation.required, field: 'name' }]);

function dictionary(kind: GuestDictionaryKind): Dictionary {
  return GUEST_DICTIONARY_CODES[kind].map((code) => ({
    id: `${kind}-${code}`,
    code,
    name: texts(`dictionaries.${kind}.${code}`),
  }));
}

const NO_ANSWERS: WeddingAnswers = { events: [], invitations: [] };

/** The couple's invitations as the mock keeps them (the scenario's until the invitations are first read). */
function couplesAnswers(user: SessionUser): WeddingAnswers {
  return mockDb.invitations?.[user.id] ?? scenarioInvitations(mockDb.scenario, couplesGuests(user)) ?? NO_ANSWERS;
}

/** The list as an .xlsx with the server's columns and words (exceljs, loaded only when asked). */
async function guestWorkbook(guests: Guest[], answers: WeddingAnswers = NO_ANSWERS): Promise<Uint8Array> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(texts('file.sheet'));
  sheet.addRow([
    ...GUEST_COLUMNS.map(({ key }) => texts(`columns.${key}`)),
    ...answerColumnHeaders(texts, answers, guests),
  ]);
  for (const guest of guests)
    sheet.addRow([...guestCells(texts, guest), ...answerCells(texts, answers, guests, guest)]);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function download(guests: Guest[], name: string, ascii: string, answers?: WeddingAnswers) {
  return new HttpResponse(await guestWorkbook(guests, answers), {
    headers: {
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

export const guestHandlers = [
  mockRoute(guestRoutes.list, ({ user }) => HttpResponse.json(couplesGuests(user))),

  mockRoute(guestRoutes.add, ({ user, body: value }) => {
    if (!value.name.trim()) return blankName();
    const full = guestListFullText(texts, couplesGuests(user).length, 1);
    if (full) return errorResponse(422, full);
    const withHalf = value.withHalf ?? false;
    const guest: Guest = {
      id: newId(),
      name: value.name.trim(),
      withHalf,
      halfName: withHalf ? value.halfName?.trim() || null : null,
      from: value.from,
      children: value.children ?? 'none',
      comment: value.comment ?? '',
      category: value.category ?? [],
      checked: value.checked ?? false,
    };
    couplesGuests(user).push(guest);
    return HttpResponse.json(guest);
  }),

  mockRoute(guestRoutes.change, ({ user, params, body: value }) => {
    const guests = couplesGuests(user);
    const index = guests.findIndex((guest) => guest.id === params.id);
    if (index === -1) return notFound();
    if (value.name !== undefined && !value.name.trim()) return blankName();
    const old = guests[index]!;
    const withHalf = value.withHalf ?? old.withHalf;
    const halfName = value.halfName !== undefined ? value.halfName?.trim() || null : old.halfName;
    const changed: Guest = {
      ...old,
      ...value,
      name: value.name?.trim() ?? old.name,
      withHalf,
      halfName: withHalf ? halfName : null,
    } as Guest;
    guests[index] = changed;
    return HttpResponse.json(changed);
  }),

  mockRoute(guestRoutes.remove, ({ user, params }) => {
    const guests = couplesGuests(user);
    const index = guests.findIndex((guest) => guest.id === params.id);
    if (index === -1) return notFound();
    guests.splice(index, 1);
    return HttpResponse.json({});
  }),

  mockRoute(guestRoutes.download, ({ user }) =>
    download(couplesGuests(user), `${guestTexts.file.listName}.xlsx`, 'guest-list.xlsx', couplesAnswers(user)),
  ),
  mockRoute(guestRoutes.template, () =>
    download([], `${guestTexts.file.templateName}.xlsx`, 'guest-list-template.xlsx'),
  ),

  mockRoute(guestRoutes.import, async ({ user, request, query }) => {
    const { mode = 'preview', duplicates = 'skip' } = query;
    const form = await parseMultipart(request);
    if (!form) return errorResponse(400, guestTexts.import.notMultipart);
    const file = form.find((part) => part.kind === 'file' && part.name === 'file');
    if (file?.kind !== 'file') return errorResponse(400, guestTexts.import.noFile);
    if (file.bytes.length > GUEST_IMPORT_MAX_BYTES) return errorResponse(413, guestTexts.import.tooLarge);
    try {
      const read = readGuestLines(texts, await uploadedLines(file.bytes));
      const { rejected } = read;
      const listed = couplesGuests(user);
      const plan = planGuestImport(listed, read.guests, duplicates);
      const answer = importPreview(mode, read, plan);
      const full = guestListFullText(texts, listed.length, plan.add.length);
      if (mode === 'preview') return full ? errorResponse(422, full) : HttpResponse.json(answer);
      if (rejected.length > 0) {
        const first = rejected[0]!;
        const line = texts('importDialog.line', { line: first.line });
        return errorResponse(422, `${guestTexts.import.hasRejected} (${line}: ${first.reason})`);
      }
      if (full) return errorResponse(422, full);
      for (const { id, guest } of plan.update) {
        const index = listed.findIndex((listedGuest) => listedGuest.id === id);
        listed[index] = { ...guest, id };
      }
      listed.push(...plan.add.map((guest) => ({ ...guest, id: newId() })));
      return HttpResponse.json({ ...answer, imported: plan.add.length, updated: plan.update.length });
    } catch (error) {
      if (error instanceof GuestFileError) return errorResponse(error.status, error.message);
      throw error;
    }
  }),

  mockRoute(guestRoutes.fromDictionary, () => HttpResponse.json(dictionary('from'))),
  mockRoute(guestRoutes.childrenDictionary, () => HttpResponse.json(dictionary('children'))),
  mockRoute(guestRoutes.categoryDictionary, () => HttpResponse.json(dictionary('category'))),
];
