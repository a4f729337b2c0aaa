import type { Guest, GuestChildrenCode, GuestUpdate } from './guests.ts';
import {
  EVENTS_MAX,
  rsvpClosed,
  type Invitation,
  type InvitationBulkCreate,
  type RsvpAnswerRequest,
  type RsvpPage,
  type WeddingEvent,
  type WeddingEventCreate,
  type WeddingEventPatch,
} from './invitations.ts';
import { childrenCodeOf } from './people-rules.ts';
import { blankProblem, type CatalogueText, type FieldProblem, type Refusal } from './rule-problem.ts';
import { answersOnce, dietOf, dietsAfter, halfHolderOf, isPersonOf, listedChildrenCount } from './rsvp-rules.ts';

/*
 * The invitations' rules, shared by the server (server/features/invitations) and the mock so both
 * answer alike: the parts of the day, whom an invitation may name, what the couple and a household
 * see of it, and what a household's answer changes.
 */

/** A part's name of spaces only is "required". */
export function eventProblem(body: WeddingEventPatch): FieldProblem | null {
  return blankProblem('name', body.name);
}

/** The stored fields a request sets (texts trimmed); absent fields stay. */
export function eventChanges(body: WeddingEventPatch): Partial<Omit<WeddingEvent, 'id'>> {
  const changes: Partial<Omit<WeddingEvent, 'id'>> = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.startsAt !== undefined) changes.startsAt = body.startsAt;
  if (body.place !== undefined) changes.place = body.place.trim();
  if (body.address !== undefined) changes.address = body.address.trim();
  return changes;
}

/** The parts a wedding starts with: the registration and the banquet, when and where the wizard's answers say. */
export function defaultEvents(
  answers: { registrationDate?: string | null; registrationLocation?: string | null } & {
    banquetDate?: string | null;
    banquetLocation?: string | null;
  },
  newId: () => string,
  words: CatalogueText,
): WeddingEvent[] {
  return (['registration', 'banquet'] as const).map((code) => ({
    id: newId(),
    name: words(`rsvp:defaultEvents.${code}`),
    startsAt: answers[`${code}Date`] ?? null,
    place: answers[`${code}Location`] ?? '',
    address: '',
  }));
}

/** A wedding has at most EVENTS_MAX parts (422 before one more). */
export function tooManyEvents(count: number): Refusal | null {
  return count >= EVENTS_MAX ? { status: 422, key: 'rsvp:errors.tooManyEvents', values: { max: EVENTS_MAX } } : null;
}

/** A new invitation as the couple sees it: its household and parts, nobody has answered yet. */
export function newInvitation(
  fields: Pick<Invitation, 'id' | 'url' | 'createdAt' | 'guestIds' | 'eventIds'>,
): Invitation {
  const unanswered = { answeredAt: null, answers: [], halfName: null, childrenCount: 0, diet: '', diets: [] };
  return { ...fields, ...unanswered, message: '', transfer: false, overnight: false, erasedAt: null };
}

/** A new part: no time, place or address unless the request gives them. */
export function newEvent(id: string, body: WeddingEventCreate): WeddingEvent {
  return { id, startsAt: null, place: '', address: '', ...eventChanges(body), name: body.name.trim() };
}

/** An invitation as the couple sees it: guests and parts that are gone left out, the first guest's diet. */
export function invitationSeen(
  invitation: Invitation,
  guestIds: ReadonlySet<string>,
  eventIds: ReadonlySet<string>,
): Invitation {
  const guests = invitation.guestIds.filter((id) => guestIds.has(id));
  const events = invitation.eventIds.filter((id) => eventIds.has(id));
  const diets = invitation.diets.filter((entry) => guests.includes(entry.guestId));
  return {
    ...invitation,
    guestIds: guests,
    eventIds: events,
    answers: invitation.answers.filter((answer) => guests.includes(answer.guestId) && events.includes(answer.eventId)),
    diet: guests[0] === undefined ? '' : dietOf(diets, guests[0]),
    diets,
  };
}

/** Every part an invitation names is one of the wedding's. */
export function unknownEventProblem(events: ReadonlySet<string>, eventIds: readonly string[]): FieldProblem | null {
  return eventIds.some((id) => !events.has(id)) ? { field: 'eventIds', key: 'rsvp:errors.unknownEvent' } : null;
}

/** An invitation names guests of the list not invited yet, and parts of the wedding. */
export function invitationProblem(
  guests: readonly Pick<Guest, 'id' | 'name'>[],
  events: ReadonlySet<string>,
  invited: ReadonlySet<string>,
  body: { guestIds: readonly string[]; eventIds: readonly string[] },
): FieldProblem | null {
  if (body.guestIds.some((id) => !guests.some((guest) => guest.id === id))) {
    return { field: 'guestIds', key: 'rsvp:errors.unknownGuest' };
  }
  const unknownEvent = unknownEventProblem(events, body.eventIds);
  if (unknownEvent) return unknownEvent;
  const again = guests.find((guest) => body.guestIds.includes(guest.id) && invited.has(guest.id));
  return again ? { field: 'guestIds', key: 'rsvp:errors.alreadyInvited', values: { name: again.name } } : null;
}

/** The guests a bulk invitation invites, one household each: of the side and/or category, not invited yet. */
export function bulkInvitees<G extends Pick<Guest, 'id' | 'from' | 'category'>>(
  guests: readonly G[],
  invited: ReadonlySet<string>,
  body: Pick<InvitationBulkCreate, 'from' | 'category'>,
): G[] {
  return guests.filter(
    (guest) =>
      !invited.has(guest.id) &&
      (body.from === undefined || guest.from === body.from) &&
      (body.category === undefined || guest.category.includes(body.category)),
  );
}

/** The household's page but for its tables: its guests, its parts, its answer so far. */
export function rsvpPageOf(
  couple: RsvpPage['couple'],
  events: readonly WeddingEvent[],
  household: readonly Pick<Guest, 'id' | 'name' | 'withHalf' | 'halfName' | 'children'>[],
  invitation: Invitation,
  deadline: string | null,
  now: Date,
): Omit<RsvpPage, 'tables'> {
  return {
    couple,
    events: events.filter((event) => invitation.eventIds.includes(event.id)),
    guests: household.map(({ id, name, withHalf, halfName, children }) => ({ id, name, withHalf, halfName, children })),
    answers: invitation.answers,
    deadline,
    closed: rsvpClosed(deadline, now),
    answeredAt: invitation.answeredAt,
    halfName: invitation.halfName,
    // Until the household answers, the children count starts at what the list says.
    childrenCount: invitation.answeredAt ? invitation.childrenCount : listedChildrenCount(household),
    diet: invitation.diet,
    diets: invitation.diets,
    message: invitation.message,
    transfer: invitation.transfer,
    overnight: invitation.overnight,
    erasedAt: invitation.erasedAt,
  };
}

/** Every answer and diet names a person of the household, and an answer one of its parts. */
export function rsvpAnswerProblem(
  page: Pick<RsvpPage, 'guests' | 'events'>,
  body: RsvpAnswerRequest,
): FieldProblem | null {
  const eventIds = new Set(page.events.map((event) => event.id));
  const isPerson = isPersonOf(page, body);
  if (body.answers.some((answer) => !isPerson(answer.guestId, answer.half) || !eventIds.has(answer.eventId))) {
    return { field: 'answers', key: 'rsvp:errors.unknownAnswer' };
  }
  if (body.diets?.some((entry) => !isPerson(entry.guestId, entry.half))) {
    return { field: 'diets', key: 'rsvp:errors.unknownAnswer' };
  }
  return null;
}

/** The invitation's fields after a household's answer (absent fields keep the page's). */
export function rsvpAnswerFields(page: Omit<RsvpPage, 'tables'>, body: RsvpAnswerRequest) {
  return {
    answers: answersOnce(body.answers),
    halfName: body.halfName === undefined ? page.halfName : body.halfName?.trim() || null,
    childrenCount: body.childrenCount ?? page.childrenCount,
    diets: dietsAfter(page.diets, page.guests[0]?.id, body),
    message: body.message === undefined ? page.message : body.message.trim(),
    transfer: body.transfer ?? page.transfer,
    overnight: body.overnight ?? page.overnight,
  };
}

/**
 * What a household's erasure of its own data (152-FZ) leaves of its invitation: no answers, diets,
 * message or needs; the +1's name stays, as every name does, so the couple knows who asked.
 */
export function erasedHouseholdFields(at: string) {
  return {
    answers: [],
    childrenCount: 0,
    diet: '',
    diets: [],
    message: '',
    transfer: false,
    overnight: false,
    answeredAt: null,
    erasedAt: at,
  } satisfies Partial<Invitation>;
}

/** What it leaves of each of its guests on the list: no contacts, and not confirmed, its answers being gone. */
export const ERASED_GUEST_CHANGES = { email: null, phone: null, checked: false } as const satisfies GuestUpdate;

/** What an answer changes of one guest on the list. */
export interface RsvpGuestUpdate {
  guestId: string;
  /** Coming to at least one part; undefined (no answer from this guest) leaves the tick alone. */
  checked?: boolean;
  /** A named +1 (sets withHalf); undefined leaves the +1 alone. */
  halfName?: string;
  children?: GuestChildrenCode;
}

/**
 * The guest list after a household's answer: a guest is confirmed by their own answers (their
 * +1's do not tick them); the +1's name and the children belong to the household, and the list
 * holds them on one guest each.
 */
export function rsvpGuestUpdates(page: Omit<RsvpPage, 'tables'>, body: RsvpAnswerRequest): RsvpGuestUpdate[] {
  const fields = rsvpAnswerFields(page, body);
  const own = fields.answers.filter((answer) => !answer.half);
  const updates: RsvpGuestUpdate[] = page.guests
    .filter((guest) => own.some((answer) => answer.guestId === guest.id))
    .map((guest) => ({
      guestId: guest.id,
      checked: own.some((answer) => answer.guestId === guest.id && answer.coming),
    }));
  const updateOf = (guestId: string) => {
    let update = updates.find((entry) => entry.guestId === guestId);
    if (!update) {
      update = { guestId };
      updates.push(update);
    }
    return update;
  };
  const halfHolder = halfHolderOf(page.guests);
  const childrenHolder = page.guests.find((guest) => guest.children !== 'none') ?? page.guests[0];
  if (halfHolder && fields.halfName && body.halfName !== undefined) updateOf(halfHolder.id).halfName = fields.halfName;
  if (childrenHolder && body.childrenCount !== undefined) {
    updateOf(childrenHolder.id).children = childrenCodeOf(fields.childrenCount);
  }
  return updates;
}

/** What a guest's update changes of their row on the guest list (a named +1 sets withHalf). */
export function rsvpGuestChanges(update: RsvpGuestUpdate): GuestUpdate {
  const changes: GuestUpdate = {};
  if (update.checked !== undefined) changes.checked = update.checked;
  if (update.halfName !== undefined) Object.assign(changes, { withHalf: true, halfName: update.halfName });
  if (update.children !== undefined) changes.children = update.children;
  return changes;
}
