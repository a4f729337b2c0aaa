import {
  DUE_SOON_DAYS,
  type BudgetCategory,
  type BudgetItem,
  type BudgetItemPatch,
  type BudgetItemRequest,
  type BudgetPeople,
  type BudgetSummary,
  type DueState,
} from './budget.ts';
import { toKopecks, toRoubles } from './money.ts';
import { firstProblem, kopecksProblem, nameTaken, type FieldProblem, type Refusal } from './rule-problem.ts';

/*
 * The budget's reading rules, shared by the server and the mock handlers so both answer alike:
 * how a per-person price is reached and when an unpaid rest is due. Amounts are integer kopecks.
 */

/** The one head count of per-person prices: the guest list's people, children counted as the couple chose. */
export interface HeadCount {
  /** Guests and their +1s. */
  grownUps: number;
  /** Children on the list (the guest page's count). */
  children: number;
  countChildren: boolean;
}

export function peopleOf(count: HeadCount): number {
  return count.grownUps + (count.countChildren ? count.children : 0);
}

/** The guest list's figures and the couple's choice as the head count. */
export function headCountOf(list: { people: number; children: number }, countChildren: boolean): HeadCount {
  return { grownUps: list.people, children: list.children, countChildren };
}

/** unit × people in kopecks; 0 while the guest list is empty (nobody to pay for yet). */
export function calculatedKopecks(unitKopecks: number, count: HeadCount): number {
  return unitKopecks * peopleOf(count);
}

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** overdue: the date has passed with a rest unpaid; soon: due within DUE_SOON_DAYS days (UTC dates). */
export function dueStateOf(dueDate: string | null, restKopecks: number, now: Date): DueState {
  if (!dueDate || restKopecks <= 0) return null;
  if (dueDate < isoDate(now)) return 'overdue';
  if (dueDate <= isoDate(new Date(now.getTime() + DUE_SOON_DAYS * DAY_MS))) return 'soon';
  return null;
}

/** A stored item, in kopecks, as both back ends keep it. */
export interface StoredBudgetItem {
  id: string;
  name: string;
  category: string;
  priceKopecks: number;
  unitPriceKopecks: number | null;
  paidKopecks: number | null;
  dueDate: string | null;
  /** The contractor the item pays, and its name (absent: none). */
  contractorId?: string | null;
  contractorName?: string | null;
  /** The rest of the contractor's agreed price beyond its payments (contractorRestStep); absent: a payment. */
  contractorRest?: boolean;
}

/** What a step of `contractorRestStep` reads of a contractor's budget item. */
export type ContractorLedgerItem = Pick<StoredBudgetItem, 'id' | 'priceKopecks' | 'paidKopecks' | 'contractorRest'>;

/** What to do with a contractor's rest item so its items add up to the agreed price. */
export type ContractorRestStep =
  | { kind: 'keep' }
  | { kind: 'add'; priceKopecks: number }
  | { kind: 'set'; id: string; priceKopecks: number }
  | { kind: 'remove'; id: string };

/**
 * The agreed price in the budget (api.md, "the agreed price"): a contractor's budget items are its
 * payments (made or scheduled, with their dates) and one rest item without a date holding what the
 * payments leave of the price, so the planned total never understates what is agreed. The rest is
 * never below what was paid of it; it goes once nothing is left and nothing of it was paid (the
 * payments cover the price, or the price is cleared). Both back ends apply the step after every
 * change of the price or the payments.
 */
export function contractorRestStep(
  agreedKopecks: number | null,
  items: readonly ContractorLedgerItem[],
): ContractorRestStep {
  const rest = items.find((item) => item.contractorRest);
  const scheduled = items.filter((item) => !item.contractorRest).reduce((sum, item) => sum + item.priceKopecks, 0);
  const left = agreedKopecks === null ? 0 : agreedKopecks - scheduled;
  const target = Math.max(left, rest?.paidKopecks ?? 0, 0);
  if (!rest) return target > 0 ? { kind: 'add', priceKopecks: target } : { kind: 'keep' };
  if (target === 0) return { kind: 'remove', id: rest.id };
  return target === rest.priceKopecks ? { kind: 'keep' } : { kind: 'set', id: rest.id, priceKopecks: target };
}

/**
 * The item as the API answers it. A per-person price is unit × people, but never below what is
 * paid: when the list shrinks under what was paid, `perPerson.calculated` shows the lower figure.
 */
export function budgetItemAnswer(item: StoredBudgetItem, count: HeadCount, now: Date): BudgetItem {
  const paid = item.paidKopecks;
  let price = item.priceKopecks;
  let perPerson: BudgetItem['perPerson'] = null;
  if (item.unitPriceKopecks !== null) {
    const calculated = calculatedKopecks(item.unitPriceKopecks, count);
    price = Math.max(calculated, paid ?? 0);
    perPerson = {
      unitPrice: toRoubles(item.unitPriceKopecks),
      people: peopleOf(count),
      children: count.children,
      childrenCounted: count.countChildren,
      calculated: toRoubles(calculated),
    };
  }
  return {
    id: item.id,
    name: item.name,
    category: item.category,
    price: toRoubles(price),
    paid: paid === null ? null : toRoubles(paid),
    dueDate: item.dueDate,
    perPerson,
    due: dueStateOf(item.dueDate, price - (paid ?? 0), now),
    contractorId: item.contractorId ?? null,
    contractorName: item.contractorName ?? null,
    contractorRest: item.contractorRest ?? false,
  };
}

/**
 * The budget's figures from the total (kopecks), the items as answered and the money received as
 * gifts (kopecks, the gifts ledger's money): the one place each figure is defined, so the main page,
 * the budget page and both back ends show the same numbers. The net cost is what is paid less the
 * gifts: money that has left the couple's pocket, not a plan, so it is what they act on.
 */
export function budgetSummaryOf(
  totalKopecks: number,
  items: readonly Pick<BudgetItem, 'price' | 'paid'>[],
  giftKopecks: number,
): BudgetSummary {
  let planned = 0;
  let paid = 0;
  for (const item of items) {
    planned += toKopecks(item.price);
    paid += toKopecks(item.paid ?? 0);
  }
  return {
    value: toRoubles(totalKopecks),
    planned: toRoubles(planned),
    paid: toRoubles(paid),
    unpaid: toRoubles(planned - paid),
    free: totalKopecks > 0 ? toRoubles(totalKopecks - planned) : null,
    gifts: toRoubles(giftKopecks),
    net: toRoubles(paid - giftKopecks),
  };
}

/** The head count as GET /budget/people answers it. */
export function budgetPeopleOf(count: HeadCount): BudgetPeople {
  return {
    people: peopleOf(count),
    grownUps: count.grownUps,
    children: count.children,
    countChildren: count.countChildren,
  };
}

/** An item's money in kopecks: the fixed price, what is paid, and the unit price of a per-person item. */
export interface ItemMoney {
  price: number;
  paid: number | null;
  unit: number | null;
}

const kopecksOrNull = (value: number | null | undefined) => (value == null ? null : toKopecks(value));

/** The money a request leaves: its fields over what the item has stored (none for a new item). */
export function itemMoneyOf(body: BudgetItemPatch, stored?: StoredBudgetItem): ItemMoney {
  return {
    price: body.price === undefined ? (stored?.priceKopecks ?? 0) : toKopecks(body.price),
    paid: body.paid === undefined && stored ? stored.paidKopecks : kopecksOrNull(body.paid),
    unit: body.unitPrice === undefined && stored ? stored.unitPriceKopecks : kopecksOrNull(body.unitPrice),
  };
}

/** Money in whole kopecks, then the category one of the couple's (`categoryKnown`), as both back ends check an item. */
export function budgetItemProblem(body: BudgetItemPatch, categoryKnown: boolean): FieldProblem | null {
  return firstProblem(
    kopecksProblem({ price: body.price, paid: body.paid, unitPrice: body.unitPrice }),
    categoryKnown ? null : { field: 'category', key: 'validation:other' },
  );
}

/** The rest of a contractor's price follows the price and the payments, not an edit of its own. */
export function restEditProblem(stored: StoredBudgetItem, next: ItemMoney): FieldProblem | null {
  const edited = next.price !== stored.priceKopecks || next.unit !== null;
  return stored.contractorRest && edited ? { field: 'price', key: 'budget:errors.contractorRest' } : null;
}

/** The price to store: unit × people of a per-person item, else the fixed one; paid never above it. */
export function storedPrice(next: ItemMoney, count: HeadCount): { priceKopecks: number; problem: FieldProblem | null } {
  const priceKopecks = next.unit === null ? next.price : calculatedKopecks(next.unit, count);
  const tooMuch = next.paid !== null && next.paid > priceKopecks;
  return { priceKopecks, problem: tooMuch ? { field: 'paid', key: 'validation:numberMax' } : null };
}

/** A category's name: not blank, and unique per couple regardless of letter case. */
export function categoryNameProblem(
  categories: readonly BudgetCategory[],
  name: string,
  exceptId?: string,
): FieldProblem | null {
  if (!name.trim()) return { field: 'name', key: 'validation:required' };
  return nameTaken(categories, name.trim(), exceptId) ? { field: 'name', key: 'budget:errors.categoryExists' } : null;
}

/**
 * What a category's deletion does with its items: nothing when it has none; into `moveTo` (another
 * existing category), or away with it (`deleteItems`); without a word on them it is refused, so
 * nothing vanishes unasked.
 */
export function categoryDeletion(
  hasItems: boolean,
  where: { moveTo?: string; deleteItems?: boolean },
  code: string,
  moveToKnown: boolean,
): 'none' | 'move' | 'delete' | { problem: FieldProblem } {
  if (!hasItems) return 'none';
  if (where.moveTo !== undefined) {
    return moveToKnown && where.moveTo !== code ? 'move' : { problem: { field: 'moveTo', key: 'validation:other' } };
  }
  if (where.deleteItems) return 'delete';
  return { problem: { field: 'moveTo', key: 'budget:errors.categoryHasItems' } };
}

/** A contractor's rest of the agreed price goes with the price, never by itself (422). */
export function itemDeletionRefusal(item: { contractorId?: string | null; contractorRest?: boolean }): Refusal | null {
  return item.contractorRest && item.contractorId ? { status: 422, key: 'budget:errors.contractorRest' } : null;
}

/** The category an item of another feature falls back to (a default one; the couple may have deleted it). */
export const FALLBACK_CATEGORY = 'other';

/** The couple's category for an item of another feature: `preferred`, else «other», else the first. */
export function categoryAmong(categories: readonly Pick<BudgetCategory, 'code'>[], preferred = FALLBACK_CATEGORY) {
  return (
    categories.find((entry) => entry.code === preferred) ??
    categories.find((entry) => entry.code === FALLBACK_CATEGORY) ??
    categories[0]
  )?.code;
}

/**
 * The item another feature adds for a purchase (the shopping list's «to the budget»), paid in full or in
 * part, in its category or the couple's fallback (categoryAmong); with no category at all, refused.
 */
export function paidItemRequest(
  item: { name: string; price: number; paid?: number; category?: string },
  categories: readonly Pick<BudgetCategory, 'code'>[],
): BudgetItemRequest | { problem: FieldProblem } {
  const category = item.category ?? categoryAmong(categories);
  if (category === undefined) return { problem: { field: 'category', key: 'validation:required' } };
  return { name: item.name, category, price: item.price, paid: item.paid ?? item.price };
}

/** A new item as a request makes it (the price per person counted now), or the problem of its money. */
export function newStoredItem(
  id: string,
  body: BudgetItemRequest,
  count: HeadCount,
): StoredBudgetItem | { problem: FieldProblem } {
  const money = itemMoneyOf(body);
  const { priceKopecks, problem } = storedPrice(money, count);
  if (problem) return { problem };
  const fields = { name: body.name.trim(), category: body.category, dueDate: body.dueDate ?? null };
  return { id, ...fields, priceKopecks, unitPriceKopecks: money.unit, paidKopecks: money.paid };
}

/**
 * The stored fields a change sets, or its problem (a contractor's rest keeps its price; paid never
 * above the price). The money is stored anew only when the request names some: an item already
 * paid above a shrunken head count stays as it is when only its name changes.
 */
export function storedItemChanges(
  stored: StoredBudgetItem,
  body: BudgetItemPatch,
  count: HeadCount,
): { changes: Partial<StoredBudgetItem> } | { problem: FieldProblem } {
  const next = itemMoneyOf(body, stored);
  const rest = restEditProblem(stored, next);
  if (rest) return { problem: rest };
  const changes: Partial<StoredBudgetItem> = {};
  if (body.name !== undefined) changes.name = body.name.trim();
  if (body.category !== undefined) changes.category = body.category;
  if (body.dueDate !== undefined) changes.dueDate = body.dueDate;
  if (body.price === undefined && body.paid === undefined && body.unitPrice === undefined) return { changes };
  const { priceKopecks, problem } = storedPrice(next, count);
  if (problem) return { problem };
  return { changes: { ...changes, priceKopecks, paidKopecks: next.paid, unitPriceKopecks: next.unit } };
}
