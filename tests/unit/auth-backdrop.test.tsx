import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import artSource from '../../src/components/auth-backdrop/wedding-illustration.svg?raw';
import { renderApp } from './support/render-app.tsx';

const AUTH_SCREENS = [
  { path: '/login', dialog: 'Авторизация' },
  { path: '/registration', dialog: 'Регистрация' },
  { path: '/forgot', dialog: 'Восстановление пароля' },
  { path: '/new-password?email=anna%40example.ru', dialog: 'Новый пароль' },
  { path: '/user-confirmation?user_id=u_1', dialog: 'Подтверждение регистрации' },
];

describe('the backdrop behind the auth dialogs', () => {
  it.each(AUTH_SCREENS)('shows the product name and what it does behind «$dialog»', async ({ path, dialog }) => {
    renderApp(path);
    await screen.findByRole('dialog', { name: dialog });
    expect(screen.getByRole('heading', { level: 1, name: 'Свадебный планировщик' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Бюджет, гости и список дел вашей свадьбы — в одном месте, чтобы вы вдвоём готовились спокойно.',
      ),
    ).toBeInTheDocument();
    expect(document.querySelector('.auth-backdrop__art')).toBeInTheDocument();
  });

  it('is not shown on the signed-in screens', async () => {
    renderApp('/', 'active');
    await screen.findByRole('heading', { name: 'Главная', level: 1 });
    expect(screen.queryByText(/в одном месте, чтобы вы вдвоём/)).not.toBeInTheDocument();
  });

  it('shows its drawing as a small decorative image, silent for screen readers', async () => {
    renderApp('/login');
    await screen.findByRole('dialog', { name: 'Авторизация' });
    const art = document.querySelector('img.auth-backdrop__art')!;
    expect(art).toHaveAttribute('alt', '');
    // Inline, so the login screen's largest paint needs no request of its own.
    expect(art.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    const svg = artSource;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|<image|href=/);
    expect(svg.length).toBeLessThan(3000);
  });

  it('opens the privacy policy from registration in a new tab, so the form keeps what was typed', async () => {
    renderApp('/registration');
    const dialog = await screen.findByRole('dialog', { name: 'Регистрация' });
    const link = within(dialog).getByRole('link', { name: 'политика конфиденциальности' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveAttribute('href', '/profile/privacy/');
  });
});
