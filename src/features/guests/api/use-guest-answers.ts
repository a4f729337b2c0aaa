import { answersOfGuest, type GuestAnswers } from '../../../contract/guest-answers.ts';
import type { Guest } from '../../../contract/guests.ts';
import { invitationRoutes } from '../../../contract/invitation-routes.ts';
import { useRouteQuery } from '../../../lib/api/route-calls.ts';
import type { LoadStatus } from '../../../lib/load-status.ts';

/**
 * A guest's answers for their card, from GET /invitations and GET /events (read only while a card
 * is open). On the sample wedding both answer from the sample and nothing is asked of the server.
 */
export function useGuestAnswers(guest: Pick<Guest, 'id' | 'withHalf'>): {
  answers: GuestAnswers | undefined;
  status: LoadStatus;
} {
  const invitations = useRouteQuery(invitationRoutes.list);
  const events = useRouteQuery(invitationRoutes.events);
  if (invitations.data === undefined || events.data === undefined) {
    const failed = invitations.status === 'rejected' || events.status === 'rejected';
    const skipped = invitations.status === 'skipped' || events.status === 'skipped';
    return { answers: undefined, status: failed ? 'rejected' : skipped ? 'skipped' : 'loading' };
  }
  return {
    answers: answersOfGuest({ events: events.data, invitations: invitations.data }, guest),
    status: 'loaded',
  };
}
