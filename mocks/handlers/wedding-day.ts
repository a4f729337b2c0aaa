import { HttpResponse } from 'msw';
import dayTexts from '../../locales/ru/wedding-day.json';
import { moscowDate } from '../../src/contract/advices.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { weddingDayRoutes } from '../../src/contract/wedding-day-routes.ts';
import { DAY_ITEMS_MAX, type Day } from '../../src/contract/wedding-day.ts';
import { dayAnswer, dayItemChanges, dayItemProblem, newDayItem } from '../../src/contract/wedding-day-rules.ts';
import { mockCollection, newMockId } from '../collection.ts';
import { errorResponse } from '../http.ts';
import { MOCK_PUBLIC_URL } from '../invitations-store.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { seedDay, type MockDay } from '../wedding-day-seed.ts';

/*
 * The wedding day as the server keeps it (server/features/wedding-day): seeded on the first call,
 * the rules of wedding-day-rules.ts, one public link until revoked, a placeholder calendar file.
 */

const dayOf = (user: SessionUser): MockDay =>
  ((mockDb.weddingDay ??= {})[planKeyOf(user)] ??= seedDay(mockDb.scenario, user, dayTexts.defaults));

const answerOf = (user: SessionUser, data: MockDay): Day => {
  const instant = user.registrationDate ?? user.banquetDate;
  return dayAnswer(instant ? moscowDate(new Date(instant)) : null, data.items, data.contractors);
};

let counter = 0;
const steps = mockCollection(
  (user) => dayOf(user).items,
  (item) => item,
);

const shareUrl = (token: string) => `${MOCK_PUBLIC_URL}/day/${token}`;

export const weddingDayHandlers = [
  // The fixed paths first: /day/share and /day/calendar.ics before /day/:id.
  mockRoute(weddingDayRoutes.share, ({ user }) => {
    const data = dayOf(user);
    data.shareToken ??= `mockDay${Date.now().toString(36)}${(counter += 1)}`.padEnd(22, '0').slice(0, 22);
    return HttpResponse.json({ url: shareUrl(data.shareToken) });
  }),
  mockRoute(weddingDayRoutes.revokeShare, ({ user }) => {
    dayOf(user).shareToken = null;
    return HttpResponse.json({});
  }),
  mockRoute(
    weddingDayRoutes.calendar,
    () =>
      new HttpResponse('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n', {
        headers: {
          'Content-Type': 'text/calendar; charset=utf-8',
          'Content-Disposition': `attachment; filename="wedding-day.ics"; filename*=UTF-8''${encodeURIComponent(`${dayTexts.calendar.fileName}.ics`)}`,
        },
      }),
  ),
  mockRoute(weddingDayRoutes.day, ({ user }) => HttpResponse.json(answerOf(user, dayOf(user)))),
  steps.add(weddingDayRoutes.addItem, ({ user, body }) => {
    const problem = dayItemProblem(body, dayOf(user).contractors);
    if (problem) return { problem };
    if (dayOf(user).items.length < DAY_ITEMS_MAX) return newDayItem(newMockId('day'), body);
    return { refusal: errorResponse(422, dayTexts.errors.tooMany.replace('{{max}}', String(DAY_ITEMS_MAX))) };
  }),
  steps.change(weddingDayRoutes.changeItem, (item, { user, body }) => {
    const problem = dayItemProblem(body, dayOf(user).contractors);
    if (problem) return problem;
    Object.assign(item, dayItemChanges(body));
  }),
  steps.remove(weddingDayRoutes.removeItem),
];
