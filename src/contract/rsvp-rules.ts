import type { GuestChildrenCode } from './guests.ts';
import {
  RSVP_CHILDREN_MAX,
  type RsvpAnswer,
  type RsvpAnswerRequest,
  type RsvpDiet,
  type RsvpPage,
} from './invitations.ts';
import { CHILDREN_PEOPLE } from './people-rules.ts';

/*
 * A household's answer, person by person (issue 38): each guest and each +1 answers every part and
 * names their own diet. Shared by the server and the mock handlers so both answer alike.
 */

/** One person's diet: the guest's, or with `half` their +1's; '' when none was given. */
export function dietOf(diets: readonly RsvpDiet[], guestId: string, half = false): string {
  return diets.find((d) => d.guestId === guestId && (d.half === true) === half)?.diet ?? '';
}

/** The children the list says a household brings: what the children count starts at before it answers. */
export function listedChildrenCount(guests: readonly { children: GuestChildrenCode }[]): number {
  return Math.min(
    RSVP_CHILDREN_MAX,
    guests.reduce((sum, guest) => sum + CHILDREN_PEOPLE[guest.children], 0),
  );
}

/** The guest whose +1 the household's one `halfName` names: the first with a +1, else the first. */
export function halfHolderOf<G extends { withHalf: boolean }>(guests: readonly G[]): G | undefined {
  return guests.find((guest) => guest.withHalf) ?? guests[0];
}

/**
 * Whether an answer or a diet names a person of the household: one of its guests, or the +1 of a
 * guest the list gives one (or whose +1 this very answer names).
 */
export function isPersonOf(
  page: Pick<RsvpPage, 'guests'>,
  body: Pick<RsvpAnswerRequest, 'halfName'>,
): (guestId: string, half: boolean | undefined) => boolean {
  const naming = body.halfName?.trim() ? halfHolderOf(page.guests)?.id : undefined;
  return (guestId, half) => {
    const guest = page.guests.find((entry) => entry.id === guestId);
    return guest !== undefined && (half !== true || guest.withHalf || guest.id === naming);
  };
}

/** One answer per person and part: the last one sent counts; `half` only where true. */
export function answersOnce(answers: readonly RsvpAnswer[]): RsvpAnswer[] {
  const byPerson = new Map<string, RsvpAnswer>();
  for (const { half, ...answer } of answers) {
    byPerson.set(`${answer.guestId} ${answer.eventId} ${half === true}`, half ? { ...answer, half } : answer);
  }
  return [...byPerson.values()];
}

/**
 * The household's diets after an answer: `diets` names each person; an older client's `diet` is
 * its first guest's. A person not named keeps the diet given before; an empty one removes it.
 */
export function dietsAfter(
  previous: readonly RsvpDiet[],
  firstGuestId: string | undefined,
  body: Pick<RsvpAnswerRequest, 'diet' | 'diets'>,
): RsvpDiet[] {
  const byPerson = new Map(previous.map((entry) => [`${entry.guestId} ${entry.half === true}`, entry]));
  const given: RsvpDiet[] = [...(body.diets ?? [])];
  if (body.diet !== undefined && firstGuestId) given.unshift({ guestId: firstGuestId, diet: body.diet });
  for (const entry of given) {
    const half = entry.half === true;
    const diet = entry.diet.trim();
    const key = `${entry.guestId} ${half}`;
    if (diet) byPerson.set(key, half ? { guestId: entry.guestId, half, diet } : { guestId: entry.guestId, diet });
    else byPerson.delete(key);
  }
  return [...byPerson.values()];
}
