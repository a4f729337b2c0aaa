import { describe, expect, it } from 'vitest';
import type { BudgetItem } from '../../src/contract/budget.ts';
import { budgetSummaryOf } from '../../src/contract/budget-rules.ts';
import { guestTotals } from '../../src/contract/people-rules.ts';
import { budgetFigureRows, budgetPayments, dueCounts, restOf } from '../../src/lib/budget/budget-figures.ts';
import { settledByPlan } from '../../src/lib/todos/settled-by-plan.ts';
import { nextTasks, todoProgress } from '../../src/lib/todos/todo-figures.ts';

/*
 * The main page's widgets show the features' own figures (issue 24): the budget summary and the
 * items' `due` as the budget page reads them, the guest page's head counts, the to-do page's progress.
 */
const item = (fields: Partial<BudgetItem> & Pick<BudgetItem, 'id' | 'price'>): BudgetItem => ({
  name: fields.id,
  category: 'banquet',
  paid: null,
  dueDate: null,
  perPerson: null,
  due: null,
  contractorId: null,
  contractorName: null,
  contractorRest: false,
  ...fields,
});

describe("the dashboard's figures", () => {
  it('are the summary the back end computed, without float noise', () => {
    const items = [item({ id: 'a', price: 0.3, paid: 0.1 }), item({ id: 'b', price: 0.3, paid: 0.2 })];
    expect(budgetSummaryOf(100, items, 10)).toEqual({
      value: 1,
      planned: 0.6,
      paid: 0.3,
      unpaid: 0.3,
      free: 0.4,
      gifts: 0.1,
      net: 0.2,
    });
    expect(budgetSummaryOf(0, items, 0).free).toBeNull();
    expect(budgetSummaryOf(50, items, 0).free).toBe(-0.1);
    expect(budgetSummaryOf(0, items, 50).net).toBe(-0.2);
    expect(restOf(items[0])).toBe(0.2);
  });

  it('list the money given and the net cost once gifts came, and how far the gifts exceed what is paid', () => {
    const items = [item({ id: 'a', price: 1000, paid: 600 })];
    const keys = (giftKopecks: number) =>
      budgetFigureRows(budgetSummaryOf(0, items, giftKopecks)).map((row) => row.key);
    expect(keys(0)).toEqual(['planned', 'paid', 'unpaid']);
    expect(budgetFigureRows(budgetSummaryOf(0, items, 20000)).slice(3)).toEqual([
      { key: 'gifts', value: 200, tone: 'good' },
      { key: 'net', value: 400 },
    ]);
    expect(budgetFigureRows(budgetSummaryOf(0, items, 100000)).slice(3)).toEqual([
      { key: 'gifts', value: 1000, tone: 'good' },
      { key: 'netGain', value: 400, tone: 'good' },
    ]);
  });

  it('take the overdue payments as the budget page counts them, and the next one due after', () => {
    const items = [
      item({ id: 'later', price: 70, dueDate: '2027-02-01' }),
      item({ id: 'late', price: 100, paid: 40, dueDate: '2027-01-01', due: 'overdue' }),
      item({ id: 'paid', price: 100, paid: 100, dueDate: '2026-12-01' }),
      item({ id: 'soon', price: 50.3, paid: 0.1, dueDate: '2027-01-10', due: 'soon' }),
      item({ id: 'undated', price: 10 }),
    ];
    const payments = budgetPayments(items);
    expect(payments.nextPayment).toMatchObject({ id: 'soon', amount: 50.2, dueDate: '2027-01-10' });
    expect(payments.overdue.map((payment) => [payment.id, payment.amount])).toEqual([['late', 60]]);
    expect(dueCounts(items)).toEqual({ overdue: 1, soon: 1 });
    expect(budgetPayments([item({ id: 'paid', price: 5, paid: 5, dueDate: '2027-01-01' })])).toEqual({
      nextPayment: null,
      overdue: [],
    });
  });

  it('count people as the guest list does: each guest, a partner when withHalf, and children', () => {
    expect(
      guestTotals([
        { withHalf: true, children: 'several', checked: true },
        { withHalf: false, children: 'none', checked: false },
        { withHalf: false, children: 'one', checked: true },
      ]),
    ).toEqual({ guests: 3, people: 7, children: 3, confirmed: 6 });
  });

  it('show the to-do progress and the next open tasks of the first period that has them', () => {
    const todos = [
      { id: '1', period: 'p1', checked: true },
      { id: '2', period: 'p2', checked: false },
      { id: '3', period: 'p3', checked: false },
      { id: '4', period: 'p2', checked: false },
      { id: '5', period: 'p2', checked: false },
      { id: '6', period: 'p2', checked: false },
    ];
    expect(nextTasks(todos).map((todo) => todo.id)).toEqual(['2', '4', '5']);
    expect(todoProgress(todos)).toEqual({ done: 1, total: 6, percent: 17 });
    expect(todoProgress([])).toEqual({ done: 0, total: 0, percent: 0 });
  });
});

describe('tasks the plan settles (issue 38, item 8)', () => {
  const text = () => 'Составить черновой список гостей';
  const list = [
    { id: '1', period: 'year', task: 'Обсудить бюджет', checked: false },
    { id: '2', period: 'year', task: 'Составить черновой список гостей', checked: false },
    { id: '3', period: 'year', task: 'Выбрать площадку', checked: false },
    { id: '4', period: 'year', task: 'Подать заявление в ЗАГС', checked: false },
  ];

  it('passes over the draft guest list once the list has guests, and suggests it while it is empty', () => {
    expect(nextTasks(list, settledByPlan({ guests: 18 }, text)).map((todo) => todo.id)).toEqual(['1', '3', '4']);
    expect(nextTasks(list, settledByPlan({ guests: 0 }, text)).map((todo) => todo.id)).toEqual(['1', '2', '3']);
  });

  it('keeps a task the couple reworded', () => {
    const reworded = list.map((todo) => (todo.id === '2' ? { ...todo, task: 'Список гостей с родителями' } : todo));
    expect(nextTasks(reworded, settledByPlan({ guests: 18 }, text)).map((todo) => todo.id)).toEqual(['1', '2', '3']);
  });
});
