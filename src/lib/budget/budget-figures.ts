import type { BudgetItem, BudgetSummary } from '../../contract/budget.ts';
import { subtractRoubles } from '../../contract/money.ts';

/*
 * The budget's figures as every screen lists them: the same keys (their labels are
 * `common:budgetFigures.<key>`), the same order and the same values, straight from the summary the
 * back end computed (src/contract/budget-rules.ts `budgetSummaryOf`). The main page's widget and the
 * budget page both read this list, so a figure cannot carry two meanings; so too what is left to
 * pay of an item and which payments are overdue (the server's `due`, budget-rules.ts `dueStateOf`).
 */

export type BudgetFigureKey = 'total' | 'planned' | 'paid' | 'unpaid' | 'free' | 'over' | 'gifts' | 'net' | 'netGain';
export type BudgetFigureTone = 'good' | 'warn' | 'bad';

export interface BudgetFigureRow {
  key: BudgetFigureKey;
  value: number;
  tone?: BudgetFigureTone;
}

/**
 * Planned, paid, what is left to pay, once a total is set what is free of it (or over it), and once
 * money gifts have come, the money received and the net cost (paid less the gifts; past zero, how
 * far the gifts exceed it). `withTotal` puts the total first, for screens that do not show it elsewhere.
 */
export function budgetFigureRows(summary: BudgetSummary, { withTotal = false } = {}): BudgetFigureRow[] {
  const rows: BudgetFigureRow[] = [];
  if (withTotal && summary.value > 0) rows.push({ key: 'total', value: summary.value });
  rows.push(
    { key: 'planned', value: summary.planned },
    { key: 'paid', value: summary.paid, tone: 'good' },
    { key: 'unpaid', value: summary.unpaid, tone: summary.unpaid > 0 ? 'warn' : undefined },
  );
  if (summary.free !== null) {
    rows.push(
      summary.free < 0
        ? { key: 'over', value: -summary.free, tone: 'bad' }
        : { key: 'free', value: summary.free, tone: 'good' },
    );
  }
  if (summary.gifts > 0) {
    rows.push(
      { key: 'gifts', value: summary.gifts, tone: 'good' },
      summary.net < 0 ? { key: 'netGain', value: -summary.net, tone: 'good' } : { key: 'net', value: summary.net },
    );
  }
  return rows;
}

/** What is left to pay of an item, exactly. */
export function restOf(item: Pick<BudgetItem, 'price' | 'paid'>): number {
  return subtractRoubles(item.price, item.paid ?? 0);
}

/** How many items are overdue and how many fall due soon, as the server marks them. */
export function dueCounts(items: readonly Pick<BudgetItem, 'due'>[]): { overdue: number; soon: number } {
  return {
    overdue: items.filter((item) => item.due === 'overdue').length,
    soon: items.filter((item) => item.due === 'soon').length,
  };
}

export interface BudgetPayment {
  id: string;
  name: string;
  /** What is still to pay on the item (restOf). */
  amount: number;
  /** YYYY-MM-DD. */
  dueDate: string;
}

/**
 * The payments still to make, by due date: the overdue ones (those the server marks `overdue`, the
 * budget page's count) and the next one not yet overdue.
 */
export function budgetPayments(items: readonly BudgetItem[]): {
  nextPayment: BudgetPayment | null;
  overdue: BudgetPayment[];
} {
  const unpaid = items
    .filter((item): item is BudgetItem & { dueDate: string } => item.dueDate !== null && restOf(item) > 0)
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate));
  const payment = (item: BudgetItem & { dueDate: string }): BudgetPayment => ({
    id: item.id,
    name: item.name,
    amount: restOf(item),
    dueDate: item.dueDate,
  });
  const next = unpaid.find((item) => item.due !== 'overdue');
  return {
    nextPayment: next ? payment(next) : null,
    overdue: unpaid.filter((item) => item.due === 'overdue').map(payment),
  };
}
