import * as Type from 'typebox';
import type { Static } from 'typebox';
import { PROFILE_DATE_MAX, PROFILE_DATE_MIN } from './account.ts';
import { GUEST_CATEGORY_CODES, GUEST_FROM_CODES } from './guests.ts';
import { EVENTS_MAX } from './invitations.ts';
import { Closed, Nullable } from './schema-kit.ts';

/*
 * Messages to guests and the RSVP reminders (api.md, "Guests' contacts, messages and reminders"):
 * a text the couple sends to the households of an audience, each by the channels it has, and the
 * days before the RSVP deadline on which households with no answer are reminded.
 */

export const MESSAGE_TEXT_MAX_LENGTH = 2000;
/** E-mails one wedding may send in 24 hours unless the server's MESSAGES_EMAILS_PER_DAY says otherwise. */
export const MESSAGES_EMAILS_PER_DAY_DEFAULT = 1000;
/** Reminder days a wedding may set, and how far before the deadline one may be. */
export const REMINDER_DAYS_MAX = 5;
export const REMINDER_DAYS_BEFORE_MAX = 60;
export const REMINDER_DEFAULTS = { enabled: true, daysBefore: [7, 2] };

/** Which households an answer filter keeps: no answer yet, someone coming, or all declined. */
export const MESSAGE_ANSWER_STATES = ['none', 'coming', 'declined'] as const;
export type MessageAnswerState = (typeof MESSAGE_ANSWER_STATES)[number];

/** A message waits for its time (`scheduled`), is being sent, or every delivery is done with. */
export const MESSAGE_STATUSES = ['scheduled', 'sending', 'sent'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

/** How a household is reached: its guests' e-mail, its Telegram chat, or not at all. */
export const DELIVERY_CHANNELS = ['email', 'telegram', 'none'] as const;
export type DeliveryChannel = (typeof DELIVERY_CHANNELS)[number];

export const DELIVERY_STATUSES = ['queued', 'sent', 'failed', 'no-contact'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const Id = Type.String({ minLength: 1, maxLength: 64 });
// Newlines and tabs allowed, other control characters not (PostgreSQL cannot store NUL).
const MULTILINE = '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F]*$';

/** Whom a message goes to: each filter optional, all of them together narrow; none at all is every household. */
export const MessageAudience = Closed({
  eventIds: Type.Optional(
    Type.Array(Id, {
      maxItems: EVENTS_MAX,
      uniqueItems: true,
      description: 'Households invited to any of these parts of the day (GET /events).',
    }),
  ),
  sides: Type.Optional(
    Type.Array(Type.Enum(GUEST_FROM_CODES), {
      uniqueItems: true,
      maxItems: GUEST_FROM_CODES.length,
      description: 'Households with a guest of any of these sides (GET /dictionaries/guests/from).',
    }),
  ),
  categories: Type.Optional(
    Type.Array(Type.Enum(GUEST_CATEGORY_CODES), {
      uniqueItems: true,
      maxItems: GUEST_CATEGORY_CODES.length,
      description: 'Households with a guest in any of these categories (GET /dictionaries/guests/category).',
    }),
  ),
  answer: Type.Optional(
    Type.Enum(MESSAGE_ANSWER_STATES, {
      description:
        '`none`: the household has not answered; `coming`: someone of it comes (to one of `eventIds` when given); ' +
        '`declined`: it answered and nobody comes.',
    }),
  ),
});
export type MessageAudience = Static<typeof MessageAudience>;

export const MessageCreate = Closed({
  // RequiredText's shape (empty reads as "required"), with line breaks allowed.
  text: Type.String({
    maxLength: MESSAGE_TEXT_MAX_LENGTH,
    pattern: MULTILINE,
    allOf: [{ minLength: 1 }],
    description: 'Plain text, line breaks kept; leading and trailing spaces dropped.',
  }),
  audience: Type.Optional(MessageAudience),
  sendAt: Type.Optional(
    Nullable(
      Type.String({
        format: 'date-time',
        formatMinimum: PROFILE_DATE_MIN,
        formatMaximum: PROFILE_DATE_MAX,
        description: 'When to send (ISO instant, in the future); absent or null: now.',
      }),
    ),
  ),
});
export type MessageCreate = Static<typeof MessageCreate>;

/** One household's delivery by one channel. */
export const MessageDelivery = Closed({
  invitationId: Type.String(),
  names: Type.String({ description: 'The household’s guests’ names, joined.' }),
  channel: Type.Enum(DELIVERY_CHANNELS),
  status: Type.Enum(DELIVERY_STATUSES, {
    description:
      '`queued` until sent; `sent`; `failed` (the address was refused); `no-contact`: the household has no channel.',
  }),
});
export type MessageDelivery = Static<typeof MessageDelivery>;

export const Message = Closed({
  id: Type.String(),
  text: Type.String(),
  audience: MessageAudience,
  sendAt: Type.String({ description: 'When it is (or was) sent: ISO instant.' }),
  createdAt: Type.String(),
  status: Type.Enum(MESSAGE_STATUSES),
  deliveries: Type.Array(MessageDelivery, {
    description:
      'One per household and channel (a household with an e-mail and a Telegram chat has two); ' +
      'a household with neither has one `channel: none, status: no-contact`.',
  }),
});
export type Message = Static<typeof Message>;
export const Messages = Type.Array(Message);
export type Messages = Static<typeof Messages>;

export const MessageIdParams = Closed({ id: Id });
export type MessageIdParams = Static<typeof MessageIdParams>;

const commaList = (codes: readonly string[], description: string) =>
  Type.Optional(
    Type.String({ maxLength: 2000, pattern: `^(?:${codes.join('|')})(?:,(?:${codes.join('|')}))*$`, description }),
  );

/** GET /messages/reach: the audience as a query, lists comma-separated. */
export const MessageReachQuery = Closed({
  eventIds: Type.Optional(
    Type.String({
      maxLength: 2000,
      pattern: '^[^,]+(?:,[^,]+)*$',
      description: 'Ids of parts of the day, comma-separated.',
    }),
  ),
  sides: commaList(GUEST_FROM_CODES, 'Sides, comma-separated.'),
  categories: commaList(GUEST_CATEGORY_CODES, 'Categories, comma-separated.'),
  answer: Type.Optional(Type.Enum(MESSAGE_ANSWER_STATES)),
});
export type MessageReachQuery = Static<typeof MessageReachQuery>;

/** How many households an audience reaches, and by which channel (a household with both counts in each). */
export const MessageReach = Closed({
  households: Type.Integer(),
  email: Type.Integer({ description: 'Households with an e-mail of one of their guests.' }),
  telegram: Type.Integer({ description: 'Households with a Telegram chat.' }),
  noContact: Type.Integer({ description: 'Households with neither: they need a call.' }),
});
export type MessageReach = Static<typeof MessageReach>;

/** The RSVP reminders: on these days before the deadline, households with no answer get one. */
export const ReminderSettings = Closed({
  enabled: Type.Boolean(),
  daysBefore: Type.Array(Type.Integer({ minimum: 1, maximum: REMINDER_DAYS_BEFORE_MAX }), {
    uniqueItems: true,
    maxItems: REMINDER_DAYS_MAX,
    description: 'Days before GET /invitations/deadline; the answer lists them largest first.',
  }),
});
export type ReminderSettings = Static<typeof ReminderSettings>;
