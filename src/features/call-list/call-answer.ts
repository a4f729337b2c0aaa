import type { CallListHousehold } from '../../contract/call-list.ts';
import type { RsvpAnswerRequest } from '../../contract/invitations.ts';

/** Whether the household comes to each part, as the couple marks it during the call. */
export type PartChoices = Readonly<Record<string, boolean | undefined>>;

/** Every part of the household marked: only then is there an answer to record. */
export function allChosen(household: CallListHousehold, choices: PartChoices): boolean {
  return household.eventIds.every((eventId) => choices[eventId] !== undefined);
}

/** The answer for the whole household: each of its guests comes to a part or not, as marked. */
export function answerOf(household: CallListHousehold, choices: PartChoices): RsvpAnswerRequest {
  return {
    answers: household.guests.flatMap((guest) =>
      household.eventIds.map((eventId) => ({ guestId: guest.id, eventId, coming: choices[eventId] === true })),
    ),
  };
}

/** A `tel:` address dials the digits (and a leading +) of a phone typed with spaces and dashes. */
export function telOf(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
