import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { mockDb } from '../../mocks/store.ts';
import type { MockTodo } from '../../mocks/todo-store.ts';
import { TodoSummary } from '../../src/features/todos/components/todo-summary.tsx';
import { countdownState } from '../../src/lib/countdown.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice, renderWithProviders } from './support/render-with-providers.tsx';
import { mockUser } from './support/subscription.ts';
import './support/resize-observer.ts';

// The page's chunk is loaded once up front rather than inside the first test.
await import('../../src/features/todos/components/todos-page.tsx');

/** The standard couple marries on 12 June 2027 (mocks/couple.json); "today" is 20 April 2027. */
const TODAY = new Date('2027-04-20T09:00:00Z');

function todo(id: string, period: MockTodo['period'], task: string, extra: Partial<MockTodo> = {}): MockTodo {
  return { id, period, task, comment: [], checked: false, ...extra };
}

/**
 * A couple who started planning on 20 March (in «за 3 месяца»): a task of «за 6 месяцев» was
 * carried over then; «за 3 месяца» ended on 11 April while they planned, so its open tasks are overdue.
 */
function plannedList() {
  mockDb.todos[mockUser().id] = {
    weddingDay: '2027-06-12',
    startedOn: '2027-03-20',
    todos: [
      todo('t1', 'sixMonths', 'Заказать обручальные кольца', { comment: ['Гравировка занимает до месяца'] }),
      todo('t2', 'threeMonths', 'Разослать приглашения'),
      todo('t3', 'threeMonths', 'Заказать торт', { checked: true }),
      todo('t4', 'twoMonths', 'Сделать пробную причёску', {
        comment: ['Взять фото образа', 'Сфотографировать результат'],
      }),
      todo('t5', 'twoMonths', 'Купить подарки гостям', { checked: true }),
    ],
  };
}

function recordPatches() {
  const bodies: Array<{ path: string; body: unknown }> = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (request.method === 'PATCH') {
      bodies.push({ path: new URL(request.url).pathname, body: await request.clone().json() });
    }
  });
  return bodies;
}

async function openPage() {
  const view = renderApp('/todo-list', 'active', plannedList);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await screen.findByRole('tab', { name: /За 2 месяца/ });
  return { ...view, user };
}

const activePanel = () => screen.getByRole('tabpanel');
const tasksShown = () =>
  within(activePanel())
    .queryAllByTestId('todo-item')
    .map((item) => item.textContent ?? '');

describe('the to-do page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TODAY);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has a tab for every period and opens on the current one, «за 2 месяца»', async () => {
    const { user } = await openPage();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent?.replace(/\d+$/, ''))).toEqual([
      'За год и более',
      'За 9 месяцев',
      'За 6 месяцев',
      'За 3 месяца',
      'За 2 месяца',
      'За месяц',
      'За 2 недели',
      'За неделю',
      'За день',
      'В день свадьбы',
      'После свадьбы',
    ]);
    expect(screen.getByRole('tab', { selected: true })).toHaveTextContent('За 2 месяца');
    expect(tasksShown()).toEqual([
      expect.stringContaining('Сделать пробную причёску'),
      expect.stringContaining('Купить подарки гостям'),
    ]);
    expect(within(activePanel()).getByText(/^до 11 мая 2027/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: /За 3 месяца/ }));
    await waitFor(() => expect(tasksShown()).toHaveLength(3));
    expect(tasksShown()[0]).toContain('Заказать обручальные кольца');
    await user.click(screen.getByRole('tab', { name: /В день свадьбы/ }));
    expect(await within(activePanel()).findByText('В этом периоде пока нет дел.')).toBeInTheDocument();
  });

  it('marks the overdue and the carried-over tasks, and not the done ones', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: /За 3 месяца/ }));
    const items = await within(activePanel()).findAllByTestId('todo-item');
    const [rings, invitations, cake] = items;
    expect(within(rings).getByTestId('todo-carried-over')).toHaveTextContent('Перенесено');
    expect(within(invitations).getByTestId('todo-overdue')).toHaveTextContent('Просрочено');
    expect(within(invitations).queryByTestId('todo-carried-over')).toBeNull();
    expect(within(cake).queryByTestId('todo-overdue')).toBeNull();
    expect(within(screen.getByRole('tabpanel')).getAllByTestId('todo-overdue')).toHaveLength(2);
  });

  it('says in words what «Перенесено» means, where carried-over tasks are shown (not only on hover)', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('tab', { name: /За 3 месяца/ }));
    expect(await within(activePanel()).findByTestId('todo-carried-note')).toHaveTextContent(
      '«Перенесено» — дела из сроков, которые закончились раньше, чем вы начали подготовку',
    );
  });

  it('shows completed tasks by default and hides them when the filter is off', async () => {
    const { user } = await openPage();
    const filter = screen.getByRole('switch');
    expect(filter).toBeChecked();
    expect(tasksShown()).toHaveLength(2);
    await user.click(filter);
    expect(filter).not.toBeChecked();
    expect(tasksShown()).toEqual([expect.stringContaining('Сделать пробную причёску')]);
  });

  it('counts progress over the whole list, and a tick sends only checked and moves it', async () => {
    const patches = recordPatches();
    const { user } = await openPage();
    expect(screen.getByTestId('todo-progress-text')).toHaveTextContent('Выполнено 2 из 5');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');

    await user.click(screen.getByRole('checkbox', { name: 'Отметить «Сделать пробную причёску» выполненным' }));
    await waitFor(() => expect(screen.getByTestId('todo-progress-text')).toHaveTextContent('Выполнено 3 из 5'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    await waitFor(() => expect(patches).toEqual([{ path: '/api/v1/todos/t4', body: { checked: true } }]));
  });

  it('opens the comment lines as a list on demand', async () => {
    const { user } = await openPage();
    const toggle = screen.getByRole('button', { name: 'Комментарий: 2 строки' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = within(toggle.parentElement!)
      .getAllByRole('listitem')
      .map((line) => line.textContent);
    expect(lines).toEqual(['Взять фото образа', 'Сфотографировать результат']);
  });

  it('adds a task with comment lines entered one per line, asking for the task first', async () => {
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Добавить дело' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await within(dialog).findByText('Поле не может быть пустым')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Что сделать'), 'Заказать фотобудку');
    await user.type(within(dialog).getByLabelText('Комментарий'), 'Сравнить три студии{Enter}{Enter}Уточнить доставку');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await findNotice('success')).toHaveTextContent('Дело добавлено в список');
    expect(mockDb.todos[mockUser().id].todos.at(-1)).toMatchObject({
      period: 'twoMonths',
      task: 'Заказать фотобудку',
      comment: ['Сравнить три студии', 'Уточнить доставку'],
    });
    await waitFor(() => expect(tasksShown()).toHaveLength(3));
  });

  it('edits a task in the full form, its comment one line per line', async () => {
    const patches = recordPatches();
    const { user } = await openPage();
    const item = within(activePanel()).getAllByTestId('todo-item')[0];
    // The button names its task, so a screen reader's list of buttons tells them apart.
    await user.click(within(item).getByRole('button', { name: 'Изменить: Сделать пробную причёску' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Что сделать')).toHaveValue('Сделать пробную причёску');
    expect(within(dialog).getByLabelText('Комментарий')).toHaveValue('Взять фото образа\nСфотографировать результат');
    await user.clear(within(dialog).getByLabelText('Что сделать'));
    await user.type(within(dialog).getByLabelText('Что сделать'), 'Пробная причёска и макияж');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить' }));
    expect(await findNotice('success')).toHaveTextContent('Дело обновлено');
    expect(patches).toEqual([
      {
        path: '/api/v1/todos/t4',
        body: {
          period: 'twoMonths',
          task: 'Пробная причёска и макияж',
          comment: ['Взять фото образа', 'Сфотографировать результат'],
        },
      },
    ]);
    await within(activePanel()).findByText('Пробная причёска и макияж');
  });

  it('deletes a task only after confirming', async () => {
    const { user } = await openPage();
    const stored = () => mockDb.todos[mockUser().id].todos.map((entry) => entry.id);
    const item = within(activePanel()).getAllByTestId('todo-item')[0];
    await user.click(within(item).getByRole('button', { name: 'Удалить: Сделать пробную причёску' }));
    // antd names the dialog twice (a hidden title for screen readers and the visible one).
    const confirm = (await screen.findAllByText('Удалить дело?')).at(-1)!.closest('.ant-modal') as HTMLElement;
    expect(confirm).toHaveTextContent('«Сделать пробную причёску» исчезнет из списка.');
    await user.click(within(confirm).getByRole('button', { name: 'Отмена' }));
    expect(stored()).toContain('t4');

    await user.click(within(item).getByRole('button', { name: 'Удалить: Сделать пробную причёску' }));
    // The dialog just cancelled may linger closed in the document; the new one comes last.
    const again = (await screen.findAllByText('Удалить дело?')).at(-1)!.closest('.ant-modal') as HTMLElement;
    await user.click(within(again).getByRole('button', { name: 'Удалить' }));
    expect(await findNotice('success')).toHaveTextContent('Дело удалено');
    expect(stored()).not.toContain('t4');
    await waitFor(() => expect(tasksShown()).toHaveLength(1));
  });

  it('without a wedding date still shows the periods and offers to set the date in settings', async () => {
    renderApp('/todo-list', 'active', () => {
      mockUser().registrationDate = null;
    });
    await screen.findByRole('tab', { name: /За год и более/ });
    expect(screen.getAllByRole('tab')).toHaveLength(11);
    expect(screen.getByTestId('todo-no-date')).toHaveTextContent('Укажите дату регистрации');
    expect(screen.getByRole('link', { name: 'Указать дату в настройках' })).toHaveAttribute(
      'href',
      '/profile/settings',
    );
    expect(screen.queryByRole('link', { name: 'Добавить в календарь' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Скачать таблицу' })).toHaveAttribute('href', '/api/v1/todos/download');
  });
});

describe('the days left until the wedding', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    [1, 'До свадьбы 1 день'],
    [2, 'До свадьбы 2 дня'],
    [5, 'До свадьбы 5 дней'],
    [11, 'До свадьбы 11 дней'],
    [21, 'До свадьбы 21 день'],
    [22, 'До свадьбы 22 дня'],
  ])('%i days before reads «%s»', (days, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2027, 5, 12 - days, 8, 0));
    renderWithProviders(
      <TodoSummary
        weddingDate={new Date(2027, 5, 12, 14, 0).toISOString()}
        progress={{ done: 0, total: 1, percent: 0 }}
      />,
    );
    expect(screen.getByTestId('todo-days-left')).toHaveTextContent(text);
  });

  it('says as many days as the main page counts down, at any hour (issue 38, item 8)', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // The evening of 26 November 2026, registration at 11:00 on 12 June 2027: 197 whole days and some hours.
    const now = new Date(2026, 10, 26, 19, 40);
    vi.setSystemTime(now);
    const registration = new Date(2027, 5, 12, 11, 0).toISOString();
    const countdown = countdownState(registration, now);
    expect(countdown).toMatchObject({ kind: 'before', days: 197 });
    renderWithProviders(<TodoSummary weddingDate={registration} progress={{ done: 0, total: 1, percent: 0 }} />);
    expect(screen.getByTestId('todo-days-left')).toHaveTextContent('До свадьбы 197 дней');
  });

  it('the evening before says «tomorrow», the day itself «today»', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const registration = new Date(2027, 5, 12, 14, 0).toISOString();
    vi.setSystemTime(new Date(2027, 5, 11, 20, 0));
    const { unmount } = renderWithProviders(
      <TodoSummary weddingDate={registration} progress={{ done: 0, total: 1, percent: 0 }} />,
    );
    expect(screen.getByTestId('todo-days-left')).toHaveTextContent('Свадьба завтра!');
    unmount();
    vi.setSystemTime(new Date(2027, 5, 12, 9, 0));
    renderWithProviders(<TodoSummary weddingDate={registration} progress={{ done: 0, total: 1, percent: 0 }} />);
    expect(screen.getByTestId('todo-days-left')).toHaveTextContent('Свадьба сегодня!');
  });
});
