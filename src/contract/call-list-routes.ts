import { CallList } from './call-list.ts';
import { route } from './route-table.ts';

/** The call list of the invitations (issue 40, point 6). An answer is recorded by invitationRoutes.recordAnswer. */
export const callListRoutes = {
  households: route({
    method: 'GET',
    path: '/invitations/calls',
    access: 'read',
    summary: 'The households to call: not answered, and no e-mail or Telegram to reach them',
    description:
      'A household whose guests have no address (or asked to stop the mail) and that bound no Telegram ' +
      'chat, with its guests’ phones; those with a phone first. Answered households leave the list.',
    answer: CallList,
  }),
};

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    callList: typeof callListRoutes;
  }
}
