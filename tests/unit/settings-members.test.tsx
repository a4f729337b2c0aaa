import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MOCK_CODE, MOCK_PASSWORD } from '../../mocks/scenarios.ts';
import { mockDb, newAccount, sessionUser } from '../../mocks/store.ts';
import { mockInvitation, mockWedding } from '../../mocks/wedding-store.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/resize-observer.ts';

await import('../../src/features/settings/components/settings-page.tsx');
await import('../../src/features/wedding/components/join-page.tsx');

async function openMembers(prepare?: () => void) {
  const view = renderApp('/settings', 'settings-members', prepare);
  const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
  const card = await screen.findByTestId('members-card');
  await within(card).findByText('mama@example.ru');
  const row = (email: string) =>
    within(card)
      .getAllByTestId('member-row')
      .find((element) => element.dataset.email === email)!;
  return { ...view, user, card, row };
}

describe('the members block of the settings', () => {
  it('lists members with roles, the signed-in one as «вы», and the pending invitation', async () => {
    const { card, row } = await openMembers();
    const rows = within(card).getAllByTestId('member-row');
    expect(rows.map((element) => element.dataset.email)).toEqual([
      'anna@example.ru',
      'petr@example.ru',
      'mama@example.ru',
      'svetlana@example.ru',
    ]);
    expect(row('anna@example.ru')).toHaveTextContent('(вы)');
    expect(row('anna@example.ru')).toHaveTextContent('Владелец');
    expect(row('petr@example.ru')).toHaveTextContent('Партнёр');
    expect(row('mama@example.ru')).toHaveTextContent('Помощник');
    expect(row('svetlana@example.ru')).toHaveTextContent('ждёт ответа');
    // The owner removes others, withdraws invitations, and never leaves.
    expect(within(row('anna@example.ru')).queryByRole('button')).toBeNull();
    expect(within(row('petr@example.ru')).getByRole('button', { name: /Удалить/ })).toBeInTheDocument();
    expect(within(row('svetlana@example.ru')).getByRole('button', { name: /Отозвать/ })).toBeInTheDocument();
  });

  it('withdraws an invitation and removes a member after confirming', async () => {
    const { card, row, user } = await openMembers();
    await user.click(within(row('svetlana@example.ru')).getByRole('button', { name: /Отозвать/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Отозвать приглашение?' });
    expect(dialog).toHaveTextContent('svetlana@example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Отозвать' }));
    await waitFor(() => expect(within(card).queryByText('svetlana@example.ru')).toBeNull());
    expect(await findNotice('success')).toHaveTextContent('Приглашение отозвано');

    await user.click(within(row('mama@example.ru')).getByRole('button', { name: /Удалить/ }));
    const removeDialog = await screen.findByRole('dialog', { name: 'Удалить участника?' });
    await user.click(within(removeDialog).getByRole('button', { name: 'Удалить' }));
    await waitFor(() => expect(within(card).queryByText('mama@example.ru')).toBeNull());
  });

  it('invites by e-mail with a role, and shows the pending invitation', async () => {
    const { card, user } = await openMembers();
    const form = within(card).getByRole('form', { name: 'Пригласить участника' });
    expect(form).toHaveTextContent('Партнёр может менять в плане всё, кроме удаления владельца');
    await user.type(within(form).getByLabelText('Электронная почта'), 'Olga@Example.ru');
    await user.click(within(form).getByRole('combobox'));
    await user.click(await screen.findByTitle('Помощник'));
    expect(form).toHaveTextContent('Помощник видит весь план и записывает полученные подарки, но остальное не меняет');
    await user.click(within(form).getByRole('button', { name: 'Отправить приглашение' }));
    expect(await findNotice('success')).toHaveTextContent('Приглашение отправлено на olga@example.ru');
    const row = await within(card).findByText('olga@example.ru');
    expect(row.closest('li')).toHaveTextContent('Помощник');
    expect(row.closest('li')).toHaveTextContent('ждёт ответа');

    // Inviting a member again is refused under the field.
    await user.type(within(form).getByLabelText('Электронная почта'), 'petr@example.ru');
    await user.click(within(form).getByRole('button', { name: 'Отправить приглашение' }));
    expect(await within(form).findByText('Этот адрес уже участвует в вашей свадьбе')).toBeInTheDocument();
  });

  it('shows a helper the list only, with a way to leave', async () => {
    const { card, row, user } = await openMembers(() => {
      mockDb.accounts[0].user.wedding = { id: 'w_anna', role: 'helper' };
    });
    expect(within(card).queryByRole('form')).toBeNull();
    expect(card).toHaveTextContent('Приглашать и удалять участников могут владелец и партнёр.');
    expect(within(row('petr@example.ru')).queryByRole('button')).toBeNull();
    expect(within(row('svetlana@example.ru')).queryByRole('button')).toBeNull();
    await user.click(within(row('anna@example.ru')).getByRole('button', { name: /Покинуть свадьбу/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Покинуть свадьбу?' });
    await user.click(within(dialog).getByRole('button', { name: 'Покинуть свадьбу' }));
    await waitFor(() => expect(sessionUser()?.wedding?.id).not.toBe('w_anna'));
    expect(await findNotice('success')).toHaveTextContent('Вы покинули свадьбу');
  });
});

describe('the join page', () => {
  /** An invitation to the couple's wedding (w_anna) for an address. */
  const invite = (email: string, role: 'partner' | 'helper' = 'partner') => {
    const invitation = mockInvitation(email, role);
    mockWedding('w_anna').invitations.push(invitation);
    return invitation.token;
  };

  it('leads a signed-out visitor to login with the address filled in, back, and joins', async () => {
    sessionStorage.clear();
    const { user, currentPath } = renderApp('/join?token=invite-olga-example-ru', 'logged-out', () => {
      invite('olga@example.ru', 'helper');
      const olga = newAccount('olga@example.ru');
      olga.activated = true;
      olga.password = MOCK_PASSWORD;
    });
    expect(await screen.findByTestId('join-invitation')).toHaveTextContent('Ваша роль: Помощник.');
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    const email = await screen.findByLabelText('Электронная почта');
    expect(email).toHaveValue('olga@example.ru');
    await user.type(screen.getByLabelText('Пароль'), MOCK_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    // Signed in: back to the invitation, which joins by itself (no wizard), then the shared plan.
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sessionUser()).toMatchObject({
      email: 'olga@example.ru',
      isShowInitWizard: false,
      wedding: { id: 'w_anna', role: 'helper' },
    });
    expect(sessionStorage.length).toBe(0);
  });

  it('registers from the invitation, confirms, comes back and joins without the wizard', async () => {
    sessionStorage.clear();
    const { user, currentPath } = renderApp('/join?token=invite-new-example-ru', 'logged-out', () => {
      invite('new@example.ru');
    });
    await screen.findByTestId('join-invitation');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    expect(await screen.findByLabelText('Электронная почта')).toHaveValue('new@example.ru');
    await user.type(screen.getByLabelText('Пароль'), 'Тёплый-вечер-2027!');
    await user.click(screen.getByRole('button', { name: 'Зарегистрироваться' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Подтверждение регистрации' });
    await user.type(within(confirmation).getByLabelText('Код из письма'), MOCK_CODE);
    await user.click(within(confirmation).getByRole('button', { name: 'Подтвердить' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sessionUser()).toMatchObject({
      email: 'new@example.ru',
      isShowInitWizard: false,
      wedding: { id: 'w_anna', role: 'partner' },
    });
  });

  it('lets the invited address join and lands on the shared plan', async () => {
    let token = '';
    const { user, currentPath } = renderApp(`/join?token=invite-olga-example-ru`, 'active', () => {
      token = invite('olga@example.ru');
      const olga = newAccount('olga@example.ru');
      olga.activated = true;
      olga.password = MOCK_PASSWORD;
      olga.user.isShowInitWizard = false;
      mockDb.sessionUserId = olga.user.id;
    });
    expect(token).toBe('invite-olga-example-ru');
    expect(await screen.findByTestId('join-invitation')).toHaveTextContent(
      'Вас приглашают планировать свадьбу: Анна и Пётр',
    );
    await user.click(screen.getByRole('button', { name: 'Присоединиться' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sessionUser()).toMatchObject({ email: 'olga@example.ru', wedding: { id: 'w_anna', role: 'partner' } });
  });

  it('asks before deleting the joiner’s own paid plan, and joins once confirmed', async () => {
    const { user, currentPath } = renderApp('/join?token=invite-olga-example-ru', 'active', () => {
      invite('olga@example.ru');
      const olga = newAccount('olga@example.ru');
      olga.activated = true;
      olga.user.isShowInitWizard = false;
      olga.user.subscriptions = structuredClone(mockDb.accounts[0].user.subscriptions);
      mockDb.sessionUserId = olga.user.id;
    });
    await screen.findByTestId('join-invitation');
    await user.click(screen.getByRole('button', { name: 'Присоединиться' }));
    expect(await screen.findByTestId('join-confirmation')).toHaveTextContent('план и подписка будут удалены');
    await user.click(screen.getByRole('button', { name: 'Присоединиться и удалить мой план' }));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(sessionUser()?.wedding).toEqual({ id: 'w_anna', role: 'partner' });
  });

  it('tells another address so, with a way to log out; an invalid link says so', async () => {
    const { user } = renderApp('/join?token=invite-olga-example-ru', 'active', () => {
      invite('olga@example.ru');
    });
    expect(
      await screen.findByText(
        'Вы вошли как anna@example.ru, а приглашение — для olga@example.ru. Выйдите и войдите с адресом из приглашения.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Выйти' }));
    expect(await screen.findByRole('button', { name: 'Войти' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Зарегистрироваться' })).toBeInTheDocument();
  });

  it('says an unknown link is invalid', async () => {
    renderApp('/join?token=no-such-token', 'logged-out');
    expect(await screen.findByTestId('join-invalid')).toHaveTextContent('Приглашение недействительно');
  });
});
