import { callListEntryOf, callListOf } from '../../../src/contract/call-list.ts';
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
      recipients.map(({ household, channels }) =>
        callListEntryOf(household.invitation, household.guests, !channels.includes('none')),
      ),
    );
  },
}));
