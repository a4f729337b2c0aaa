import {
  DUE_SOON_DAYS,
  PEOPLE_ESTIMATE,
  type BudgetItem,
  type BudgetSummary,
  type DueState,
  type PeopleSource,
} from './budget.ts';
import { toKopecks, toRoubles } from './money.ts';

/*
 * The budget's reading rules, shared by the server and the mock handlers so both answer alike:
 * how a per-person price is reached and when an unpaid rest is due. Amounts are integer kopecks.
 */

export interface HeadCount {
  people: number | null;
  source: PeopleSource;
}

/** The head count: the guest list once it has a guest, else the wizard's estimate, else unknown. */
export function headCountOf(list: { guests: number; people: number }, amountOfGuests: number | null): HeadCount {
  if (list.guests > 0) return { people: list.people, source: 'guests' };
  const estimate = amountOfGuests === null ? null : (PEOPLE_ESTIMATE[amountOfGuests] ?? null);
  return estimate === null ? { people: null, source: 'unknown' } : { people: estimate, source: 'estimate' };
}

/** unit × people in kopecks; the unit price itself while the count is unknown. */
export function calculatedKopecks(unitKopecks: number, count: HeadCount): number {
  return count.people === null ? unitKopecks : unitKopecks * count.people;
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
      people: count.people,
      source: count.source,
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
  };
}

/**
 * The budget's figures from the total (kopecks) and the items as answered: the one place each
 * figure is defined, so the main page, the budget page and both back ends show the same numbers.
 */
export function budgetSummaryOf(
  totalKopecks: number,
  items: readonly Pick<BudgetItem, 'price' | 'paid'>[],
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
  };
}
