import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import { dismissExpiryModal, mockUser } from './support/subscription.ts';
import { serveWidgetData } from './support/dashboard-widget-data.ts';
import { mockServer } from '../../mocks/node.ts';
import type { PlanningSectionKey } from '../../src/lib/routing/planning-section.ts';
import { PLANNING_SECTIONS } from '../../src/lib/routing/planning-sections.ts';
import './support/native-files.ts';
import './support/resize-observer.ts';

/*
 * Issue 38, item 3: a helper (role `helper`: reads everything, every write answers 403) sees each
 * planning section with its plan and no write control enabled, and a line saying why.
 */

const HELPER_LINE = 'Вы помощник: можно смотреть план, менять его могут пара и партнёр';

/** The couple's data of a scenario, seen by a helper of the same wedding. */
function asHelper() {
  mockUser().wedding = { id: 'w_anna', role: 'helper' };
  dismissExpiryModal();
}

/**
 * The controls of the page that are on and could change the plan: buttons, fields, checkboxes,
 * switches, drag handles and editable text. Tabs, links and what `reads` names only read.
 */
function enabledWriteControls(page: HTMLElement, reads: RegExp[]): string[] {
  const controls = [
    ...page.querySelectorAll<HTMLElement>(
      'button, input, textarea, select, [role="switch"], [role="checkbox"], [draggable="true"], [contenteditable="true"], [role="button"]',
    ),
  ];
  return controls
    .filter((control) => !control.closest('[data-testid="read-only-notice"]'))
    .filter((control) => !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true')
    .filter((control) => !control.closest('[aria-disabled="true"], .ant-upload-disabled, .ant-select-disabled'))
    .filter((control) => !(control instanceof HTMLInputElement && control.type === 'hidden'))
    .filter((control) => !control.closest('[role="tablist"]'))
    .map((control) =>
      [
        control.getAttribute('aria-label'),
        control.getAttribute('placeholder'),
        control.textContent?.trim() || control.closest('label')?.textContent?.trim(),
        control.outerHTML.slice(0, 160),
      ]
        .filter(Boolean)
        .join(' | '),
    )
    .filter((name) => !reads.some((read) => read.test(name)));
}

interface Section {
  scenario: Parameters<typeof renderApp>[1];
  heading: string;
  /** Waits until the plan is on screen (its rows, cards or steps). */
  shown: () => Promise<unknown>;
  /** Controls that only read (a search, a filter, a print, opening a card to look at it). */
  reads: RegExp[];
}

/** Each planning section's plan as a helper opens it, and its controls that only read. */
const SECTIONS = {
  budget: {
    scenario: 'budget-page',
    heading: 'Бюджет',
    shown: () => waitFor(() => expect(document.querySelector('.budget-table .budget-item__name')).not.toBeNull()),
    reads: [],
  },
  guestList: {
    scenario: 'seating-plan',
    heading: 'Список гостей',
    shown: () => waitFor(() => expect(document.querySelector('.guest-list__search')).not.toBeNull()),
    // Searching (its field, its button, its clear icon) and opening a guest's card only read.
    reads: [/Поиск|ant-input-clear-icon|ant-btn-compact-item/, /guest-list__name/],
  },
  toDoList: {
    scenario: 'active',
    heading: 'Список дел',
    shown: () => screen.findAllByRole('checkbox'),
    // The completed-tasks filter and a task's advice only read.
    reads: [/^Комментарий: /, /ant-switch/, /Скачать/],
  },
  seatingPlan: {
    scenario: 'seating-plan',
    heading: 'План рассадки',
    shown: () => screen.findByText('Без места: 3 чел. (3 в списке)'),
    // Searching, picking a guest to see where they sit (not dragging them) and printing only read.
    reads: [/ant-input-clear-icon|Найти гостя|Поиск/, /seating-chip[^>]*draggable="false"/, /Печать|Что печатать/],
  },
  invitations: {
    scenario: 'invitations-page',
    heading: 'Приглашения',
    shown: () => waitFor(() => expect(document.querySelector('[data-invitation]')).not.toBeNull()),
    reads: [
      /ant-input-clear-icon|Поиск|Найти/,
      /^Все$|Ответили|Не ответили|Придут|Не придут/,
      /ant-radio|ant-segmented/,
      /^Печать карточек/,
    ],
  },
  notes: {
    scenario: 'notes-page',
    heading: 'Заметки',
    shown: () => screen.findByRole('heading', { level: 2, name: 'Меню банкета' }),
    reads: [/Поиск по заметкам/, /ant-input-clear-icon/],
  },
  stores: {
    scenario: 'stores-page',
    heading: 'Магазины',
    shown: () => screen.findByText('Подвязка невесты'),
    reads: [],
  },
  weddingDay: {
    scenario: 'wedding-day-page',
    heading: 'Свадебный день',
    shown: () => waitFor(() => expect(document.querySelector('[data-testid="day-step"]')).not.toBeNull()),
    reads: [/Печать/],
  },
  looks: {
    scenario: 'looks-page',
    heading: 'Образы',
    shown: () => screen.findByText('Платье с открытой спиной'),
    // Filtering the board by kind and favourites only reads.
    reads: [/Только избранное/, /Вид|ant-select/],
  },
  decor: {
    scenario: 'decor-page',
    heading: 'Декор',
    shown: () => waitFor(() => expect(document.querySelector('.board-card, article')).not.toBeNull()),
    reads: [/Только избранное/, /Вид|ant-select/],
  },
  contractors: {
    scenario: 'contractors-page',
    heading: 'Подрядчики',
    shown: () => screen.findByRole('heading', { level: 2, name: /Переговоры/ }),
    // Switching the board and the list and opening a contractor's card only read.
    reads: [/ant-segmented/, /contractor-card__name|Лебедева|Котов|Усадьба|Громов|Пион|Видеограф/],
  },
} satisfies Record<PlanningSectionKey, Section>;

describe('a helper sees every planning section read-only, with a line saying why', () => {
  // Every planning section, as declared (src/features/*/section.tsx).
  for (const { key, path } of PLANNING_SECTIONS) {
    const section: Section = SECTIONS[key];
    it(`${path}: the plan, no write control on, and why`, async () => {
      renderApp(path, section.scenario, asHelper);
      expect(await screen.findByRole('heading', { level: 1, name: section.heading })).toBeInTheDocument();
      await section.shown();
      const notice = await screen.findByTestId('read-only-notice');
      expect(notice).toHaveTextContent(HELPER_LINE);
      const page = notice.closest('section.page') as HTMLElement;
      expect(enabledWriteControls(page, section.reads)).toEqual([]);
      // The write controls are still there, shown off: the helper sees what the couple can do.
      expect(page.querySelectorAll('button[disabled]').length).toBeGreaterThan(0);
    });
  }

  it('/: the main page, its widgets without adding or ticking, and why', async () => {
    serveWidgetData(mockServer, { filled: true });
    renderApp('/', 'active', asHelper);
    const todos = await screen.findByTestId('todo-widget');
    await waitFor(() => expect(todos).toHaveAttribute('data-status', 'loaded'));
    const notice = await screen.findByTestId('read-only-notice');
    expect(notice).toHaveTextContent(HELPER_LINE);
    for (const id of ['todo-widget', 'budget-widget', 'guest-widget']) {
      const widget = screen.getByTestId(id);
      expect(enabledWriteControls(widget, [])).toEqual([]);
    }
  });
});
