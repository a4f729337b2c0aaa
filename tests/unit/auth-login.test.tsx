import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiPath, errorResponse } from '../../mocks/http.ts';
import { mockServer } from '../../mocks/node.ts';
import { MOCK_CODE, MOCK_PASSWORD } from '../../mocks/scenarios.ts';
import { mockDb, newAccount } from '../../mocks/store.ts';
import { http } from 'msw';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';

vi.mock('../../src/lib/config.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../src/lib/config.ts')>()),
  goToStartUrl: vi.fn(),
}));
const { goToStartUrl } = await import('../../src/lib/config.ts');

async function openLogin() {
  const view = renderApp('/login');
  const dialog = await screen.findByRole('dialog', { name: 'Авторизация' });
  return {
    ...view,
    dialog,
    email: within(dialog).getByLabelText('Электронная почта'),
    password: within(dialog).getByLabelText('Пароль'),
    submit: within(dialog).getByRole('button', { name: 'Войти' }),
  };
}

describe('the login modal', () => {
  it('has email and password fields, a login button and links to registration and password restore', async () => {
    const { dialog } = await openLogin();
    expect(within(dialog).getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      '/profile/registration',
    );
    expect(within(dialog).getByRole('link', { name: 'Забыли пароль?' })).toHaveAttribute('href', '/profile/forgot');
  });

  it('checks a field when it is left, then at every change', async () => {
    const { user, email, password } = await openLogin();
    await user.click(email);
    expect(screen.queryByText('Поле не может быть пустым')).not.toBeInTheDocument();
    await user.click(password);
    expect(await screen.findByText('Поле не может быть пустым')).toBeInTheDocument();

    await user.type(email, 'anna@');
    expect(await screen.findByText('Email введен неверно')).toBeInTheDocument();
    await user.type(email, 'example.ru');
    await waitFor(() => expect(screen.queryByText('Email введен неверно')).not.toBeInTheDocument());

    await user.type(password, 'abc');
    await user.tab();
    // Found and checked in one step: antd may draw the field's message anew between the two.
    await waitFor(() =>
      expect(
        screen.getByText('Количество символов меньше минимально допустимого: нужно не менее 4 символов'),
      ).toBeInTheDocument(),
    );
  });

  it('sends nothing while the form is invalid and focuses the first field in error', async () => {
    let calls = 0;
    mockServer.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/user/auth')) calls += 1;
    });
    const { user, email, submit } = await openLogin();
    await user.click(submit);
    // Each field shows its message when its own check ends, not always in the same frame.
    await waitFor(() => expect(screen.getAllByText('Поле не может быть пустым')).toHaveLength(2));
    await waitFor(() => expect(email).toHaveFocus());
    expect(calls).toBe(0);
  });

  it('logs in and lands on the dashboard with the couple in the header', async () => {
    const { user, email, password, submit, currentPath } = await openLogin();
    await user.type(email, 'anna@example.ru');
    await user.type(password, MOCK_PASSWORD);
    await user.click(submit);
    expect(await screen.findByRole('heading', { level: 1, name: 'Главная' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
    expect(screen.getByTestId('session-chip')).toHaveTextContent('Анна & Пётр');
    expect(mockDb.sessionUserId).toBe('u_anna');
  });

  it('a wrong pair stays on the modal with a notice that does not say which was wrong', async () => {
    const { user, email, password, submit, currentPath } = await openLogin();
    await user.type(email, 'anna@example.ru');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    const notice = await findNotice('error');
    expect(notice).toHaveTextContent('Неверный email или пароль');
    expect(currentPath()).toBe('/login');
  });

  it('the right password of an account never confirmed opens the confirmation screen, naming the address', async () => {
    const { user, email, password, submit, currentPath, router } = await openLogin();
    const account = newAccount('olga@example.ru', 'u_olga');
    account.password = 'olga-password';
    account.codeSentAt = Date.now() - 10 * 60_000;
    await user.type(email, 'olga@example.ru');
    await user.type(password, 'olga-password');
    await user.click(submit);

    const confirmation = await screen.findByRole('dialog', { name: 'Подтверждение регистрации' });
    expect(currentPath()).toBe('/user-confirmation');
    expect(new URLSearchParams(router.state.location.search).get('user_id')).toBe('u_olga');
    expect(confirmation).toHaveTextContent('Мы отправили письмо с кодом на olga@example.ru');
    // A new code went out with the answer, so asking again waits its minute.
    expect(account.code).toBe(MOCK_CODE);
    expect(within(confirmation).getByRole('button', { name: /^Отправить код ещё раз можно через/ })).toBeDisabled();
    // No "Нет доступа" notice over the screen that says what to do.
    expect(screen.queryByText('Нет доступа')).not.toBeInTheDocument();

    await user.type(within(confirmation).getByLabelText('Код из письма'), MOCK_CODE);
    await user.click(within(confirmation).getByRole('button', { name: 'Подтвердить' }));
    expect(await screen.findByText('Шаг 1 из 4')).toBeInTheDocument();
  });

  it('shows the messages of a 422 answer under their fields', async () => {
    mockServer.use(
      http.post(apiPath('/user/auth'), () =>
        errorResponse(422, 'Email введен неверно', [{ field: 'email', text: 'Email введен неверно' }]),
      ),
    );
    const { user, dialog, email, password, submit } = await openLogin();
    await user.type(email, 'anna@example.ru');
    await user.type(password, MOCK_PASSWORD);
    await user.click(submit);
    const emailItem = email.closest('.ant-form-item')!;
    expect(await within(emailItem as HTMLElement).findByText('Email введен неверно')).toBeInTheDocument();
    await waitFor(() => expect(email).toHaveFocus());
    // Editing the field re-checks it, and the server's message goes away.
    await user.type(email, 'x');
    await waitFor(() => expect(within(dialog).queryAllByText('Email введен неверно')).toHaveLength(0));
  });

  it('closing it goes to the start URL', async () => {
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: /close|закрыть/i }));
    expect(goToStartUrl).toHaveBeenCalled();
  });
});
