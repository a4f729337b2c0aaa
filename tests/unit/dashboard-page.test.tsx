import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveWidgetData } from './support/dashboard-widget-data.ts';
import { mockServer } from '../../mocks/node.ts';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import { isDeclaredPath, routesOf } from '../../src/contract/route-table.ts';
import { forgetDismissals } from '../../src/lib/subscription/dismissals.ts';
import { renderApp } from './support/render-app.tsx';
import { dismissExpiryModal, mockUser, plain } from './support/subscription.ts';

const planningCalls = routesOf(planningRouteTables);
const isPlanningCall = (path: string) =>
  path.startsWith('/api/v1/') && isDeclaredPath(planningCalls, path.slice('/api/v1'.length));

// The dashboard's chunk (antd's cards, progress, avatar) takes seconds to transform cold on a busy machine.
beforeAll(() => import('../../src/features/dashboard/components/dashboard-page.tsx'));
beforeEach(() => forgetDismissals());

/** Every API path the app asked for during a test. */
function recordRequests(): string[] {
  const paths: string[] = [];
  mockServer.events.on('request:start', ({ request }) => paths.push(new URL(request.url).pathname));
  return paths;
}
afterEach(() => mockServer.events.removeAllListeners());

function openDashboard(scenario: Parameters<typeof renderApp>[1], prepare?: () => void) {
  return renderApp('/', scenario, () => {
    prepare?.();
    dismissExpiryModal();
  });
}

const withAdvice = () => {
  mockUser().isShowAdvice = true;
};

const widget = (testId: string) => screen.findByTestId(testId);
const loaded = async (testId: string) => {
  const element = await widget(testId);
  await waitFor(() => expect(element).toHaveAttribute('data-status', 'loaded'));
  return element;
};

describe('the profile card', () => {
  it('shows the couple, the registration date and the place as a map search in a new tab', async () => {
    openDashboard('active');
    const card = await widget('profile-card');
    expect(within(card).getByRole('heading', { name: 'Анна & Пётр' })).toBeInTheDocument();
    expect(within(card).getByTestId('registration-date')).toHaveTextContent('12 июня 2027');
    const place = within(card).getByTestId('registration-place');
    expect(place).toHaveTextContent('Грибоедовский ЗАГС');
    expect(place).toHaveAttribute('href', `https://yandex.ru/maps/?text=${encodeURIComponent('Грибоедовский ЗАГС')}`);
    expect(place).toHaveAttribute('target', '_blank');
    expect(place).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).getByTestId('countdown-days')).toHaveTextContent(/^\d+ (день|дня|дней)$/);
  });

  it('without a place says so, with a way to settings', async () => {
    openDashboard('active', () => {
      mockUser().registrationLocation = null;
      mockUser().registrationDate = null;
    });
    const card = await widget('profile-card');
    expect(card).toHaveTextContent('Место регистрации пока не указано.');
    expect(within(card).getByRole('link', { name: 'Указать дату' })).toHaveAttribute('href', '/profile/settings');
  });
});

describe('the widgets with a subscription', () => {
  it('suggests no task the plan shows done: no draft guest list to a couple with guests (issue 38, item 8)', async () => {
    openDashboard('budget-page');
    const todos = await loaded('todo-widget');
    const guests = await loaded('guest-widget');
    expect(guests).not.toHaveTextContent('Гостей пока нет');
    const next = within(todos)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild?.textContent);
    expect(next).toHaveLength(3);
    expect(next).not.toContain('Составить черновой список гостей');
  });

  it('show the to-dos: progress and the next three open tasks of the current period', async () => {
    serveWidgetData(mockServer, { filled: true });
    const { user, currentPath } = openDashboard('active');
    const todos = await loaded('todo-widget');
    expect(within(todos).getByTestId('todo-progress')).toHaveTextContent('Выполнено 3 из 9');
    const next = within(todos)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(next).toEqual(['Выбрать и забронировать фотографа', 'Найти ведущего и диджея', 'Заказать приглашения']);
    await user.click(within(todos).getByRole('link', { name: 'Список дел' }));
    expect(currentPath()).toBe('/todo-list');
  });

  it('show the budget: total, planned, paid, left to pay, free, the next payment and the overdue one in red', async () => {
    serveWidgetData(mockServer, { filled: true });
    openDashboard('active');
    const budget = await loaded('budget-widget');
    expect(plain(within(budget).getByTestId('budget-total').textContent)).toBe('800 000 ₽');
    expect(plain(within(budget).getByTestId('budget-planned').textContent)).toBe('694 000 ₽');
    expect(plain(within(budget).getByTestId('budget-paid').textContent)).toBe('244 000 ₽');
    expect(plain(within(budget).getByTestId('budget-unpaid').textContent)).toBe('450 000 ₽');
    expect(plain(within(budget).getByTestId('budget-free').textContent)).toBe('106 000 ₽');
    expect(plain(within(budget).getByTestId('next-payment').textContent)).toMatch(
      /^Банкет в ресторане «Сад»: 270 000 ₽ до \d+ \S+ \d{4}$/,
    );
    const overdue = within(budget).getByTestId('overdue-payments');
    expect(plain(overdue.textContent)).toMatch(/Фотограф, полный день: 65 000 ₽, срок был/);
    expect(within(overdue).getByRole('listitem')).toHaveClass('widget__list-item--danger');
  });

  it('show the guests in people: everyone (partners and children), the children, and the people confirmed', async () => {
    serveWidgetData(mockServer, { filled: true });
    openDashboard('active');
    const guests = await loaded('guest-widget');
    expect(within(guests).getByTestId('people-count')).toHaveTextContent('8');
    expect(within(guests).getByTestId('children-count')).toHaveTextContent('1');
    // Three confirmed guests: one with a +1 and a child, two alone.
    expect(within(guests).getByTestId('confirmed-count')).toHaveTextContent('5');
  });

  it('show the gifts: the money given, the gifts, those waiting for thanks with the way to the list', async () => {
    serveWidgetData(mockServer, { filled: true });
    const { user, router } = openDashboard('active');
    const gifts = await loaded('gifts-widget');
    expect(plain(within(gifts).getByTestId('gifts-money').textContent)).toBe('65 000,50 ₽');
    expect(within(gifts).getByTestId('gifts-count')).toHaveTextContent('3');
    expect(within(gifts).getByTestId('gifts-waiting')).toHaveTextContent('2');
    await user.click(within(gifts).getByRole('link', { name: 'Поблагодарить за 2 подарка' }));
    expect(router.state.location.pathname).toBe('/profile/gifts');
  });

  it('show the money given and the net cost among the budget figures once gifts came', async () => {
    serveWidgetData(mockServer, { filled: true });
    openDashboard('active');
    const budget = await loaded('budget-widget');
    expect(plain(within(budget).getByTestId('budget-gifts').textContent)).toBe('65 000,50 ₽');
    // 244 000 paid less 65 000,50 given.
    expect(plain(within(budget).getByTestId('budget-net').textContent)).toBe('178 999,50 ₽');
  });

  it('open the page to add from each add button', async () => {
    const { user, router } = openDashboard('active');
    const guests = await loaded('guest-widget');
    await user.click(within(guests).getByRole('button', { name: 'Добавить гостя' }));
    expect(router.state.location.pathname).toBe('/profile/guest-list');
    expect(router.state.location.search).toBe('?add=1');
  });

  it.each([
    ['todo-widget', '*/api/v1/todos'],
    ['budget-widget', '*/api/v1/budget'],
    ['guest-widget', '*/api/v1/guests'],
  ])('%s shows a skeleton while loading', async (testId, path) => {
    mockServer.use(http.get(path, () => delay('infinite')));
    openDashboard('active');
    const element = await widget(testId);
    await waitFor(() => expect(element).toHaveAttribute('data-status', 'loading'));
    expect(element.querySelector('.ant-skeleton')).not.toBeNull();
  });

  it.each([
    ['todo-widget', '*/api/v1/todos'],
    ['budget-widget', '*/api/v1/budget/summary'],
    ['guest-widget', '*/api/v1/guests'],
  ])('%s shows the failure with a reload button that loads it again', async (testId, path) => {
    let failing = true;
    mockServer.use(
      http.get(path, () =>
        failing ? HttpResponse.json({ message: 'x', ui: { messages: [{ text: 'x' }] } }, { status: 500 }) : undefined,
      ),
    );
    const { user } = openDashboard('active');
    const element = await widget(testId);
    const alert = await within(element).findByRole('alert');
    expect(alert).toHaveTextContent('Неизвестная ошибка. Обновите страницу.');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Обновить' }));
    await waitFor(() => expect(within(element).queryByRole('alert')).toBeNull());
    await waitFor(() => expect(element).toHaveAttribute('data-status', 'loaded'));
  });

  it('say so when a list is empty', async () => {
    serveWidgetData(mockServer, { filled: false });
    openDashboard('expiring-subscription');
    expect(await loaded('todo-widget')).toHaveTextContent('Дел пока нет. Добавьте первое.');
    expect(await loaded('guest-widget')).toHaveTextContent('Гостей пока нет. Добавьте первого.');
    expect(await loaded('budget-widget')).toHaveTextContent('Расходов пока нет. Добавьте первый.');
    expect(within(await loaded('budget-widget')).queryByTestId('budget-gifts')).toBeNull();
    expect(await loaded('gifts-widget')).toHaveTextContent('Подарков пока нет.');
  });
});

describe('the widgets without a subscription', () => {
  it('are locked and read nothing: no link, no add, no planning request', async () => {
    const requests = recordRequests();
    openDashboard('no-subscription');
    for (const testId of ['todo-widget', 'budget-widget', 'guest-widget', 'gifts-widget']) {
      const element = await widget(testId);
      expect(element).toHaveAttribute('data-status', 'skipped');
      expect(within(element).queryByRole('link', { name: /Список дел|Бюджет|Список гостей|Подарки/ })).toBeNull();
      expect(within(element).getByRole('button', { name: /Добавить|Записать/ })).toBeDisabled();
      expect(element).toHaveTextContent('Доступно по подписке.');
    }
    await screen.findByTestId('welcome-widget');
    expect(requests.filter(isPlanningCall)).toEqual([]);
  });

  it('with an ended subscription show the data read-only: add is locked', async () => {
    openDashboard('ended-subscription');
    const todos = await loaded('todo-widget');
    expect(within(todos).getByRole('link', { name: 'Список дел' })).toBeInTheDocument();
    expect(within(todos).getByRole('button', { name: 'Добавить дело' })).toBeDisabled();
    expect(within(await loaded('gifts-widget')).getByRole('button', { name: 'Добавить подарок' })).toBeDisabled();
  });

  it('to a helper show the gifts card open to record a gift, the rest read-only', async () => {
    const { user, router } = openDashboard('helper');
    const gifts = await loaded('gifts-widget');
    expect(within(await loaded('budget-widget')).getByRole('button', { name: 'Добавить расход' })).toBeDisabled();
    await user.click(within(gifts).getByRole('button', { name: 'Добавить подарок' }));
    expect(router.state.location.pathname).toBe('/profile/gifts');
  });
});

describe('advice or welcome', () => {
  it('welcomes a couple without daily advice and switches it on, saved in the profile', async () => {
    const { user } = openDashboard('active');
    const welcome = await widget('welcome-widget');
    expect(welcome).toHaveTextContent('Добро пожаловать!');
    await user.click(within(welcome).getByRole('button', { name: 'Показывать совет дня' }));
    const advice = await screen.findByTestId('advice-text');
    expect(advice.textContent).toMatch(/[а-яё]{3,}/i);
    expect(mockUser().isShowAdvice).toBe(true);
  });

  it('keeps the same advice all day', async () => {
    vi.useFakeTimers({ now: new Date(2027, 1, 3, 8, 0), toFake: ['Date'] });
    try {
      const morning = openDashboard('active', withAdvice);
      const first = (await screen.findByTestId('advice-text')).textContent;
      morning.unmount();
      vi.setSystemTime(new Date(2027, 1, 3, 22, 30));
      openDashboard('active', withAdvice);
      expect((await screen.findByTestId('advice-text')).textContent).toBe(first);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the failure of the advice with a reload button', async () => {
    mockServer.use(
      http.get('*/api/v1/advices/get-one/random', () =>
        HttpResponse.json({ message: 'x', ui: { messages: [{ text: 'x' }] } }, { status: 500 }),
      ),
    );
    openDashboard('active', withAdvice);
    const advice = await widget('advice-widget');
    expect(await within(advice).findByRole('alert')).toHaveTextContent('Неизвестная ошибка. Обновите страницу.');
  });
});
