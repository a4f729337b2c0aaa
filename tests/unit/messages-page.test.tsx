import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import { mockUser } from './support/subscription.ts';
import './support/resize-observer.ts';

// The page's chunk is loaded once up front rather than inside the first test.
await import('../../src/features/messages/components/messages-page.tsx');

/*
 * Issue 40, item 2: the «Сообщения» tab of the invitations. The `messages-page` scenario has the
 * invitations page's three households (the parents by the mother's e-mail, Olga with a phone only,
 * Masha, who has not answered, by e-mail), the invitation sent to all three days ago, a reminder to
 * Masha yesterday and the bus time for the banquet scheduled for the day after tomorrow.
 */

async function openPage() {
  const view = renderApp('/invitations/messages', 'messages-page');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await waitFor(() => expect(document.querySelectorAll('[data-message]')).toHaveLength(3));
  return { ...view, user };
}

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-message]')];
const reach = () => screen.getByTestId('message-reach');
const stored = () => mockDb.messages![mockUser().id]!;

describe('the messages page (issue 40)', () => {
  it('is a tab of the invitations: their menu entry stays selected, the other tab leads back', async () => {
    const { user, currentPath } = await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Сообщения' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Сообщения/ })).toHaveAttribute('aria-selected', 'true');
    const menu = screen.getByRole('navigation');
    expect(within(menu).getByRole('link', { name: /Приглашения/ })).toHaveClass('app-nav__item--active');
    expect(within(menu).queryByRole('link', { name: /Сообщения/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: /Приглашения/ }));
    await waitFor(() => expect(currentPath()).toBe('/invitations'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Приглашения' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Приглашения/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('lists the messages newest first, each with its status, time and how its deliveries went', async () => {
    await openPage();
    const [bus, reminder, invitation] = cards();
    expect(bus).toHaveTextContent('Запланировано');
    expect(bus).toHaveTextContent(/Уйдёт \d+ \S+ \d{4}, 10:00/);
    expect(bus).toHaveTextContent('Автобус от ЗАГСа');
    expect(bus).toHaveTextContent('3 семьи');
    expect(bus).toHaveTextContent('в очереди: 2');
    expect(reminder).toHaveTextContent('Отправлено');
    expect(reminder).toHaveTextContent('1 семья');
    expect(invitation).toHaveTextContent('3 семьи');
    expect(invitation).toHaveTextContent('отправлено: 1');
    expect(invitation).toHaveTextContent('ошибка: 1');
    expect(invitation).toHaveTextContent('нет контакта: 1');
  });

  it('shows a message’s delivery per household: names, channel and status', async () => {
    const { user } = await openPage();
    const invitation = cards()[2]!;
    await user.click(within(invitation).getByRole('button', { name: /Доставка по семьям/ }));
    const rows = await within(invitation).findAllByRole('row');
    const cells = rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Ирина Сергеевна Волкова, Сергей Петрович Волков', 'E-mail', 'отправлено'],
      ['Ольга Волкова', '—', 'нет контакта'],
      ['Маша Лебедева', 'E-mail', 'ошибка'],
    ]);
  });

  it('says whom the audience reaches and by which channel as it is picked', async () => {
    const { user } = await openPage();
    await waitFor(() =>
      expect(reach()).toHaveTextContent('Дойдёт до 3 семей: по почте 2, в Telegram 0, без контакта 1'),
    );
    await user.click(screen.getByRole('radio', { name: 'Не ответили' }));
    await waitFor(() =>
      expect(reach()).toHaveTextContent('Дойдёт до 1 семьи: по почте 1, в Telegram 0, без контакта 0'),
    );
    await user.click(screen.getByRole('radio', { name: 'Не придут' }));
    await waitFor(() => expect(reach()).toHaveTextContent('Под этот выбор не попала ни одна приглашённая семья'));
  });

  it('sends a text now to the households that have not answered; it comes on top with its deliveries', async () => {
    const { user } = await openPage();
    const send = screen.getByRole('button', { name: 'Отправить' });
    await user.click(send);
    expect(await screen.findByText('Поле не может быть пустым')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Текст'), 'Ждём ваш ответ до 20 мая!');
    await user.click(screen.getByRole('radio', { name: 'Не ответили' }));
    await user.click(send);
    expect((await findNotice('success')).textContent).toContain('Сообщение отправляется гостям');
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards()[0]).toHaveTextContent('Ждём ваш ответ до 20 мая!');
    expect(stored().at(-1)).toMatchObject({
      text: 'Ждём ваш ответ до 20 мая!',
      audience: { answer: 'none' },
      deliveries: [{ names: 'Маша Лебедева', channel: 'email' }],
    });
    expect(screen.getByLabelText('Текст')).toHaveValue('');
  });

  it('schedules a message only for a time still to come', async () => {
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Текст'), 'Автобус');
    await user.click(screen.getByRole('radio', { name: 'В назначенное время' }));
    const schedule = await screen.findByRole('button', { name: 'Запланировать' });
    await user.click(schedule);
    expect(await screen.findByText('Дата не заполнена или заполнена неверно')).toBeInTheDocument();
    const when = screen.getByLabelText('Дата и время отправки');
    await user.click(when);
    await user.type(when, '01.01.2020 10:00');
    await user.keyboard('{Enter}');
    await user.click(schedule);
    expect(await screen.findByText(/Это время уже прошло/)).toBeInTheDocument();
    await user.click(when);
    await user.clear(when);
    await user.type(when, '12.06.2030 10:00');
    await user.keyboard('{Enter}');
    await user.click(schedule);
    expect((await findNotice('success')).textContent).toContain('Сообщение запланировано');
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(cards()[0]).toHaveTextContent('Уйдёт 12 июня 2030, 10:00');
    expect(stored().at(-1)).toMatchObject({ status: 'scheduled', text: 'Автобус' });
  });

  it('cancels a scheduled message after asking', async () => {
    const { user } = await openPage();
    await user.click(within(cards()[0]!).getByRole('button', { name: 'Отменить отправку' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Отменить сообщение?');
    await user.click(within(dialog).getByRole('button', { name: 'Отменить отправку' }));
    expect((await findNotice('success')).textContent).toContain('Отправка отменена');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(cards().some((card) => card.textContent?.includes('Автобус'))).toBe(false);
  });
});
