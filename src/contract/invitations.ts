import * as Type from 'typebox';
import type { Static } from 'typebox';
import { PROFILE_DATE_MAX, PROFILE_DATE_MIN } from './account.ts';
import { CalendarDate } from './budget.ts';
import { GUEST_CATEGORY_CODES, GUEST_CHILDREN_CODES, GUEST_FROM_CODES } from './guests.ts';
import { Closed, Nullable, RequiredText, Text } from './schema-kit.ts';

/*
 * Invitations and answers (api.md, "Invitations and answers (RSVP)"): the parts of the wedding day,
 * an invitation per household with its public page, and the answers the household gives there.
 */

export const EVENT_NAME_MAX_LENGTH = 100;
export const EVENT_PLACE_MAX_LENGTH = 200;
export const EVENTS_MAX = 20;
/** Guests one invitation may name: a household, not a guest list. */
export const INVITATION_GUESTS_MAX = 12;
export const RSVP_DIET_MAX_LENGTH = 500;
export const RSVP_MESSAGE_MAX_LENGTH = 1000;
export const RSVP_CHILDREN_MAX = 10;
/** The public page's path; the API's is `/rsvp/{token}` under /api/v1. */
export const RSVP_PAGE_BASE = '/rsvp/';
/** A token: 16 random bytes (128 bits) in base64url, 22 characters. */
export const RSVP_TOKEN_PATTERN = '^[A-Za-z0-9_-]{22}$';

const Id = Type.String({ minLength: 1, maxLength: 64 });
// Bounded as the profile's dates are: year 0000 or 9999 is a typing slip, not a wedding.
const Instant = Nullable(
  Type.String({
    format: 'date-time',
    formatMinimum: PROFILE_DATE_MIN,
    formatMaximum: PROFILE_DATE_MAX,
    description: 'When the part starts (ISO instant).',
  }),
);

/** One part of the day: the registration, the walk, the banquet, the second day. */
export const WeddingEvent = Closed({
  id: Type.String(),
  name: Type.String(),
  startsAt: Nullable(Type.String()),
  place: Type.String(),
  address: Type.String(),
});
export type WeddingEvent = Static<typeof WeddingEvent>;
export const WeddingEvents = Type.Array(WeddingEvent);
export type WeddingEvents = Static<typeof WeddingEvents>;

export const WeddingEventCreate = Closed({
  name: RequiredText({ max: EVENT_NAME_MAX_LENGTH, printable: true }),
  startsAt: Type.Optional(Instant),
  place: Type.Optional(Text({ max: EVENT_PLACE_MAX_LENGTH })),
  address: Type.Optional(Text({ max: EVENT_PLACE_MAX_LENGTH })),
});
export type WeddingEventCreate = Static<typeof WeddingEventCreate>;

export const WeddingEventPatch = Closed({
  name: Type.Optional(RequiredText({ max: EVENT_NAME_MAX_LENGTH, printable: true })),
  startsAt: Type.Optional(Instant),
  place: Type.Optional(Text({ max: EVENT_PLACE_MAX_LENGTH })),
  address: Type.Optional(Text({ max: EVENT_PLACE_MAX_LENGTH })),
});
export type WeddingEventPatch = Static<typeof WeddingEventPatch>;

export const InvitationIdParams = Closed({ id: Id });
export type InvitationIdParams = Static<typeof InvitationIdParams>;

const Half = Type.Optional(
  Type.Boolean({ description: 'true: this is the +1 of the guest `guestId` (a guest with withHalf), not the guest.' }),
);

/** One person's answer for one part: a guest's, or with `half: true` their +1's. */
export const RsvpAnswer = Closed({ guestId: Id, eventId: Id, coming: Type.Boolean(), half: Half });
export type RsvpAnswer = Static<typeof RsvpAnswer>;

/** One person's diet: a guest's, or with `half: true` their +1's. */
export const RsvpDiet = Closed({ guestId: Id, half: Half, diet: Text({ max: RSVP_DIET_MAX_LENGTH }) });
export type RsvpDiet = Static<typeof RsvpDiet>;
/** A household's diets: its guests and their +1s, each at most once. */
const RsvpDiets = Type.Array(RsvpDiet, { maxItems: INVITATION_GUESTS_MAX * 2 });

/** What a household said besides yes and no. */
const householdFields = {
  halfName: Nullable(Type.String()),
  childrenCount: Type.Integer(),
  diet: Type.String({
    description: 'The first guest’s diet (what a household’s one diet was before `diets`); kept for older clients.',
  }),
  diets: Type.Array(RsvpDiet, { description: 'Each person’s diet, only those given.' }),
  message: Type.String(),
  transfer: Type.Boolean({ description: 'They need the transfer between the parts.' }),
  overnight: Type.Boolean({ description: 'They need a place to stay overnight.' }),
  erasedAt: Nullable(
    Type.String({
      description:
        'When the household erased its own data from its page (its contacts, diets, message and answers); null if it never did.',
    }),
  ),
};

/** An invitation as the couple sees it: who, to which parts, its page and what they answered. */
export const Invitation = Closed({
  id: Type.String(),
  guestIds: Type.Array(Type.String()),
  eventIds: Type.Array(Type.String()),
  url: Type.String({
    description:
      'The household’s public page, with its unguessable token; at PUBLIC_URL when set, otherwise at the ' +
      'address the request came to (Host, or a trusted proxy’s X-Forwarded-Host and -Proto).',
  }),
  answeredAt: Nullable(Type.String()),
  createdAt: Type.String(),
  answers: Type.Array(RsvpAnswer),
  ...householdFields,
});
export type Invitation = Static<typeof Invitation>;
export const Invitations = Type.Array(Invitation);
export type Invitations = Static<typeof Invitations>;

const GuestIds = Type.Array(Id, { minItems: 1, maxItems: INVITATION_GUESTS_MAX, uniqueItems: true });
const EventIds = Type.Array(Id, { minItems: 1, maxItems: EVENTS_MAX, uniqueItems: true });

export const InvitationCreate = Closed({ guestIds: GuestIds, eventIds: EventIds });
export type InvitationCreate = Static<typeof InvitationCreate>;

/** POST /invitations/bulk: one invitation per guest of a side and/or a category not yet invited. */
export const InvitationBulkCreate = Closed({
  from: Type.Optional(Type.Enum(GUEST_FROM_CODES)),
  category: Type.Optional(Type.Enum(GUEST_CATEGORY_CODES)),
  eventIds: EventIds,
});
export type InvitationBulkCreate = Static<typeof InvitationBulkCreate>;

export const RsvpDeadline = Closed({
  deadline: Nullable({ ...CalendarDate, description: 'The last day answers are taken (YYYY-MM-DD, 2000–2100).' }),
});
export type RsvpDeadline = Static<typeof RsvpDeadline>;

/** GET /rsvp/{token}: the household and nothing else (no other guest, no e-mail). */
export const RsvpPage = Closed({
  couple: Closed({ brideName: Nullable(Type.String()), groomName: Nullable(Type.String()) }),
  events: WeddingEvents,
  guests: Type.Array(
    Closed({
      id: Type.String(),
      name: Type.String(),
      withHalf: Type.Boolean(),
      halfName: Nullable(Type.String()),
      children: Type.Enum(GUEST_CHILDREN_CODES),
    }),
  ),
  answers: Type.Array(RsvpAnswer),
  deadline: Nullable(Type.String()),
  /** The deadline has passed: the page thanks instead of asking. */
  closed: Type.Boolean(),
  answeredAt: Nullable(Type.String()),
  ...householdFields,
  tables: Type.Array(Closed({ guestId: Type.String(), table: Type.String() }), {
    description:
      'After the deadline: the table of each seated person of the household (a +1 and children sit with their guest); empty before.',
  }),
});
export type RsvpPage = Static<typeof RsvpPage>;

export const RsvpTokenParams = Closed({ token: Type.String({ minLength: 1, maxLength: 64 }) });
export type RsvpTokenParams = Static<typeof RsvpTokenParams>;

/** POST /rsvp/{token}: may be sent again until the deadline. */
export const RsvpAnswerRequest = Closed({
  answers: Type.Array(RsvpAnswer, { maxItems: INVITATION_GUESTS_MAX * EVENTS_MAX }),
  halfName: Type.Optional(Nullable(Text({ max: 200 }))),
  childrenCount: Type.Optional(Type.Integer({ minimum: 0, maximum: RSVP_CHILDREN_MAX })),
  diet: Type.Optional(
    Text({
      max: RSVP_DIET_MAX_LENGTH,
      description: 'Older clients: the first guest’s diet; `diets` names each person.',
    }),
  ),
  diets: Type.Optional(RsvpDiets),
  message: Type.Optional(Text({ max: RSVP_MESSAGE_MAX_LENGTH })),
  transfer: Type.Optional(Type.Boolean()),
  overnight: Type.Optional(Type.Boolean()),
});
export type RsvpAnswerRequest = Static<typeof RsvpAnswerRequest>;

/** Whether answers are closed: the deadline day (Moscow time) has ended. */
export function rsvpClosed(deadline: string | null, now: Date): boolean {
  if (!deadline) return false;
  return now.getTime() > Date.parse(`${deadline}T23:59:59.999+03:00`);
}

/**
 * GET /invitations/summary: per part of the day, people rather than rows (api.md): each guest,
 * each +1 and each child is one; the children among those coming are also counted apart.
 */
export const InvitationSummaryRow = Closed({
  eventId: Type.String(),
  invited: Type.Integer({ description: 'People invited to the part: guests, their +1s and children.' }),
  coming: Type.Integer({
    description: 'People coming: guests who said yes, their +1s and their household’s children.',
  }),
  declined: Type.Integer({ description: 'People who will not come.' }),
  noAnswer: Type.Integer({ description: 'People whose guest has not answered for this part yet.' }),
  comingChildren: Type.Integer({ description: 'Children among those coming.' }),
});
export type InvitationSummaryRow = Static<typeof InvitationSummaryRow>;
export const InvitationSummary = Type.Array(InvitationSummaryRow);
export type InvitationSummary = Static<typeof InvitationSummary>;

/** The answer page's query: `saved=1` after its form was taken. */
export const RsvpPageQuery = Closed({
  saved: Type.Optional(Type.String({ maxLength: 8 })),
  erased: Type.Optional(Type.String({ maxLength: 8 })),
});
export type RsvpPageQuery = Static<typeof RsvpPageQuery>;

/** The answer page's form as posted (application/x-www-form-urlencoded): field names to values. */
export const RsvpFormFields = Type.Record(Type.String(), Type.String({ maxLength: RSVP_MESSAGE_MAX_LENGTH * 2 }));
export type RsvpFormFields = Static<typeof RsvpFormFields>;
