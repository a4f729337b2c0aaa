import type { Guest } from './guests.ts';
import type { Invitation } from './invitations.ts';
import {
  REMINDER_DEFAULTS,
  type DeliveryChannel,
  type DeliveryStatus,
  type MessageAnswerState,
  type MessageAudience,
  type MessageDelivery,
  type MessageReach,
  type MessageReachQuery,
  type MessageStatus,
  type ReminderSettings,
} from './messages.ts';
import { blankProblem, firstProblem, type FieldProblem, type Refusal } from './rule-problem.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * The messages' rules, shared by the server (server/features/messages) and the mock so both answer
 * alike: which households an audience takes, by which channels each is reached, what a message's
 * status is, the per-wedding e-mail limit and the reminders' days. Problems are data (rule-problem.ts).
 */

/** What the audience reads of a household: its invitation and its guests on the list. */
export interface AudienceHousehold {
  invitation: Pick<Invitation, 'eventIds' | 'answeredAt' | 'answers'>;
  guests: readonly Pick<Guest, 'from' | 'category'>[];
}

/**
 * A household's answer as the invitations list shows it: none until it answered; `coming` when
 * anyone of it (a +1 too) comes to one of the parts asked about (every part of its invitation
 * when none are); otherwise `declined`.
 */
export function householdAnswer(
  invitation: AudienceHousehold['invitation'],
  eventIds?: readonly string[],
): MessageAnswerState {
  if (invitation.answeredAt === null) return 'none';
  const asked = eventIds?.length ? eventIds : invitation.eventIds;
  return invitation.answers.some((answer) => answer.coming && asked.includes(answer.eventId)) ? 'coming' : 'declined';
}

/** Whether a household is in an audience: every filter given narrows, each filter's values widen. */
export function inAudience(audience: MessageAudience, household: AudienceHousehold): boolean {
  const { eventIds, sides, categories, answer } = audience;
  if (eventIds?.length && !household.invitation.eventIds.some((id) => eventIds.includes(id))) return false;
  if (sides?.length && !household.guests.some((guest) => sides.includes(guest.from))) return false;
  if (categories?.length && !household.guests.some((guest) => guest.category.some((c) => categories.includes(c)))) {
    return false;
  }
  return answer === undefined || householdAnswer(household.invitation, eventIds) === answer;
}

/** The audience GET /messages/reach's query names (lists comma-separated), as POST /messages takes it. */
export function audienceOfQuery(query: MessageReachQuery): MessageAudience {
  const list = (text: string | undefined) => (text ? [...new Set(text.split(','))] : undefined);
  const audience: MessageAudience = {};
  const eventIds = list(query.eventIds);
  const sides = list(query.sides) as MessageAudience['sides'];
  const categories = list(query.categories) as MessageAudience['categories'];
  if (eventIds) audience.eventIds = eventIds;
  if (sides) audience.sides = sides;
  if (categories) audience.categories = categories;
  if (query.answer) audience.answer = query.answer;
  return audience;
}

/** The audience as stored and answered: empty filters dropped, so "no filter" reads one way. */
export function audienceStored(audience: MessageAudience | undefined): MessageAudience {
  const stored: MessageAudience = {};
  if (audience?.eventIds?.length) stored.eventIds = audience.eventIds;
  if (audience?.sides?.length) stored.sides = audience.sides;
  if (audience?.categories?.length) stored.categories = audience.categories;
  if (audience?.answer) stored.answer = audience.answer;
  return stored;
}

/** What a household can be reached by. */
export interface HouseholdContacts {
  /** Its guests' addresses, each once. */
  emails: readonly string[];
  /** Its Telegram chat, when it bound one. */
  telegramChat: string | null;
  /** It asked to stop the mail (/unsubscribe/{token}): its addresses are no channel. */
  emailStopped: boolean;
}

/**
 * The channels a message goes by, in this order: e-mail, Telegram; `none` alone when it has
 * neither (a stopped household's addresses do not count).
 */
export function channelsOf(contacts: HouseholdContacts): DeliveryChannel[] {
  const channels: DeliveryChannel[] = [];
  if (contacts.emails.length > 0 && !contacts.emailStopped) channels.push('email');
  if (contacts.telegramChat) channels.push('telegram');
  return channels.length > 0 ? channels : ['none'];
}

/** The deliveries a new message starts with: `queued` per channel, `no-contact` for a household without one. */
export function deliveryStatusAtStart(channel: DeliveryChannel): DeliveryStatus {
  return channel === 'none' ? 'no-contact' : 'queued';
}

/** How many households an audience reaches, by channel. */
export function reachOf(households: readonly { channels: readonly DeliveryChannel[] }[]): MessageReach {
  return {
    households: households.length,
    email: households.filter((household) => household.channels.includes('email')).length,
    telegram: households.filter((household) => household.channels.includes('telegram')).length,
    noContact: households.filter((household) => household.channels.includes('none')).length,
  };
}

/** A delivery is done with: sent, failed for good, or never possible. Only `queued` may still change. */
export function isDeliveryFinal(status: DeliveryStatus): boolean {
  return status !== 'queued';
}

/** A message waits for its time until its sending starts, is sending while a delivery is queued, then is sent. */
export function messageStatusOf(
  started: boolean,
  deliveries: readonly Pick<MessageDelivery, 'status'>[],
): MessageStatus {
  if (!started) return 'scheduled';
  return deliveries.every((delivery) => isDeliveryFinal(delivery.status)) ? 'sent' : 'sending';
}

/** A time a minute or more in the past is a mistake, not "now". */
const SEND_AT_SLACK_MS = 60_000;

/** The text of spaces only is "required"; a time to send must not have passed. */
export function messageProblem(body: { text?: string; sendAt?: string | null }, now: Date): FieldProblem | null {
  return firstProblem(
    blankProblem('text', body.text),
    body.sendAt && Date.parse(body.sendAt) < now.getTime() - SEND_AT_SLACK_MS
      ? { field: 'sendAt', key: 'messages:errors.sendAtPast' }
      : null,
  );
}

/** When a message goes: its time, or now when it has none or the time is (all but) now. */
export function sendTimeOf(sendAt: string | null | undefined, now: Date): Date {
  if (!sendAt) return now;
  const at = new Date(sendAt);
  return at.getTime() > now.getTime() ? at : now;
}

/**
 * The per-wedding e-mail limit: a message whose e-mails would pass what is left of the allowance of
 * the 24 hours around its time (`sentAround`: the e-mails of messages within emailLimitWindow) is
 * refused whole, saying how many are left. Its status is 429.
 */
export function emailLimitRefusal(sentAround: number, adding: number, perDay: number): Refusal | null {
  if (adding === 0 || sentAround + adding <= perDay) return null;
  const left = Math.max(0, perDay - sentAround);
  return { status: 429, field: 'audience', key: 'messages:errors.dailyLimit', values: { left, adding, perDay } };
}

/** The messages whose e-mails count against the limit of one sent at `sendAt`: sent less than a day before or after. */
export function emailLimitWindow(sendAt: string): { after: string; before: string } {
  const at = Date.parse(sendAt);
  return { after: new Date(at - DAY_MS).toISOString(), before: new Date(at + DAY_MS).toISOString() };
}

/** The reminders as stored and answered: days each once, largest first. */
export function reminderSettingsOf(body: ReminderSettings | null | undefined): ReminderSettings {
  if (!body) return { enabled: REMINDER_DEFAULTS.enabled, daysBefore: [...REMINDER_DEFAULTS.daysBefore] };
  return { enabled: body.enabled, daysBefore: [...new Set(body.daysBefore)].sort((a, b) => b - a) };
}

/** The calendar day (YYYY-MM-DD) a number of days before another. */
export function daysBefore(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

/** Whether `today` (a Moscow calendar day) is one of the reminder days before the deadline. */
export function isReminderDay(settings: ReminderSettings, deadline: string | null, today: string): boolean {
  if (!settings.enabled || !deadline) return false;
  return settings.daysBefore.some((days) => daysBefore(deadline, days) === today);
}

/** A household's names as its deliveries show them. */
export function householdNamesOf(guests: readonly Pick<Guest, 'name'>[]): string {
  return guests.map((guest) => guest.name).join(', ');
}
