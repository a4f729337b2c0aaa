import type { Guest } from '../../src/contract/guests.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import {
  ARCHIVE_DATA_ENTRY,
  ARCHIVE_ESTIMATE_HEADER,
  ARCHIVE_FORMAT,
  ARCHIVE_IMPORT_MAX_MB,
  type WeddingImportResult,
} from '../../src/contract/wedding-archive.ts';
import { weddingArchiveRoutes } from '../../src/contract/wedding-archive-routes.ts';
import { fileAnswer, memberOf, mockDb, mockRoute, newMockId, planKeyOf, refuse, uploadOf } from '../kit.ts';
import { looksLikeZip, zipEntry, zipOf } from '../zip-file.ts';
import { scenarioActivity } from '../activity-data.ts';
import { mockBudgetOf } from './budget.ts';

/*
 * The whole wedding out in one .zip and back in (wedding-archive-routes.ts), from the mock's store:
 * the export is a real (small) zip whose wedding.json holds the plan's guests, the import takes such
 * a file back into a plan with nothing in it. Helpers are refused, as the server refuses them.
 */

/** The archive's name, as the server saves it. */
const ARCHIVE_NAME = 'svadba.zip';

/** The couple's, not a helper's: the server's 403, thrown. */
function couple(user: SessionUser) {
  const member = memberOf(user);
  if (member.wedding.role === 'helper') refuse(403, 'errors:server.helperReadOnly');
  return member;
}

/**
 * Whether the plan holds anything an import would write over: the mock's sections that can be
 * filled, or a scenario's recorded changes (the mock's stand-in for seeds the couple has touched).
 */
function planHolds(user: SessionUser): boolean {
  const key = planKeyOf(user);
  const budget = mockBudgetOf(user);
  return (
    scenarioActivity(mockDb.scenario, memberOf(user).email).length > 0 ||
    (mockDb.guests[key]?.length ?? 0) > 0 ||
    budget.items.length > 0 ||
    budget.totalKopecks > 0 ||
    (mockDb.contractors?.[key]?.contractors.length ?? 0) > 0 ||
    (mockDb.notes?.[key]?.length ?? 0) > 0
  );
}

/** The guests of a wedding.json the mock wrote (other sections are not kept by the mock's import). */
function guestsOf(data: unknown): Guest[] {
  const guests = (data as { guests?: unknown } | null)?.guests;
  if (!Array.isArray(guests)) return [];
  return guests.filter(
    (guest): guest is Guest => typeof guest === 'object' && guest !== null && typeof guest.name === 'string',
  );
}

export const weddingArchiveHandlers = [
  mockRoute(weddingArchiveRoutes.export, ({ user }) => {
    const member = couple(user);
    const data = {
      format: ARCHIVE_FORMAT,
      exportedAt: new Date().toISOString(),
      guests: mockDb.guests[planKeyOf(member)] ?? [],
    };
    const zip = zipOf({ [ARCHIVE_DATA_ENTRY]: JSON.stringify(data, null, 2) });
    return fileAnswer(
      zip,
      'application/zip',
      { ascii: ARCHIVE_NAME },
      { [ARCHIVE_ESTIMATE_HEADER]: String(zip.length) },
    );
  }),
  mockRoute(weddingArchiveRoutes.importState, ({ user }) => ({ planEmpty: !planHolds(couple(user)) })),
  mockRoute(weddingArchiveRoutes.import, async ({ user, request }) => {
    const member = couple(user);
    // As the server: an occupied plan is said before the upload is read.
    if (planHolds(member)) refuse(409, 'errors:archive.planNotEmpty');
    const { file } = await uploadOf(request, ARCHIVE_IMPORT_MAX_MB * 1024 * 1024, {
      notMultipart: 'errors:server.noFile',
      tooLarge: 'settings:archive.tooLarge',
      required: 'errors:server.noFile',
    });
    if (!looksLikeZip(file!.bytes)) refuse(415, 'errors:archive.notZip');
    const entry = await zipEntry(file!.bytes, ARCHIVE_DATA_ENTRY);
    let data: unknown = null;
    try {
      data = entry && JSON.parse(new TextDecoder().decode(entry));
    } catch {
      // Not JSON: refused below as an archive of something else.
    }
    if (!data) refuse(422, 'errors:archive.damaged');
    // Every guest gets a new id, and with it a new answer link: the old ones stop.
    const guests = guestsOf(data).map((guest) => ({ ...guest, id: newMockId('g') }));
    mockDb.guests[planKeyOf(member)] = guests;
    const result: WeddingImportResult = {
      rows: guests.length,
      guests: guests.length,
      files: 0,
      renewedLinks: guests.length,
      siteSlug: null,
    };
    return result;
  }),
];
