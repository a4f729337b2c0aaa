import type { BudgetItem } from './budget.ts';
import { formatRoubles, toKopecks, toRoubles } from './money.ts';
import type { Invitation } from './invitations.ts';
import type { DigestFrequency, DigestPreview, NotificationSettings } from './notifications.ts';

/*
 * The digest a member gets (api.md, "Guests' contacts, messages and reminders"), composed the same
 * way by the server and the mocks: what is due, what is late, who has not answered and who has
 * since the last one. And when mail may go: in the morning of the member's time zone, never at night.
 */

/** The hour of the member's day the digest and reminders go out. */
export const MORNING_HOUR = 9;
/** From this hour until MORNING_HOUR nothing is sent (quiet hours). */
export const QUIET_FROM_HOUR = 22;
/** A payment or a to-do is "due" within this many days. */
export const DUE_WITHIN_DAYS = 7;
/** Lines one part of the digest lists; the rest is counted (and N more). */
export const PART_LINES_MAX = 10;
/** The weekly digest's day: Monday (ISO weekday 1). */
export const WEEKLY_DIGEST_WEEKDAY = 1;

/** An instant as the member's calendar day (YYYY-MM-DD), ISO weekday (Monday 1) and hour. */
export interface LocalTime {
  day: string;
  weekday: number;
  hour: number;
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const formats = new Map<string, Intl.DateTimeFormat>();

export function localTimeOf(instant: Date, timeZone: string): LocalTime {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? '') + 1,
    hour: Number(parts.hour),
  };
}

/** Whether mail may go now: from the morning hour until the quiet hours begin. */
export function isAwakeHour(local: LocalTime): boolean {
  return local.hour >= MORNING_HOUR && local.hour < QUIET_FROM_HOUR;
}

/**
 * The digest due now, named by its period (the member's day, or for the weekly one the Monday that
 * starts its week), or null: none is due at night, a weekly one only on Mondays, and one whose period
 * was already sent is not sent again.
 */
export function digestPeriodDue(
  frequency: DigestFrequency,
  local: LocalTime,
  lastPeriod: string | null,
): string | null {
  if (frequency === 'off' || !isAwakeHour(local)) return null;
  if (frequency === 'weekly' && local.weekday !== WEEKLY_DIGEST_WEEKDAY) return null;
  return lastPeriod !== null && lastPeriod >= local.day ? null : local.day;
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** A payment not made in full: a budget item with a due date and something left to pay. */
export interface DigestPayment {
  id: string;
  name: string;
  restKopecks: number;
  dueDate: string;
  contractorName: string | null;
}

/** The dated budget items (as GET /budget answers them) as the digest lists them: what is left to pay on each. */
export function digestPaymentsOf(
  items: ReadonlyArray<Pick<BudgetItem, 'id' | 'name' | 'price' | 'paid' | 'dueDate' | 'contractorName'>>,
): DigestPayment[] {
  return items.flatMap(({ id, name, price, paid, dueDate, contractorName }) =>
    dueDate ? [{ id, name, restKopecks: toKopecks(price) - toKopecks(paid ?? 0), dueDate, contractorName }] : [],
  );
}

/** The digest a member's preview shows now: theirs, or the weekly one for a member who chose none, on their day. */
export function previewedDigest(settings: NotificationSettings, now: Date) {
  const frequency: DigestInput['frequency'] = settings.digest === 'off' ? 'weekly' : settings.digest;
  return { frequency, today: localTimeOf(now, settings.timeZone).day };
}

export interface DigestTodo {
  title: string;
  dueDate: string;
  overdue: boolean;
}

/** A household's answer since the last digest: its names and the parts it comes to (none: declined). */
export interface DigestReply {
  names: string;
  coming: string[];
}

/** A household as the couple's digest names it: its guests' names, when it answered and which parts it comes to. */
export interface DigestHousehold {
  names: string[];
  answeredAt: string | null;
  comingTo: string[];
}

/** A household from its invitation: the guests still listed (`nameOf`), the parts its own guests (not +1s) come to. */
export function digestHouseholdOf(
  invitation: Pick<Invitation, 'guestIds' | 'answers' | 'answeredAt'>,
  events: readonly { id: string; name: string }[],
  nameOf: ReadonlyMap<string, string>,
): DigestHousehold {
  const answers = invitation.answers.filter((answer) => answer.coming && !answer.half);
  const coming = new Set(answers.map((answer) => answer.eventId));
  return {
    names: invitation.guestIds.filter((id) => nameOf.has(id)).map((id) => nameOf.get(id)!),
    answeredAt: invitation.answeredAt,
    comingTo: events.filter((event) => coming.has(event.id)).map((event) => event.name),
  };
}

/**
 * The digest's households: how many have not answered, and the replies since the last digest (before
 * the first one, those of the period it covers), in the order they came.
 */
export function digestReplies(
  households: readonly DigestHousehold[],
  since: string | null,
  today: string,
  frequency: DigestInput['frequency'],
): Pick<DigestInput, 'notAnswered' | 'answers'> {
  const from = since ?? addDays(today, frequency === 'weekly' ? -7 : -1);
  return {
    notAnswered: households.filter((household) => household.answeredAt === null).length,
    answers: households
      .filter((household) => household.answeredAt !== null && household.answeredAt > from)
      .sort((a, b) => a.answeredAt!.localeCompare(b.answeredAt!) || a.names.join().localeCompare(b.names.join(), 'ru'))
      .map((household) => ({ names: household.names.join(', '), coming: household.comingTo })),
  };
}

export interface DigestInput {
  frequency: Exclude<DigestFrequency, 'off'>;
  /** The couple as the guest-facing texts name them in the genitive (Anny i Petra). */
  coupleGenitive: string;
  /** The member's calendar day. */
  today: string;
  payments: readonly DigestPayment[];
  todos: readonly DigestTodo[];
  notAnswered: number;
  answers: readonly DigestReply[];
  settingsUrl: string;
}

/** The catalogue's words by their full keys (`digest:…`), with i18next's plural forms: the server's `t`, the mocks' catalogue. */
export type DigestTexts = (key: string, values?: Record<string, string | number>) => string;

const dayFormat = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const dayOf = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** The payments the digest lists: overdue, then due within DUE_WITHIN_DAYS days, by date. */
export function digestPayments(payments: readonly DigestPayment[], today: string) {
  const until = addDays(today, DUE_WITHIN_DAYS);
  const relevant = payments
    .filter((payment) => payment.restKopecks > 0 && payment.dueDate <= until)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  return {
    overdue: relevant.filter((payment) => payment.dueDate < today),
    soon: relevant.filter((payment) => payment.dueDate >= today),
  };
}

/** The digest's subject and text. Empty parts are left out; with nothing at all it says so. */
export function composeDigest(input: DigestInput, words: DigestTexts): DigestPreview {
  const { overdue, soon } = digestPayments(input.payments, input.today);
  const until = addDays(input.today, DUE_WITHIN_DAYS);
  const todos = input.todos.filter((todo) => todo.overdue || todo.dueDate <= until);
  const payment = (item: DigestPayment) =>
    words('digest:line.payment', {
      name: item.contractorName ? `${item.contractorName}, ${item.name}` : item.name,
      amount: formatRoubles(toRoubles(item.restKopecks)),
      date: dayOf(item.dueDate),
    });
  const part = (heading: string, lines: string[]) => {
    const shown = lines.slice(0, PART_LINES_MAX);
    const more = lines.length - shown.length;
    return [heading, ...shown, ...(more > 0 ? [words('digest:line.more', { count: more })] : [])];
  };
  const parts: string[][] = [];
  if (overdue.length > 0)
    parts.push(part(words('digest:part.overdue', { count: overdue.length }), overdue.map(payment)));
  if (soon.length > 0) parts.push(part(words('digest:part.soon', { count: soon.length }), soon.map(payment)));
  if (todos.length > 0) {
    parts.push(
      part(
        words('digest:part.todos', { count: todos.length }),
        todos.map((todo) =>
          words(todo.overdue ? 'digest:line.todoOverdue' : 'digest:line.todo', {
            title: todo.title,
            date: dayOf(todo.dueDate),
          }),
        ),
      ),
    );
  }
  if (input.answers.length > 0) {
    parts.push(
      part(
        words('digest:part.answers', { count: input.answers.length }),
        input.answers.map((answer) =>
          answer.coming.length > 0
            ? words('digest:line.coming', { names: answer.names, events: answer.coming.join(', ') })
            : words('digest:line.declined', { names: answer.names }),
        ),
      ),
    );
  }
  if (input.notAnswered > 0) parts.push([words('digest:part.notAnswered', { count: input.notAnswered })]);
  const body = parts.length > 0 ? parts.map((lines) => lines.join('\n')).join('\n\n') : words('digest:nothing');
  const text = [
    words('digest:greeting'),
    words(`digest:intro.${input.frequency}`, { couple: input.coupleGenitive }),
    body,
    words('digest:footer', { url: input.settingsUrl }),
  ].join('\n\n');
  return { subject: words(`digest:subject.${input.frequency}`, { couple: input.coupleGenitive }), text };
}

/** The reminder the day before a payment falls due. */
export function composePaymentReminder(
  input: { coupleGenitive: string; payment: DigestPayment; settingsUrl: string },
  words: DigestTexts,
): DigestPreview {
  const { payment } = input;
  const name = payment.contractorName ? `${payment.contractorName}, ${payment.name}` : payment.name;
  const amount = formatRoubles(toRoubles(payment.restKopecks));
  return {
    subject: words('digest:reminder.subject', { name, couple: input.coupleGenitive }),
    text: [
      words('digest:greeting'),
      words('digest:reminder.text', { name, amount, date: dayOf(payment.dueDate), couple: input.coupleGenitive }),
      words('digest:footer', { url: input.settingsUrl }),
    ].join('\n\n'),
  };
}
