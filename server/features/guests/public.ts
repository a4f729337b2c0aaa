import { rsvpGuestChanges, type RsvpGuestUpdate } from '../../../src/contract/invitation-rules.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { Guest, GuestUpdate } from '../../../src/contract/guests.ts';
import type { WeddingAnswers } from '../../../src/contract/guest-answers.ts';
import { writtenBytes } from '../../lib/stream-buffer.ts';
import { writeGuestWorkbook } from './export-file.ts';
import { countGuestsWithHalves, listGuests, updateGuest } from './repository.ts';

/*
 * What other features may know of the guest list. The budget prices some items per person; the
 * seating plan seats the guests; the invitations read them and confirm them from a household's answer.
 */

/**
 * People on the couple's guest list: `people` is each guest plus one for each +1; `children` the
 * children they bring, counted as the guest page counts them.
 */
export async function countGuestPeople(
  db: Kysely<Database>,
  weddingId: string,
): Promise<{ guests: number; people: number; children: number }> {
  return countGuestsWithHalves(db, weddingId);
}

/** The couple's guests, in list order: the seating plan seats them. */
export async function listGuestsOfWedding(db: Kysely<Database>, weddingId: string): Promise<Guest[]> {
  return listGuests(db, weddingId);
}

/** The wedding's guests as the invitations feature reads them (whom to invite, whose names to show). */
export async function listGuestsForInvitations(db: Kysely<Database>, weddingId: string): Promise<Guest[]> {
  return listGuests(db, weddingId);
}

/** The same changes to several guests of a wedding (a household's erasure clears its contacts). */
export async function changeGuests(
  db: Kysely<Database>,
  weddingId: string,
  guestIds: readonly string[],
  changes: GuestUpdate,
  at: string,
): Promise<void> {
  for (const id of guestIds) await updateGuest(db, weddingId, id, changes, at);
}

/** Applies an invitation's answer to the list at once; guests no longer on the list are skipped. */
export async function applyRsvpAnswer(
  db: Kysely<Database>,
  weddingId: string,
  updates: readonly RsvpGuestUpdate[],
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  for (const update of updates) {
    const changes = rsvpGuestChanges(update);
    if (Object.keys(changes).length > 0) await updateGuest(db, weddingId, update.guestId, changes, at);
  }
}

/** The guest list with each guest's answers as an .xlsx (the section's download, and the wedding's archive). */
export async function guestListWorkbookOf(
  db: Kysely<Database>,
  weddingId: string,
  answers: WeddingAnswers,
): Promise<Buffer> {
  const guests = await listGuests(db, weddingId);
  return writtenBytes((out) => writeGuestWorkbook(out, guests, { answers }));
}
