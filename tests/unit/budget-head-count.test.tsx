import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import './support/resize-observer.ts';

vi.mock('../../src/features/budget/components/budget-donut.tsx', () => ({ default: () => null }));
await import('../../src/features/budget/components/budget-page.tsx');

const plain = (element: Element | null) => (element?.textContent ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();
const banquetRow = () =>
  [...document.querySelectorAll('.budget-table .budget-item__name')]
    .find((element) => element.textContent === 'Банкет в ресторане «Сад»')!
    .closest('tr') as HTMLElement;

describe('per-person prices count the guest list, as the guest page does (issue 22, item 3)', () => {
  it('says how many people and children it counts, and the couple chooses whether children count', async () => {
    renderApp('/budget', 'budget-page');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByRole('heading', { level: 1, name: 'Бюджет' });
    await waitFor(() => expect(document.querySelector('.budget-table .budget-item__name')).not.toBeNull());
    expect(plain(banquetRow())).toContain('4 500 ₽ × 34 человека · по списку гостей: 34 человека, из них 6 детей');

    await user.click(screen.getByLabelText('Добавить расход'));
    const dialog = (await screen.findByText('Новый расход')).closest('.ant-modal') as HTMLElement;
    await user.click(within(dialog).getByText('За человека'));
    const choice = await within(dialog).findByRole('checkbox', { name: 'Считать детей из списка гостей (6 детей)' });
    expect(choice).toBeChecked();
    expect(within(dialog).getByTestId('budget-people')).toHaveTextContent(
      'по списку гостей: 34 человека, из них 6 детей',
    );
    await user.click(choice);
    await waitFor(() =>
      expect(plain(banquetRow())).toContain(
        '4 500 ₽ × 28 человек · по списку гостей: 28 человек, 6 детей не считаются',
      ),
    );
    // Never below what is paid: 28 × 4 500 = 126 000, but 150 000 is paid.
    expect(plain(banquetRow())).toContain('150 000 ₽');
  });
});
