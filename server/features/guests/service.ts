import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  guestListFullText,
  importPreview,
  planGuestImport,
  type Guest,
  type GuestCreate,
  type GuestDuplicateMode,
  type GuestImportMode,
  type GuestImportResult,
  type GuestUpdate,
} from '../../../src/contract/guests.ts';
import type { Database } from '../../db/database.ts';
import { underWeddingLock } from '../../db/wedding-lock.ts';
import { HttpError, refuseOn } from '../../lib/http-error.ts';
import { guestProblem, importedGuestChanges, newGuest } from '../../../src/contract/guest-rules.ts';
import { t } from '../../lib/i18n.ts';
import { readSheetLines } from './import-file.ts';
import {
  GuestFileError,
  readGuestLines,
  rejectedImportText,
  type ReadGuests,
} from '../../../src/contract/guest-file.ts';
import { guestTexts } from './texts.ts';
import {
  claimImportCommit,
  countGuestsWithHalves,
  countsOfCommit,
  deleteGuest,
  findGuest,
  insertGuests,
  listGuests as listWeddingGuests,
  updateGuest,
} from './repository.ts';

/** How long a commit of the same file answers the first one's result instead of adding the list again. */
const IMPORT_REPEAT_WINDOW_MS = 60 * 60 * 1000;

/*
 * The guest list's logic beyond single statements: defaults of a new guest, updates answered with
 * the stored guest, and the import (a preview, or every row in one transaction).
 */
type Db = Kysely<Database>;

/** What the guest list's service works with: the database and the server's clock. */
export interface GuestDeps {
  db: Db;
  now: () => Date;
}

const nowOf = (deps: GuestDeps) => deps.now().toISOString();

const newGuestId = () => `g_${randomBytes(12).toString('base64url')}`;
const notFound = () => new HttpError(404, t('errors:server.notFound'));

/** Refuses (422) to grow the list past GUEST_LIST_MAX. */
async function checkRoom(db: Db, weddingId: string, adding: number) {
  const full = guestListFullText(guestTexts, (await countGuestsWithHalves(db, weddingId)).guests, adding);
  if (full) throw new HttpError(422, full);
}

export async function listGuests({ db }: GuestDeps, weddingId: string): Promise<Guest[]> {
  return listWeddingGuests(db, weddingId);
}

export async function addGuest(deps: GuestDeps, weddingId: string, body: GuestCreate): Promise<Guest> {
  refuseOn(guestProblem(body));
  const { db } = deps;
  const id = newGuestId();
  // The count and the insert under the wedding's lock: two adds at 4,999 do not both fit.
  await underWeddingLock(db, weddingId, async (trx) => {
    await checkRoom(trx, weddingId, 1);
    await insertGuests(trx, weddingId, [newGuest(id, body)], nowOf(deps));
  });
  return (await findGuest(db, weddingId, id))!;
}

export async function changeGuest(deps: GuestDeps, weddingId: string, id: string, body: GuestUpdate): Promise<Guest> {
  refuseOn(guestProblem(body));
  const { db } = deps;
  if (!(await updateGuest(db, weddingId, id, body, nowOf(deps)))) throw notFound();
  return (await findGuest(db, weddingId, id))!;
}

export async function removeGuest({ db }: GuestDeps, weddingId: string, id: string): Promise<void> {
  if (!(await deleteGuest(db, weddingId, id))) throw notFound();
}

/**
 * Reads an uploaded guest list. A preview answers what would be added, which rows match guests
 * already on the list and what is rejected; a commit adds (and, as `duplicates` says, overwrites)
 * in one transaction, or does nothing at all (422) while any row is rejected.
 */
export async function importGuests(
  deps: GuestDeps,
  weddingId: string,
  file: Buffer,
  options: { mode: GuestImportMode; duplicates: GuestDuplicateMode },
): Promise<GuestImportResult> {
  const { db } = deps;
  const now = nowOf(deps);
  const { mode, duplicates } = options;
  const lines = await readSheetLines(file);
  let read: ReadGuests;
  try {
    read = readGuestLines(guestTexts, lines);
  } catch (error) {
    if (error instanceof GuestFileError) throw new HttpError(error.status, error.message);
    throw error;
  }
  const { rejected } = read;
  const plan = planGuestImport(await listWeddingGuests(db, weddingId), read.guests, duplicates);
  const answer = importPreview(mode, read, plan);
  if (mode === 'preview') {
    await checkRoom(db, weddingId, plan.add.length);
    return answer;
  }
  const refused = rejectedImportText(guestTexts, rejected);
  if (refused) throw new HttpError(422, refused);
  // The same file committed again the same way within the window (a double click, a retry after a
  // lost answer) answers what the first commit did and changes nothing.
  const commitKey = createHash('sha256').update(`${duplicates}:`).update(file).digest('hex');
  const repeatAfter = new Date(Date.parse(now) - IMPORT_REPEAT_WINDOW_MS).toISOString();
  const counts = { imported: plan.add.length, updated: plan.update.length };
  const done = await underWeddingLock(db, weddingId, async (trx) => {
    if (!(await claimImportCommit(trx, weddingId, commitKey, counts, now, repeatAfter))) {
      return countsOfCommit(trx, weddingId, commitKey);
    }
    // Inside the transaction: a refusal here also undoes the claim, so the file can come again.
    await checkRoom(trx, weddingId, plan.add.length);
    for (const { id, guest } of plan.update) {
      await updateGuest(trx, weddingId, id, importedGuestChanges(guest, read.columns), now);
    }
    await insertGuests(
      trx,
      weddingId,
      plan.add.map((guest) => ({ ...guest, id: newGuestId() })),
      now,
    );
    return counts;
  });
  return { ...answer, ...done };
}
