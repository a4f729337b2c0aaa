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
  BudgetSummary,
  BudgetSummaryRequest,
  DUE_SOON_DAYS,
  IdParams,
} from '../../../src/contract/budget.ts';
import { emptyObjectSchema, errorResponses } from '../../lib/response-schemas.ts';
import * as budget from './service.ts';

const tags = ['planning'];
const security = [{ session: [] }];
const read = { planning: 'read' as const };
const write = { planning: 'write' as const };

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
    now: () => app.clock.now(),
    guestPeople: options.guestPeople ?? budget.defaultGuestPeople,
  };
  app.addHook('preHandler', async (request) => {
    if (request.userId) await budget.ensureSeeded(deps, request.userId);
  });

  app.get(
    '/budget',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'The couple’s budget items',
        description:
          `\`due\` marks an unpaid rest past its date (overdue) or due within ${DUE_SOON_DAYS} days (soon). ` +
          'A per-person item’s price is its unit price times the guest list’s people (guests and +1s), or the ' +
          'wizard’s estimate while the list is empty; it never falls below what is paid.',
        response: { 200: BudgetItems, ...errorResponses(401, 403) },
      },
    },
    async (request) => budget.listItems(deps, request.userId!),
  );

  app.post(
    '/budget',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Add a budget item',
        description: 'paid is at most the price; the category must be one of the couple’s.',
        body: BudgetItemRequest,
        response: { 200: BudgetItem, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => budget.createItem(deps, request.userId!, request.body),
  );

  app.patch(
    '/budget/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Change a budget item (any subset of its fields)',
        description:
          'paid is at most the price, also when only one of the two changes. unitPrice: null makes the item fixed-price.',
        params: IdParams,
        body: BudgetItemPatch,
        response: { 200: BudgetItem, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => budget.updateItem(deps, request.userId!, request.params.id, request.body),
  );

  app.delete(
    '/budget/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Delete a budget item',
        params: IdParams,
        response: { 200: emptyObjectSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await budget.deleteItem(deps, request.userId!, request.params.id);
      return {};
    },
  );

  app.get(
    '/budget/summary',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'The total budget, with what the items cost and what is paid',
        response: { 200: BudgetSummary, ...errorResponses(401, 403) },
      },
    },
    async (request) => budget.summary(deps, request.userId!),
  );

  app.post(
    '/budget/summary',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Set the total budget',
        body: BudgetSummaryRequest,
        response: { 200: BudgetSummary, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => budget.setTotal(deps, request.userId!, request.body.value),
  );

  app.get(
    '/dictionaries/budget/category',
    {
      config: read,
      schema: {
        tags,
        security,
        summary: 'The couple’s budget categories',
        description: 'A new couple starts with a Russian set; the couple adds, renames and deletes their own.',
        response: { 200: BudgetCategories, ...errorResponses(401, 403) },
      },
    },
    async (request) => budget.listCategories(deps, request.userId!),
  );

  app.post(
    '/dictionaries/budget/category',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Add a budget category',
        description: 'Names are unique per couple, regardless of letter case.',
        body: BudgetCategoryRequest,
        response: { 200: BudgetCategory, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => budget.createCategory(deps, request.userId!, request.body),
  );

  app.patch(
    '/dictionaries/budget/category/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Rename a budget category',
        params: IdParams,
        body: BudgetCategoryRequest,
        response: { 200: BudgetCategory, ...errorResponses(400, 401, 403, 404, 422) },
      },
    },
    async (request) => budget.renameCategory(deps, request.userId!, request.params.id, request.body),
  );

  app.delete(
    '/dictionaries/budget/category/:id',
    {
      config: write,
      schema: {
        tags,
        security,
        summary: 'Delete a budget category',
        description:
          'A category with items needs moveTo (another category’s code: the items move there) or ' +
          'deleteItems=true (they are deleted with it); otherwise 422 on moveTo.',
        params: IdParams,
        querystring: BudgetCategoryDeleteQuery,
        response: { 200: emptyObjectSchema, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { moveTo, deleteItems } = request.query;
      await budget.deleteCategory(deps, request.userId!, request.params.id, {
        moveTo,
        deleteItems: deleteItems === 'true',
      });
      return {};
    },
  );
}
