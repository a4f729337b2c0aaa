import { siteRoutes } from '../../../src/contract/site-routes.ts';
import { planningFeature } from '../../plugins/planning.ts';
import * as site from './service.ts';

/** The wedding's site as the couple edits it, as `siteRoutes` declares it; the guests' page is page-routes.ts. */
export default planningFeature(siteRoutes, (app) => {
  const deps: site.SiteDeps = { db: app.db, now: () => app.clock.now() };
  return {
    read: async (request) => site.readSite(deps, request.weddingId),
    save: async (request) => site.saveSite(deps, request.weddingId, request.body),
  };
});
