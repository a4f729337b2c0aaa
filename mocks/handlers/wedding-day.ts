import dayTexts from '../../locales/ru/wedding-day.json';
import { weddingDayRoutes } from '../../src/contract/wedding-day-routes.ts';
import * as rules from '../../src/contract/wedding-day-rules.ts';
import { CALENDAR_TYPE, fileAnswer, mockCollection, mockDb, mockRoute, newMockId, newMockToken } from '../kit.ts';
import { planData, refuseOn, refuseWith } from '../kit.ts';
import { MOCK_PUBLIC_URL } from '../invitations-store.ts';
import { seedDay } from '../wedding-day-seed.ts';

/* The wedding day (server/features/wedding-day) by wedding-day-rules.ts; its calendar file is a placeholder. */

const dayOf = planData('weddingDay', (user) => seedDay(mockDb.scenario, user, dayTexts.defaults));
const steps = mockCollection((user) => dayOf(user).items);
const EMPTY_CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';

export const weddingDayHandlers = [
  // The fixed paths first: /day/share and /day/calendar.ics before /day/:id.
  mockRoute(weddingDayRoutes.share, ({ user }) => ({
    url: `${MOCK_PUBLIC_URL}/day/${(dayOf(user).shareToken ??= newMockToken('day'))}`,
  })),
  mockRoute(weddingDayRoutes.revokeShare, ({ user }) => {
    dayOf(user).shareToken = null;
    return {};
  }),
  mockRoute(weddingDayRoutes.calendar, () =>
    fileAnswer(EMPTY_CALENDAR, CALENDAR_TYPE, { file: `${dayTexts.calendar.fileName}.ics`, ascii: 'wedding-day.ics' }),
  ),
  mockRoute(weddingDayRoutes.day, ({ user }) => {
    const { items, contractors } = dayOf(user);
    return rules.dayAnswer(rules.weddingDayDate(user.registrationDate, user.banquetDate), items, contractors);
  }),
  steps.add(weddingDayRoutes.addItem, ({ user, body }) => {
    refuseOn(rules.dayItemProblem(body, dayOf(user).contractors));
    refuseWith(rules.tooManyDayItems(dayOf(user).items.length));
    return rules.newDayItem(newMockId('day'), body);
  }),
  steps.change(weddingDayRoutes.changeItem, (item, { user, body }) => {
    refuseOn(rules.dayItemProblem(body, dayOf(user).contractors));
    Object.assign(item, rules.dayItemChanges(body));
  }),
  steps.remove(weddingDayRoutes.removeItem),
];
