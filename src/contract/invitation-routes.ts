import { eventProblem } from './invitation-rules.ts';
import {
  Invitation,
  InvitationBulkCreate,
  InvitationCreate,
  InvitationIdParams,
  Invitations,
  InvitationSummary,
  RsvpAnswerRequest,
  RsvpDeadline,
  WeddingEvent,
  WeddingEventCreate,
  WeddingEventPatch,
  WeddingEvents,
} from './invitations.ts';
import { route } from './route-table.ts';
import { EmptyAnswer } from './validation.ts';

// A part of the day shows on every invitation; an invitation's answers fill the guest list, whose
// head count prices the budget's per-person items.
const EVENTS = ['/events', '/invitations', '/invitations/summary'];
const INVITATIONS = ['/invitations', '/invitations/summary'];
/** What a guest's answer changes (the public POST publishes these to the couple's open pages). */
export const RSVP_ANSWER_CHANGES = [
  '/guests',
  '/invitations',
  '/invitations/calls',
  '/invitations/summary',
  '/budget',
  '/budget/summary',
  '/budget/people',
];

const XLSX_FILE = 'The answers per part, for the caterer: people, children, diets (.xlsx)';

/** The couple's side of invitations and answers (api.md, "Invitations and answers (RSVP)"). */
export const invitationRoutes = {
  events: route({
    method: 'GET',
    path: '/events',
    access: 'read',
    summary: 'The parts of the wedding day',
    description: 'A wedding starts with the registration and the banquet, from the wizard’s dates and places.',
    answer: WeddingEvents,
  }),
  addEvent: route({
    method: 'POST',
    path: '/events',
    access: 'write',
    summary: 'Add a part of the day',
    body: WeddingEventCreate,
    bodyRule: eventProblem,
    answer: WeddingEvent,
    changes: EVENTS,
    activity: 'eventAdded',
  }),
  changeEvent: route({
    method: 'PATCH',
    path: '/events/:id',
    access: 'write',
    summary: 'Rename, time or move a part of the day',
    params: InvitationIdParams,
    body: WeddingEventPatch,
    bodyRule: eventProblem,
    answer: WeddingEvent,
    changes: EVENTS,
    activity: 'eventChanged',
  }),
  removeEvent: route({
    method: 'DELETE',
    path: '/events/:id',
    access: 'write',
    summary: 'Remove a part of the day (it leaves every invitation)',
    params: InvitationIdParams,
    answer: EmptyAnswer,
    changes: EVENTS,
    activity: 'eventDeleted',
  }),
  list: route({
    method: 'GET',
    path: '/invitations',
    access: 'read',
    summary: 'The invitations, each with its page and the household’s answers',
    answer: Invitations,
  }),
  summary: route({
    method: 'GET',
    path: '/invitations/summary',
    access: 'read',
    summary: 'Per part of the day, the people invited, coming, declined and not answered yet',
    description:
      'People, not rows: each guest, each +1 and each child is one (children also apart in comingChildren). ' +
      'A +1 comes with their guest; the household’s children come when one of its guests comes.',
    answer: InvitationSummary,
  }),
  add: route({
    method: 'POST',
    path: '/invitations',
    access: 'write',
    summary: 'Invite one household to some parts of the day',
    description: 'A guest is on at most one invitation.',
    body: InvitationCreate,
    answer: Invitation,
    changes: INVITATIONS,
    activity: 'invitationAdded',
  }),
  addBulk: route({
    method: 'POST',
    path: '/invitations/bulk',
    access: 'write',
    summary: 'One invitation per guest of a side or a category not invited yet',
    body: InvitationBulkCreate,
    answer: Invitations,
    changes: INVITATIONS,
    activity: 'invitationsAdded',
  }),
  revoke: route({
    method: 'DELETE',
    path: '/invitations/:id',
    access: 'write',
    summary: 'Revoke an invitation: its page answers 404 from now on',
    params: InvitationIdParams,
    answer: EmptyAnswer,
    changes: INVITATIONS,
    activity: 'invitationRevoked',
  }),
  recordAnswer: route({
    method: 'PUT',
    path: '/invitations/:id/answer',
    access: 'write',
    summary: 'Record a household’s answer the couple was given (by phone, in person)',
    description:
      'The body is the one the guest page sends (POST /rsvp/{token}) and is checked the same way; the ' +
      'deadline does not apply: the couple decides. The guest list follows at once.',
    params: InvitationIdParams,
    body: RsvpAnswerRequest,
    answer: Invitation,
    changes: RSVP_ANSWER_CHANGES,
    activity: { action: 'answerRecorded', what: 'none' },
  }),
  deadline: route({
    method: 'GET',
    path: '/invitations/deadline',
    access: 'read',
    summary: 'The last day answers are taken',
    answer: RsvpDeadline,
  }),
  setDeadline: route({
    method: 'PUT',
    path: '/invitations/deadline',
    access: 'write',
    summary: 'Set or clear the last day answers are taken',
    body: RsvpDeadline,
    answer: RsvpDeadline,
    changes: ['/invitations/deadline'],
    activity: 'rsvpDeadlineSet',
  }),
  qr: route({
    method: 'GET',
    path: '/invitations/:id/qr.svg',
    access: 'read',
    summary: 'The invitation’s page address as a QR code (SVG), for printed invitations',
    params: InvitationIdParams,
    answer: { file: 'image/svg+xml' },
  }),
  answersFile: route({
    method: 'GET',
    path: '/invitations/answers.xlsx',
    access: 'read',
    fileLimit: 'download',
    summary: 'The answers per part, for the caterer',
    answer: { file: XLSX_FILE },
  }),
};

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    invitation: typeof invitationRoutes;
  }
}
