import type { Message } from '../src/contract/messages.ts';
import { deliveriesFor, mockMessage, type MockHousehold } from './messages-store.ts';

/*
 * The messages a scenario starts with: on `messages-page` (the invitations page's three households),
 * the invitation sent to everyone three days ago (one address refused), a reminder to the household
 * that has not answered yesterday, and the bus time for the banquet's guests scheduled for the day
 * after tomorrow; none elsewhere, as a new couple on the real server.
 */
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export function newMockMessages(scenario: string, households: readonly MockHousehold[], now = Date.now()): Message[] {
  if (scenario !== 'messages-page') return [];
  const at = (days: number, hour: number) => {
    const day = new Date(now + days * DAY_MS);
    day.setHours(hour, 0, 0, 0);
    return day;
  };
  const unanswered = households.filter((household) => household.invitation.answeredAt === null);
  const banquet = households.filter((household) => household.invitation.eventIds.includes('ev_mock_3'));
  const invitation = mockMessage(
    'msg_mock_1',
    'Дорогие гости! Ждём вас на нашей свадьбе 12 июня. По ссылке — программа дня и ответ: придёте ли вы и на какие части.',
    {},
    deliveriesFor(households).map((delivery, index) =>
      delivery.status === 'queued' ? { ...delivery, status: index === 0 ? 'sent' : 'failed' } : delivery,
    ),
    { sendAt: at(-3, 19), createdAt: at(-3, 19) },
  );
  const reminder = mockMessage(
    'msg_mock_2',
    'Напоминаем: ответьте, пожалуйста, на приглашение до 20 мая — нам важно знать, сколько будет гостей.',
    { answer: 'none' },
    deliveriesFor(unanswered).map((delivery) =>
      delivery.status === 'queued' ? { ...delivery, status: 'sent' as const } : delivery,
    ),
    { sendAt: at(-1, 12), createdAt: at(-1, 12) },
  );
  const bus = mockMessage(
    'msg_mock_3',
    'Автобус от ЗАГСа до ресторана «Сад» отходит в 13:30 от главного входа. Не опаздывайте!',
    { eventIds: ['ev_mock_3'] },
    deliveriesFor(banquet),
    { sendAt: at(2, 10), createdAt: new Date(now - HOUR_MS) },
  );
  return [invitation, reminder, bus].map((message) => ({
    ...message,
    status: message.id === 'msg_mock_3' ? 'scheduled' : 'sent',
  }));
}
