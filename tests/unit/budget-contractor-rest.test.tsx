import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import './support/resize-observer.ts';

// jsdom has no canvas: the donut stands in as nothing; this test reads the table.
vi.mock('../../src/features/budget/components/budget-donut.tsx', () => ({ default: () => null }));

await import('../../src/features/budget/components/budget-page.tsx');

const REST_HINT =
  'Это остаток по договору с подрядчиком: он следует за ценой и платежами. Измените цену или добавьте платёж в карточке подрядчика.';

/** The table row of an item by its name. */
function row(name: string): HTMLElement {
  const names = [...document.querySelectorAll('.budget-table .budget-item__name')];
  return names.find((element) => element.textContent === name)!.closest('tr') as HTMLElement;
}

/*
 * A contractor's agreed price is in the budget (issue 38, item 2): its payments and one rest item.
 * The rest follows the contractor's price and payments, so the budget offers no delete for it and
 * no price to type, and says where it is changed, instead of a refusal after the couple tried.
 */
describe('the rest of a contractor’s agreed price on the budget page', () => {
  it('has no delete and no price field of its own, and says where it is changed', async () => {
    renderApp('/budget', 'contractors-page');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByRole('heading', { level: 1, name: 'Бюджет' });
    await waitFor(() => expect(document.querySelector('.budget-table .budget-item__name')).not.toBeNull());
    // The edit and delete buttons are on the item's category tab.
    const budget = Object.values(mockDb.budgets)[0]!;
    const restItem = budget.items.find((item) => item.contractorRest)!;
    const restName = restItem.name;
    expect(restName).toMatch(/: остаток по договору$/);
    const category = budget.categories.find((one) => one.code === restItem.category)!;
    await user.click(screen.getByRole('tab', { name: category.name }));
    await waitFor(() => expect(row(restName)).toBeTruthy());

    const rest = row(restName);
    // Queried by their accessible names as labels: role queries over the whole table are slow in jsdom.
    const button = (tr: HTMLElement, label: string) =>
      tr.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
    expect(button(rest, `Удалить: ${restName}`)).toBeDisabled();
    await user.click(button(rest, `Изменить: ${restName}`)!);
    const dialog = await screen.findByRole('dialog', { name: 'Изменить расход' });
    expect(within(dialog).getByLabelText('Цена, ₽')).toBeDisabled();
    expect(dialog).toHaveTextContent(REST_HINT);
    // What was paid of it is still the couple's to mark.
    expect(within(dialog).getByLabelText('Оплачено, ₽')).toBeEnabled();

    // A payment of the same contractor stays the couple's to change and delete.
    const paymentName = budget.items.find(
      (item) => item.contractorId === restItem.contractorId && !item.contractorRest,
    )!.name;
    expect(button(row(paymentName), `Удалить: ${paymentName}`)).toBeEnabled();
  });
});
