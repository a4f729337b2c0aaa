import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDb, sessionUser } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import './support/resize-observer.ts';

await import('../../src/features/settings/components/settings-page.tsx');

/** Opens an antd Select by its label and picks an option by its text. */
async function choose(card: HTMLElement, label: string, option: string) {
  const user = userEvent.setup();
  await user.click(within(card).getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

describe('the «Письма от сервиса» block of the settings (issue 40)', () => {
  it('shows the weekly digest in Moscow time until the member chooses, and saves each choice as it is made', async () => {
    renderApp('/settings', 'active');
    const card = await screen.findByTestId('notifications-card');
    expect(within(card).getByRole('heading', { name: 'Письма от сервиса' })).toBeInTheDocument();
    expect(await within(card).findByText('Раз в неделю, по понедельникам')).toBeInTheDocument();
    expect(within(card).getByText('Москва (МСК)')).toBeInTheDocument();
    expect(within(card).getByRole('switch')).toBeChecked();

    await choose(card, 'Сводка по свадьбе', 'Каждое утро');
    expect(await screen.findByText('Настройки писем сохранены')).toBeInTheDocument();
    await choose(card, 'Часовой пояс', 'Владивосток (МСК+7)');
    await userEvent.click(within(card).getByRole('switch'));
    await waitFor(() =>
      expect(mockDb.notifications?.[sessionUser()!.id]).toEqual({
        digest: 'daily',
        timeZone: 'Asia/Vladivostok',
        paymentReminders: false,
      }),
    );
    expect(within(card).getByText('Каждое утро')).toBeInTheDocument();
  });

  it('shows the digest as it would go now', async () => {
    renderApp('/settings', 'active');
    const card = await screen.findByTestId('notifications-card');
    await userEvent.click(await within(card).findByRole('button', { name: 'Пример сводки' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveTextContent('сводка на неделю'));
    expect(dialog).toHaveTextContent('Настроить или отключить эти письма');
  });
});
