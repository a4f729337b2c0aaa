import { blankProblem } from './rule-problem.ts';
import { route } from './route-table.ts';
import { EmptyAnswer } from './validation.ts';
import { Day, DayIdParams, DayItem, DayItemCreate, DayItemPatch, DayShare } from './wedding-day.ts';

const DAY = ['/day'];

/** The wedding day's timeline (api.md, "Contractors and the wedding day"). */
export const weddingDayRoutes = {
  day: route({
    method: 'GET',
    path: '/day',
    access: 'read',
    summary: 'The day’s timeline, sorted by time, with the wedding’s contractors and the conflicts',
    description:
      'A wedding starts from the parts of the day of its invitations, otherwise from the wizard’s registration ' +
      'and banquet. `contractors` is the wedding’s contractors in short, for the "who" of a step.',
    answer: Day,
  }),
  addItem: route({
    method: 'POST',
    path: '/day',
    access: 'write',
    summary: 'Add a step to the day',
    body: DayItemCreate,
    answer: DayItem,
    changes: DAY,
    activity: 'dayItemAdded',
  }),
  changeItem: route({
    method: 'PATCH',
    path: '/day/:id',
    access: 'write',
    summary: 'Change a step of the day',
    params: DayIdParams,
    body: DayItemPatch,
    bodyRule: (body: DayItemPatch) => blankProblem('title', body.title),
    answer: DayItem,
    changes: DAY,
    activity: 'dayItemChanged',
  }),
  removeItem: route({
    method: 'DELETE',
    path: '/day/:id',
    access: 'write',
    summary: 'Remove a step of the day',
    params: DayIdParams,
    answer: EmptyAnswer,
    changes: DAY,
    activity: 'dayItemDeleted',
  }),
  share: route({
    method: 'GET',
    path: '/day/share',
    access: 'read',
    summary: 'The read-only public page of the timeline (made on the first call, the same until revoked)',
    answer: DayShare,
  }),
  revokeShare: route({
    method: 'DELETE',
    path: '/day/share',
    access: 'write',
    summary: 'Revoke the public page: its address answers 404 from now on',
    answer: EmptyAnswer,
    changes: ['/day/share'],
    activity: 'dayShareRevoked',
  }),
  calendar: route({
    method: 'GET',
    path: '/day/calendar.ics',
    access: 'read',
    summary: 'The timeline as calendar events on the wedding day (Moscow time)',
    answer: { file: 'text/calendar; Russian file name (RFC 5987).' },
  }),
};

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    weddingDay: typeof weddingDayRoutes;
  }
}
