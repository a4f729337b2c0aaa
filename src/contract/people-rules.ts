import type { Guest, GuestChildrenCode, GuestTotals } from './guests.ts';
import type { Invitation, InvitationSummaryRow, RsvpAnswer, WeddingEvent } from './invitations.ts';

/*
 * The one rule of head counts (issue 38): a row of the guest list is a guest and may stand for
 * more people, so every figure of guests (the guest page, the main page, seating, per-person
 * prices, the invitations' summary and the caterer's export) counts people through these
 * functions, on the server, in the mocks and in the app alike.
 *
 * A guest is one person, their +1 another, and their children as the list's code says
 * (CHILDREN_PEOPLE: "with children" is two). For a part of the day each person's answer decides:
 * - a guest comes by their own answer, their +1 by the +1's own answer, or the guest's where the
 *   +1 gave none (answers from before the +1 answered apart): a +1 who declines a part is not
 *   counted for it even when their guest comes;
 * - the household's children come when at least one of its guests comes, are declined when every
 *   guest has said no, and wait for an answer otherwise;
 * - the children are the household's exact count from its answer (`childrenCount`) while the list
 *   still says what that answer set (the answer writes its code onto the list); once the couple
 *   changes the list's code, or before the household gave a count, the list's codes count.
 */

export type CountedGuest = Pick<Guest, 'withHalf' | 'children'>;

/**
 * People a children code stands for when counting heads: "with children" is counted as two, a
 * reasonable planning guess (the list does not say how many).
 */
export const CHILDREN_PEOPLE: Record<GuestChildrenCode, number> = { none: 0, one: 1, several: 2 };

/** The children code of the guest list for a count the household gave. */
export function childrenCodeOf(count: number): GuestChildrenCode {
  return count <= 0 ? 'none' : count === 1 ? 'one' : 'several';
}

/** The people a guest of the list stands for: themselves, a +1 and their children. */
export interface GuestPeople {
  people: number;
  children: number;
}

/** The people of one guest of the list, children among them. */
export function peopleOfGuest(guest: CountedGuest): GuestPeople {
  const children = CHILDREN_PEOPLE[guest.children];
  return { people: 1 + (guest.withHalf ? 1 : 0) + children, children };
}

/** The people of many guests (a tab, a side, the whole list), children among them. */
export function peopleOfGuests(guests: Iterable<CountedGuest>): GuestPeople {
  const total: GuestPeople = { people: 0, children: 0 };
  for (const guest of guests) {
    const own = peopleOfGuest(guest);
    total.people += own.people;
    total.children += own.children;
  }
  return total;
}

/** Head counts of some guests, the one rule the guest page, the main page, the export and the import share. */
export function guestTotals(guests: ReadonlyArray<CountedGuest & Pick<Guest, 'checked'>>): GuestTotals {
  const all = peopleOfGuests(guests);
  const confirmed = peopleOfGuests(guests.filter((guest) => guest.checked));
  return { guests: guests.length, people: all.people, children: all.children, confirmed: confirmed.people };
}

/** A guest's own answer for a part (not their +1's). */
export function guestAnswerOf(answers: readonly RsvpAnswer[], guestId: string, eventId: string): boolean | undefined {
  return answers.find((a) => a.guestId === guestId && a.eventId === eventId && a.half !== true)?.coming;
}

/** The +1's own answer for a part, else the guest's (older answers had none for the +1). */
export function halfAnswerOf(answers: readonly RsvpAnswer[], guestId: string, eventId: string): boolean | undefined {
  const own = answers.find((a) => a.guestId === guestId && a.eventId === eventId && a.half === true);
  return own ? own.coming : guestAnswerOf(answers, guestId, eventId);
}

/** The household's children: its own count once it gave one and the list still agrees, else the list's. */
export function householdChildren(
  invitation: Pick<Invitation, 'answeredAt' | 'childrenCount'>,
  guests: readonly CountedGuest[],
): number {
  const listed = guests.reduce((sum, guest) => sum + CHILDREN_PEOPLE[guest.children], 0);
  const answered = invitation.answeredAt !== null && invitation.childrenCount > 0;
  const code = childrenCodeOf(invitation.childrenCount);
  return answered && guests.some((guest) => guest.children === code) ? invitation.childrenCount : listed;
}

/** Who of a household comes to one part, in people. */
export interface HouseholdAtEvent {
  /** Each person coming, in the list's order: a guest, or with `half` that guest's +1. */
  coming: Array<{ guestId: string; half: boolean }>;
  invited: number;
  comingPeople: number;
  declined: number;
  noAnswer: number;
  /** The household's children, and whether they come, decline or wait. */
  children: number;
  childrenState: 'coming' | 'declined' | 'noAnswer';
}

/** A household's people at one part of the day it is invited to (guests gone from the list left out). */
export function householdAtEvent(
  invitation: Pick<Invitation, 'guestIds' | 'answers' | 'answeredAt' | 'childrenCount'>,
  guestsById: ReadonlyMap<string, CountedGuest>,
  eventId: string,
): HouseholdAtEvent {
  const result: HouseholdAtEvent = {
    coming: [],
    invited: 0,
    comingPeople: 0,
    declined: 0,
    noAnswer: 0,
    children: 0,
    childrenState: 'noAnswer',
  };
  const count = (guestId: string, half: boolean, answer: boolean | undefined) => {
    result.invited += 1;
    if (answer === true) {
      result.coming.push({ guestId, half });
      result.comingPeople += 1;
    } else if (answer === false) result.declined += 1;
    else result.noAnswer += 1;
  };
  const guests: CountedGuest[] = [];
  let guestComing = false;
  let allDeclined = true;
  for (const guestId of invitation.guestIds) {
    const guest = guestsById.get(guestId);
    if (!guest) continue;
    guests.push(guest);
    const own = guestAnswerOf(invitation.answers, guestId, eventId);
    count(guestId, false, own);
    if (guest.withHalf) count(guestId, true, halfAnswerOf(invitation.answers, guestId, eventId));
    if (own === true) guestComing = true;
    if (own !== false) allDeclined = false;
  }
  if (guests.length === 0) return result;
  const children = householdChildren(invitation, guests);
  result.children = children;
  result.invited += children;
  if (guestComing) {
    result.childrenState = 'coming';
    result.comingPeople += children;
  } else if (allDeclined) {
    result.childrenState = 'declined';
    result.declined += children;
  } else result.noAnswer += children;
  return result;
}

/** GET /invitations/summary: per part of the day, the people invited, coming, declined and waiting. */
export function invitationSummaryOf(
  events: readonly Pick<WeddingEvent, 'id'>[],
  invitations: readonly Pick<Invitation, 'guestIds' | 'eventIds' | 'answers' | 'answeredAt' | 'childrenCount'>[],
  guests: readonly (CountedGuest & { id: string })[],
): InvitationSummaryRow[] {
  const guestsById = new Map(guests.map((guest) => [guest.id, guest]));
  return events.map((event) => {
    const row: InvitationSummaryRow = {
      eventId: event.id,
      invited: 0,
      coming: 0,
      declined: 0,
      noAnswer: 0,
      comingChildren: 0,
    };
    for (const invitation of invitations) {
      if (!invitation.eventIds.includes(event.id)) continue;
      const household = householdAtEvent(invitation, guestsById, event.id);
      row.invited += household.invited;
      row.coming += household.comingPeople;
      row.declined += household.declined;
      row.noAnswer += household.noAnswer;
      if (household.childrenState === 'coming') row.comingChildren += household.children;
    }
    return row;
  });
}
