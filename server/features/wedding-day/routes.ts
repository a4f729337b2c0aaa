import { weddingDayRoutes } from '../../../src/contract/wedding-day-routes.ts';
import { attachmentHeader } from '../../lib/download.ts';
import { t } from '../../lib/i18n.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { dayCalendar } from './calendar.ts';
import * as day from './service.ts';

/**
 * The wedding day's timeline as `weddingDayRoutes` declares it: the steps, the shared page's link
 * and the calendar. A wedding's first steps are given on its first call.
 */
export default planningFeature(weddingDayRoutes, (app, options) => {
  const deps: day.DayDeps = { db: app.db, now: () => app.clock.now(), publicUrl: options.publicUrl ?? '' };
  app.addHook('preHandler', async (request) => {
    if (request.weddingId) await day.ensureSeeded(deps, request.weddingId);
  });

  return {
    day: async (request) => day.readDay(deps, request.weddingId),
    addItem: async (request) => day.addItem(deps, request.weddingId, request.body),
    changeItem: async (request) => day.changeItem(deps, request.weddingId, request.params.id, request.body),
    removeItem: async (request) => {
      await day.removeItem(deps, request.weddingId, request.params.id);
      return {};
    },
    share: async (request, reply) => {
      void reply.header('cache-control', 'private, no-store');
      // The link names the address the couple opened the product at (PUBLIC_URL when set).
      return day.share({ ...deps, publicUrl: request.linkBase }, request.weddingId);
    },
    revokeShare: async (request) => {
      await day.revokeShare(deps, request.weddingId);
      return {};
    },
    calendar: async (request, reply) => {
      const shared = await day.sharedDayOf(deps, request.weddingId);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', attachmentHeader(`${t('wedding-day:calendar.fileName')}.ics`, 'wedding-day.ics'))
        .header('cache-control', 'private, no-store')
        .send(dayCalendar(shared));
    },
  };
});
