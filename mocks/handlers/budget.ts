import { budgetRoutes } from '../../src/contract/budget-routes.ts';
import * as rules from '../../src/contract/budget-rules.ts';
import { giftSummary } from '../../src/contract/gift-rules.ts';
import { peopleOfGuests } from '../../src/contract/people-rules.ts';
import { toKopecks } from '../../src/contract/money.ts';
import type { BudgetItemRequest } from '../../src/contract/budget.ts';
import type { SessionUser } from '../../src/contract/session.ts';
import { newMockBudget } from '../budget-seed.ts';
import { mockGifts } from '../gifts-seed.ts';
import { mockCollection, mockDb, mockRoute, newMockId, passed, planData, planKeyOf, refuseOn } from '../kit.ts';
import { refuseWith } from '../kit.ts';
import { keepMockRestInStep } from '../contractor-rest.ts';

/* The budget (server/features/budget) by budget-rules.ts; per-person prices count the mock guest list. */

/** The wedding's budget (seeded on the first call, as the server seeds it). */
export const mockBudgetOf = planData('budgets', () => newMockBudget(mockDb.scenario));
/** The head count per-person prices use. */
function countOf(user: SessionUser) {
  const { people, children } = peopleOfGuests(mockDb.guests[planKeyOf(user)] ?? []);
  return rules.headCountOf({ people: people - children, children }, mockBudgetOf(user).countChildren ?? true);
}

/** After a contractor's payment changed or went: its rest item follows (mocks/contractor-rest.ts). */
function keepContractorInStep(user: SessionUser, contractorId: string | null | undefined) {
  const contractor = mockDb.contractors?.[planKeyOf(user)]?.contractors.find((one) => one.id === contractorId);
  if (contractor) keepMockRestInStep(mockBudgetOf(user), contractor);
}

/** The money gifts of the mock ledger (the gifts' own store, seeded as their handlers seed it), in kopecks. */
const giftsOf = planData('gifts', () => mockGifts(mockDb.scenario));
const giftKopecks = (user: SessionUser) => toKopecks(giftSummary(giftsOf(user)).money);

function summaryOf(user: SessionUser) {
  const answers = mockBudgetOf(user).items.map((item) => mockItemAnswer(item, user));
  return rules.budgetSummaryOf(mockBudgetOf(user).totalKopecks, answers, giftKopecks(user));
}
/** An item as GET /budget answers it. */
export const mockItemAnswer = (item: rules.StoredBudgetItem, user: SessionUser) =>
  rules.budgetItemAnswer(item, countOf(user), new Date());
const known = (user: SessionUser, code: string | undefined) =>
  code === undefined || mockBudgetOf(user).categories.some((category) => category.code === code);

const items = mockCollection((user) => mockBudgetOf(user).items, mockItemAnswer);
const categories = mockCollection((user) => mockBudgetOf(user).categories);

export const budgetHandlers = [
  items.list(budgetRoutes.items),
  mockRoute(budgetRoutes.addItem, ({ user, body }) => mockItemAnswer(addMockItem(user, body), user)),
  mockRoute(budgetRoutes.changeItem, ({ user, params, body }) => {
    refuseOn(rules.budgetItemProblem(body, known(user, body.category)));
    const item = items.rowOf(user, params.id);
    const { changes } = passed(rules.storedItemChanges(item, body, countOf(user)));
    Object.assign(item, changes);
    // A payment's new amount moves the rest of the contractor's agreed price.
    if (changes.priceKopecks !== undefined && !item.contractorRest) keepContractorInStep(user, item.contractorId);
    return mockItemAnswer(item, user);
  }),
  items.remove(
    budgetRoutes.deleteItem,
    (item) => refuseWith(rules.itemDeletionRefusal(item)),
    (item, { user }) => keepContractorInStep(user, item.contractorId),
  ),
  mockRoute(budgetRoutes.summary, ({ user }) => summaryOf(user)),
  mockRoute(budgetRoutes.setTotal, ({ user, body }) => {
    mockBudgetOf(user).totalKopecks = toKopecks(body.value);
    return summaryOf(user);
  }),
  mockRoute(budgetRoutes.people, ({ user }) => rules.budgetPeopleOf(countOf(user))),
  mockRoute(budgetRoutes.setCountChildren, ({ user, body }) => {
    mockBudgetOf(user).countChildren = body.countChildren;
    return rules.budgetPeopleOf(countOf(user));
  }),
  categories.list(budgetRoutes.categories),
  categories.add(budgetRoutes.addCategory, ({ user, body }) => {
    refuseOn(rules.categoryNameProblem(mockBudgetOf(user).categories, body.name));
    return { id: newMockId('bc'), code: newMockId('c'), name: body.name.trim() };
  }),
  categories.change(budgetRoutes.renameCategory, (category, { user, body }) => {
    refuseOn(rules.categoryNameProblem(mockBudgetOf(user).categories, body.name, category.id));
    category.name = body.name.trim();
  }),
  categories.remove(budgetRoutes.deleteCategory, (category, { user, query }) => {
    const budget = mockBudgetOf(user);
    const where = { moveTo: query.moveTo, deleteItems: query.deleteItems === 'true' };
    const inside = budget.items.filter((item) => item.category === category.code);
    const moveToKnown = budget.categories.some((one) => one.code === query.moveTo);
    const deletion = rules.categoryDeletion(inside.length > 0, where, category.code, moveToKnown);
    if (typeof deletion === 'object') refuseOn(deletion.problem);
    if (deletion === 'move') for (const item of inside) item.category = query.moveTo!;
    if (deletion === 'delete') budget.items = budget.items.filter((item) => item.category !== category.code);
  }),
];

/**
 * An item as POST /budget adds it (createItem), also for the shopping list and the contractors as the
 * server's budget/public.ts adds theirs; a contractor's payment names the contractor.
 */
export function addMockItem(user: SessionUser, body: BudgetItemRequest, contractor?: { id: string; name: string }) {
  refuseOn(rules.budgetItemProblem(body, known(user, body.category)));
  const item = passed(rules.newStoredItem(newMockId('bi'), body, countOf(user)));
  const stored = contractor ? { ...item, contractorId: contractor.id, contractorName: contractor.name } : item;
  mockBudgetOf(user).items.push(stored);
  return stored;
}

/** A purchase's item, paid in full or in part, in its category or the fallback: budget/public.ts addPaidItem. */
export const addMockPaidItem = (user: SessionUser, item: Parameters<typeof rules.paidItemRequest>[0]) =>
  addMockItem(user, passed(rules.paidItemRequest(item, mockBudgetOf(user).categories)));

export function mockBudgetItemIds(user: SessionUser): Set<string> {
  return new Set(mockBudgetOf(user).items.map((item) => item.id));
}
