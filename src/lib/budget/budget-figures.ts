import type { BudgetSummary } from '../../contract/budget.ts';

/*
 * The budget's figures as every screen lists them: the same keys (their labels are
 * `common:budgetFigures.<key>`), the same order and the same values, straight from the summary the
 * back end computed (src/contract/budget-rules.ts `budgetSummaryOf`). The main page's widget and the
 * budget page both read this list, so a figure cannot carry two meanings.
 */

export type BudgetFigureKey = 'total' | 'planned' | 'paid' | 'unpaid' | 'free' | 'over';
export type BudgetFigureTone = 'good' | 'warn' | 'bad';

export interface BudgetFigureRow {
  key: BudgetFigureKey;
  value: number;
  tone?: BudgetFigureTone;
}

/**
 * Planned, paid, what is left to pay and, once a total is set, what is free of it (or over it).
 * `withTotal` puts the total first, for screens that do not show it elsewhere.
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
  return rows;
}
