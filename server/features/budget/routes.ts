import { budgetRoutes } from '../../../src/contract/budget-routes.ts';
import { planningFeature } from '../../plugins/planning.ts';
import * as budget from './service.ts';

/**
 * The budget: items, the total and the couple's categories, as `budgetRoutes` declares them. A
 * wedding's default categories are given on its first budget call.
 */
export default planningFeature(budgetRoutes, (app, options) => {
  const deps: budget.BudgetDeps = {
    db: app.db,
    engine: app.dbEngine,
    now: () => app.clock.now(),
    guestPeople: options.guestPeople ?? budget.defaultGuestPeople,
  };
  app.addHook('preHandler', async (request) => {
    if (request.weddingId) await budget.ensureSeeded(deps, request.weddingId);
  });

  return {
    items: async (request) => budget.listItems(deps, request.weddingId),
    addItem: async (request) => budget.createItem(deps, request.weddingId, request.body),
    changeItem: async (request) => budget.updateItem(deps, request.weddingId, request.params.id, request.body),
    deleteItem: async (request) => {
      await budget.deleteItem(deps, request.weddingId, request.params.id);
      return {};
    },
    summary: async (request) => budget.summary(deps, request.weddingId),
    setTotal: async (request) => budget.setTotal(deps, request.weddingId, request.body.value),
    people: async (request) => budget.people(deps, request.weddingId),
    setCountChildren: async (request) => budget.setCountChildren(deps, request.weddingId, request.body.countChildren),
    categories: async (request) => budget.listCategories(deps, request.weddingId),
    addCategory: async (request) => budget.createCategory(deps, request.weddingId, request.body),
    renameCategory: async (request) => budget.renameCategory(deps, request.weddingId, request.params.id, request.body),
    deleteCategory: async (request) => {
      const { moveTo, deleteItems } = request.query;
      await budget.deleteCategory(deps, request.weddingId, request.params.id, {
        moveTo,
        deleteItems: deleteItems === 'true',
      });
      return {};
    },
  };
});
