import type { BudgetSummary } from '../../contract/budget.ts';
import { CHILDREN_PEOPLE, type GuestChildrenCode } from '../../contract/guests.ts';

/*
 * What the dashboard's widgets read of the planning calls (api.md, "Planning"), and the pure
 * arithmetic behind their figures.
 *
 * Seam for the merge: the budget, guest and to-do features own their contracts
 * (src/contract/budget.ts, guests.ts, todos.ts) and may add fields beyond api.md's base shapes. Until
 * those land, these view types name only the base fields the widgets need, plus the extra ones as
 * optional (read when present). Once the contracts are on main, each becomes
 * `Pick<BudgetItem, …> & Partial<Pick<BudgetItem, 'dueDate'>>` and the like: the functions below do
 * not change.
 */

export interface BudgetItemView {
  id: string;
  name: string;
  price: number;
  paid: number | null;
  /** When the rest is due (ISO instant or YYYY-MM-DD), if the budget feature records it. */
  dueDate?: string | null;
}

/** GET /budget/summary: the budget's figures, computed by the back end (budget-rules.ts). */
export type BudgetSummaryView = BudgetSummary;

export interface GuestView {
  id: string;
  name: string;
  withHalf: boolean;
  /** A guests-children dictionary code: none, one or several. */
  children?: string | null;
  checked: boolean;
}

export interface TodoView {
  id: string;
  period: string;
  task: string;
  checked: boolean;
  /** The task's own deadline (ISO instant or YYYY-MM-DD), if the to-do feature records it. */
  dueDate?: string | null;
}

/** Roubles to kopecks and back: sums without float noise (0.1 + 0.2). */
const kopecks = (roubles: number) => Math.round(roubles * 100);
const roubles = (kopeckSum: number) => kopeckSum / 100;

export interface BudgetPayment {
  id: string;
  name: string;
  /** What is still to pay on the item. */
  amount: number;
  dueDate: string;
}

export interface BudgetFigures {
  /** The total, planned, paid, unpaid and free figures exactly as GET /budget/summary answers them. */
  summary: BudgetSummary;
  /** The earliest unpaid payment due today or later. */
  nextPayment: BudgetPayment | null;
  /** Unpaid payments whose date has passed, oldest first. */
  overdue: BudgetPayment[];
}

/** The calendar date part of an ISO instant or date, for comparing days. */
function dayOf(date: string): string {
  return date.slice(0, 10);
}

/**
 * The widget's figures. The sums are the summary's own (never recomputed here, so the main page
 * and the budget page cannot disagree); the items give the payments due.
 */
export function budgetFigures(
  items: readonly BudgetItemView[],
  summary: BudgetSummaryView,
  today: string,
): BudgetFigures {
  const payments: BudgetPayment[] = items
    .filter((item) => item.dueDate && kopecks(item.price) > kopecks(item.paid ?? 0))
    .map((item) => ({
      id: item.id,
      name: item.name,
      amount: roubles(kopecks(item.price) - kopecks(item.paid ?? 0)),
      dueDate: item.dueDate!,
    }))
    .sort((a, b) => dayOf(a.dueDate).localeCompare(dayOf(b.dueDate)));
  return {
    summary,
    nextPayment: payments.find((payment) => dayOf(payment.dueDate) >= today) ?? null,
    overdue: payments.filter((payment) => dayOf(payment.dueDate) < today),
  };
}

export interface GuestFigures {
  /** Entries of the list (invitations). */
  guests: number;
  /** People coming: each guest, their partner when withHalf, and their children. */
  people: number;
  /** Guests who confirmed (their whole party counted as one entry). */
  confirmed: number;
}

/** How many children a guest brings, as the guest list counts them (src/contract/guests.ts). */
export function childrenOf(guest: GuestView): number {
  const code = guest.children as GuestChildrenCode | null | undefined;
  return code && code in CHILDREN_PEOPLE ? CHILDREN_PEOPLE[code] : 0;
}

export function guestFigures(guests: readonly GuestView[]): GuestFigures {
  return {
    guests: guests.length,
    people: guests.reduce((sum, guest) => sum + 1 + (guest.withHalf ? 1 : 0) + childrenOf(guest), 0),
    confirmed: guests.filter((guest) => guest.checked).length,
  };
}

export interface TodoFigures {
  done: number;
  total: number;
  /** Whole percent done, 0 for an empty list. */
  percent: number;
  /** The period the next tasks come from (null when everything is done). */
  period: string | null;
  /** Up to three open tasks of that period, earliest deadline first when tasks have one. */
  next: TodoView[];
}

export const NEXT_TASKS = 3;

/**
 * Progress over all tasks, and the next open tasks of the current period. `currentPeriod` is the
 * period the calendar says the couple is in (from the to-do feature's period dictionary and the
 * registration date, once it is on main); without it, or when it has no open task, the current
 * period is the first one in the list's order that still has an open task, which is where the
 * couple is behind.
 */
export function todoFigures(todos: readonly TodoView[], currentPeriod: string | null = null): TodoFigures {
  const done = todos.filter((todo) => todo.checked).length;
  const open = todos.filter((todo) => !todo.checked);
  const period = open.some((todo) => todo.period === currentPeriod) ? currentPeriod : (open[0]?.period ?? null);
  const next = open
    .filter((todo) => todo.period === period)
    .map((todo, index) => ({ todo, index }))
    .sort((a, b) => {
      const dueA = a.todo.dueDate ? dayOf(a.todo.dueDate) : '\uffff';
      const dueB = b.todo.dueDate ? dayOf(b.todo.dueDate) : '\uffff';
      return dueA === dueB ? a.index - b.index : dueA.localeCompare(dueB);
    })
    .slice(0, NEXT_TASKS)
    .map(({ todo }) => todo);
  return {
    done,
    total: todos.length,
    percent: todos.length === 0 ? 0 : Math.round((done * 100) / todos.length),
    period,
    next,
  };
}
