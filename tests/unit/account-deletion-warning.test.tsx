import { screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import './support/resize-observer.ts';

/** Issue 22, item 9: deleting the account says what it loses before it happens. */
describe('account deletion', () => {
  it('says that the paid days left go with the profile, and that a mail will confirm it', async () => {
    renderApp('/settings', 'active');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await user.click(screen.getByText('Удалить профиль').closest('button')!);
    const dialog = (await screen.findByText('Удалить профиль?')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByTestId('deletion-paid-days')).toHaveTextContent(
      /^Оплаченная подписка ещё действует 27 дней, до \d+ \S+ \d{4}: эти дни сгорят вместе с профилем, деньги за них не возвращаются\.$/,
    );
    expect(dialog).toHaveTextContent(
      'После удаления на адрес anna@example.ru придёт письмо о том, что профиль удалён.',
    );
  });

  it('says nothing of paid days to a couple who never paid', async () => {
    renderApp('/settings', 'no-subscription');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    await user.click(screen.getByText('Удалить профиль').closest('button')!);
    const dialog = (await screen.findByText('Удалить профиль?')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).queryByTestId('deletion-paid-days')).not.toBeInTheDocument();
  });
});
