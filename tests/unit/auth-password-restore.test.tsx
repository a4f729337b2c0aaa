import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../mocks/http.ts';
import { mockServer } from '../../mocks/node.ts';
import { MOCK_RESTORE_TOKEN } from '../../mocks/scenarios.ts';
import { findAccount, mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';

function recordBodies(pathname: string) {
  const bodies: unknown[] = [];
  mockServer.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname === `/api/v1${pathname}`) bodies.push(await request.clone().json());
  });
  return bodies;
}

/** A restore already asked for: the mock has "mailed" its token to Anna. */
function restoreAsked() {
  findAccount('anna@example.ru')!.restoreToken = MOCK_RESTORE_TOKEN;
}

const NEW_PASSWORD_PATH = '/new-password?email=anna%40example.ru';

describe('the forgot-password modal', () => {
  it('requires a valid email, checked on touch, and sends nothing until then', async () => {
    const bodies = recordBodies('/user/restore-password');
    const { user } = renderApp('/forgot');
    const dialog = await screen.findByRole('dialog', { name: 'Восстановление пароля' });
    await user.click(within(dialog).getByRole('button', { name: 'Восстановить пароль' }));
    expect(await within(dialog).findByText('Поле не может быть пустым')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByLabelText('Электронная почта')).toHaveFocus());
    await user.type(within(dialog).getByLabelText('Электронная почта'), 'anna@');
    expect(await within(dialog).findByText('Email введен неверно')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    expect(within(dialog).getByRole('link', { name: 'Войти' })).toHaveAttribute('href', '/profile/login');
  });

  it('sends the email and opens the new-password screen for that address', async () => {
    const bodies = recordBodies('/user/restore-password');
    const { user, router, currentPath } = renderApp('/forgot');
    const dialog = await screen.findByRole('dialog', { name: 'Восстановление пароля' });
    await user.type(within(dialog).getByLabelText('Электронная почта'), 'anna@example.ru');
    await user.click(within(dialog).getByRole('button', { name: 'Восстановить пароль' }));
    expect(await screen.findByRole('dialog', { name: 'Новый пароль' })).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'anna@example.ru' }]);
    expect(currentPath()).toBe('/new-password');
    expect(router.state.location.search).toBe('?email=anna%40example.ru');
    // The words match what the mail holds: a link (and the code in it), not "a code" alone.
    expect(await findNotice('success')).toHaveTextContent('письмо со ссылкой для восстановления пароля');
    expect(screen.getByRole('dialog', { name: 'Новый пароль' })).toHaveTextContent(
      'Откройте ссылку из письма или скопируйте из него код восстановления',
    );
  });
});

describe('the new-password modal', () => {
  it('without email sends the visitor to login', async () => {
    const { currentPath } = renderApp('/new-password?token=abcd');
    expect(await screen.findByRole('dialog', { name: 'Авторизация' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('asks for the token and a new password, both checked on touch', async () => {
    const bodies = recordBodies('/user/check-password');
    const { user } = renderApp(NEW_PASSWORD_PATH);
    const dialog = await screen.findByRole('dialog', { name: 'Новый пароль' });
    expect(dialog).toHaveTextContent('anna@example.ru');
    const token = within(dialog).getByLabelText('Код восстановления');
    expect(token).toBeEnabled();
    await user.type(token, 'abc');
    await user.tab();
    expect(
      await within(dialog).findByText('Количество символов меньше минимально допустимого: нужно не менее 4 символов'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить пароль' }));
    expect(await within(dialog).findByText('Поле не может быть пустым')).toBeInTheDocument();
    await waitFor(() => expect(token).toHaveFocus());
    expect(bodies).toEqual([]);
  });

  it('a token in the link fills the field and locks it; saving signs in', async () => {
    const bodies = recordBodies('/user/check-password');
    const { user, currentPath } = renderApp(
      `${NEW_PASSWORD_PATH}&token=${MOCK_RESTORE_TOKEN}`,
      'logged-out',
      restoreAsked,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Новый пароль' });
    const token = within(dialog).getByLabelText('Код восстановления');
    expect(token).toHaveValue(MOCK_RESTORE_TOKEN);
    expect(token).toBeDisabled();
    // Locked, but it reads as filled: the hint and a check mark say the code came with the link.
    expect(dialog).toHaveTextContent('Код восстановления из письма уже подставлен');
    expect(within(dialog).getByRole('img', { name: 'Код из ссылки в письме' })).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Новый пароль'), 'brand-new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить пароль' }));

    // The notice shows on saving and leaves after its 5 s while the dashboard loads, which on a busy
    // machine takes longer: both are waited for from the click, as the user sees them.
    const [heading, notice] = await Promise.all([
      screen.findByRole('heading', { level: 1, name: 'Главная' }),
      findNotice('success'),
    ]);
    expect(heading).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(bodies).toEqual([
      {
        email: 'anna@example.ru',
        token: MOCK_RESTORE_TOKEN,
        password: 'brand-new-secret',
        passwordConfirm: 'brand-new-secret',
      },
    ]);
    expect(mockDb.sessionUserId).toBe('u_anna');
    expect(notice).toHaveTextContent('Новый пароль сохранён');
  });

  it('a wrong token shows the server’s message under the token field', async () => {
    const { user, currentPath } = renderApp(NEW_PASSWORD_PATH, 'logged-out', restoreAsked);
    const dialog = await screen.findByRole('dialog', { name: 'Новый пароль' });
    await user.type(within(dialog).getByLabelText('Код восстановления'), 'wrong-token');
    await user.type(within(dialog).getByLabelText('Новый пароль'), 'brand-new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить пароль' }));
    const field = within(dialog).getByLabelText('Код восстановления').closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText(/Код восстановления неверен или устарел/)).toBeInTheDocument();
    expect(currentPath()).toBe('/new-password');
  });

  it('goes to login when the answer holds no session', async () => {
    mockServer.use(http.post(apiPath('/user/check-password'), () => HttpResponse.json({})));
    const { user, currentPath } = renderApp(NEW_PASSWORD_PATH);
    const dialog = await screen.findByRole('dialog', { name: 'Новый пароль' });
    await user.type(within(dialog).getByLabelText('Код восстановления'), MOCK_RESTORE_TOKEN);
    await user.type(within(dialog).getByLabelText('Новый пароль'), 'brand-new-secret');
    await user.click(within(dialog).getByRole('button', { name: 'Сохранить пароль' }));
    expect(await screen.findByRole('dialog', { name: 'Авторизация' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
  });

  it('Back leads to the forgot-password screen with the address filled in', async () => {
    const { user, currentPath } = renderApp(NEW_PASSWORD_PATH);
    const dialog = await screen.findByRole('dialog', { name: 'Новый пароль' });
    await user.click(within(dialog).getByRole('button', { name: /Назад/ }));
    const forgot = await screen.findByRole('dialog', { name: 'Восстановление пароля' });
    expect(currentPath()).toBe('/forgot');
    expect(within(forgot).getByLabelText('Электронная почта')).toHaveValue('anna@example.ru');
  });
});
