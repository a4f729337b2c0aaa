import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import { mockUser } from './support/subscription.ts';

// The page's chunk is loaded once up front rather than inside the first test.
await import('../../src/features/purchases/components/purchases-page.tsx');

async function openPage() {
  const view = renderApp('/stores', 'stores-page');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await screen.findByText('Подвязка невесты');
  return { ...view, user };
}

const rowOf = (name: string) => screen.getAllByTestId('purchase').find((row) => row.textContent?.includes(name))!;
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const stored = () => mockDb.purchases![mockUser().id]!;

function recordWrites() {
  const writes: Array<{ method: string; path: string; body: unknown }> = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method !== 'GET') {
      const text = await request.clone().text();
      writes.push({
        method: request.method,
        path: new URL(request.url).pathname,
        body: text ? JSON.parse(text) : null,
      });
    }
  });
  return writes;
}

afterEach(() => mockServer.events.removeAllListeners());

describe('the stores page: the shopping list (issue 28)', () => {
  it('lists what to buy, where and for how much, with the figures of the list', async () => {
    await openPage();
    expect(screen.getAllByTestId('purchase').map((row) => row.querySelector('.purchase__name')?.textContent)).toEqual([
      'Подвязка невесты',
      'Бокалы для молодожёнов',
      'Ленты и банты для машин',
      'Свечи на столы',
    ]);
    const figures = plain(screen.getByTestId('purchase-figures').textContent);
    expect(figures).toContain('Куплено 1 из 4');
    expect(figures).toContain('Всего по списку: 4 640 ₽');
    expect(figures).toContain('Потрачено: 1 490 ₽');
    expect(plain(rowOf('Бокалы').textContent)).toContain('2 500 ₽');
    expect(rowOf('Свечи')).toHaveTextContent('цена не указана');
    const link = within(rowOf('Подвязка')).getByRole('link', { name: 'Открыть ссылку: Подвязка невесты' });
    expect(link).toHaveAttribute('href', 'https://vual.example.ru/garter');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(rowOf('Подвязка')).getByRole('checkbox')).toBeChecked();
  });

  it('ticks a purchase with only { bought } and no notice; a priced one offers the budget, bought or not', async () => {
    const writes = recordWrites();
    const { user } = await openPage();
    // Not bought yet, with a price: it may go into the budget as an item to pay (issue 38, item 8).
    expect(within(rowOf('Бокалы')).getByRole('button', { name: 'В бюджет' })).toBeInTheDocument();
    await user.click(within(rowOf('Бокалы')).getByRole('checkbox', { name: 'Куплено: Бокалы для молодожёнов' }));
    await waitFor(() => expect(stored()[1]!.bought).toBe(true));
    expect(writes).toEqual([{ method: 'PATCH', path: '/api/v1/purchases/pu_mock_2', body: { bought: true } }]);
    expect(await within(rowOf('Бокалы')).findByRole('button', { name: 'В бюджет' })).toBeInTheDocument();
    expect(screen.queryByTestId('notice-success')).toBeNull();
    // Without a price there is nothing to put in the budget.
    await user.click(within(rowOf('Свечи')).getByRole('checkbox'));
    await waitFor(() => expect(stored()[3]!.bought).toBe(true));
    expect(within(rowOf('Свечи')).queryByRole('button', { name: 'В бюджет' })).toBeNull();
  });

  it('puts a bought purchase into the budget in one step, in the chosen category, and shows it is there', async () => {
    const writes = recordWrites();
    const { user } = await openPage();
    await user.click(within(rowOf('Подвязка')).getByRole('button', { name: 'В бюджет' }));
    const dialog = await screen.findByRole('dialog');
    expect(plain(dialog.textContent)).toContain(
      '«Подвязка невесты» за 1 490 ₽ появится в бюджете как оплаченная статья.',
    );
    await waitFor(() => expect(within(dialog).getByText('Прочее')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('combobox'));
    await user.click((await screen.findAllByText('Образ невесты')).at(-1)!);
    await user.click(within(dialog).getByRole('button', { name: 'Добавить в бюджет' }));
    expect(await findNotice('success')).toHaveTextContent('Покупка добавлена в бюджет');
    expect(writes.at(-1)).toEqual({
      method: 'POST',
      path: '/api/v1/purchases/pu_mock_1/budget-item',
      body: { category: 'brideLook' },
    });
    expect(await within(rowOf('Подвязка')).findByText('В бюджете')).toBeInTheDocument();
    expect(within(rowOf('Подвязка')).queryByRole('button', { name: 'В бюджет' })).toBeNull();
    const item = mockDb.budgets[mockUser().id]!.items.at(-1)!;
    expect(item).toMatchObject({
      name: 'Подвязка невесты',
      category: 'brideLook',
      priceKopecks: 149_000,
      paidKopecks: 149_000,
    });
  });

  it('adds a purchase, refusing a link that is not a web address; edits and deletes one', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Добавить покупку' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Поле не может быть пустым')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Что купить'), 'Бутоньерки');
    await user.type(within(dialog).getByLabelText('Магазин'), 'Цветы у дома');
    await user.type(within(dialog).getByLabelText('Ссылка'), 'цветы.рф');
    await user.type(within(dialog).getByLabelText('Цена, ₽'), '1200');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Ссылка должна начинаться с http:// или https://')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('Ссылка'));
    await user.type(within(dialog).getByLabelText('Ссылка'), 'https://цветы.рф/бутоньерки');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await findNotice('success')).toHaveTextContent('Покупка добавлена');
    expect(stored().at(-1)).toMatchObject({
      name: 'Бутоньерки',
      store: 'Цветы у дома',
      link: 'https://цветы.рф/бутоньерки',
      priceKopecks: 120_000,
      bought: false,
    });

    await user.click(within(rowOf('Свечи')).getByRole('button', { name: 'Изменить: Свечи на столы' }));
    const edit = (await screen.findAllByRole('dialog')).at(-1)!;
    await user.type(within(edit).getByLabelText('Цена, ₽'), '900');
    await user.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    expect((await screen.findAllByText('Покупка изменена')).length).toBeGreaterThan(0);
    await waitFor(() => expect(plain(rowOf('Свечи').textContent)).toContain('900 ₽'));

    await user.click(within(rowOf('Ленты')).getByRole('button', { name: 'Удалить: Ленты и банты для машин' }));
    const confirm = (await screen.findAllByText('Удалить покупку?')).at(-1)!.closest('.ant-modal') as HTMLElement;
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    expect((await screen.findAllByText('Покупка удалена')).length).toBeGreaterThan(0);
    await waitFor(() => expect(stored().map((purchase) => purchase.id)).not.toContain('pu_mock_3'));
  });
});
