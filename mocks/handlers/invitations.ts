import { HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import rsvpTexts from '../../locales/ru/rsvp.json';
import validation from '../../locales/ru/validation.json';
import { invitationRoutes } from '../../src/contract/invitation-routes.ts';
import { rsvpRoutes } from '../../src/contract/rsvp-routes.ts';
import {
  EVENTS_MAX,
  rsvpClosed,
  type Invitation,
  type RsvpPage,
  type WeddingEvent,
} from '../../src/contract/invitations.ts';
import { childrenCodeOf, invitationSummaryOf } from '../../src/contract/people-rules.ts';
import {
  answersOnce,
  dietOf,
  dietsAfter,
  halfHolderOf,
  isPersonOf,
  listedChildrenCount,
} from '../../src/contract/rsvp-rules.ts';
import { errorResponse } from '../http.ts';
import { MOCK_PUBLIC_URL, scenarioInvitations, type MockInvitations } from '../invitations-store.ts';
import { mockRoute, type MockMember } from '../planning-route.ts';
import { findAccountById, mockDb } from '../store.ts';
import { validationFailed } from '../validation.ts';

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
const fieldFailed = (field: string, text: string) => validationFailed([{ text, field }]);

/** Invitations with guests and parts that are gone left out, as the server reads them. */
function visible(user: User, data: MockInvitations): Invitation[] {
  const guests = new Set((mockDb.guests[user.id] ?? []).map((guest) => guest.id));
  const events = new Set(data.events.map((event) => event.id));
  return data.invitations.map((invitation) => {
    const guestIds = invitation.guestIds.filter((id) => guests.has(id));
    const eventIds = invitation.eventIds.filter((id) => events.has(id));
    const diets = invitation.diets.filter((entry) => guestIds.includes(entry.guestId));
    return {
      ...invitation,
      guestIds,
      eventIds,
      answers: invitation.answers.filter((a) => guestIds.includes(a.guestId) && eventIds.includes(a.eventId)),
      diet: guestIds[0] === undefined ? '' : dietOf(diets, guestIds[0]),
      diets,
    };
  });
}

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

export const invitationHandlers = [
  mockRoute(invitationRoutes.events, ({ user }) => HttpResponse.json(couplesInvitations(user).events)),
  mockRoute(invitationRoutes.addEvent, ({ user, body }) => {
    const data = couplesInvitations(user);
    if (body.name.trim() === '') return fieldFailed('name', validation.required);
    if (data.events.length >= EVENTS_MAX) {
      return errorResponse(422, rsvpTexts.errors.tooManyEvents.replace('{{max}}', String(EVENTS_MAX)));
    }
    const event: WeddingEvent = {
      id: `ev_mock_${newId()}`,
      name: body.name.trim(),
      startsAt: body.startsAt ?? null,
      place: body.place?.trim() ?? '',
      address: body.address?.trim() ?? '',
    };
    data.events.push(event);
    return HttpResponse.json(event);
  }),
  mockRoute(invitationRoutes.changeEvent, ({ user, params, body }) => {
    const event = couplesInvitations(user).events.find((entry) => entry.id === params.id);
    if (!event) return notFound();
    if (body.name !== undefined && body.name.trim() === '') return fieldFailed('name', validation.required);
    if (body.name !== undefined) event.name = body.name.trim();
    if (body.startsAt !== undefined) event.startsAt = body.startsAt;
    if (body.place !== undefined) event.place = body.place.trim();
    if (body.address !== undefined) event.address = body.address.trim();
    return HttpResponse.json(event);
  }),
  mockRoute(invitationRoutes.removeEvent, ({ user, params }) => {
    const data = couplesInvitations(user);
    if (!data.events.some((event) => event.id === params.id)) return notFound();
    data.events = data.events.filter((event) => event.id !== params.id);
    return HttpResponse.json({});
  }),
  mockRoute(invitationRoutes.list, ({ user }) => HttpResponse.json(visible(user, couplesInvitations(user)))),
  mockRoute(invitationRoutes.summary, ({ user }) => {
    const data = couplesInvitations(user);
    return HttpResponse.json(invitationSummaryOf(data.events, visible(user, data), mockDb.guests[user.id] ?? []));
  }),
  mockRoute(invitationRoutes.add, ({ user, body }) => {
    const data = couplesInvitations(user);
    const guests = mockDb.guests[user.id] ?? [];
    if (body.guestIds.some((id) => !guests.some((guest) => guest.id === id))) {
      return fieldFailed('guestIds', rsvpTexts.errors.unknownGuest);
    }
    if (body.eventIds.some((id) => !data.events.some((event) => event.id === id))) {
      return fieldFailed('eventIds', rsvpTexts.errors.unknownEvent);
    }
    const invited = new Set(visible(user, data).flatMap((invitation) => invitation.guestIds));
    const again = guests.find((guest) => body.guestIds.includes(guest.id) && invited.has(guest.id));
    if (again) return fieldFailed('guestIds', rsvpTexts.errors.alreadyInvited.replace('{{name}}', again.name));
    const invitation = newInvitation(body.guestIds, body.eventIds);
    data.invitations.push(invitation);
    return HttpResponse.json(invitation);
  }),
  mockRoute(invitationRoutes.addBulk, ({ user, body }) => {
    const data = couplesInvitations(user);
    if (body.eventIds.some((id) => !data.events.some((event) => event.id === id))) {
      return fieldFailed('eventIds', rsvpTexts.errors.unknownEvent);
    }
    const invited = new Set(visible(user, data).flatMap((invitation) => invitation.guestIds));
    const chosen = (mockDb.guests[user.id] ?? []).filter(
      (guest) =>
        !invited.has(guest.id) &&
        (body.from === undefined || guest.from === body.from) &&
        (body.category === undefined || guest.category.includes(body.category)),
    );
    if (chosen.length === 0) return errorResponse(422, rsvpTexts.errors.nobodyToInvite);
    const created = chosen.map((guest) => newInvitation([guest.id], body.eventIds));
    data.invitations.push(...created);
    return HttpResponse.json(created);
  }),
  mockRoute(invitationRoutes.revoke, ({ user, params }) => {
    const data = couplesInvitations(user);
    if (!data.invitations.some((invitation) => invitation.id === params.id)) return notFound();
    data.invitations = data.invitations.filter((invitation) => invitation.id !== params.id);
    return HttpResponse.json({});
  }),
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
function pageOf(userId: string, data: MockInvitations, invitation: Invitation): RsvpPage {
  const account = findAccountById(userId);
  const guests = (mockDb.guests[userId] ?? []).filter((guest) => invitation.guestIds.includes(guest.id));
  const closed = rsvpClosed(data.deadline, new Date());
  // After the deadline the household sees its own tables, as the server reads them from the plan.
  const seating = mockDb.seating?.[userId];
  const tables = closed
    ? guests.flatMap((guest) => {
        const table = seating?.tables.find((entry) => entry.id === seating.seats[guest.id]);
        return table ? [{ guestId: guest.id, table: table.name }] : [];
      })
    : [];
  return {
    couple: { brideName: account?.user.brideName ?? null, groomName: account?.user.groomName ?? null },
    events: data.events.filter((event) => invitation.eventIds.includes(event.id)),
    guests: guests.map(({ id, name, withHalf, halfName, children }) => ({ id, name, withHalf, halfName, children })),
    answers: invitation.answers,
    deadline: data.deadline,
    closed,
    answeredAt: invitation.answeredAt,
    halfName: invitation.halfName,
    // Until the household answers, the children count starts at what the list says.
    childrenCount: invitation.answeredAt ? invitation.childrenCount : listedChildrenCount(guests),
    diet: invitation.diet,
    diets: invitation.diets,
    message: invitation.message,
    transfer: invitation.transfer,
    overnight: invitation.overnight,
    tables,
  };
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
    const { userId, data, invitation } = found;
    if (rsvpClosed(data.deadline, new Date())) return errorResponse(422, rsvpTexts.errors.closed);
    const page = pageOf(userId, data, invitation);
    const isPerson = isPersonOf(page, body);
    const known = (guestId: string, half: boolean | undefined, eventId: string) =>
      isPerson(guestId, half) && page.events.some((event) => event.id === eventId);
    if (body.answers.some((answer) => !known(answer.guestId, answer.half, answer.eventId))) {
      return fieldFailed('answers', rsvpTexts.errors.unknownAnswer);
    }
    if (body.diets?.some((entry) => !isPerson(entry.guestId, entry.half))) {
      return fieldFailed('diets', rsvpTexts.errors.unknownAnswer);
    }
    invitation.answers = answersOnce(body.answers);
    if (body.halfName !== undefined) invitation.halfName = body.halfName?.trim() || null;
    invitation.childrenCount = body.childrenCount ?? page.childrenCount;
    invitation.diets = dietsAfter(page.diets, page.guests[0]?.id, body);
    invitation.diet = page.guests[0] ? dietOf(invitation.diets, page.guests[0].id) : '';
    if (body.message !== undefined) invitation.message = body.message.trim();
    if (body.transfer !== undefined) invitation.transfer = body.transfer;
    if (body.overnight !== undefined) invitation.overnight = body.overnight;
    invitation.answeredAt = new Date().toISOString();
    // The guest list follows at once, as on the server.
    const guests = (mockDb.guests[userId] ?? []).filter((guest) => invitation.guestIds.includes(guest.id));
    for (const guest of guests) {
      const own = body.answers.filter((answer) => answer.guestId === guest.id && !answer.half);
      if (own.length > 0) guest.checked = own.some((answer) => answer.coming);
    }
    const halfHolder = halfHolderOf(guests);
    if (halfHolder && body.halfName) Object.assign(halfHolder, { withHalf: true, halfName: body.halfName.trim() });
    const childrenHolder = guests.find((guest) => guest.children !== 'none') ?? guests[0];
    if (childrenHolder && body.childrenCount !== undefined)
      childrenHolder.children = childrenCodeOf(body.childrenCount);
    return HttpResponse.json({});
  }),
];
