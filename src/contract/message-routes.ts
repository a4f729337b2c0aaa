import {
  Message,
  MessageCreate,
  MessageIdParams,
  MessageReach,
  MessageReachQuery,
  Messages,
  ReminderSettings,
} from './messages.ts';
import { route } from './route-table.ts';
import { EmptyAnswer } from './validation.ts';

const MESSAGES = ['/messages'];

/** Messages to the guests and the RSVP reminders (api.md, "Guests' contacts, messages and reminders"). */
export const messageRoutes = {
  list: route({
    method: 'GET',
    path: '/messages',
    access: 'read',
    summary: 'The messages to guests, newest first, each with its deliveries',
    answer: Messages,
  }),
  reach: route({
    method: 'GET',
    path: '/messages/reach',
    access: 'read',
    summary: 'How many households an audience reaches, and by which channel',
    description: 'The audience of POST /messages as a query; lists are comma-separated.',
    querystring: MessageReachQuery,
    answer: MessageReach,
  }),
  one: route({
    method: 'GET',
    path: '/messages/:id',
    access: 'read',
    summary: 'One message with its deliveries',
    params: MessageIdParams,
    answer: Message,
  }),
  send: route({
    method: 'POST',
    path: '/messages',
    access: 'write',
    status: 201,
    summary: 'Send a text to the households of an audience, now or at a time',
    description:
      'Every household with an invitation in the audience gets it by each channel it has: its guests’ e-mail ' +
      '(with the household’s own RSVP link and a way to stop such mail) and its Telegram chat. A household ' +
      'that asked to stop the mail, or has no channel, is a `no-contact` delivery. E-mails are limited per ' +
      'wedding per 24 hours (MESSAGES_EMAILS_PER_DAY, 1,000 by default).',
    body: MessageCreate,
    answer: Message,
    errors: [429],
    errorAnswers: {
      429: 'The message would pass the wedding’s e-mails for 24 hours; the text says how many are left.',
    },
    changes: MESSAGES,
    activity: { action: 'messageSent', what: { body: 'text' } },
  }),
  cancel: route({
    method: 'DELETE',
    path: '/messages/:id',
    access: 'write',
    summary: 'Cancel a message not sent yet',
    params: MessageIdParams,
    answer: EmptyAnswer,
    errors: [409],
    errorAnswers: { 409: 'Its sending has started.' },
    changes: MESSAGES,
    activity: { action: 'messageCancelled', row: 'messages.text' },
  }),
  reminders: route({
    method: 'GET',
    path: '/invitations/reminders',
    access: 'read',
    summary: 'The RSVP reminders: on which days before the deadline households with no answer get one',
    answer: ReminderSettings,
  }),
  setReminders: route({
    method: 'PUT',
    path: '/invitations/reminders',
    access: 'write',
    summary: 'Turn the RSVP reminders on or off and set their days',
    body: ReminderSettings,
    answer: ReminderSettings,
    changes: ['/invitations/reminders'],
    activity: 'remindersSet',
  }),
};

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    message: typeof messageRoutes;
  }
}
