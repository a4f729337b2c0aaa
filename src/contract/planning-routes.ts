import { adviceRoutes } from './advice-routes.ts';
import { budgetRoutes } from './budget-routes.ts';
import { callListRoutes } from './call-list-routes.ts';
import { consultationRoutes } from './consultation-routes.ts';
import { contractorRoutes } from './contractor-routes.ts';
import { guestRoutes } from './guest-routes.ts';
import { invitationRoutes } from './invitation-routes.ts';
import { noteRoutes } from './note-routes.ts';
import { purchaseRoutes } from './purchase-routes.ts';
import { lookRoutes } from './look-routes.ts';
import { messageRoutes } from './message-routes.ts';
import type { RouteTable } from './route-table.ts';
import { seatingRoutes } from './seating-routes.ts';
import { todoRoutes } from './todo-routes.ts';
import { weddingDayRoutes } from './wedding-day-routes.ts';

/**
 * Every planning feature's table: what the server registers under the planning guard, what the
 * authorisation tests call and what the mocks must answer. A new section adds its table here.
 * (The app imports each feature's own table, so a screen's chunk holds only its own schemas.)
 */
export const planningRouteTables = [
  adviceRoutes,
  budgetRoutes,
  guestRoutes,
  todoRoutes,
  seatingRoutes,
  invitationRoutes,
  callListRoutes,
  noteRoutes,
  purchaseRoutes,
  weddingDayRoutes,
  lookRoutes,
  contractorRoutes,
  consultationRoutes,
  messageRoutes,
] as const satisfies readonly RouteTable[];
