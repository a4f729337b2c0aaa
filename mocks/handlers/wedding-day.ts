import { HttpResponse } from 'msw';
import dayTexts from '../../locales/ru/wedding-day.json';
import errors from '../../locales/ru/errors.json';
import validation from '../../locales/ru/validation.json';
import { moscowDate } from '../../src/contract/advices.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { weddingDayRoutes } from '../../src/contract/wedding-day-routes.ts';
import { DAY_ITEMS_MAX, dayConflicts, sortDay, type Day, type DayItem } from '../../src/contract/wedding-day.ts';
import { errorResponse } from '../http.ts';
import { MOCK_PUBLIC_URL } from '../invitations-store.ts';
import { mockRoute } from '../planning-route.ts';
import { mockDb, planKeyOf } from '../store.ts';
import { validationFailed } from '../validation.ts';
import { seedDay, type MockDay } from '../wedding-day-seed.ts';

/*
 * The wedding day's calls as the server answers them (server/features/wedding-day): seeded on the
 * first call, sorted by time, the conflicts from the contract's rule, 404 for an unknown step, 422
 * for a contractor not of this wedding, one public link until revoked. The calendar answers a
 * placeholder file.
 */

function dayOf(user: SessionUser): MockDay {
  mockDb.weddingDay ??= {};
  const key = planKeyOf(user);
  mockDb.weddingDay[key] ??= seedDay(mockDb.scenario, user, dayTexts.defaults);
  return mockDb.weddingDay[key]!;
}

function answerOf(user: SessionUser, data: MockDay): Day {
  const instant = user.registrationDate ?? user.banquetDate;
  const items = sortDay(data.items);
  return {
    date: instant ? moscowDate(new Date(instant)) : null,
    items,
    contractors: data.contractors,
    conflicts: dayConflicts(items, data.contractors),
  };
}

let counter = 0;
const newId = () => `day_mock_${Date.now().toString(36)}${(counter += 1)}`;
const notFound = () => errorResponse(404, errors.server.notFound);
const fieldFailed = (field: string, text: string) => validationFailed([{ text, field }]);

/** The server's own checks beyond the schema: a title not blank, a contractor of this wedding. */
function refusal(data: MockDay, body: { title?: string; contractorId?: string | null }): Response | null {
  if (body.title !== undefined && body.title.trim() === '') return fieldFailed('title', validation.required);
  if (body.contractorId && !data.contractors.some((contractor) => contractor.id === body.contractorId)) {
    return fieldFailed('contractorId', dayTexts.errors.unknownContractor);
  }
  return null;
}

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
  mockRoute(weddingDayRoutes.addItem, ({ user, body }) => {
    const data = dayOf(user);
    const refused = refusal(data, body);
    if (refused) return refused;
    if (data.items.length >= DAY_ITEMS_MAX) {
      return errorResponse(422, dayTexts.errors.tooMany.replace('{{max}}', String(DAY_ITEMS_MAX)));
    }
    const item: DayItem = {
      id: newId(),
      time: body.time,
      until: body.until ?? null,
      title: body.title.trim(),
      place: body.place?.trim() ?? '',
      contractorId: body.contractorId ?? null,
      who: body.who?.trim() ?? '',
      comment: body.comment?.trim() ?? '',
    };
    data.items.push(item);
    return HttpResponse.json(item);
  }),
  mockRoute(weddingDayRoutes.changeItem, ({ user, params, body }) => {
    const data = dayOf(user);
    const item = data.items.find((candidate) => candidate.id === params.id);
    if (!item) return notFound();
    const refused = refusal(data, body);
    if (refused) return refused;
    if (body.time !== undefined) item.time = body.time;
    if (body.until !== undefined) item.until = body.until;
    if (body.title !== undefined) item.title = body.title.trim();
    if (body.place !== undefined) item.place = body.place.trim();
    if (body.contractorId !== undefined) item.contractorId = body.contractorId;
    if (body.who !== undefined) item.who = body.who.trim();
    if (body.comment !== undefined) item.comment = body.comment.trim();
    return HttpResponse.json(item);
  }),
  mockRoute(weddingDayRoutes.removeItem, ({ user, params }) => {
    const data = dayOf(user);
    if (!data.items.some((item) => item.id === params.id)) return notFound();
    data.items = data.items.filter((item) => item.id !== params.id);
    return HttpResponse.json({});
  }),
];
