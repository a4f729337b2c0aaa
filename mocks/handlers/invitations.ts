import { HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import rsvpTexts from '../../locales/ru/rsvp.json';
import { invitationRoutes } from '../../src/contract/invitation-routes.ts';
import { rsvpRoutes } from '../../src/contract/rsvp-routes.ts';
import {
  EVENTS_MAX,
  rsvpClosed,
  type Invitation,
  type RsvpAnswerRequest,
  type RsvpPage,
} from '../../src/contract/invitations.ts';
import {
  bulkInvitees,
  eventChanges,
  eventProblem,
  invitationProblem,
  invitationSeen,
  newEvent,
  rsvpAnswerFields,
  rsvpAnswerProblem,
  rsvpGuestUpdates,
  rsvpPageOf,
  unknownEventProblem,
} from '../../src/contract/invitation-rules.ts';
import { invitationSummaryOf } from '../../src/contract/people-rules.ts';
import { mockCollection } from '../collection.ts';
import { errorResponse } from '../http.ts';
import { MOCK_PUBLIC_URL, scenarioInvitations, type MockInvitations } from '../invitations-store.ts';
import { mockRoute, type MockMember } from '../planning-route.ts';
import { findAccountById, mockDb } from '../store.ts';
import { problemAnswer } from '../validation.ts';

/*
 * The invitations calls as the server answers them (server/features/invitations): the registration
 * and the banquet from the wizard's answers on the first call, 404 for an unknown id, a guest on
 * one invitation only, the guests and parts of this couple only. Files answer placeholders.
 */

type User = MockMember;

function couplesInvitations(user: User): MockInvitations {
  mockDb.invitations ??= {};
  const guests = mockDb.guests[user.id] ?? [];
  mockDb.invitations[user.id] ??= scenarioInvitations(mockDb.scenario, guests) ?? {
    events: [
      {
        id: `ev_mock_${newId()}`,
        name: rsvpTexts.defaultEvents.registration,
        startsAt: user.registrationDate ?? null,
        place: user.registrationLocation ?? '',
        address: '',
      },
      {
        id: `ev_mock_${newId()}`,
        name: rsvpTexts.defaultEvents.banquet,
        startsAt: user.banquetDate ?? null,
        place: user.banquetLocation ?? '',
        address: '',
      },
    ],
    invitations: [],
    deadline: null,
  };
  return mockDb.invitations[user.id]!;
}

let counter = 0;
const newId = () => `${Date.now().toString(36)}${(counter += 1)}`;
const notFound = () => errorResponse(404, errors.server.notFound);

/** Invitations with guests and parts that are gone left out, as the server reads them. */
function visible(user: User, data: MockInvitations): Invitation[] {
  const guests = new Set((mockDb.guests[user.id] ?? []).map((guest) => guest.id));
  const events = new Set(data.events.map((event) => event.id));
  return data.invitations.map((invitation) => invitationSeen(invitation, guests, events));
}

const invitedOf = (user: User, data: MockInvitations) =>
  new Set(visible(user, data).flatMap((invitation) => invitation.guestIds));
const eventIdsOf = (data: MockInvitations) => new Set(data.events.map((event) => event.id));

function newInvitation(guestIds: string[], eventIds: string[]): Invitation {
  const token = `mock${newId()}`.padEnd(22, 'x').slice(0, 22);
  return {
    id: `inv_mock_${newId()}`,
    guestIds,
    eventIds,
    url: `${MOCK_PUBLIC_URL}/rsvp/${token}`,
    answeredAt: null,
    createdAt: new Date().toISOString(),
    answers: [],
    halfName: null,
    childrenCount: 0,
    diet: '',
    diets: [],
    message: '',
    transfer: false,
    overnight: false,
  };
}

const QR_PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><rect width="29" height="29" fill="#fff"/>' +
  '<path d="M4,4h7v7h-7zM18,4h7v7h-7zM4,18h7v7h-7z" fill="#000"/></svg>';

/* The parts of the day and the invitations as the server keeps them (server/features/invitations), by invitation-rules.ts. */
const events = mockCollection(
  (user) => couplesInvitations(user).events,
  (event) => event,
);
const invitations = mockCollection(
  (user) => couplesInvitations(user).invitations,
  (invitation) => invitation,
);

export const invitationHandlers = [
  mockRoute(invitationRoutes.events, ({ user }) => HttpResponse.json(couplesInvitations(user).events)),
  events.add(invitationRoutes.addEvent, ({ user, body }) => {
    const problem = eventProblem(body);
    if (problem) return { problem };
    if (couplesInvitations(user).events.length >= EVENTS_MAX) {
      return { refusal: errorResponse(422, rsvpTexts.errors.tooManyEvents.replace('{{max}}', String(EVENTS_MAX))) };
    }
    return newEvent(`ev_mock_${newId()}`, body);
  }),
  events.change(invitationRoutes.changeEvent, (event, { body }) => {
    const problem = eventProblem(body);
    if (problem) return problem;
    Object.assign(event, eventChanges(body));
  }),
  events.remove(invitationRoutes.removeEvent),
  mockRoute(invitationRoutes.list, ({ user }) => HttpResponse.json(visible(user, couplesInvitations(user)))),
  mockRoute(invitationRoutes.summary, ({ user }) => {
    const data = couplesInvitations(user);
    return HttpResponse.json(invitationSummaryOf(data.events, visible(user, data), mockDb.guests[user.id] ?? []));
  }),
  mockRoute(invitationRoutes.add, ({ user, body }) => {
    const data = couplesInvitations(user);
    const guests = mockDb.guests[user.id] ?? [];
    const problem = invitationProblem(guests, eventIdsOf(data), invitedOf(user, data), body);
    if (problem) return problemAnswer(problem);
    const invitation = newInvitation(body.guestIds, body.eventIds);
    data.invitations.push(invitation);
    return HttpResponse.json(invitation);
  }),
  mockRoute(invitationRoutes.addBulk, ({ user, body }) => {
    const data = couplesInvitations(user);
    const problem = unknownEventProblem(eventIdsOf(data), body.eventIds);
    if (problem) return problemAnswer(problem);
    const chosen = bulkInvitees(mockDb.guests[user.id] ?? [], invitedOf(user, data), body);
    if (chosen.length === 0) return errorResponse(422, rsvpTexts.errors.nobodyToInvite);
    const created = chosen.map((guest) => newInvitation([guest.id], body.eventIds));
    data.invitations.push(...created);
    return HttpResponse.json(created);
  }),
  invitations.remove(invitationRoutes.revoke),
  mockRoute(invitationRoutes.deadline, ({ user }) =>
    HttpResponse.json({ deadline: couplesInvitations(user).deadline }),
  ),
  mockRoute(invitationRoutes.setDeadline, ({ user, body }) => {
    couplesInvitations(user).deadline = body.deadline;
    return HttpResponse.json({ deadline: body.deadline });
  }),
  mockRoute(invitationRoutes.qr, ({ user, params }) => {
    if (!couplesInvitations(user).invitations.some((invitation) => invitation.id === params.id)) return notFound();
    return new HttpResponse(QR_PLACEHOLDER, { headers: { 'content-type': 'image/svg+xml' } });
  }),
  mockRoute(
    invitationRoutes.answersFile,
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), {
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="rsvp-answers.xlsx"',
        },
      }),
  ),
];

/** The invitation a token opens, in whichever couple's data it is; undefined once revoked. */
function byToken(token: string) {
  for (const [userId, data] of Object.entries(mockDb.invitations ?? {})) {
    const invitation = data.invitations.find((entry) => entry.url.endsWith(`/rsvp/${token}`));
    if (invitation) return { userId, data, invitation };
  }
  return undefined;
}

/** The household's page as GET /rsvp/{token} answers it: that household and nothing else. */
function pageOf(userId: string, data: MockInvitations, stored: Invitation): RsvpPage {
  const account = findAccountById(userId);
  const all = mockDb.guests[userId] ?? [];
  const invitation = invitationSeen(stored, new Set(all.map((guest) => guest.id)), eventIdsOf(data));
  const guests = invitation.guestIds.map((id) => all.find((guest) => guest.id === id)!);
  const couple = { brideName: account?.user.brideName ?? null, groomName: account?.user.groomName ?? null };
  const page = rsvpPageOf(couple, data.events, guests, invitation, data.deadline, new Date());
  // After the deadline the household sees its own tables, as the server reads them from the plan.
  const seating = mockDb.seating?.[userId];
  const tables = page.closed
    ? guests.flatMap((guest) => {
        const table = seating?.tables.find((entry) => entry.id === seating.seats[guest.id]);
        return table ? [{ guestId: guest.id, table: table.name }] : [];
      })
    : [];
  return { ...page, tables };
}

/** The public calls of a household's page (no session): read, and answer until the deadline. */
export const rsvpHandlers = [
  mockRoute(rsvpRoutes.read, ({ params }) => {
    const found = byToken(params.token);
    if (!found) return notFound();
    return HttpResponse.json(pageOf(found.userId, found.data, found.invitation));
  }),
  mockRoute(rsvpRoutes.answer, ({ params, body }) => {
    const found = byToken(params.token);
    if (!found) return notFound();
    if (rsvpClosed(found.data.deadline, new Date())) return errorResponse(422, rsvpTexts.errors.closed);
    return takeAnswer(found, body) ?? HttpResponse.json({});
  }),
];

/** A household's answer into its invitation and the guest list, as the server takes it; a refusal, or null. */
function takeAnswer(
  found: { userId: string; data: MockInvitations; invitation: Invitation },
  body: RsvpAnswerRequest,
): Response | null {
  const { userId, data, invitation } = found;
  const page = pageOf(userId, data, invitation);
  const problem = rsvpAnswerProblem(page, body);
  if (problem) return problemAnswer(problem);
  Object.assign(invitation, rsvpAnswerFields(page, body), { answeredAt: new Date().toISOString() });
  // The guest list follows at once, as on the server.
  for (const update of rsvpGuestUpdates(page, body)) {
    const guest = mockDb.guests[userId]?.find((entry) => entry.id === update.guestId);
    if (!guest) continue;
    if (update.checked !== undefined) guest.checked = update.checked;
    if (update.halfName !== undefined) Object.assign(guest, { withHalf: true, halfName: update.halfName });
    if (update.children !== undefined) guest.children = update.children;
  }
  return null;
}

/** The couple records a household's answer (the call list): the page's rules, the deadline aside. */
export const recordAnswerHandlers = [
  mockRoute(invitationRoutes.recordAnswer, ({ user, params, body }) => {
    const data = couplesInvitations(user);
    const invitation = data.invitations.find((one) => one.id === params.id);
    if (!invitation) return notFound();
    const found = { userId: user.id, data, invitation };
    const refusal = takeAnswer(found, body);
    if (refusal) return refusal;
    return HttpResponse.json(visible(user, found.data).find((one) => one.id === params.id)!);
  }),
];
