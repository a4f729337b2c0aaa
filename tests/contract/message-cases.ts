import type { Answer } from './answers.ts';
import type { CallBuilder, ContractCase } from './cases.ts';
import { apiRequest } from './states.ts';

/*
 * Messages to guests and the RSVP reminders (issue 40): a household with an e-mail and one without
 * are invited first, so a message's deliveries hold both a channel and `no-contact`.
 */
const get = (path: string) => () => apiRequest('GET', path);
const postJson = (path: string, json: unknown) => apiRequest('POST', path, { json });
const idOf = (answer: Answer) => (answer.body as { id: string }).id;
const eventIdsOf = (answer: Answer) => (answer.body as Array<{ id: string }>).map((event) => event.id);

/** Masha (an e-mail) and Artyom (none), the parts of the day, an invitation for each. */
const households: CallBuilder[] = [
  () => postJson('/guests', { name: 'Мария Лебедева', from: 'bride', email: 'masha@example.com' }),
  () => postJson('/guests', { name: 'Артём Новиков', from: 'groom', phone: '+7 916 123-45-67' }),
  get('/events'),
  (_context, previous) =>
    postJson('/invitations', { guestIds: [idOf(previous[0]!)], eventIds: eventIdsOf(previous[2]!) }),
  (_context, previous) =>
    postJson('/invitations', { guestIds: [idOf(previous[1]!)], eventIds: eventIdsOf(previous[2]!) }),
];
const inAWeek = () => new Date(Date.now() + 7 * 24 * 60 * 60 * 1000).toISOString();
const sendNow = () => postJson('/messages', { text: 'Ждём ваш ответ до 20 мая!', audience: { answer: 'none' } });
const schedule = () => postJson('/messages', { text: 'Автобус отходит в 13:30', sendAt: inAWeek() });
/** The message the case's last `before` call made. */
const messagePath = (previous: Answer[]) => `/messages/${idOf(previous.at(-1)!)}`;

export const sectionCases: ContractCase[] = [
  { name: 'GET /messages with a message', state: 'active', before: [...households, sendNow], call: get('/messages') },
  {
    name: 'GET /messages/reach',
    state: 'active',
    before: households,
    call: get('/messages/reach'),
    sameValues: (body) => body,
  },
  {
    name: 'GET /messages/reach of the households with no answer on one side',
    state: 'active',
    before: households,
    call: get('/messages/reach?answer=none&sides=bride'),
    sameValues: (body) => body,
  },
  {
    name: 'GET /messages/reach with an unknown side',
    state: 'active',
    unchanging: true,
    call: get('/messages/reach?sides=aunt'),
  },
  {
    name: 'GET /messages/{id}',
    state: 'active',
    before: [...households, schedule],
    call: (_c, p) => apiRequest('GET', messagePath(p)),
  },
  { name: 'GET /messages/{id} of no message', state: 'active', unchanging: true, call: get('/messages/msg_nobody') },
  { name: 'POST /messages now', state: 'active', before: households, call: sendNow },
  { name: 'POST /messages at a time', state: 'active', before: households, call: schedule },
  {
    name: 'POST /messages with a blank text',
    state: 'active',
    unchanging: true,
    call: () => postJson('/messages', { text: '   ' }),
    sameValues: (body) => body,
  },
  {
    name: 'POST /messages at a time that has passed',
    state: 'active',
    unchanging: true,
    call: () => postJson('/messages', { text: 'Поздно', sendAt: '2020-01-01T10:00:00.000Z' }),
    sameValues: (body) => body,
  },
  {
    name: 'DELETE /messages/{id} scheduled',
    state: 'active',
    before: [...households, schedule],
    call: (_context, previous) => apiRequest('DELETE', messagePath(previous)),
  },
  {
    name: 'DELETE /messages/{id} being sent',
    state: 'active',
    before: [...households, sendNow],
    call: (_context, previous) => apiRequest('DELETE', messagePath(previous)),
    status: 409,
  },
  {
    name: 'DELETE /messages/{id} of no message',
    state: 'active',
    unchanging: true,
    call: () => apiRequest('DELETE', '/messages/msg_nobody'),
  },
  {
    name: 'GET /invitations/reminders',
    state: 'active',
    call: get('/invitations/reminders'),
    sameValues: (body) => body,
  },
  {
    name: 'PUT /invitations/reminders',
    state: 'active',
    call: () => apiRequest('PUT', '/invitations/reminders', { json: { enabled: true, daysBefore: [2, 10, 2] } }),
    sameValues: (body) => body,
  },
  {
    name: 'PUT /invitations/reminders with a day of 0',
    state: 'active',
    unchanging: true,
    call: () => apiRequest('PUT', '/invitations/reminders', { json: { enabled: true, daysBefore: [0] } }),
  },
];
