import { describe, expect, it } from 'vitest';
import { budgetSummaryOf } from '../../src/contract/budget-rules.ts';
import { budgetFigures, guestFigures, todoFigures } from '../../src/features/dashboard/planning-views.ts';

describe("the dashboard's figures", () => {
  it('shows the summary the back end computed, and computes it without float noise', () => {
    const items = [
      { id: 'a', name: 'A', price: 0.3, paid: 0.1 },
      { id: 'b', name: 'B', price: 0.3, paid: 0.2 },
    ];
    const summary = budgetSummaryOf(100, items);
    expect(summary).toEqual({ value: 1, planned: 0.6, paid: 0.3, unpaid: 0.3, free: 0.4 });
    expect(budgetFigures(items, summary, '2027-01-01').summary).toBe(summary);
    expect(budgetSummaryOf(0, items).free).toBeNull();
    expect(budgetSummaryOf(50, items).free).toBe(-0.1);
  });

  it('finds the next payment and the overdue ones only when items carry a due date', () => {
    const items = [
      { id: 'late', name: 'Late', price: 100, paid: 40, dueDate: '2027-01-01' },
      { id: 'paid', name: 'Paid', price: 100, paid: 100, dueDate: '2026-12-01' },
      { id: 'soon', name: 'Soon', price: 50, paid: null, dueDate: '2027-01-10T09:00:00.000Z' },
      { id: 'later', name: 'Later', price: 70, paid: null, dueDate: '2027-02-01' },
      { id: 'undated', name: 'Undated', price: 10, paid: null },
    ];
    const figures = budgetFigures(items, budgetSummaryOf(0, items), '2027-01-05');
    expect(figures.nextPayment).toMatchObject({ id: 'soon', amount: 50 });
    expect(figures.overdue.map((payment) => [payment.id, payment.amount])).toEqual([['late', 60]]);
  });

  it('counts people as the guest list does: each guest, a partner when withHalf, and children', () => {
    expect(
      guestFigures([
        { id: '1', name: 'A', withHalf: true, children: 'several', checked: true },
        { id: '2', name: 'B', withHalf: false, children: 'none', checked: false },
        { id: '3', name: 'C', withHalf: false, children: 'one', checked: true },
      ]),
    ).toEqual({ guests: 3, people: 7, confirmed: 2 });
  });

  it('takes the next tasks from the current period when given, else from the first period with open tasks', () => {
    const todos = [
      { id: '1', period: 'p1', task: 'one', checked: true },
      { id: '2', period: 'p2', task: 'two', checked: false },
      { id: '3', period: 'p3', task: 'three', checked: false, dueDate: '2027-03-01' },
      { id: '4', period: 'p3', task: 'four', checked: false, dueDate: '2027-02-01' },
    ];
    expect(todoFigures(todos).next.map((todo) => todo.id)).toEqual(['2']);
    expect(todoFigures(todos, 'p3').next.map((todo) => todo.id)).toEqual(['4', '3']);
    expect(todoFigures(todos)).toMatchObject({ done: 1, total: 4, percent: 25 });
  });
});
