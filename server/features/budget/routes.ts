import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  BudgetCategories,
  BudgetCategory,
  BudgetCategoryDeleteQuery,
  BudgetCategoryRequest,
  BudgetItem,
  BudgetItemPatch,
  BudgetItemRequest,
  BudgetItems,
  BudgetPeople,
  BudgetPeopleRequest,
  BudgetSummary,
  BudgetSummaryRequest,
  DUE_SOON_DAYS,
  IdParams,
} from '../../../src/contract/budget.ts';
import type { TSchema } from 'typebox';
import { emptyObjectSchema, errorResponses } from '../../lib/response-schemas.ts';
import type { PlanningAccess } from '../../plugins/planning-guard.ts';
import * as budget from './service.ts';

const tags = ['planning'];
const security = [{ session: [] }];

/** What differs between the budget's routes: the words of the OpenAPI document and the request's schemas. */
interface RouteSchema {
  summary: string;
  description?: string;
  params?: TSchema;
  body?: TSchema;
  querystring?: TSchema;
}

/**
 * A budget route's options: the planning guard's access, the shared tags and security, and the
 * answer with the errors the route can give. The request schemas keep their types, so handlers
 * still see typed params, bodies and queries.
 */
function budgetRoute<A extends TSchema, const S extends RouteSchema>(
  planning: PlanningAccess,
  answer: A,
  errors: Parameters<typeof errorResponses>,
  schema: S,
) {
  return {
    config: { planning },
    schema: { tags, security, ...schema, response: { 200: answer, ...errorResponses(...errors) } },
  };
}

/**
 * The budget: items, the total and the couple's categories (api.md, "Planning"). A couple's
 * default categories are given on their first budget call.
 */
export default async function budgetRoutes(
  fastify: FastifyInstance,
  options: { guestPeople?: budget.GuestPeopleCounter },
) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const deps: budget.BudgetDeps = {
    db: app.db,
    engine: app.dbEngine,
    now: () => app.clock.now(),
    guestPeople: options.guestPeople ?? budget.defaultGuestPeople,
  };
  app.addHook('preHandler', async (request) => {
    if (request.weddingId) await budget.ensureSeeded(deps, request.weddingId);
  });

  app.get(
    '/budget',
    budgetRoute('read', BudgetItems, [401, 403], {
      summary: 'The couple’s budget items',
      description:
        `\`due\` marks an unpaid rest past its date (overdue) or due within ${DUE_SOON_DAYS} days (soon). ` +
        'A per-person item’s price is its unit price times the guest list’s people (guests and +1s), or the ' +
        'wizard’s estimate while the list is empty; it never falls below what is paid.',
    }),
    async (request) => budget.listItems(deps, request.weddingId!),
  );

  app.post(
    '/budget',
    budgetRoute('write', BudgetItem, [400, 401, 403, 422], {
      summary: 'Add a budget item',
      description: 'paid is at most the price; the category must be one of the couple’s.',
      body: BudgetItemRequest,
    }),
    async (request) => budget.createItem(deps, request.weddingId!, request.body),
  );

  app.patch(
    '/budget/:id',
    budgetRoute('write', BudgetItem, [400, 401, 403, 404, 422], {
      summary: 'Change a budget item (any subset of its fields)',
      description:
        'paid is at most the price, also when only one of the two changes. unitPrice: null makes the item fixed-price.',
      params: IdParams,
      body: BudgetItemPatch,
    }),
    async (request) => budget.updateItem(deps, request.weddingId!, request.params.id, request.body),
  );

  app.delete(
    '/budget/:id',
    budgetRoute('write', emptyObjectSchema, [401, 403, 404], {
      summary: 'Delete a budget item',
      params: IdParams,
    }),
    async (request) => {
      await budget.deleteItem(deps, request.weddingId!, request.params.id);
      return {};
    },
  );

  app.get(
    '/budget/summary',
    budgetRoute('read', BudgetSummary, [401, 403], {
      summary: 'The total budget, with what the items cost and what is paid',
    }),
    async (request) => budget.summary(deps, request.weddingId!),
  );

  app.post(
    '/budget/summary',
    budgetRoute('write', BudgetSummary, [400, 401, 403, 422], {
      summary: 'Set the total budget',
      body: BudgetSummaryRequest,
    }),
    async (request) => budget.setTotal(deps, request.weddingId!, request.body.value),
  );

  app.get(
    '/budget/people',
    budgetRoute('read', BudgetPeople, [401, 403], {
      summary: 'The head count per-person prices use',
      description: 'The guest list’s people (guests, their +1s and, if the couple counts them, their children).',
    }),
    async (request) => budget.people(deps, request.weddingId!),
  );

  app.post(
    '/budget/people',
    budgetRoute('write', BudgetPeople, [400, 401, 403, 422], {
      summary: 'Choose whether per-person prices count the children on the guest list',
      body: BudgetPeopleRequest,
    }),
    async (request) => budget.setCountChildren(deps, request.weddingId!, request.body.countChildren),
  );

  app.get(
    '/dictionaries/budget/category',
    budgetRoute('read', BudgetCategories, [401, 403], {
      summary: 'The couple’s budget categories',
      description: 'A new couple starts with a Russian set; the couple adds, renames and deletes their own.',
    }),
    async (request) => budget.listCategories(deps, request.weddingId!),
  );

  app.post(
    '/dictionaries/budget/category',
    budgetRoute('write', BudgetCategory, [400, 401, 403, 422], {
      summary: 'Add a budget category',
      description: 'Names are unique per couple, regardless of letter case.',
      body: BudgetCategoryRequest,
    }),
    async (request) => budget.createCategory(deps, request.weddingId!, request.body),
  );

  app.patch(
    '/dictionaries/budget/category/:id',
    budgetRoute('write', BudgetCategory, [400, 401, 403, 404, 422], {
      summary: 'Rename a budget category',
      params: IdParams,
      body: BudgetCategoryRequest,
    }),
    async (request) => budget.renameCategory(deps, request.weddingId!, request.params.id, request.body),
  );

  app.delete(
    '/dictionaries/budget/category/:id',
    budgetRoute('write', emptyObjectSchema, [401, 403, 404, 422], {
      summary: 'Delete a budget category',
      description:
        'A category with items needs moveTo (another category’s code: the items move there) or ' +
        'deleteItems=true (they are deleted with it); otherwise 422 on moveTo.',
      params: IdParams,
      querystring: BudgetCategoryDeleteQuery,
    }),
    async (request) => {
      const { moveTo, deleteItems } = request.query;
      await budget.deleteCategory(deps, request.weddingId!, request.params.id, {
        moveTo,
        deleteItems: deleteItems === 'true',
      });
      return {};
    },
  );
}
