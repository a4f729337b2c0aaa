import multipart from '@fastify/multipart';
import { contractorRoutes } from '../../../src/contract/contractor-routes.ts';
import { contractorCategories } from '../../../src/contract/contractor-rules.ts';
import { t } from '../../lib/i18n.ts';
import { planningFeature } from '../../plugins/planning.ts';
import { sendWeddingFile } from '../wedding-files/public.ts';
import * as contractors from './service.ts';

/** The contractors, their payments (budget items) and files, as `contractorRoutes` declares them. */
export default planningFeature(contractorRoutes, async (app) => {
  // Only a contractor's file takes multipart; this feature's scope keeps it away from other routes.
  await app.register(multipart, { throwFileSizeLimit: true });
  const deps: contractors.ContractorDeps = {
    db: app.db,
    engine: app.dbEngine,
    now: () => app.clock.now(),
    storageQuotaBytes: app.weddingStorageQuotaBytes,
  };

  return {
    categories: async () => contractorCategories(t),
    list: async (request) => contractors.listContractors(deps, request.weddingId),
    add: async (request) => contractors.addContractor(deps, request.weddingId, request.body),
    change: async (request) => contractors.changeContractor(deps, request.weddingId, request.params.id, request.body),
    remove: async (request) => {
      await contractors.removeContractor(deps, request.weddingId, request.params.id, request.query.withPayments);
      return {};
    },
    addPayment: async (request) => contractors.addPayment(deps, request.weddingId, request.params.id, request.body),
    addFile: async (request) => contractors.addFile(deps, request.weddingId, request.params.id, request),
    file: async (request, reply) =>
      sendWeddingFile(
        reply,
        await contractors.readFile(deps, request.weddingId, request.params.id, request.params.fileId),
      ),
    removeFile: async (request) => {
      await contractors.removeFile(deps, request.weddingId, request.params.id, request.params.fileId);
      return {};
    },
  };
});
