import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/format.ts';
import { expiryModalDismissals, forgetDismissals } from '../../src/lib/subscription/dismissals.ts';
import { reminderSubject } from '../../src/lib/subscription/expiry.ts';
import { renderApp } from './support/render-app.tsx';
import { mockUser, setDaysLeft } from './support/subscription.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const dateIn = (days: number) => formatDate(new Date(Date.now() + days * DAY_MS).toISOString());

beforeEach(() => forgetDismissals());

/** Opens a signed-in page and waits until the layout (and with it the modal, if any) has loaded. */
async function open(path: string, scenario: Parameters<typeof renderApp>[1], prepare?: () => void) {
  const view = renderApp(path, scenario, prepare);
  await screen.findByRole('navigation', { name: 'Разделы' });
  return view;
}

/** The modal is loaded on demand; give it the moment it needs before saying it is absent. */
async function expectNoModal() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(screen.queryByRole('dialog')).toBeNull();
}

describe('the expiry modal', () => {
  it('invites a user who never subscribed to choose a tariff, and the button leads to subscriptions', async () => {
    const { user, currentPath } = await open('/', 'no-subscription');
    const dialog = await screen.findByRole('dialog', { name: 'Оформите подписку' });
    expect(dialog).toHaveTextContent(
      'Бюджет, список гостей, список дел и совет дня доступны по подписке. Выберите тариф — инструменты откроются сразу после оплаты.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Выбрать тариф' }));
    expect(currentPath()).toBe('/subscriptions');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('warns when 5 days are left, with the days and the end date', async () => {
    await open('/settings', 'expiring-subscription', () => setDaysLeft(5));
    const dialog = await screen.findByRole('dialog', { name: 'Подписка скоро закончится' });
    expect(dialog).toHaveTextContent(
      `До конца подписки осталось 5 дней: она действует до ${dateIn(5)}. Продлите её заранее — новые дни добавятся к оставшимся.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Продлить подписку' })).toBeInTheDocument();
  });

  it('stays away when 30 days are left', async () => {
    await open('/', 'active', () => setDaysLeft(30));
    await expectNoModal();
  });

  it.each([
    [7, 'shows'],
    [8, 'does not show'],
  ])('with %i days left %s (the warning starts below 8 days)', async (days, verdict) => {
    await open('/', 'active', () => setDaysLeft(days));
    if (verdict === 'shows')
      expect(await screen.findByRole('dialog', { name: 'Подписка скоро закончится' })).toBeInTheDocument();
    else await expectNoModal();
  });

  it('says an ended subscription has ended, on which date, and that the data are kept read-only', async () => {
    await open('/budget', 'ended-subscription', () => setDaysLeft(-3));
    const dialog = await screen.findByRole('dialog', { name: 'Подписка закончилась' });
    expect(dialog).toHaveTextContent(
      `Подписка закончилась ${dateIn(-3)}. Ваши данные сохранены: их можно смотреть, но не менять. Продлите подписку, чтобы продолжить подготовку к свадьбе.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Продлить подписку' })).toBeInTheDocument();
  });

  it('once closed, does not come back on the next navigation nor on reopening the app the same day', async () => {
    const { user, unmount } = await open('/', 'no-subscription');
    const dialog = await screen.findByRole('dialog', { name: 'Оформите подписку' });
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const navigation = screen.getByRole('navigation', { name: 'Разделы' });
    await user.click(within(navigation).getByRole('link', { name: 'Настройки' }));
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await user.click(within(navigation).getByRole('link', { name: 'Главная' }));
    await screen.findByRole('heading', { level: 1, name: 'Главная' });
    await expectNoModal();

    unmount();
    await open('/', 'no-subscription');
    await expectNoModal();
  });

  it('"Напомнить завтра" puts it away until the next day', async () => {
    const { user } = await open('/', 'expiring-subscription');
    const dialog = await screen.findByRole('dialog', { name: 'Подписка скоро закончится' });
    await user.click(within(dialog).getByRole('button', { name: 'Напомнить завтра' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const subject = reminderSubject(mockUser());
    expect(expiryModalDismissals.isDismissed(subject, new Date())).toBe(true);
    expect(expiryModalDismissals.isDismissed(subject, new Date(Date.now() + DAY_MS))).toBe(false);
  });

  it('comes back when the subscription changes, even on a day it was closed', async () => {
    const { user, unmount } = await open('/', 'expiring-subscription');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Напомнить завтра' }));
    unmount();

    await open('/', 'expiring-subscription', () => setDaysLeft(-1));
    expect(await screen.findByRole('dialog', { name: 'Подписка закончилась' })).toBeInTheDocument();
  });

  it('is never shown on the subscriptions page itself', async () => {
    await open('/subscriptions', 'no-subscription');
    await screen.findAllByTestId('tariff');
    await expectNoModal();
  });
});
