import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/resize-observer.ts';

await import('../../src/features/wedding-day/components/wedding-day-page.tsx');

async function openDay() {
  const view = renderApp('/wedding-day', 'wedding-day-page');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const page = await screen.findByTestId('wedding-day-page');
  return { ...view, user, page };
}

const steps = (page: HTMLElement) =>
  [...page.querySelectorAll<HTMLElement>('[data-testid="day-step"]')].map((step) => step.dataset.title);
const stepOf = (page: HTMLElement, title: string) => page.querySelector<HTMLElement>(`[data-title="${title}"]`)!;
const days = () => Object.values(mockDb.weddingDay ?? {})[0]!;

describe('the wedding day page', () => {
  it('shows the day by time with who and where, and warns of conflicts on the steps and above', async () => {
    const { page } = await openDay();
    expect(steps(page)).toEqual([
      'Сборы невесты: причёска и макияж',
      'Утро невесты: съёмка',
      'Выезд в ЗАГС',
      'Регистрация',
      'Фотосессия',
      'Прогулка с гостями',
      'Сбор гостей, фуршет',
      'Банкет',
      'Первый танец',
      'Торт',
      'Проводы молодых',
    ]);
    expect(page).toHaveTextContent('Тайминг на 12 июня 2027');
    const registration = stepOf(page, 'Регистрация');
    expect(registration).toHaveTextContent('11:00');
    expect(registration).toHaveTextContent('Где: Грибоедовский ЗАГС');
    expect(registration).toHaveTextContent('Кто: Фотограф Ольга Ветрова');
    expect(stepOf(page, 'Сбор гостей, фуршет')).toHaveTextContent('Кто: Свидетель Пётр');
    expect(stepOf(page, 'Фотосессия')).toHaveTextContent('12:00–15:00');
    // The photographer at the session and the walk at once; the host not booked on two steps.
    expect(stepOf(page, 'Прогулка с гостями')).toHaveTextContent(
      'Фотограф Ольга Ветрова: «Фотосессия» и «Прогулка с гостями» в одно время',
    );
    expect(stepOf(page, 'Первый танец')).toHaveTextContent('Подрядчик «Ведущий Артём Лебедев» ещё не забронирован');
    expect(stepOf(page, 'Торт').querySelector('[role="note"]')).toBeNull();
    const summary = within(page).getByRole('alert');
    expect(summary).toHaveTextContent('В тайминге 2 предупреждения');
    expect(within(page).getByRole('link', { name: /В календарь/ })).toHaveAttribute('href', '/api/v1/day/calendar.ics');
  });

  it('adds a step in its place by time, changes and deletes one, with notices', async () => {
    const { page, user } = await openDay();
    await user.click(within(page).getByRole('button', { name: /Добавить пункт/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый пункт тайминга' });
    await user.type(within(dialog).getByLabelText('Время'), '20:00');
    await user.type(within(dialog).getByLabelText('Что происходит'), 'Бросание букета');
    await user.type(within(dialog).getByLabelText('Или человек'), 'Подружки невесты');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await findNotice('success')).toHaveTextContent('Пункт добавлен в тайминг');
    await waitFor(() => expect(steps(page)).toContain('Бросание букета'));
    expect(steps(page).indexOf('Бросание букета')).toBe(steps(page).indexOf('Первый танец') + 1);

    await user.click(within(stepOf(page, 'Прогулка с гостями')).getByRole('button', { name: 'Изменить' }));
    const edit = await screen.findByRole('dialog', { name: 'Пункт тайминга' });
    const time = within(edit).getByLabelText('Время');
    await user.clear(time);
    await user.type(time, '15:00');
    await user.click(within(edit).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(days().items.find((item) => item.title === 'Прогулка с гостями')?.time).toBe('15:00'));
    await waitFor(() => expect(stepOf(page, 'Прогулка с гостями').querySelector('[role="note"]')).toBeNull());

    await user.click(within(stepOf(page, 'Торт')).getByRole('button', { name: 'Удалить' }));
    const confirm = await screen.findByRole('dialog', { name: /Удалить «Торт»/ });
    await user.click(within(confirm).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(steps(page)).not.toContain('Торт'));
  });

  it('asks for a time and a title before saving', async () => {
    const { page, user } = await openDay();
    await user.click(within(page).getByRole('button', { name: /Добавить пункт/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Новый пункт тайминга' });
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(within(dialog).getAllByText('Поле не может быть пустым')).toHaveLength(2));
  });

  it('shares the day’s link and revokes it', async () => {
    const { page, user } = await openDay();
    await user.click(within(page).getByRole('button', { name: /Поделиться/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Поделиться таймингом' });
    const link = await within(dialog).findByTestId('day-share-url');
    expect((link as HTMLInputElement).value).toMatch(/\/day\/[A-Za-z0-9_-]{22}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать ссылку' }));
    await user.click(await screen.findByRole('button', { name: 'Отозвать' }));
    expect(await findNotice('success')).toHaveTextContent('Ссылка отозвана');
    expect(days().shareToken).toBeNull();
  });
});
