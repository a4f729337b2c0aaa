import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ScenarioName } from '../../mocks/scenarios.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/resize-observer.ts';

await import('../../src/features/settings/components/settings-page.tsx');

async function openCard(scenario: ScenarioName) {
  renderApp('/settings', scenario);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const card = await screen.findByTestId('consultation-card');
  return { user, card };
}

describe('the consultation in the settings (issue 38, item 9)', () => {
  it('books a free slot with a topic and then shows the booking with its cancellation', async () => {
    const { user, card } = await openCard('active');
    expect(card).toHaveTextContent('В подписку входит одна консультация со свадебным организатором на 15 минут');

    await user.click(within(card).getByRole('button', { name: 'Записаться' }));
    expect(await within(card).findAllByText('Поле не может быть пустым')).toHaveLength(2);

    await user.click(within(card).getByRole('combobox', { name: 'Время' }));
    // The free slots, as Moscow dates and times («27 ноября 2026 г. в 11:00»).
    const [first] = await screen.findAllByTitle(/ \d{4} г\. в \d{2}:\d{2}$/);
    await user.click(first!);
    await user.type(within(card).getByRole('textbox', { name: 'О чём поговорить' }), 'Бюджет на 60 гостей');
    await user.click(within(card).getByRole('button', { name: 'Записаться' }));

    expect(await findNotice('success')).toHaveTextContent('Вы записаны');
    const booking = await within(card).findByTestId('consultation-booking');
    expect(booking).toHaveTextContent('Вы записаны на консультацию');
    expect(booking).toHaveTextContent('по московскому времени, 15 минут');
    expect(booking).toHaveTextContent('Тема: Бюджет на 60 гостей');

    await user.click(within(booking).getByRole('button', { name: 'Отменить запись' }));
    const confirm = await screen.findByRole('tooltip');
    await user.click(within(confirm).getByRole('button', { name: 'Отменить запись' }));
    expect(await findNotice('success')).toHaveTextContent('Запись отменена');
    await waitFor(() => expect(within(card).queryByTestId('consultation-booking')).toBeNull());
    expect(within(card).getByRole('button', { name: 'Записаться' })).toBeInTheDocument();
  });

  it('shows the booking a couple already holds', async () => {
    const { card } = await openCard('consultation-booked');
    const booking = await within(card).findByTestId('consultation-booking');
    expect(booking).toHaveTextContent('Тема: Как уложиться в бюджет на 60 гостей');
    expect(within(booking).getByRole('button', { name: 'Отменить запись' })).toBeEnabled();
  });

  it('sends a couple without a subscription to the tariffs', async () => {
    const unpaid = await openCard('no-subscription');
    expect(unpaid.card).toHaveTextContent('Консультация входит в подписку.');
    expect(within(unpaid.card).getByRole('link', { name: 'Выбрать тариф' })).toHaveAttribute(
      'href',
      '/profile/subscriptions',
    );
    expect(within(unpaid.card).queryByRole('button', { name: 'Записаться' })).toBeNull();
  });

  it('lets a helper read but not book', async () => {
    const { card } = await openCard('helper');
    expect(await within(card).findByText(/помощнику запись видна без права изменения/)).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Записаться' })).toBeNull();
  });
});
