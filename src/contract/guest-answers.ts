import type { Guest } from './guests.ts';
import type { Invitation, WeddingEvent } from './invitations.ts';
import { guestAnswerOf, halfAnswerOf } from './people-rules.ts';
import { dietOf } from './rsvp-rules.ts';
import type { GuestTexts } from './guest-file.ts';

/*
 * A guest's answers as the guest list shows them (issue 38, item 8): the card and the list's export
 * read a guest's own answer, their +1's and both diets per part of the day from the invitations.
 * Shared by the app's card, the server's export and the mocks' export so all three say the same.
 */

/** What the guest list needs of an invitation. */
export type InvitationAnswers = Pick<Invitation, 'guestIds' | 'eventIds' | 'answers' | 'diets'>;

/** The wedding's parts of the day and its invitations' answers. */
export interface WeddingAnswers {
  events: readonly Pick<WeddingEvent, 'id' | 'name'>[];
  invitations: readonly InvitationAnswers[];
}

/** One person's answer for one part: invited there or not, and what they said. */
export type PersonReply = 'coming' | 'notComing' | 'none' | 'notInvited';

export interface PartAnswers {
  eventId: string;
  name: string;
  guest: PersonReply;
  /** The +1's, only for a guest with a +1. */
  half?: PersonReply;
}

export interface GuestAnswers {
  /** The parts of the day the guest is invited to, in the day's order; empty when no invitation holds them. */
  parts: PartAnswers[];
  diet: string;
  halfDiet: string;
}

type AnsweringGuest = Pick<Guest, 'id' | 'withHalf'>;

function answerWord(coming: boolean | undefined): PersonReply {
  if (coming === undefined) return 'none';
  return coming ? 'coming' : 'notComing';
}

/** The guest's answers, their +1's and their diets, from the invitation that holds them. */
export function answersOfGuest(wedding: WeddingAnswers, guest: AnsweringGuest): GuestAnswers {
  const invitation = wedding.invitations.find((candidate) => candidate.guestIds.includes(guest.id));
  if (!invitation) return { parts: [], diet: '', halfDiet: '' };
  const invited = new Set(invitation.eventIds);
  const parts = wedding.events
    .filter((event) => invited.has(event.id))
    .map((event): PartAnswers => {
      const part: PartAnswers = {
        eventId: event.id,
        name: event.name,
        guest: answerWord(guestAnswerOf(invitation.answers, guest.id, event.id)),
      };
      if (guest.withHalf) part.half = answerWord(halfAnswerOf(invitation.answers, guest.id, event.id));
      return part;
    });
  return {
    parts,
    diet: dietOf(invitation.diets, guest.id),
    halfDiet: guest.withHalf ? dietOf(invitation.diets, guest.id, true) : '',
  };
}

/** Whether the list's file gets answer columns: once anyone is invited. */
export function hasAnswerColumns(wedding: WeddingAnswers): boolean {
  return wedding.invitations.length > 0;
}

/** The headers of the answer columns the export writes after the list's own columns. */
export function answerColumnHeaders(
  tr: GuestTexts,
  wedding: WeddingAnswers,
  guests: readonly AnsweringGuest[],
): string[] {
  if (!hasAnswerColumns(wedding)) return [];
  const withHalf = guests.some((guest) => guest.withHalf);
  const headers = wedding.events.flatMap((event) => [
    tr('file.answerColumn', { event: event.name }),
    ...(withHalf ? [tr('file.halfAnswerColumn', { event: event.name })] : []),
  ]);
  return [...headers, tr('file.dietColumn'), ...(withHalf ? [tr('file.halfDietColumn')] : [])];
}

/** A guest's cells under answerColumnHeaders (the +1's empty for a guest without one). */
export function answerCells(
  tr: GuestTexts,
  wedding: WeddingAnswers,
  guests: readonly AnsweringGuest[],
  guest: AnsweringGuest,
): string[] {
  if (!hasAnswerColumns(wedding)) return [];
  const withHalf = guests.some((candidate) => candidate.withHalf);
  const answers = answersOfGuest(wedding, guest);
  const word = (answer: PersonReply | undefined) => (answer ? tr(`answers.${answer}`) : '');
  const cells = wedding.events.flatMap((event) => {
    const part = answers.parts.find((candidate) => candidate.eventId === event.id);
    const own = word(part?.guest ?? 'notInvited');
    if (!withHalf) return [own];
    return [own, guest.withHalf ? word(part?.half ?? 'notInvited') : ''];
  });
  return [...cells, answers.diet, ...(withHalf ? [answers.halfDiet] : [])];
}
