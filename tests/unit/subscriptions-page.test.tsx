import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiPath, errorResponse } from '../../mocks/http.ts';
import { mockServer } from '../../mocks/node.ts';
import type { ScenarioName } from '../../mocks/scenarios.ts';
import { formatDate } from '../../src/lib/format.ts';
import { forgetDismissals } from '../../src/lib/subscription/dismissals.ts';
import { renderApp } from './support/render-app.tsx';
import { ADVANTAGE_LINES, MENU_TITLES } from './support/section-texts.ts';
import { plain, setDaysLeft } from './support/subscription.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => formatDate(new Date(Date.now() + days * DAY_MS).toISOString());

beforeEach(() => forgetDismissals());

async function openSubscriptions(scenario: ScenarioName = 'no-subscription', prepare?: () => void) {
  const view = renderApp('/subscriptions', scenario, prepare);
  await screen.findByRole('heading', { level: 1, name: 'Подписка' });
  const tariffs = await screen.findAllByTestId('tariff');
  return { ...view, tariffs };
}

describe('the subscriptions page', () => {
  it('lists the tariffs from the server with prices in roubles, the discount struck through and the best value marked', async () => {
    const { tariffs } = await openSubscriptions();
    expect(tariffs.map((tariff) => within(tariff).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Месяц',
      '3 месяца',
      'Полгода',
    ]);

    const [month, threeMonths, sixMonths] = tariffs;
    expect(plain(month.textContent)).toContain('299 ₽');
    expect(plain(month.textContent)).toContain(
      '30 дней полного доступа к бюджету, списку гостей, списку дел и советам',
    );
    expect(month.querySelector('del')).toBeNull();

    expect(plain(threeMonths.querySelector('.tariff-card__charged')?.textContent)).toBe('799 ₽');
    expect(plain(threeMonths.querySelector('del')?.textContent)).toBe('897 ₽');
    expect(plain(threeMonths.textContent)).toContain('≈ 266 ₽ в месяц');
    expect(plain(sixMonths.textContent)).toContain('≈ 248 ₽ в месяц');

    expect(within(sixMonths).getByText('Выгоднее всего')).toBeInTheDocument();
    expect(within(month).queryByText('Выгоднее всего')).toBeNull();
    expect(within(threeMonths).queryByText('Выгоднее всего')).toBeNull();
  });

  it("makes each payment button a plain link to its variant's uri, so the browser itself goes to pay", async () => {
    const { tariffs } = await openSubscriptions();
    const links = tariffs.map((tariff) => within(tariff).getByRole('link', { name: /^Оплатить/ }));
    expect(links.map((link) => plain(link.textContent))).toEqual([
      'Оплатить 299 ₽',
      'Оплатить 799 ₽',
      'Оплатить 1 490 ₽',
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/v1/payments/start?variant=month',
      '/api/v1/payments/start?variant=three-months',
      '/api/v1/payments/start?variant=six-months',
    ]);
  });

  it('lists what the subscription gives, the consultation booked in the settings among it', async () => {
    await openSubscriptions();
    const advantages = screen.getByRole('region', { name: 'Что даёт подписка' });
    const items = within(advantages)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    // Issue 38, item 9: the consultation is promised again now that the settings book it.
    expect(items).toContain('1 консультация 15 минут со свадебным организатором — запись в настройках');
    expect(items.some((item) => item?.startsWith('Бюджет свадьбы'))).toBe(true);
    expect(items.some((item) => item?.startsWith('Список гостей'))).toBe(true);
    expect(items.some((item) => item?.startsWith('Список дел'))).toBe(true);
    expect(items).toContain('Совет дня на главной странице');
    // The menu's sections in the order a couple meets them while planning (their `advantageOrder`), then the rest.
    const first = ['Бюджет свадьбы', 'Список гостей', 'Список дел', 'Приглашения', 'План рассадки', 'Свадебный день'];
    first.forEach((start, index) => expect(items[index]).toMatch(new RegExp(`^${start}`)));
    expect(items.slice(0, ADVANTAGE_LINES.length)).toEqual(ADVANTAGE_LINES);
    const rest = ['Планирование вдвоём', 'Совет дня', '1 консультация', 'Данные'];
    expect(items).toHaveLength(ADVANTAGE_LINES.length + rest.length);
    rest.forEach((start, index) => expect(items[ADVANTAGE_LINES.length + index]).toMatch(new RegExp(`^${start}`)));
  });

  it('names every planning section the subscription opens (issue 38, item 8)', async () => {
    await openSubscriptions();
    const advantages = screen.getByRole('region', { name: 'Что даёт подписка' });
    const text = advantages.textContent ?? '';
    // Every section of the menu, as declared (src/features/*/section.tsx), by its menu name.
    for (const section of MENU_TITLES) expect(text).toContain(section);
  });

  it('previews a wedding in a month: the countdown at 30 days and the date 30 days from today', async () => {
    await openSubscriptions();
    const preview = screen.getByRole('region', { name: 'Свадьба через месяц' });
    const units = [...preview.querySelectorAll('.month-preview__unit')].map((unit) => unit.textContent);
    expect(units).toEqual(['30дней', '0часов', '0минут', '0секунд']);
    const inAMonth = dateIn(30);
    expect(preview).toHaveTextContent(`Регистрация ${inAMonth}`);
    expect(within(preview).getByText('Согласовать меню банкета')).toBeInTheDocument();
  });

  const STATUS_CASES: { name: string; scenario: ScenarioName; daysLeft: number | null; expected: () => string }[] = [
    {
      name: 'never subscribed',
      scenario: 'no-subscription',
      daysLeft: null,
      expected: () => 'У вас пока нет подписки.',
    },
    {
      name: 'active',
      scenario: 'active',
      daysLeft: 22,
      expected: () => `Подписка действует до ${dateIn(22)}: осталось 22 дня.`,
    },
    {
      name: 'ended',
      scenario: 'ended-subscription',
      daysLeft: -3,
      expected: () => `Подписка закончилась ${dateIn(-3)}.`,
    },
  ];

  it.each(STATUS_CASES)('says where the subscription stands: $name', async ({ scenario, daysLeft, expected }) => {
    await openSubscriptions(scenario, () => {
      if (daysLeft !== null) setDaysLeft(daysLeft);
    });
    expect(screen.getByTestId('subscription-status')).toHaveTextContent(expected());
  });

  it('offers a refresh when the tariffs do not load, and shows them once they do', async () => {
    mockServer.use(http.get(apiPath('/subscriptions/variants'), () => errorResponse(500, 'internal'), { once: true }));
    const { user } = renderApp('/subscriptions', 'no-subscription');
    expect(await screen.findByText('Неизвестная ошибка. Обновите страницу.')).toBeInTheDocument();
    expect(screen.queryAllByTestId('tariff')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(await screen.findAllByTestId('tariff')).toHaveLength(3);
  });

  it('shows no payment button before the tariffs have answered', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mockServer.use(
      http.get(apiPath('/subscriptions/variants'), async () => {
        await answered;
        return HttpResponse.json([]);
      }),
    );
    renderApp('/subscriptions', 'no-subscription');
    expect(await screen.findByRole('status', { name: 'Загрузка…' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Оплатить/ })).toBeNull();
    answer();
  });
});
