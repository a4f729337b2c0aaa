import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import './support/resize-observer.ts';

// jsdom has no canvas: the donut is not what these tests read.
vi.mock('../../src/features/budget/components/budget-donut.tsx', () => ({ default: () => null }));

await import('../../src/features/budget/components/budget-page.tsx');

const NUMBER_MIN = 'Введенное число меньше минимально допустимого';

/** Every budget write the app sends during a test, as «METHOD path». */
function recordWrites(): string[] {
  const writes: string[] = [];
  mockServer.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') writes.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  return writes;
}
afterEach(() => mockServer.events.removeAllListeners());

const plain = (element: Element | null) => (element?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

async function openBudget() {
  renderApp('/budget', 'budget-page');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await screen.findByRole('heading', { level: 1, name: 'Бюджет' });
  await waitFor(() => expect(document.querySelector('.budget-table .budget-item__name')).not.toBeNull());
  return user;
}

describe('amounts typed on the budget page', () => {
  it('a negative total typed and sent with Enter shows the message, sends nothing and keeps the total', async () => {
    const user = await openBudget();
    const writes = recordWrites();
    await user.click(screen.getByLabelText('Изменить бюджет'));
    const input = screen.getByLabelText('Общий бюджет');
    await user.clear(input);
    await user.type(input, '-5000{Enter}');

    expect(await screen.findByText(NUMBER_MIN)).toBeInTheDocument();
    expect(input).toHaveValue('-5000');
    expect(writes).toEqual([]);
    expect(screen.queryByTestId('notice-success')).not.toBeInTheDocument();
    expect(mockDb.budgets.u_anna.totalKopecks).toBe(75_000_000);

    await user.click(screen.getByText('Отмена').closest('button')!);
    expect(plain(document.querySelector('.budget-total__value'))).toBe('750 000 ₽');
  });

  it('a negative price or a price with a third decimal is refused under its field, not changed and not sent', async () => {
    const user = await openBudget();
    const writes = recordWrites();
    await user.click(screen.getByRole('tab', { name: 'Торт' }));
    await user.click(screen.getByLabelText('Добавить расход'));
    const dialog = (await screen.findByText('Новый расход')).closest('.ant-modal') as HTMLElement;
    await user.type(within(dialog).getByLabelText('Название'), 'Капкейки');
    await user.type(within(dialog).getByLabelText('Цена, ₽'), '-4200');
    await user.type(within(dialog).getByLabelText('Оплачено, ₽'), '10.255');
    await user.click(within(dialog).getByText('Сохранить').closest('button')!);

    expect(await within(dialog).findByText(NUMBER_MIN)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Цена, ₽')).toHaveValue('-4200');
    expect(await within(dialog).findByText('Поле не заполнено или заполнено неверно')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Оплачено, ₽')).toHaveValue('10.255');
    expect(writes).toEqual([]);
  });
});
