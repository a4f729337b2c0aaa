import { HttpResponse } from 'msw';
import { invitationRoutes } from '../../src/contract/invitation-routes.ts';
import { rsvpRoutes } from '../../src/contract/rsvp-routes.ts';
import { rsvpClosed, type Invitation, type RsvpAnswerRequest, type RsvpPage } from '../../src/contract/invitations.ts';
import {
  bulkInvitees,
  defaultEvents,
  eventChanges,
  eventProblem,
  invitationProblem,
  invitationSeen,
  newEvent,
  newInvitation,
  rsvpAnswerFields,
  rsvpAnswerProblem,
  rsvpGuestChanges,
  rsvpGuestUpdates,
  rsvpPageOf,
  tooManyEvents,
  unknownEventProblem,
} from '../../src/contract/invitation-rules.ts';
import { invitationSummaryOf } from '../../src/contract/people-rules.ts';
import { mockCollection, newMockId } from '../collection.ts';
import { errorResponse, fileAnswer, notFound } from '../http.ts';
import { MOCK_PUBLIC_URL, scenarioInvitations, type MockInvitations } from '../invitations-store.ts';
import { mockRoute, type MockMember } from '../planning-route.ts';
import { findAccountById, mockDb } from '../store.ts';
import { catalogueKeyText, problemAnswer, refusalAnswer } from '../validation.ts';

/*
 * The invitations calls as the server answers them (server/features/invitations), by the rules of
 * invitation-rules.ts: the registration and the banquet from the wizard's answers on the first
 * call, a guest on one invitation only, the guests and parts of this couple only. Files answer
 * placeholders.
 */

type User = MockMember;

function couplesInvitations(user: User): MockInvitations {
  const guests = mockDb.guests[user.id] ?? [];
  return ((mockDb.invitations ??= {})[user.id] ??= scenarioInvitations(mockDb.scenario, guests) ?? {
    events: defaultEvents(user, () => newMockId('ev'), catalogueKeyText),
    invitations: [],
    deadline: null,
  });
}

/** Invitations with guests and parts that are gone left out, as the server reads them. */
function visible(user: User, data: MockInvitations): Invitation[] {
  const guests = new Set((mockDb.guests[user.id] ?? []).map((guest) => guest.id));
  return data.invitations.map((invitation) => invitationSeen(invitation, guests, eventIdsOf(data)));
}

const invitedOf = (user: User, data: MockInvitations) =>
  new Set(visible(user, data).flatMap((invitation) => invitation.guestIds));
const eventIdsOf = (data: MockInvitations) => new Set(data.events.map((event) => event.id));

function invitationOf(guestIds: string[], eventIds: string[]): Invitation {
  const token = newMockId('mock')
    .replace(/[^A-Za-z0-9]/g, '')
    .padEnd(22, 'x')
    .slice(0, 22);
  const fields = { id: newMockId('inv'), url: `${MOCK_PUBLIC_URL}/rsvp/${token}`, createdAt: new Date().toISOString() };
  return newInvitation({ ...fields, guestIds, eventIds });
}

const QR_PLACEHOLDER =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><rect width="29" height="29" fill="#fff"/>' +
  '<path d="M4,4h7v7h-7zM18,4h7v7h-7zM4,18h7v7h-7z" fill="#000"/></svg>';
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const events = mockCollection(
  (user) => couplesInvitations(user).events,
  (event) => event,
);
const invitations = mockCollection(
  (user) => couplesInvitations(user).invitations,
  (invitation) => invitation,
);

export const invitationHandlers = [
  events.list(invitationRoutes.events),
  events.add(invitationRoutes.addEvent, ({ user, body }) => {
    const problem = eventProblem(body);
    if (problem) return { problem };
    const refused = tooManyEvents(couplesInvitations(user).events.length);
    return refused ? { refusal: refusalAnswer(refused) } : newEvent(newMockId('ev'), body);
  }),
  events.change(
    invitationRoutes.changeEvent,
    (event, { body }) => void Object.assign(event, eventChanges(body)),
    ({ body }) => eventProblem(body),
  ),
  events.remove(invitationRoutes.removeEvent),
  mockRoute(invitationRoutes.list, ({ user }) => HttpResponse.json(visible(user, couplesInvitations(user)))),
  mockRoute(invitationRoutes.summary, ({ user }) => {
    const data = couplesInvitations(user);
    return HttpResponse.json(invitationSummaryOf(data.events, visible(user, data), mockDb.guests[user.id] ?? []));
  }),
  invitations.add(invitationRoutes.add, ({ user, body }) => {
    const data = couplesInvitations(user);
    const guests = mockDb.guests[user.id] ?? [];
    const problem = invitationProblem(guests, eventIdsOf(data), invitedOf(user, data), body);
    return problem ? { problem } : invitationOf(body.guestIds, body.eventIds);
  }),
  mockRoute(invitationRoutes.addBulk, ({ user, body }) => {
    const data = couplesInvitations(user);
    const problem = unknownEventProblem(eventIdsOf(data), body.eventIds);
    if (problem) return problemAnswer(problem);
    const chosen = bulkInvitees(mockDb.guests[user.id] ?? [], invitedOf(user, data), body);
    if (chosen.length === 0) return errorResponse(422, catalogueKeyText('rsvp:errors.nobodyToInvite'));
    const created = chosen.map((guest) => invitationOf([guest.id], body.eventIds));
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
  mockRoute(invitationRoutes.qr, ({ user, params }) =>
    invitations.find(user, params.id) ? fileAnswer(QR_PLACEHOLDER, 'image/svg+xml') : notFound(),
  ),
  mockRoute(invitationRoutes.answersFile, () =>
    fileAnswer(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), XLSX_TYPE, { ascii: 'rsvp-answers.xlsx' }),
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
  const tableOf = (guestId: string) => seating?.tables.find((table) => table.id === seating.seats[guestId])?.name;
  const seated = page.closed ? guests.filter((guest) => tableOf(guest.id)) : [];
  return { ...page, tables: seated.map((guest) => ({ guestId: guest.id, table: tableOf(guest.id)! })) };
}

/** The public calls of a household's page (no session): read, and answer until the deadline. */
export const rsvpHandlers = [
  mockRoute(rsvpRoutes.read, ({ params }) => {
    const found = byToken(params.token);
    return found ? HttpResponse.json(pageOf(found.userId, found.data, found.invitation)) : notFound();
  }),
  mockRoute(rsvpRoutes.answer, ({ params, body }) => {
    const found = byToken(params.token);
    if (!found) return notFound();
    if (rsvpClosed(found.data.deadline, new Date())) return errorResponse(422, catalogueKeyText('rsvp:errors.closed'));
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
    if (guest) Object.assign(guest, rsvpGuestChanges(update));
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
