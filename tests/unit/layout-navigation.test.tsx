import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppNavigation } from '../../src/components/layout/app-navigation.tsx';
import { coupleUser } from '../../mocks/scenarios.ts';
import { mockDb } from '../../mocks/store.ts';
import { renderApp } from './support/render-app.tsx';
import { renderWithProviders } from './support/render-with-providers.tsx';
import { MENU_TITLES } from './support/section-texts.ts';

// The planning sections of the menu as they declare themselves (src/features/*/section.tsx), in its order.
const ENTRY_LABELS = ['Главная', ...MENU_TITLES, 'Свадебный блог', 'Подписка', 'Настройки'];

async function openLayout(path: string, scenario: Parameters<typeof renderApp>[1], prepare?: () => void) {
  const view = renderApp(path, scenario, prepare);
  const navigation = await screen.findByRole('navigation', { name: 'Разделы' });
  return { ...view, navigation, layout: screen.getByTestId('app-layout') };
}

/** The navigation's entries in order, each as 'label:link' or 'label:locked' (not a link). */
function entries(navigation: HTMLElement): string[] {
  return [...navigation.querySelectorAll('li')].map((item) => {
    // The separator is a drawn line, left out for screen readers: a list holds only its entries.
    if (item.getAttribute('aria-hidden') === 'true' && item.textContent === '') return '—';
    const link = within(item).queryByRole('link');
    return `${item.textContent}:${link ? 'link' : 'locked'}`;
  });
}

describe('navigation with a subscription', () => {
  it('lists every entry in the spec order as a link, a separator before settings', async () => {
    const { navigation } = await openLayout('/budget', 'active');
    expect(entries(navigation)).toEqual([
      'Главная:link',
      ...MENU_TITLES.map((title) => `${title}:link`),
      'Свадебный блог:link',
      'Подписка:link',
      '—',
      'Настройки:link',
    ]);
  });

  it('highlights the current page only', async () => {
    const { navigation, user } = await openLayout('/budget', 'active');
    expect(within(navigation).getByRole('link', { name: 'Бюджет' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Главная' })).not.toHaveAttribute('aria-current');

    await user.click(within(navigation).getByRole('link', { name: 'Список гостей' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Список гостей' })).toBeInTheDocument();
    expect(within(navigation).getByRole('link', { name: 'Список гостей' })).toHaveAttribute('aria-current', 'page');
    expect(within(navigation).getByRole('link', { name: 'Бюджет' })).not.toHaveAttribute('aria-current');
  });

  it('shows an icon with every entry but subscriptions, and opens the blog in a new tab', async () => {
    const { navigation } = await openLayout('/', 'active');
    for (const label of ENTRY_LABELS) {
      const link = within(navigation).getByRole('link', { name: label });
      expect(link.querySelector('svg') !== null, label).toBe(label !== 'Подписка');
    }
    const blog = within(navigation).getByRole('link', { name: 'Свадебный блог' });
    expect(blog).toHaveAttribute('href', '/blog/');
    expect(blog).toHaveAttribute('target', '_blank');
    expect(blog).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps every entry a link when the subscription has ended (reads stay open)', async () => {
    const { navigation } = await openLayout('/budget', 'ended-subscription');
    expect(entries(navigation).filter((entry) => entry.endsWith(':locked'))).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Бюджет' })).toBeInTheDocument();
  });
});

describe('navigation without a subscription', () => {
  /** Entries as 'label:link' or 'label:locked link' (a link to the sample, marked with a lock). */
  function lockedEntries(navigation: HTMLElement): string[] {
    return [...navigation.querySelectorAll('li')]
      .filter((item) => item.textContent !== '')
      .map((item) => {
        const link = within(item).queryByRole('link');
        const lock = link && within(link).queryByRole('img', { name: 'Доступно с подпиской' });
        return `${within(item).getByText(/\S/, { selector: '.app-nav__label' }).textContent}:${lock ? 'locked link' : 'link'}`;
      });
  }

  it('marks the planning entries locked, each a link saying what the subscription unlocks', async () => {
    const { navigation } = await openLayout('/', 'no-subscription');
    expect(lockedEntries(navigation)).toEqual([
      'Главная:link',
      ...MENU_TITLES.map((title) => `${title}:locked link`),
      'Свадебный блог:link',
      'Подписка:link',
      'Настройки:link',
    ]);
    const guests = within(navigation).getByRole('link', { name: /Список гостей/ });
    expect(guests).toHaveAttribute('title', expect.stringContaining('откроется с подпиской'));
    expect(guests).toHaveAttribute('href', '/profile/guest-list');
    expect(guests).toHaveTextContent('пример до оплаты');
  });

  it('a locked entry opens its page on the sample wedding, whose banner leads to the tariffs', async () => {
    const { user, navigation, currentPath } = await openLayout('/', 'no-subscription');
    // A couple without a subscription meets the expiry modal first; they put it away.
    const expiry = await screen.findByRole('dialog', { name: 'Оформите подписку' });
    await user.click(within(expiry).getByRole('button', { name: 'Напомнить завтра' }));
    await user.click(within(navigation).getByText('Список гостей'));
    const banner = await screen.findByTestId('sample-banner');
    expect(currentPath()).toBe('/guest-list');
    expect(banner).toHaveTextContent('Это пример: так будет выглядеть ваш список гостей');
    await user.click(within(banner).getByRole('button', { name: 'Выбрать тариф' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Подписка' })).toBeInTheDocument();
    expect(currentPath()).toBe('/subscriptions');
  });
});

describe('the header', () => {
  it("shows the couple's names and userpic linking to settings, and the Settings and Log out shortcuts", async () => {
    const { user, currentPath } = await openLayout('/budget', 'active', () => {
      mockDb.accounts[0].user.userpic = '/api/v1/uploads/anna.webp';
    });
    const header = screen.getByRole('banner');
    const chip = within(header).getByTestId('session-chip');
    expect(chip).toHaveTextContent('Анна & Пётр');
    expect(chip.querySelector('img')).toHaveAttribute('src', '/api/v1/uploads/anna.webp');
    expect(within(header).getByRole('link', { name: 'Настройки' })).toHaveAttribute('href', '/profile/settings');
    expect(within(header).getByRole('link', { name: 'Выйти' })).toHaveAttribute('href', '/profile/logout');

    await user.click(chip);
    expect(await screen.findByRole('heading', { level: 1, name: 'Настройки' })).toBeInTheDocument();
    expect(currentPath()).toBe('/settings');
  });

  it('the logo links to the dashboard', async () => {
    const { user, currentPath } = await openLayout('/settings', 'active');
    await user.click(screen.getByRole('link', { name: 'Свадебный планировщик — на главную' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Главная' })).toBeInTheDocument();
    expect(currentPath()).toBe('/');
  });

  it('Log out ends the session and lands on the login modal', async () => {
    const { user, currentPath } = await openLayout('/budget', 'active');
    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Выйти' }));
    expect(await screen.findByRole('dialog', { name: 'Авторизация' })).toBeInTheDocument();
    expect(currentPath()).toBe('/login');
    expect(mockDb.sessionUserId).toBeNull();
    expect(screen.queryByTestId('session-chip')).toBeNull();
  });

  it('the header toggle hides and shows the navigation', async () => {
    const { layout, user } = await openLayout('/', 'active');
    const toggle = screen.getByRole('button', { name: 'Скрыть меню' });
    expect(layout).toHaveAttribute('data-nav-hidden', 'false');
    await user.click(toggle);
    expect(layout).toHaveAttribute('data-nav-hidden', 'true');
    expect(toggle).toHaveAccessibleName('Показать меню');
    await user.click(toggle);
    expect(layout).toHaveAttribute('data-nav-hidden', 'false');
  });
});

describe('the navigation panel on narrow screens', () => {
  it('the fixed toggle opens it and locks page scrolling; closing unlocks', async () => {
    const { layout, user } = await openLayout('/', 'active');
    expect(layout).toHaveAttribute('data-nav-open', 'false');
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    expect(layout).toHaveAttribute('data-nav-open', 'true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.click(screen.getByRole('button', { name: 'Закрыть меню' }));
    expect(layout).toHaveAttribute('data-nav-open', 'false');
    expect(document.body.style.overflow).toBe('');
  });

  // It opens the to-do page, a real page now whose chunk loads on first use.
  it('closes on every route change', async () => {
    const { layout, navigation, user } = await openLayout('/', 'active');
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await user.click(within(navigation).getByRole('link', { name: 'Список дел' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Список дел' })).toBeInTheDocument();
    await waitFor(() => expect(layout).toHaveAttribute('data-nav-open', 'false'));
    expect(document.body.style.overflow).toBe('');

    // Even following the link of the page already shown.
    await user.click(screen.getByRole('button', { name: 'Открыть меню' }));
    await user.click(within(navigation).getByRole('link', { name: 'Список дел' }));
    await waitFor(() => expect(layout).toHaveAttribute('data-nav-open', 'false'));
  });
});

describe('navigation entries about to be opened', () => {
  it('name their screen when a pointer is over them, a finger touches them or the keyboard reaches them', async () => {
    const heard: string[] = [];
    const { user } = renderWithProviders(
      <AppNavigation session={coupleUser('active')} id="nav" onIntent={(path) => heard.push(path)} />,
    );
    await user.hover(screen.getByRole('link', { name: 'Список гостей' }));
    fireEvent.touchStart(screen.getByRole('link', { name: 'Список дел' }));
    screen.getByRole('link', { name: 'Бюджет' }).focus();
    expect(heard).toEqual(['/guest-list', '/todo-list', '/budget']);
  });
});
