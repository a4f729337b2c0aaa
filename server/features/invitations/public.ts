import type { Kysely } from 'kysely';
import { guestsInvitedToBanquet as invitedToBanquet } from '../../../src/contract/banquet-guests.ts';
import type { WeddingAnswers } from '../../../src/contract/guest-answers.ts';
import type { RsvpAnswer, RsvpDiet, WeddingEvent } from '../../../src/contract/invitations.ts';
import { digestHouseholdOf, type DigestHousehold } from '../../../src/contract/digest-rules.ts';
import type { Database } from '../../db/database.ts';
import { t } from '../../lib/i18n.ts';
import { listGuestsForInvitations } from '../guests/public.ts';
import { writtenBytes } from '../../lib/stream-buffer.ts';
import { writeAnswersWorkbook } from './export-file.ts';
import * as repository from './repository.ts';
import { answersForExport, type InvitationDeps } from './service.ts';

/*
 * What other features may know of the invitations. The seating plan seats by default the guests
 * expected at the banquet: it asks who was invited to it and did not say no. The wedding day's
 * timeline starts from the parts of the day.
 */

/** The guests invited to the banquet who have not declined it, null with no invitation (src/contract/banquet-guests.ts). */
export async function guestsInvitedToBanquet(db: Kysely<Database>, weddingId: string): Promise<Set<string> | null> {
  const [events, rows] = await Promise.all([
    repository.listEvents(db, weddingId),
    repository.listInvitations(db, weddingId),
  ]);
  const invitations = rows.map((row) => ({
    guestIds: JSON.parse(row.guest_ids) as string[],
    eventIds: JSON.parse(row.event_ids) as string[],
    answers: JSON.parse(row.answers) as RsvpAnswer[],
  }));
  return invitedToBanquet(events, invitations, t('rsvp:defaultEvents.banquet'));
}

/**
 * The parts of the day in their order, or null when the wedding never opened its invitations (the
 * wedding day's timeline starts from them).
 */
export async function partsOfTheDay(db: Kysely<Database>, weddingId: string): Promise<WeddingEvent[] | null> {
  if (!(await repository.findSettings(db, weddingId))) return null;
  return (await repository.listEvents(db, weddingId)).map((row) => ({
    id: row.id,
    name: row.name,
    startsAt: row.starts_at,
    place: row.place,
    address: row.address,
  }));
}

/** The parts of the day and every invitation's answers and diets: the guest list's export shows them per guest. */
export async function answersOfWedding(db: Kysely<Database>, weddingId: string): Promise<WeddingAnswers> {
  const [events, rows] = await Promise.all([
    repository.listEvents(db, weddingId),
    repository.listInvitations(db, weddingId),
  ]);
  return {
    events: events.map((row) => ({ id: row.id, name: row.name })),
    invitations: rows.map((row) => ({
      guestIds: JSON.parse(row.guest_ids) as string[],
      eventIds: JSON.parse(row.event_ids) as string[],
      answers: JSON.parse(row.answers) as RsvpAnswer[],
      diets: JSON.parse(row.diets) as RsvpDiet[],
    })),
  };
}

/**
 * The household's token by its invitation's id, null once revoked: the Telegram bot, which knows a
 * chat's invitation, reads and answers it as the household's page does.
 */
export async function invitationTokenOf(db: Kysely<Database>, invitationId: string): Promise<string | null> {
  return (await repository.findTokenOfInvitation(db, invitationId)) ?? null;
}

/** A household's invitation by its token, and its answer: the guest's side (server/features/rsvp/). */
export {
  answerByToken,
  eraseByToken,
  hashToken,
  readByToken,
  type HouseholdForgetter,
  type InvitationDeps,
} from './service.ts';

/** The weddings whose RSVP deadline is set, with it (YYYY-MM-DD): the reminders look at them daily. */
export async function rsvpDeadlines(db: Kysely<Database>): Promise<Array<{ weddingId: string; deadline: string }>> {
  return (await repository.listDeadlines(db)).map((row) => ({ weddingId: row.wedding_id, deadline: row.deadline }));
}

/** The households a message reaches: invitation, guests and token (server/features/messages/). */
export { listHouseholds, type Household } from './service.ts';

/** Every household invited, in the order they were invited, with guests and parts that are gone left out. */
export async function householdAnswersOf(db: Kysely<Database>, weddingId: string): Promise<DigestHousehold[]> {
  const [guests, events, rows] = await Promise.all([
    listGuestsForInvitations(db, weddingId),
    repository.listEvents(db, weddingId),
    repository.listInvitations(db, weddingId),
  ]);
  const nameOf = new Map(guests.map((guest) => [guest.id, guest.name]));
  return rows.map((row) =>
    digestHouseholdOf(
      {
        guestIds: JSON.parse(row.guest_ids) as string[],
        answers: JSON.parse(row.answers) as RsvpAnswer[],
        answeredAt: row.answered_at,
      },
      events,
      nameOf,
    ),
  );
}

/** Each part of the day's answers as an .xlsx for the caterer (the section's download, and the wedding's archive). */
export async function answersWorkbookOf(deps: InvitationDeps, weddingId: string): Promise<Buffer> {
  const parts = await answersForExport(deps, weddingId);
  return writtenBytes((out) => writeAnswersWorkbook(out, parts));
}
