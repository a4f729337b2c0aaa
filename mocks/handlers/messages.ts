import { HttpResponse } from 'msw';
import errors from '../../locales/ru/errors.json';
import { messageRoutes } from '../../src/contract/message-routes.ts';
import {
  audienceOfQuery,
  audienceStored,
  emailLimitProblem,
  inAudience,
  messageProblem,
  messageStatusOf,
  reachOf,
  reminderSettingsOf,
  sendTimeOf,
} from '../../src/contract/message-rules.ts';
import { MESSAGES_EMAILS_PER_DAY_DEFAULT, type Message } from '../../src/contract/messages.ts';
import { newMockId } from '../collection.ts';
import { errorResponse } from '../http.ts';
import { newMockMessages } from '../messages-seed.ts';
import { deliveriesFor, mockHouseholds, mockMessage } from '../messages-store.ts';
import { mockRoute, type MockMember } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { catalogueKeyText, problemAnswer } from '../validation.ts';

/*
 * The messages calls as the server answers them (server/features/messages), by the rules of
 * message-rules.ts: the audience, the channels, the statuses, the e-mail limit. The mock's stand-in
 * for the server's jobs: a message whose time has come reads as sent, its e-mails delivered.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () => errorResponse(404, errors.server.notFound);

function messagesOf(user: MockMember): Message[] {
  const stored = (mockDb.messages ??= {});
  const messages = (stored[planKeyOf(user)] ??= newMockMessages(mockDb.scenario, mockHouseholds(user)));
  const now = Date.now();
  for (const message of messages) {
    if (message.status === 'sent' || Date.parse(message.sendAt) > now) continue;
    for (const delivery of message.deliveries) if (delivery.status === 'queued') delivery.status = 'sent';
    message.status = messageStatusOf(true, message.deliveries);
  }
  return messages;
}

/** Newest first, as the server orders them: by when it was written. */
const newestFirst = (a: Message, b: Message) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/** E-mails the wedding's messages sent (or will send) within the last 24 hours. */
function emailsLastDay(messages: readonly Message[], now: number): number {
  return messages
    .filter((message) => now - Date.parse(message.createdAt) < DAY_MS)
    .flatMap((message) => message.deliveries)
    .filter((delivery) => delivery.channel === 'email').length;
}

export const messageHandlers = [
  mockRoute(messageRoutes.list, ({ user }) => HttpResponse.json([...messagesOf(user)].sort(newestFirst))),
  mockRoute(messageRoutes.reach, ({ user, query }) => {
    const audience = audienceOfQuery(query ?? {});
    return HttpResponse.json(reachOf(mockHouseholds(user).filter((household) => inAudience(audience, household))));
  }),
  mockRoute(messageRoutes.one, ({ user, params }) => {
    const message = messagesOf(user).find((one) => one.id === params.id);
    return message ? HttpResponse.json(message) : notFound();
  }),
  mockRoute(messageRoutes.send, ({ user, body }) => {
    const now = new Date();
    const problem = messageProblem(body, now);
    if (problem) return problemAnswer(problem);
    const messages = messagesOf(user);
    const audience = audienceStored(body.audience);
    const deliveries = deliveriesFor(mockHouseholds(user).filter((household) => inAudience(audience, household)));
    const emails = deliveries.filter((delivery) => delivery.channel === 'email').length;
    const limit = emailLimitProblem(emailsLastDay(messages, now.getTime()), emails, MESSAGES_EMAILS_PER_DAY_DEFAULT);
    if (limit) return errorResponse(429, catalogueKeyText(limit.key, limit.values));
    const sendAt = sendTimeOf(body.sendAt, now);
    const message = mockMessage(newMockId('msg'), body.text.trim(), audience, deliveries, { sendAt, createdAt: now });
    message.status = messageStatusOf(sendAt.getTime() <= now.getTime(), deliveries);
    messages.push(message);
    return HttpResponse.json(message, { status: 201 });
  }),
  mockRoute(messageRoutes.cancel, ({ user, params }) => {
    const messages = messagesOf(user);
    const index = messages.findIndex((one) => one.id === params.id);
    if (index < 0) return notFound();
    if (messages[index]!.status !== 'scheduled') return errorResponse(409, catalogueKeyText('messages:errors.started'));
    messages.splice(index, 1);
    return HttpResponse.json({});
  }),
  mockRoute(messageRoutes.reminders, ({ user }) =>
    HttpResponse.json(reminderSettingsOf(mockDb.messageReminders?.[planKeyOf(user)])),
  ),
  mockRoute(messageRoutes.setReminders, ({ user, body }) => {
    const settings = reminderSettingsOf(body);
    (mockDb.messageReminders ??= {})[planKeyOf(user)] = settings;
    return HttpResponse.json(settings);
  }),
];
