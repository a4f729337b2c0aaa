import { seatingRoutes } from '../../../src/contract/seating-routes.ts';
import { t } from '../../lib/i18n.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { XLSX_TYPE, attachmentHeader } from '../../lib/download.ts';
import { seatingWorkbookOf } from './public.ts';
import * as seating from './service.ts';

/** The seating plan: tables, guests at them, rules, automatic seating and the .xlsx, as `seatingRoutes` declares them. */
export default planningFeature(seatingRoutes, (app) => {
  const deps: seating.SeatingDeps = { db: app.db, now: () => app.clock.now() };
  return {
    plan: async (request) => seating.seating(deps, request.weddingId),
    addTable: async (request) => seating.createTable(deps, request.weddingId, request.body),
    changeTable: async (request) => seating.changeTable(deps, request.weddingId, request.params.id, request.body),
    deleteTable: async (request) => {
      await seating.deleteTable(deps, request.weddingId, request.params.id);
      return {};
    },
    moveGuest: async (request) =>
      seating.moveGuest(deps, request.weddingId, request.params.guestId, request.body.tableId),
    addRule: async (request) => seating.addRule(deps, request.weddingId, request.body),
    deleteRule: async (request) => {
      await seating.deleteRule(deps, request.weddingId, request.params.id);
      return {};
    },
    auto: async (request) => seating.seatAutomatically(deps, request.weddingId, request.query.guests === 'all'),
    download: async (request, reply) => {
      const file = await seatingWorkbookOf(deps.db, deps.now, request.weddingId);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', attachmentHeader(`${t('seating:file.name')}.xlsx`, 'seating-plan.xlsx'))
        .header('cache-control', 'private, no-store')
        .send(file);
    },
  };
});
