import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { parseMultipart } from '../../mocks/multipart.ts';
import { mockServer } from '../../mocks/node.ts';
import { sessionUser } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import './support/resize-observer.ts';

/** Records the multipart bodies sent to POST /user/update, as plain objects of their text fields. */
function recordUpdates() {
  const updates: Record<string, string>[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname !== '/api/v1/user/update') return;
    const parts = (await parseMultipart(request.clone())) ?? [];
    updates.push(
      Object.fromEntries(parts.map((part) => [part.name, part.kind === 'text' ? part.value : part.filename])),
    );
  });
  return updates;
}

async function openWizard() {
  const view = renderApp('/first-login', 'wizard-pending');
  const dialog = await screen.findByRole('dialog', { name: 'Знакомство' });
  return { ...view, dialog };
}

/** Types a date and time into a picker the way a person would, then leaves the field. */
async function typeDate(user: ReturnType<typeof renderApp>['user'], input: HTMLElement, text: string) {
  await user.click(input);
  await user.type(input, text);
  await user.keyboard('{Tab}');
}

describe('the first-run wizard', () => {
  it('step 1 shows the progress heart, "Шаг 1 из 4", both names and no Back button', async () => {
    const { dialog } = await openWizard();
    expect(within(dialog).getByText('Шаг 1 из 4')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Шаг 1 из 4' })).toHaveAttribute('aria-valuenow', '1');
    expect(within(dialog).getByLabelText('Имя невесты')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Имя жениха')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Далее' })).toBeInTheDocument();
  });

  it('requires both names before going on, saving nothing meanwhile', async () => {
    const updates = recordUpdates();
    const { user, dialog } = await openWizard();
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    // Both fields are checked; their messages may land one render apart.
    await waitFor(() => expect(within(dialog).getAllByText('Поле не может быть пустым')).toHaveLength(2));
    await waitFor(() => expect(within(dialog).getByLabelText('Имя невесты')).toHaveFocus());
    expect(within(dialog).getByText('Шаг 1 из 4')).toBeInTheDocument();
    expect(updates).toEqual([]);
  });

  it('says nothing about the date while it is being picked', async () => {
    const { user, dialog } = await openWizard();
    await user.type(within(dialog).getByLabelText('Имя невесты'), 'Анна');
    await user.type(within(dialog).getByLabelText('Имя жениха'), 'Пётр');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    await within(dialog).findByText('Шаг 2 из 4');

    // Opening the calendar moves focus out of the input: no "date not filled in" meanwhile.
    await user.click(within(dialog).getByLabelText('Дата и время регистрации'));
    const tomorrow = dayjs().add(1, 'day').format('YYYY-MM-DD');
    const cell = (date: string) => document.querySelector(`.date-time-popup td[title="${date}"]`);
    await waitFor(() => expect(cell(tomorrow)).not.toBeNull());
    // Past days are not disabled (a disabled day typed in vanished without a word): see profile-refusals.
    expect(cell(tomorrow)).not.toHaveClass('ant-picker-cell-disabled');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByText('Когда свадьба?'));
    expect(within(dialog).queryByText('Дата не заполнена или заполнена неверно')).toBeNull();
  });

  it('Enter in a date field takes the typed date and stays on the step (issue 38, item 8)', async () => {
    const updates = recordUpdates();
    const { user, dialog } = await openWizard();
    await user.type(within(dialog).getByLabelText('Имя невесты'), 'Анна');
    await user.type(within(dialog).getByLabelText('Имя жениха'), 'Пётр');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    await within(dialog).findByText('Шаг 2 из 4');

    const registration = within(dialog).getByLabelText('Дата и время регистрации');
    await user.click(registration);
    await user.type(registration, '12.06.2027 14:00');
    await user.keyboard('{Enter}');
    // Still step 2, with the date kept for the banquet's field to be filled next.
    await waitFor(() => expect(registration).toHaveValue('12.06.2027 14:00'));
    expect(within(dialog).getByText('Шаг 2 из 4')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
    const banquet = within(dialog).getByLabelText('Дата и время банкета');
    await user.click(banquet);
    await user.type(banquet, '12.06.2027 17:00');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(banquet).toHaveValue('12.06.2027 17:00'));
    expect(within(dialog).getByText('Шаг 2 из 4')).toBeInTheDocument();
    expect(updates).toHaveLength(1);
  });

  it('saves every step through /user/update and opens the dashboard after the last', async () => {
    const updates = recordUpdates();
    const { user, dialog, currentPath } = await openWizard();

    await user.type(within(dialog).getByLabelText('Имя невесты'), 'Анна');
    await user.type(within(dialog).getByLabelText('Имя жениха'), 'Пётр');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(await within(dialog).findByText('Шаг 2 из 4')).toBeInTheDocument();
    expect(updates).toEqual([{ brideName: 'Анна', groomName: 'Пётр' }]);

    // The registration date is required; the banquet date is not.
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(await within(dialog).findByText('Дата не заполнена или заполнена неверно')).toBeInTheDocument();
    await typeDate(user, within(dialog).getByLabelText('Дата и время регистрации'), '12.06.2027 14:00');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(await within(dialog).findByText('Шаг 3 из 4')).toBeInTheDocument();
    expect(updates[1]).toEqual({ registrationDate: new Date(2027, 5, 12, 14, 0).toISOString() });

    await user.type(within(dialog).getByLabelText('Место регистрации'), 'Грибоедовский ЗАГС');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    expect(await within(dialog).findByText('Шаг 4 из 4')).toBeInTheDocument();
    // Empty places are left out of the form.
    expect(updates[2]).toEqual({ registrationLocation: 'Грибоедовский ЗАГС' });

    const guests = within(dialog).getByRole('radiogroup');
    expect(
      within(guests)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')!.textContent),
    ).toEqual(['Меньше 50', '50–100', '100–150', '150–200', 'Больше 200', 'Пока не знаем']);
    await user.click(within(guests).getByLabelText('100–150'));
    await user.click(within(dialog).getByRole('button', { name: 'Готово' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Главная' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(updates[3]).toEqual({ amountOfGuests: '2', isShowInitWizard: 'false' });
    expect(screen.getByTestId('session-chip')).toHaveTextContent('Анна & Пётр');
    expect(sessionUser()).toMatchObject({ brideName: 'Анна', amountOfGuests: 2, isShowInitWizard: false });
  });

  it('Back returns to the previous step with what was typed there', async () => {
    const { user, dialog } = await openWizard();
    await user.type(within(dialog).getByLabelText('Имя невесты'), 'Анна');
    await user.type(within(dialog).getByLabelText('Имя жениха'), 'Пётр');
    await user.click(within(dialog).getByRole('button', { name: 'Далее' }));
    await within(dialog).findByText('Шаг 2 из 4');
    await user.click(within(dialog).getByRole('button', { name: 'Назад' }));
    expect(await within(dialog).findByText('Шаг 1 из 4')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Имя невесты')).toHaveValue('Анна');
    expect(within(dialog).queryByRole('button', { name: 'Назад' })).not.toBeInTheDocument();
  });

  /** The exit question; found by its title, as antd gives every dialog the same id under test. */
  const exitQuestion = async () =>
    (await screen.findByText('Выйти из профиля?')).closest<HTMLElement>('[role="dialog"]')!;

  it('closing it asks first, saying the saved answers stay; staying keeps the wizard', async () => {
    const { user, dialog } = await openWizard();
    await user.click(within(dialog).getByRole('button', { name: /закрыть|close/i }));
    const confirm = await exitQuestion();
    expect(confirm).toHaveTextContent('Ответы, которые вы уже сохранили кнопкой «Далее», останутся в профиле');
    await user.click(within(confirm).getByRole('button', { name: 'Продолжить заполнение' }));
    await waitFor(() => expect(screen.getByText('Выйти из профиля?')).not.toBeVisible());
    expect(within(dialog).getByText('Шаг 1 из 4')).toBeInTheDocument();
    expect(sessionUser()).not.toBeNull();
  });

  it('closing it and confirming logs out', async () => {
    const { user, dialog, currentPath } = await openWizard();
    await user.click(within(dialog).getByRole('button', { name: /закрыть|close/i }));
    const confirm = await exitQuestion();
    await user.click(within(confirm).getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('dialog', { name: 'Авторизация' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(sessionUser()).toBeNull();
  });
});
