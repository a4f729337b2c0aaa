import { budgetRoutes } from '../../src/contract/budget-routes.ts';
import {
  budgetItemAnswer,
  budgetItemProblem,
  budgetPeopleOf,
  budgetSummaryOf,
  categoryAmong,
  categoryDeletion,
  categoryNameProblem,
  headCountOf,
  itemDeletionRefusal,
  newStoredItem,
  storedItemChanges,
} from '../../src/contract/budget-rules.ts';
import { peopleOfGuests } from '../../src/contract/people-rules.ts';
import { toKopecks } from '../../src/contract/money.ts';
import { kopecksProblem } from '../../src/contract/rule-problem.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { newMockBudget } from '../budget-seed.ts';
import { mockCollection, newMockId, planData } from '../collection.ts';
import { keepMockRestInStep } from '../contractor-rest.ts';
import { mockRoute } from '../planning-route.ts';
import { passed, refuseOn, refuseWith } from '../refusals.ts';
import { mockDb, planKeyOf } from '../store.ts';

/*
 * The budget as the server keeps it (server/features/budget), by the rules of budget-rules.ts. A
 * per-person price counts the mock guest list (mockDb.guests), as the server counts its own.
 */

/** The wedding's budget (seeded on the first call, as the server seeds it). */
const budgetOf = planData('budgets', () => newMockBudget(mockDb.scenario));
/** The head count per-person prices use. */
function countOf(user: SessionUser) {
  const { people, children } = peopleOfGuests(mockDb.guests[planKeyOf(user)] ?? []);
  return headCountOf({ people: people - children, children }, budgetOf(user).countChildren ?? true);
}

/** After a contractor's payment changed or went: its rest item follows (mocks/contractor-rest.ts). */
function keepContractorInStep(user: SessionUser, contractorId: string | null | undefined) {
  const contractor = mockDb.contractors?.[planKeyOf(user)]?.contractors.find((one) => one.id === contractorId);
  if (contractor) keepMockRestInStep(budgetOf(user), contractor);
}

const summaryOf = (user: SessionUser) =>
  budgetSummaryOf(
    budgetOf(user).totalKopecks,
    budgetOf(user).items.map((item) => itemAnswer(item, user)),
  );
const itemAnswer = (item: Parameters<typeof budgetItemAnswer>[0], user: SessionUser) =>
  budgetItemAnswer(item, countOf(user), new Date());
const known = (user: SessionUser, code: string | undefined) =>
  code === undefined || budgetOf(user).categories.some((category) => category.code === code);

const items = mockCollection((user) => budgetOf(user).items, itemAnswer);
const categories = mockCollection(
  (user) => budgetOf(user).categories,
  (category) => category,
);

export const budgetHandlers = [
  items.list(budgetRoutes.items),
  items.add(budgetRoutes.addItem, ({ user, body }) => {
    refuseOn(budgetItemProblem(body, known(user, body.category)));
    return passed(newStoredItem(newMockId('bi'), body, countOf(user)));
  }),
  items.change(
    budgetRoutes.changeItem,
    (item, { user, body }) => {
      const { changes } = passed(storedItemChanges(item, body, countOf(user)));
      Object.assign(item, changes);
      // A payment's new amount moves the rest of the contractor's agreed price.
      if (changes.priceKopecks !== undefined && !item.contractorRest) keepContractorInStep(user, item.contractorId);
    },
    ({ user, body }) => budgetItemProblem(body, known(user, body.category)),
  ),
  items.remove(
    budgetRoutes.deleteItem,
    (item) => refuseWith(itemDeletionRefusal(item)),
    (item, { user }) => keepContractorInStep(user, item.contractorId),
  ),
  mockRoute(budgetRoutes.summary, ({ user }) => summaryOf(user)),
  mockRoute(budgetRoutes.setTotal, ({ user, body }) => {
    refuseOn(kopecksProblem({ value: body.value }));
    budgetOf(user).totalKopecks = toKopecks(body.value);
    return summaryOf(user);
  }),
  mockRoute(budgetRoutes.people, ({ user }) => budgetPeopleOf(countOf(user))),
  mockRoute(budgetRoutes.setCountChildren, ({ user, body }) => {
    budgetOf(user).countChildren = body.countChildren;
    return budgetPeopleOf(countOf(user));
  }),
  categories.list(budgetRoutes.categories),
  categories.add(budgetRoutes.addCategory, ({ user, body }) => {
    refuseOn(categoryNameProblem(budgetOf(user).categories, body.name));
    return { id: newMockId('bc'), code: newMockId('c'), name: body.name.trim() };
  }),
  categories.change(budgetRoutes.renameCategory, (category, { user, body }) => {
    refuseOn(categoryNameProblem(budgetOf(user).categories, body.name, category.id));
    category.name = body.name.trim();
  }),
  categories.remove(budgetRoutes.deleteCategory, (category, { user, query }) => {
    const budget = budgetOf(user);
    const where = { moveTo: query.moveTo, deleteItems: query.deleteItems === 'true' };
    const inside = budget.items.filter((item) => item.category === category.code);
    const moveToKnown = budget.categories.some((one) => one.code === query.moveTo);
    const deletion = categoryDeletion(inside.length > 0, where, category.code, moveToKnown);
    if (typeof deletion === 'object') refuseOn(deletion.problem);
    if (deletion === 'move') for (const item of inside) item.category = query.moveTo!;
    if (deletion === 'delete') budget.items = budget.items.filter((item) => item.category !== category.code);
  }),
];

/**
 * What the shopping list's mock (mocks/handlers/purchases.ts) does with the budget, as the server's
 * server/features/budget/public.ts: an item paid in full (or as much as `paidKopecks`) in `category`
 * or «other» (else the first), or a 422 on the category (thrown); and which of its items still exist.
 */
export function addMockPaidItem(
  user: SessionUser,
  wanted: { name: string; priceKopecks: number; paidKopecks?: number; category?: string },
): { id: string } {
  const category = wanted.category ?? categoryAmong(budgetOf(user).categories);
  if (category === undefined) refuseOn({ field: 'category', key: 'validation:required' });
  if (!known(user, category)) refuseOn({ field: 'category', key: 'validation:other' });
  const { name, priceKopecks } = wanted;
  const item = { id: newMockId('bi'), name, category: category!, priceKopecks, unitPriceKopecks: null, dueDate: null };
  budgetOf(user).items.push({ ...item, paidKopecks: wanted.paidKopecks ?? priceKopecks });
  return { id: item.id };
}

export function mockBudgetItemIds(user: SessionUser): Set<string> {
  return new Set(budgetOf(user).items.map((item) => item.id));
}
