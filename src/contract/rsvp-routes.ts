import { RsvpAnswerRequest, RsvpPage, RsvpTokenParams } from './invitations.ts';
import { route } from './route-table.ts';
import { EmptyAnswer } from './validation.ts';

/** A household's side of its invitation: no session, the token in the address is the key. */
export const rsvpRoutes = {
  read: route({
    method: 'GET',
    path: '/rsvp/:token',
    access: 'public',
    tag: 'rsvp',
    summary: 'A household’s invitation (public: the token is the key)',
    params: RsvpTokenParams,
    answer: RsvpPage,
    errors: [429],
  }),
  answer: route({
    method: 'POST',
    path: '/rsvp/:token',
    access: 'public',
    tag: 'rsvp',
    summary: 'Answer an invitation; may be sent again until the deadline (then 422)',
    params: RsvpTokenParams,
    body: RsvpAnswerRequest,
    answer: EmptyAnswer,
    errors: [403, 429],
  }),
  erase: route({
    method: 'DELETE',
    path: '/rsvp/:token',
    access: 'public',
    tag: 'rsvp',
    summary:
      'The household erases its own data (152-FZ): its guests’ contacts, its diets, message and answers; the names stay on the couple’s list',
    params: RsvpTokenParams,
    answer: EmptyAnswer,
    errors: [403, 429],
  }),
};
