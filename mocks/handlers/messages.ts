import { HttpResponse } from 'msw';
import { messageRoutes } from '../../src/contract/message-routes.ts';
import * as rules from '../../src/contract/message-rules.ts';
import { MESSAGES_EMAILS_PER_DAY_DEFAULT, type Message } from '../../src/contract/messages.ts';
import { mockCollection, mockDb, type MockMember, mockRoute, newestFirst, newMockId, planData } from '../kit.ts';
import { planKeyOf, refuse, refuseOn, refuseWith } from '../kit.ts';
import { newMockMessages } from '../messages-seed.ts';
import { deliveriesFor, mockHouseholds, mockMessage } from '../messages-store.ts';

/*
 * The messages (server/features/messages) by message-rules.ts. In place of the server's jobs, a message
 * whose time has come reads as sent, its e-mails delivered.
 */

const stored = planData('messages', (user) => newMockMessages(mockDb.scenario, mockHouseholds(user as MockMember)));
function messagesOf(user: MockMember): Message[] {
  const now = Date.now();
  for (const message of stored(user)) {
    if (message.status === 'sent' || Date.parse(message.sendAt) > now) continue;
    for (const delivery of message.deliveries) if (delivery.status === 'queued') delivery.status = 'sent';
    message.status = rules.messageStatusOf(true, message.deliveries);
  }
  return stored(user);
}

/** The e-mails of the wedding's messages that count against the limit of one sent at `sendAt`. */
function emailsAround(messages: readonly Message[], sendAt: string): number {
  const { after, before } = rules.emailLimitWindow(sendAt);
  return messages
    .filter((message) => message.sendAt > after && message.sendAt < before)
    .flatMap((message) => message.deliveries)
    .filter((delivery) => delivery.channel === 'email').length;
}
const audienceOf = (user: MockMember, audience: ReturnType<typeof rules.audienceStored>) =>
  mockHouseholds(user).filter((household) => rules.inAudience(audience, household));

const messages = mockCollection(messagesOf);
const reminders = () => (mockDb.messageReminders ??= {});

export const messageHandlers = [
  messages.list(messageRoutes.list, newestFirst('createdAt')),
  mockRoute(messageRoutes.reach, ({ user, query }) => rules.reachOf(audienceOf(user, rules.audienceOfQuery(query)))),
  messages.one(messageRoutes.one),
  mockRoute(messageRoutes.send, ({ user, body }) => {
    const now = new Date();
    refuseOn(rules.messageProblem(body, now));
    const audience = rules.audienceStored(body.audience);
    const deliveries = deliveriesFor(audienceOf(user, audience));
    const sendAt = rules.sendTimeOf(body.sendAt, now);
    const emails = deliveries.filter((delivery) => delivery.channel === 'email').length;
    const around = emailsAround(messagesOf(user), sendAt.toISOString());
    refuseWith(rules.emailLimitRefusal(around, emails, MESSAGES_EMAILS_PER_DAY_DEFAULT));
    const message = mockMessage(newMockId('msg'), body.text.trim(), audience, deliveries, { sendAt, createdAt: now });
    message.status = rules.messageStatusOf(sendAt.getTime() <= now.getTime(), deliveries);
    messagesOf(user).push(message);
    return HttpResponse.json(message, { status: 201 });
  }),
  messages.remove(messageRoutes.cancel, (message) => {
    if (message.status !== 'scheduled') refuse(409, 'messages:errors.started');
  }),
  mockRoute(messageRoutes.reminders, ({ user }) => rules.reminderSettingsOf(reminders()[planKeyOf(user)])),
  mockRoute(
    messageRoutes.setReminders,
    ({ user, body }) => (reminders()[planKeyOf(user)] = rules.reminderSettingsOf(body)),
  ),
];
