import { kopecksProblem } from './rule-problem.ts';
import { EmptyAnswer } from './validation.ts';
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
} from './budget.ts';
import { route } from './route-table.ts';

// The reads a budget write changes: an item changes the list and the sums; the head count's
// choice changes every per-person price; a category's deletion moves or deletes its items. A
// contractor shows what its items say is paid and due.
const ITEMS_AND_SUMS = ['/budget', '/budget/summary', '/contractors'];
const CATEGORIES = ['/dictionaries/budget/category'];

/** The budget's calls (api.md, "Planning"): items, the total, the head count and the couple's categories. */
export const budgetRoutes = {
  items: route({
    method: 'GET',
    path: '/budget',
    access: 'read',
    summary: 'The couple’s budget items',
    description:
      `\`due\` marks an unpaid rest past its date (overdue) or due within ${DUE_SOON_DAYS} days (soon). ` +
      'A per-person item’s price is its unit price times the guest list’s people (guests and +1s), or the ' +
      'wizard’s estimate while the list is empty; it never falls below what is paid.',
    answer: BudgetItems,
  }),
  addItem: route({
    method: 'POST',
    path: '/budget',
    access: 'write',
    summary: 'Add a budget item',
    description: 'paid is at most the price; the category must be one of the couple’s.',
    body: BudgetItemRequest,
    answer: BudgetItem,
    changes: ITEMS_AND_SUMS,
    activity: 'budgetItemAdded',
  }),
  changeItem: route({
    method: 'PATCH',
    path: '/budget/:id',
    access: 'write',
    summary: 'Change a budget item (any subset of its fields)',
    description:
      'paid is at most the price, also when only one of the two changes. unitPrice: null makes the item fixed-price.',
    params: IdParams,
    body: BudgetItemPatch,
    answer: BudgetItem,
    changes: ITEMS_AND_SUMS,
    activity: 'budgetItemChanged',
  }),
  deleteItem: route({
    method: 'DELETE',
    path: '/budget/:id',
    access: 'write',
    summary: 'Delete a budget item',
    description:
      'The rest of a contractor’s agreed price is not deleted here (422): it follows the price and the payments.',
    params: IdParams,
    errors: [422],
    answer: EmptyAnswer,
    changes: ITEMS_AND_SUMS,
    activity: { action: 'budgetItemDeleted', row: 'budget_items.name' },
  }),
  summary: route({
    method: 'GET',
    path: '/budget/summary',
    access: 'read',
    summary: 'The total budget, with what the items cost and what is paid',
    answer: BudgetSummary,
  }),
  setTotal: route({
    method: 'POST',
    path: '/budget/summary',
    access: 'write',
    summary: 'Set the total budget',
    body: BudgetSummaryRequest,
    bodyRule: kopecksProblem,
    answer: BudgetSummary,
    changes: ['/budget/summary'],
    activity: { action: 'budgetTotalSet', what: { body: 'value' } },
  }),
  people: route({
    method: 'GET',
    path: '/budget/people',
    access: 'read',
    summary: 'The head count per-person prices use',
    description: 'The guest list’s people (guests, their +1s and, if the couple counts them, their children).',
    answer: BudgetPeople,
  }),
  setCountChildren: route({
    method: 'POST',
    path: '/budget/people',
    access: 'write',
    summary: 'Choose whether per-person prices count the children on the guest list',
    body: BudgetPeopleRequest,
    answer: BudgetPeople,
    changes: ['/budget/people', ...ITEMS_AND_SUMS],
    activity: { action: 'budgetPeopleChanged', what: 'none' },
  }),
  categories: route({
    method: 'GET',
    path: '/dictionaries/budget/category',
    access: 'read',
    summary: 'The couple’s budget categories',
    description: 'A new couple starts with a Russian set; the couple adds, renames and deletes their own.',
    answer: BudgetCategories,
  }),
  addCategory: route({
    method: 'POST',
    path: '/dictionaries/budget/category',
    access: 'write',
    summary: 'Add a budget category',
    description: 'Names are unique per couple, regardless of letter case.',
    body: BudgetCategoryRequest,
    answer: BudgetCategory,
    changes: CATEGORIES,
    activity: 'categoryAdded',
  }),
  renameCategory: route({
    method: 'PATCH',
    path: '/dictionaries/budget/category/:id',
    access: 'write',
    summary: 'Rename a budget category',
    params: IdParams,
    body: BudgetCategoryRequest,
    answer: BudgetCategory,
    changes: [...CATEGORIES, ...ITEMS_AND_SUMS],
    activity: 'categoryRenamed',
  }),
  deleteCategory: route({
    method: 'DELETE',
    path: '/dictionaries/budget/category/:id',
    access: 'write',
    summary: 'Delete a budget category',
    description:
      'A category with items needs moveTo (another category’s code: the items move there) or ' +
      'deleteItems=true (they are deleted with it); otherwise 422 on moveTo.',
    params: IdParams,
    querystring: BudgetCategoryDeleteQuery,
    answer: EmptyAnswer,
    changes: [...CATEGORIES, ...ITEMS_AND_SUMS],
    activity: { action: 'categoryDeleted', row: 'budget_categories.name' },
  }),
} as const;

declare module './planning-tables.ts' {
  interface PlanningRouteTables {
    budget: typeof budgetRoutes;
  }
}
