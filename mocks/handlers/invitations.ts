import { invitationRoutes } from '../../src/contract/invitation-routes.ts';
import { rsvpRoutes } from '../../src/contract/rsvp-routes.ts';
import { rsvpClosed, type Invitation, type RsvpAnswerRequest, type RsvpPage } from '../../src/contract/invitations.ts';
import * as rules from '../../src/contract/invitation-rules.ts';
import { invitationSummaryOf } from '../../src/contract/people-rules.ts';
import { catalogueKeyText, fileAnswer, findAccountById, mockCollection, mockDb, type MockMember } from '../kit.ts';
import { mockRoute, newMockId, newMockToken, refuse, refuseOn, refuseWith, XLSX_TYPE } from '../kit.ts';
import { MOCK_PUBLIC_URL, scenarioInvitations, type MockInvitations } from '../invitations-store.ts';

/*
 * The invitations as the server keeps them (server/features/invitations), by invitation-rules.ts: the
 * wizard's registration and banquet on the first call; files answer placeholders.
 */

const guestsOf = (userId: string) => mockDb.guests[userId] ?? [];
const couplesInvitations = (user: MockMember): MockInvitations =>
  ((mockDb.invitations ??= {})[user.id] ??= scenarioInvitations(mockDb.scenario, guestsOf(user.id)) ?? {
    events: rules.defaultEvents(user, () => newMockId('ev'), catalogueKeyText),
    invitations: [],
    deadline: null,
  });

const eventIdsOf = (data: MockInvitations) => new Set(data.events.map((event) => event.id));
/** An invitation with guests and parts that are gone left out, as the server reads it. */
const seen = (userId: string, data: MockInvitations, invitation: Invitation) =>
  rules.invitationSeen(invitation, new Set(guestsOf(userId).map((guest) => guest.id)), eventIdsOf(data));
const visible = (user: MockMember, data = couplesInvitations(user)) =>
  data.invitations.map((invitation) => seen(user.id, data, invitation));
const invitedOf = (user: MockMember) => new Set(visible(user).flatMap((invitation) => invitation.guestIds));

function invitationOf(guestIds: string[], eventIds: string[]): Invitation {
  const url = `${MOCK_PUBLIC_URL}/rsvp/${newMockToken('mock')}`;
  return rules.newInvitation({ id: newMockId('inv'), url, createdAt: new Date().toISOString(), guestIds, eventIds });
}

const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><rect width="29" height="29" fill="#fff"/>' +
  '<path d="M4,4h7v7h-7zM18,4h7v7h-7zM4,18h7v7h-7z" fill="#000"/></svg>';

const events = mockCollection((user) => couplesInvitations(user).events);
const invitations = mockCollection((user) => couplesInvitations(user).invitations);

export const invitationHandlers = [
  events.list(invitationRoutes.events),
  events.add(invitationRoutes.addEvent, ({ user, body }) => {
    refuseWith(rules.tooManyEvents(couplesInvitations(user).events.length));
    return rules.newEvent(newMockId('ev'), body);
  }),
  events.change(invitationRoutes.changeEvent, (event, { body }) => void Object.assign(event, rules.eventChanges(body))),
  events.remove(invitationRoutes.removeEvent),
  mockRoute(invitationRoutes.list, ({ user }) => visible(user)),
  mockRoute(invitationRoutes.summary, ({ user }) =>
    invitationSummaryOf(couplesInvitations(user).events, visible(user), guestsOf(user.id)),
  ),
  invitations.add(invitationRoutes.add, ({ user, body }) => {
    const data = couplesInvitations(user);
    refuseOn(rules.invitationProblem(guestsOf(user.id), eventIdsOf(data), invitedOf(user), body));
    return invitationOf(body.guestIds, body.eventIds);
  }),
  mockRoute(invitationRoutes.addBulk, ({ user, body }) => {
    const data = couplesInvitations(user);
    refuseOn(rules.unknownEventProblem(eventIdsOf(data), body.eventIds));
    const chosen = rules.bulkInvitees(guestsOf(user.id), invitedOf(user), body);
    if (chosen.length === 0) refuse(422, 'rsvp:errors.nobodyToInvite');
    const created = chosen.map((guest) => invitationOf([guest.id], body.eventIds));
    data.invitations.push(...created);
    return created;
  }),
  invitations.remove(invitationRoutes.revoke),
  mockRoute(invitationRoutes.deadline, ({ user }) => ({ deadline: couplesInvitations(user).deadline })),
  mockRoute(invitationRoutes.setDeadline, ({ user, body }) => ({
    deadline: (couplesInvitations(user).deadline = body.deadline),
  })),
  invitations.at(invitationRoutes.qr, () => fileAnswer(QR, 'image/svg+xml')),
  mockRoute(invitationRoutes.answersFile, () =>
    fileAnswer(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), XLSX_TYPE, { ascii: 'rsvp-answers.xlsx' }),
  ),
];

/** A household's invitation in its couple's data: by the token of its page, or the couple's own by id. */
type Household = { userId: string; data: MockInvitations; invitation: Invitation };

/** The invitation a token opens, in whichever couple's data it is; 404 once revoked. */
function byToken(token: string): Household {
  for (const [userId, data] of Object.entries(mockDb.invitations ?? {})) {
    const invitation = data.invitations.find((entry) => entry.url.endsWith(`/rsvp/${token}`));
    if (invitation) return { userId, data, invitation };
  }
  return refuse(404, 'errors:server.notFound');
}

/** The household's page as GET /rsvp/{token} answers it: that household and nothing else. */
function pageOf({ userId, data, invitation: stored }: Household): RsvpPage {
  const account = findAccountById(userId);
  const invitation = seen(userId, data, stored);
  const guests = invitation.guestIds.map((id) => guestsOf(userId).find((guest) => guest.id === id)!);
  const couple = { brideName: account?.user.brideName ?? null, groomName: account?.user.groomName ?? null };
  const page = rules.rsvpPageOf(couple, data.events, guests, invitation, data.deadline, new Date());
  // After the deadline the household sees its own tables, as the server reads them from the plan.
  const seating = mockDb.seating?.[userId];
  const tableOf = (guestId: string) => seating?.tables.find((table) => table.id === seating.seats[guestId])?.name;
  const seated = page.closed ? guests.filter((guest) => tableOf(guest.id)) : [];
  return { ...page, tables: seated.map((guest) => ({ guestId: guest.id, table: tableOf(guest.id)! })) };
}

/** A household's answer into its invitation and the guest list, as the server takes it. */
function takeAnswer(household: Household, body: RsvpAnswerRequest): void {
  const page = pageOf(household);
  refuseOn(rules.rsvpAnswerProblem(page, body));
  const answeredAt = new Date().toISOString();
  Object.assign(household.invitation, rules.rsvpAnswerFields(page, body), { answeredAt });
  // The guest list follows at once, as on the server.
  for (const update of rules.rsvpGuestUpdates(page, body)) {
    const guest = guestsOf(household.userId).find((entry) => entry.id === update.guestId);
    if (guest) Object.assign(guest, rules.rsvpGuestChanges(update));
  }
}

/** The public calls of a household's page (no session): read, and answer until the deadline. */
export const rsvpHandlers = [
  mockRoute(rsvpRoutes.read, ({ params }) => pageOf(byToken(params.token))),
  mockRoute(rsvpRoutes.answer, ({ params, body }) => {
    const household = byToken(params.token);
    if (rsvpClosed(household.data.deadline, new Date())) refuse(422, 'rsvp:errors.closed');
    takeAnswer(household, body);
    return {};
  }),
  mockRoute(rsvpRoutes.erase, ({ params }) => {
    const household = byToken(params.token);
    const page = pageOf(household);
    Object.assign(household.invitation, rules.erasedHouseholdFields(new Date().toISOString()));
    for (const guest of guestsOf(household.userId)) {
      if (page.guests.some((entry) => entry.id === guest.id)) Object.assign(guest, rules.ERASED_GUEST_CHANGES);
    }
    return {};
  }),
];

/** The couple records a household's answer (the call list): the page's rules, the deadline aside. */
export const recordAnswerHandlers = [
  invitations.at(invitationRoutes.recordAnswer, (invitation, { user, body }) => {
    const data = couplesInvitations(user);
    takeAnswer({ userId: user.id, data, invitation }, body);
    return seen(user.id, data, invitation);
  }),
];
