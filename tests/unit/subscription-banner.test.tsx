import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/format.ts';
import { forgetDismissals } from '../../src/lib/subscription/dismissals.ts';
import { renderApp } from './support/render-app.tsx';
import { dismissExpiryModal, setDaysLeft } from './support/subscription.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => formatDate(new Date(Date.now() + days * DAY_MS).toISOString());

// The dashboard's chunk (antd's cards, progress, avatar) takes seconds to transform cold on a busy machine.
beforeAll(() => import('../../src/features/dashboard/components/dashboard-page.tsx'));
beforeEach(() => forgetDismissals());

/** The dashboard with the expiry modal already put away, so the banner is all there is to see. */
async function openDashboard(scenario: Parameters<typeof renderApp>[1], daysLeft?: number) {
  const view = renderApp('/', scenario, () => {
    if (daysLeft !== undefined) setDaysLeft(daysLeft);
    dismissExpiryModal();
  });
  const banner = await screen.findByTestId('subscription-banner');
  return { ...view, banner };
}

describe('the subscription banner on the main page', () => {
  it('tells a user who never subscribed what a subscription opens, with a way to subscribe', async () => {
    const { banner, user, currentPath } = await openDashboard('no-subscription');
    expect(banner).toHaveTextContent('У вас пока нет подписки.');
    expect(banner).toHaveTextContent(
      'Бюджет, список гостей, список дел и совет дня откроются, как только вы оформите подписку.',
    );
    await user.click(within(banner).getByRole('link', { name: 'Оформить подписку' }));
    expect(currentPath()).toBe('/subscriptions');
  });

  it('shows an active subscription with its end date and days left, and nothing to do', async () => {
    const { banner } = await openDashboard('active', 27);
    expect(banner).toHaveTextContent(`Подписка действует до ${dateIn(27)}: осталось 27 дней.`);
    expect(within(banner).queryByRole('link')).toBeNull();
  });

  it.each([
    [1, 'остался 1 день'],
    [3, 'осталось 3 дня'],
    [21, 'остался 21 день'],
  ])('counts %i days in Russian: "%s"', async (days, words) => {
    const { banner } = await openDashboard('active', days);
    expect(banner).toHaveTextContent(`Подписка действует до ${dateIn(days)}: ${words}.`);
  });

  it('asks to renew when fewer than 8 days are left', async () => {
    const { banner } = await openDashboard('expiring-subscription', 5);
    expect(banner).toHaveTextContent(`Подписка действует до ${dateIn(5)}: осталось 5 дней.`);
    expect(banner).toHaveTextContent('Продлите подписку заранее — новые дни добавятся к оставшимся.');
    expect(within(banner).getByRole('link', { name: 'Продлить подписку' })).toBeInTheDocument();
  });

  it('says an ended subscription has ended, that the data are kept, and offers to renew', async () => {
    const { banner } = await openDashboard('ended-subscription', -3);
    expect(banner).toHaveTextContent(`Подписка закончилась ${dateIn(-3)}.`);
    expect(banner).toHaveTextContent(
      'Ваши данные сохранены и открыты для просмотра; чтобы снова вносить изменения, продлите подписку.',
    );
    expect(within(banner).getByRole('link', { name: 'Продлить подписку' })).toBeInTheDocument();
  });

  it('can be closed, and stays closed when the user comes back to the main page', async () => {
    const { banner, user } = await openDashboard('no-subscription');
    await user.click(within(banner).getByRole('button', { name: 'Скрыть' }));
    expect(screen.queryByTestId('subscription-banner')).toBeNull();

    const navigation = screen.getByRole('navigation', { name: 'Разделы' });
    await user.click(within(navigation).getByRole('link', { name: 'Подписка' }));
    await screen.findAllByTestId('tariff');
    await user.click(within(navigation).getByRole('link', { name: 'Главная' }));
    await screen.findByRole('heading', { level: 1, name: 'Главная' });
    expect(screen.queryByTestId('subscription-banner')).toBeNull();
  });
});
