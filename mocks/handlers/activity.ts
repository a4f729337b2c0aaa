import { weddingActivityRoutes } from '../../src/contract/wedding-routes.ts';
import { scenarioActivity } from '../activity-data.ts';
import { memberOf, mockDb, mockRoute } from '../kit.ts';

/**
 * GET /wedding/activity for any member: the scenario's entries (mocks/activity-data.ts). The live stream
 * (GET /wedding/live) is not mocked: the app does not open it in mock mode, where no other member writes.
 */
export const activityHandlers = [
  mockRoute(weddingActivityRoutes.activity, ({ user }) => scenarioActivity(mockDb.scenario, memberOf(user).email)),
];
