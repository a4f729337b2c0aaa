import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiPath, errorResponse } from '../../mocks/http.ts';
import { mockServer } from '../../mocks/node.ts';
import { renderApp } from './support/render-app.tsx';
import { findNotice } from './support/render-with-providers.tsx';
import './support/resize-observer.ts';

/*
 * Issue 22, item 8: a field's mistake shows once, under the field (not again as a sticky
 * «Неправильный запрос» notice), and a notice leaves with the screen it belongs to.
 */

describe('a field error shows under its field only', () => {
  it('a wrong current password in the settings: under the field, no notice', async () => {
    renderApp('/settings', 'active');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    const security = screen
      .getByRole('heading', { level: 2, name: 'Безопасность' })
      .closest('.ant-card') as HTMLElement;
    await user.type(within(security).getByLabelText('Текущий пароль'), 'not-my-password');
    await user.type(within(security).getByLabelText('Новый пароль'), 'new-secret-2027');
    await user.click(within(security).getByText('Сменить пароль').closest('button')!);
    const field = within(security).getByLabelText('Текущий пароль').closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('Текущий пароль введён неверно')).toBeInTheDocument();
    expect(screen.queryByTestId('notice-error')).not.toBeInTheDocument();
    expect(screen.queryByText('Неправильный запрос')).not.toBeInTheDocument();
  });

  it('a message the form has no field for still comes as a notice', async () => {
    mockServer.use(
      http.post(apiPath('/user/change-password'), () =>
        errorResponse(422, 'Слишком много попыток', [{ text: 'Слишком много попыток' }]),
      ),
    );
    renderApp('/settings', 'active');
    const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
    await screen.findByRole('heading', { level: 1, name: 'Настройки' });
    const security = screen
      .getByRole('heading', { level: 2, name: 'Безопасность' })
      .closest('.ant-card') as HTMLElement;
    await user.type(within(security).getByLabelText('Текущий пароль'), 'secret-password');
    await user.type(within(security).getByLabelText('Новый пароль'), 'new-secret-2027');
    await user.click(within(security).getByText('Сменить пароль').closest('button')!);
    expect(await findNotice('error')).toHaveTextContent('Слишком много попыток');
  });
});

describe('a notice leaves with its screen', () => {
  it('a refused login does not follow the visitor to the registration', async () => {
    const { user } = renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Авторизация' });
    await user.type(within(dialog).getByLabelText('Электронная почта'), 'anna@example.ru');
    await user.type(within(dialog).getByLabelText('Пароль'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Войти' }));
    expect(await findNotice('error')).toHaveTextContent('Неверный email или пароль');

    await user.click(within(dialog).getByRole('link', { name: 'Зарегистрироваться' }));
    await screen.findByRole('dialog', { name: 'Регистрация' });
    await waitFor(() => expect(screen.queryByTestId('notice-error')).not.toBeInTheDocument());
  });

  it('a session that ended still explains the login screen it leads to', async () => {
    mockServer.use(http.get(apiPath('/budget'), () => errorResponse(401, 'Войдите в профиль, чтобы продолжить')));
    const { currentPath } = renderApp('/budget', 'active');
    await waitFor(() => expect(currentPath()).toBe('/login'));
    expect(await findNotice('error')).toHaveTextContent('Вы не авторизованы');
  });
});
