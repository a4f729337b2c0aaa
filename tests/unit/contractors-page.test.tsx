import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../mocks/store.ts';
import {
  boardColumns,
  byKind,
  fileProblem,
  neighbourStatuses,
} from '../../src/features/contractors/contractors-view.ts';
import type { Contractor } from '../../src/contract/contractors.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/resize-observer.ts';

await import('../../src/features/contractors/components/contractors-page.tsx');

async function openContractors() {
  const view = renderApp('/contractors', 'contractors-page');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await screen.findByRole('heading', { level: 2, name: /Переговоры/ });
  return { ...view, user };
}

const column = (status: RegExp) => screen.getByRole('heading', { level: 2, name: status }).closest('section')!;
const card = (name: string) => screen.getByRole('article', { name });

describe('the contractors page (issue 27, mocks)', () => {
  it('shows the board by status with contacts, sums and the list by kind', async () => {
    const { user } = await openContractors();
    expect(within(column(/Оплачен/)).getByText('Загородный клуб «Лесная усадьба»')).toBeTruthy();
    expect(within(column(/Ищем/)).getByText('Ольга Смирнова')).toBeTruthy();
    const host = card('Алексей Громов');
    expect(host).toHaveTextContent('Цена: 85 000 ₽');
    expect(host).toHaveTextContent('Оплачено: 25 000 ₽');
    expect(host).toHaveTextContent('К оплате: 60 000 ₽');
    expect(within(host).getByRole('link', { name: '+7 916 555-12-34' })).toHaveAttribute('href', 'tel:+79165551234');
    expect(within(host).getByRole('link', { name: 'vk.com/gromov_host' })).toHaveAttribute(
      'href',
      'https://vk.com/gromov_host',
    );
    expect(card('Ретро-авто «Чайка»')).toHaveTextContent('Платёж просрочен');
    expect(card('Мария Лебедева')).toHaveTextContent('Скоро платёж');
    expect(within(card('Мария Лебедева')).getByRole('link', { name: 'maria@lebedeva-photo.ru' })).toHaveAttribute(
      'href',
      'mailto:maria@lebedeva-photo.ru',
    );

    await user.click(screen.getByText('Список по видам'));
    const rows = await screen.findAllByRole('row');
    // The header, then the kinds in the dictionary's order: venue, host, photographer, …
    expect(rows[1]).toHaveTextContent('Площадка');
    expect(rows[2]).toHaveTextContent('Ведущий');
    expect(rows[3]).toHaveTextContent('Фотограф');
  });

  it('adds a contractor, moves it by keyboard-friendly buttons and refuses a bad e-mail', async () => {
    const { user } = await openContractors();
    await user.click(screen.getByRole('button', { name: /Добавить подрядчика/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Вид' }));
    await user.click(await screen.findByTitle('Декоратор'));
    await user.type(within(dialog).getByLabelText('Имя или название'), 'Декор-бюро «Лён»');
    await user.type(within(dialog).getByLabelText('Эл. почта'), 'len@');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Email введен неверно')).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Эл. почта'));
    await user.type(within(dialog).getByLabelText('Эл. почта'), 'hello@len-decor.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await findNotice('success')).toHaveTextContent('Подрядчик «Декор-бюро «Лён»» добавлен');

    const added = await screen.findByRole('article', { name: 'Декор-бюро «Лён»' });
    expect(column(/Ищем/)).toContainElement(added);
    await user.click(within(added).getByRole('button', { name: 'Перевести «Декор-бюро «Лён»» в «Переговоры»' }));
    await waitFor(() => expect(column(/Переговоры/)).toContainElement(card('Декор-бюро «Лён»')));
    const key = Object.keys(mockDb.contractors!)[0]!;
    expect(mockDb.contractors![key]!.contractors.find((one) => one.name === 'Декор-бюро «Лён»')?.status).toBe(
      'talking',
    );
  });

  it('adds a deposit that shows in the budget, and asks before removing a contractor with payments', async () => {
    const { user } = await openContractors();
    await user.click(within(card('Денис Котов')).getByRole('button', { name: 'Денис Котов' }));
    const payments = await screen.findByRole('heading', { level: 3, name: 'Платежи' });
    const drawer = payments.closest<HTMLElement>('[role="dialog"]')!;
    expect(drawer).toHaveTextContent('Денис Котов');
    // Agreed at 60 000 ₽ and nothing paid yet: the whole price is still to pay, not «осталось 0 ₽».
    expect(drawer).toHaveTextContent('Видеограф: остаток по договору');
    expect(drawer.textContent?.replace(/\s/g, ' ')).toContain('Оплачено 0 ₽, осталось 60 000 ₽');
    await user.type(within(drawer).getByLabelText('Сумма, ₽'), '15000');
    const date = within(drawer).getByLabelText('Оплатить до');
    await user.click(date);
    await user.type(date, '01.06.2027{Enter}');
    await user.click(within(drawer).getByRole('button', { name: 'Добавить платёж' }));
    expect(await findNotice('success')).toHaveTextContent('Платёж добавлен в бюджет');
    await waitFor(() => expect(within(drawer).getByText('Видеограф: предоплата')).toBeTruthy());
    const budget = mockDb.budgets[Object.keys(mockDb.budgets)[0]!]!;
    expect(budget.items.find((item) => item.name === 'Видеограф: предоплата')).toMatchObject({
      category: 'video',
      priceKopecks: 1_500_000,
      dueDate: '2027-06-01',
      contractorName: 'Денис Котов',
    });
    // The deposit takes its share of the agreed price: the rest is 45 000 ₽.
    expect(budget.items.find((item) => item.name === 'Видеограф: остаток по договору')).toMatchObject({
      priceKopecks: 4_500_000,
      dueDate: null,
    });
    await user.click(within(drawer).getByRole('button', { name: 'Закрыть' }));

    await user.click(within(card('Денис Котов')).getByRole('button', { name: 'Удалить: Денис Котов' }));
    const title = await screen.findByText('Удалить «Денис Котов»?');
    const asking = title.closest<HTMLElement>('[role="dialog"]')!;
    expect(asking).toHaveTextContent('У подрядчика 1 платёж в бюджете');
    await user.click(within(asking).getByRole('button', { name: 'Оставить платежи в бюджете' }));
    expect(await findNotice('success')).toHaveTextContent('Подрядчик удалён');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Денис Котов' })).toBeNull());
    expect(budget.items.find((item) => item.name === 'Видеограф: предоплата')?.contractorId).toBeNull();
    // The unpaid rest of the price went with the contractor.
    expect(budget.items.some((item) => item.name === 'Видеограф: остаток по договору')).toBe(false);
  });
});

describe('the contractors page’s own figures', () => {
  const contractor = (id: string, category: Contractor['category'], status: Contractor['status'], name = id) =>
    ({ id, category, status, name }) as Contractor;

  it('puts cards in four columns by status and the list in the kinds’ order', () => {
    const all = [
      contractor('a', 'florist', 'booked'),
      contractor('b', 'venue', 'looking'),
      contractor('c', 'venue', 'paid', 'Авто'),
    ];
    expect(boardColumns(all).map((one) => [one.status, one.cards.map((c) => c.id)])).toEqual([
      ['looking', ['b']],
      ['talking', []],
      ['booked', ['a']],
      ['paid', ['c']],
    ]);
    expect(byKind(all).map((one) => one.id)).toEqual(['c', 'b', 'a']);
    expect(neighbourStatuses('looking')).toEqual({ previous: undefined, next: 'talking' });
    expect(neighbourStatuses('paid')).toEqual({ previous: 'booked', next: undefined });
  });

  it('refuses a file over 10 MB or of another type before sending it', () => {
    expect(fileProblem({ size: 1024, type: 'application/pdf' })).toBeNull();
    expect(fileProblem({ size: 11 * 1024 * 1024, type: 'application/pdf' })).toBe('tooLarge');
    expect(fileProblem({ size: 1024, type: 'application/msword' })).toBe('type');
  });
});
