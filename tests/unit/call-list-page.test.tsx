import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import { mockUser } from './support/subscription.ts';
import './support/resize-observer.ts';

// The page's chunk is loaded once up front rather than inside the first test.
await import('../../src/features/call-list/components/call-list-page.tsx');

/*
 * Issue 40, point 6: the «Обзвон» tab of the invitations. The `call-list-page` scenario has the
 * invitations page's households with Olga (a phone, no e-mail) not answered yet, the grandmother
 * and the aunt (no contact, invited to the registration and the banquet), Masha and Artyom (not
 * answered, but an e-mail reaches them) and the parents (answered).
 */

async function openPage() {
  const view = renderApp('/invitations/calls', 'call-list-page');
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  await waitFor(() => expect(cards()).toHaveLength(2));
  return { ...view, user };
}

const cards = () => [...document.querySelectorAll<HTMLElement>('[data-household]')];

describe('the call list (issue 40, point 6)', () => {
  it('is a tab of the invitations that lists only the households no message reaches, a phone first', async () => {
    await openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Обзвон' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Обзвон/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/позвоните им и запишите ответ/)).toBeInTheDocument();
    expect(screen.getByTestId('call-count')).toHaveTextContent('Позвонить: 2 семьям');
    const [olga, family] = cards();
    expect(olga).toHaveTextContent('Ольга Волкова');
    expect(within(olga!).getByRole('link', { name: /8 903 555-12-40/ })).toHaveAttribute('href', 'tel:89035551240');
    expect(
      within(olga!)
        .getAllByRole('group')
        .map((part) => part.getAttribute('aria-label')),
    ).toEqual(['Регистрация', 'Прогулка', 'Банкет']);
    expect(family).toHaveTextContent('Бабушка Нина, Тётя Света');
    expect(family).toHaveTextContent('нет телефона — добавьте его в списке гостей');
    expect(
      within(family!)
        .getAllByRole('group')
        .map((part) => part.getAttribute('aria-label')),
    ).toEqual(['Регистрация', 'Банкет']);
    const page = document.body.textContent ?? '';
    for (const reached of ['Маша Лебедева', 'Артём Новиков', 'Ирина Сергеевна Волкова']) {
      expect(page).not.toContain(reached);
    }
  });

  it('records the answer once every part is marked: the household leaves, the guest list follows', async () => {
    const { user } = await openPage();
    const family = cards()[1]!;
    const guest = (name: string) => mockDb.guests[mockUser().id]!.find((one) => one.name === name);
    expect(guest('Бабушка Нина')).toMatchObject({ checked: false });
    const record = within(family).getByRole('button', { name: 'Записать ответ' });
    expect(record).toBeDisabled();
    const choose = (part: string, answer: string) =>
      user.click(within(within(family).getByRole('group', { name: part })).getByRole('radio', { name: answer }));
    await choose('Регистрация', 'Не придут');
    expect(record).toBeDisabled();
    await choose('Банкет', 'Придут');
    expect(record).toBeEnabled();
    await user.click(record);
    expect((await findNotice('success')).textContent).toContain('Ответ записан');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(cards()[0]).toHaveTextContent('Ольга Волкова');
    expect(screen.getByTestId('call-count')).toHaveTextContent('Позвонить: 1 семье');
    const invitation = mockDb.invitations![mockUser().id]!.invitations.find((one) => one.id === 'inv_mock_4')!;
    expect(invitation.answeredAt).not.toBeNull();
    expect(invitation.answers).toEqual(
      expect.arrayContaining([
        { guestId: 'g_mock_4', eventId: 'ev_mock_1', coming: false },
        { guestId: 'g_mock_4', eventId: 'ev_mock_3', coming: true },
        { guestId: 'g_mock_5', eventId: 'ev_mock_1', coming: false },
        { guestId: 'g_mock_5', eventId: 'ev_mock_3', coming: true },
      ]),
    );
    // Coming to a part confirms the guest on the list.
    expect(guest('Бабушка Нина')).toMatchObject({ checked: true });
    expect(guest('Тётя Света')).toMatchObject({ checked: true });
  });

  it('says there is nobody to call once every household is answered or reached', async () => {
    const { user } = await openPage();
    for (let left = 2; left > 0; left--) {
      const card = cards()[0]!;
      for (const part of within(card).getAllByRole('group')) {
        await user.click(within(part).getByRole('radio', { name: 'Не придут' }));
      }
      await user.click(within(card).getByRole('button', { name: 'Записать ответ' }));
      await waitFor(() => expect(cards()).toHaveLength(left - 1));
    }
    expect(await screen.findByText('Звонить некому: все ответили или получат сообщение')).toBeInTheDocument();
  });
});
