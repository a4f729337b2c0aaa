import { callListOf } from '../../../src/contract/call-list.ts';
import { callListRoutes } from '../../../src/contract/call-list-routes.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { recipientsOf } from '../messages/public.ts';

/**
 * The call list (issue 40, point 6): the households that have not answered and that no message
 * reaches (the messages' own account of their channels), with their guests' phones.
 */
export default planningFeature(callListRoutes, (app) => ({
  households: async (request) => {
    const deps = { db: app.db, now: () => app.clock.now() };
    const recipients = await recipientsOf(deps, request.weddingId, {}, request.linkBase);
    return callListOf(
      recipients.map(({ household, channels }) => ({
        answered: household.invitation.answeredAt !== null,
        reachable: !channels.includes('none'),
        household: {
          invitationId: household.invitation.id,
          guests: household.guests.map((guest) => ({ id: guest.id, name: guest.name, phone: guest.phone ?? null })),
          eventIds: household.invitation.eventIds,
        },
      })),
    );
  },
}));
