import { act, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../src/lib/format.ts';
import { forgetDismissals } from '../../src/lib/subscription/dismissals.ts';
import { renderApp } from './support/render-app.tsx';
import { payForAMonth } from './support/subscription.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

beforeEach(() => forgetDismissals());

describe('the payment success page', () => {
  it('asks for the session again, so the new expiry shows at once, and leads to the unlocked main page', async () => {
    const { router, user, currentPath } = renderApp('/subscriptions', 'no-subscription');
    expect(await screen.findByTestId('subscription-status')).toHaveTextContent('У вас пока нет подписки.');

    // Meanwhile the server has confirmed the payment; the app still holds the old session.
    payForAMonth();
    await act(() => router.navigate('/payment-success'));

    const result = await screen.findByTestId('payment-result');
    expect(within(result).getByRole('heading', { level: 1, name: 'Оплата прошла успешно' })).toBeInTheDocument();
    expect(result).toHaveTextContent('Подписка оформлена: все инструменты планирования открыты.');
    const until = formatDate(new Date(Date.now() + 30 * DAY_MS).toISOString());
    expect(await within(result).findByText(`Подписка действует до ${until}: осталось 30 дней.`)).toBeInTheDocument();
    expect(document.title).toBe('Оплата прошла — Свадебный планировщик');

    await user.click(within(result).getByRole('link', { name: 'На главную' }));
    expect(currentPath()).toBe('/');
    const navigation = await screen.findByRole('navigation', { name: 'Разделы' });
    expect(within(navigation).getByRole('link', { name: 'Бюджет' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Список дел' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the payment failure page', () => {
  it('says "Ошибка оплаты" / "Оплата не прошла, повторите попытку" and leads back to subscriptions, nothing unlocked', async () => {
    const { user, currentPath } = renderApp('/payment-failure?reason=canceled', 'no-subscription');
    const result = await screen.findByTestId('payment-result');
    expect(within(result).getByRole('heading', { level: 1, name: 'Ошибка оплаты' })).toBeInTheDocument();
    expect(result).toHaveTextContent('Оплата не прошла, повторите попытку');
    expect(result.querySelector('.payment-result__details')).toBeNull();
    expect(document.title).toBe('Ошибка оплаты — Свадебный планировщик');

    await user.click(within(result).getByRole('link', { name: 'Вернуться к подпискам' }));
    expect(currentPath()).toBe('/subscriptions');
    expect(await screen.findAllByTestId('tariff')).toHaveLength(3);
    const navigation = screen.getByRole('navigation', { name: 'Разделы' });
    expect(within(navigation).queryByRole('link', { name: 'Бюджет' })).toBeNull();
    expect(within(navigation).getByText('Бюджет')).toBeInTheDocument();
  });

  it('tells a payer whose payment is not confirmed yet that it may still go through', async () => {
    renderApp('/payment-failure?reason=pending', 'no-subscription');
    const result = await screen.findByTestId('payment-result');
    expect(result).toHaveTextContent('Оплата не прошла, повторите попытку');
    expect(result).toHaveTextContent(
      'Платёжная система ещё не подтвердила оплату. Если деньги списались, подписка продлится сама, как только оплата будет подтверждена.',
    );
  });

  it('tells a payer to try later when the payment system did not answer', async () => {
    renderApp('/payment-failure?reason=unavailable', 'active');
    const result = await screen.findByTestId('payment-result');
    expect(result).toHaveTextContent('Платёжная система сейчас не отвечает. Попробуйте ещё раз немного позже.');
  });
});
