import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import type { PlanningSectionKey } from '../../src/lib/routing/planning-section.ts';
import { PLANNING_SECTIONS } from '../../src/lib/routing/planning-sections.ts';
import { renderApp } from './support/render-app.tsx';
import { dismissExpiryModal } from './support/subscription.ts';
import './support/resize-observer.ts';

/*
 * Issue 22, item 6: a couple without a subscription opens each planning page on a read-only sample
 * wedding, clearly marked, with no planning request made and every write control off.
 */

/** The planning API's paths as patterns (`/budget/:id` matches `/budget/b1`). */
const PLANNING_PATHS = planningRouteTables.flatMap((table) =>
  Object.values(table).map((route) => new RegExp(`/api/v1${route.path.replace(/:\w+/g, '[^/]+')}$`)),
);

function recordPlanningRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (PLANNING_PATHS.some((pattern) => pattern.test(path))) seen.push(`${request.method} ${path}`);
  };
  mockServer.events.on('request:start', listener);
  return seen;
}

afterEach(() => mockServer.events.removeAllListeners());

/** The controls under the sample that are on: each must only read (tabs are not buttons). */
function enabledControls(content: HTMLElement): string[] {
  const controls = [...content.querySelectorAll<HTMLElement>('button, input, textarea, [role="switch"], a[href]')];
  return (
    controls
      .filter((control) => !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true')
      .filter((control) => !control.closest('[role="tablist"]'))
      // The guest search (its field, its button, its clear icon) only reads.
      .filter((control) => !control.closest('.guest-list__search'))
      .map(
        (control) =>
          control.getAttribute('aria-label') || control.textContent?.trim() || control.outerHTML.slice(0, 160),
      )
  );
}

/** What each planning section's sample shows, and its controls that only read. */
const PAGES = {
  budget: {
    heading: 'Бюджет',
    banner: 'Это пример: так будет выглядеть ваш бюджет',
    shows: 'Банкет в ресторане «Усадьба»',
    reads: [] as RegExp[],
  },
  guestList: {
    heading: 'Список гостей',
    banner: 'Это пример: так будет выглядеть ваш список гостей',
    shows: 'Елена Викторовна Орлова',
    // Opening a guest's card and searching only read.
    reads: [/Орлова|Орлов|Бабушка|Тётя|Полина|Света|Ксения|Белова|Белов|Дядя|Егор|Денис|Роман|Семья|Лиза/],
  },
  toDoList: {
    heading: 'Список дел',
    banner: 'Это пример: так будет выглядеть ваш список дел',
    shows: 'Выбрать видеографа',
    // The completed-tasks filter and a task's advice only read.
    reads: [/^Комментарий: /, /ant-switch-checked/],
  },
  seatingPlan: {
    heading: 'План рассадки',
    banner: 'Это пример: так будет выглядеть ваш план рассадки',
    shows: 'Стол молодожёнов',
    // Searching, picking a guest (to see where they sit) and printing only read; moving them is refused in the sample.
    reads: [
      /ant-input-clear-icon/,
      /^Печать$|^Что печатать$/,
      /Медведевых|Руденко|Белов|Дядя|Фролов|Бабушка|Тётя|Григорьева|Ким|Юдина|Орлов|Зайцева|Лебедев/,
    ],
  },
  invitations: {
    heading: 'Приглашения',
    banner: 'Это пример: так будут выглядеть ваши приглашения',
    shows: 'Елена Викторовна Орлова',
    reads: [/ant-input-clear-icon/, /^Все$|Ответили|Не ответили|Придут|Не придут/, /^Печать карточек/],
  },
  notes: {
    heading: 'Заметки',
    banner: 'Это пример: так будут выглядеть ваши заметки',
    shows: 'Меню банкета',
    // Searching the notes only reads.
    reads: [/Поиск по заметкам/, /ant-input-clear-icon/],
  },
  stores: {
    heading: 'Магазины',
    banner: 'Это пример: так будет выглядеть ваш список покупок',
    shows: 'Подушечка для колец',
    reads: [],
  },
  weddingDay: {
    heading: 'Свадебный день',
    banner: 'Это пример: так будет выглядеть тайминг вашего дня',
    shows: 'Первый танец',
    // Printing the sample only reads.
    reads: [/Печать/],
  },
  contractors: {
    heading: 'Подрядчики',
    banner: 'Это пример: так будут выглядеть ваши подрядчики',
    shows: 'Мария Лебедева',
    // Switching the board and the list, opening a contractor and following its phone only read.
    reads: [/ant-segmented/, /Усадьба|Лебедева|Громов|Пион|Видеограф|Мёд/, /^\+7/],
  },
  looks: {
    heading: 'Образы',
    banner: 'Это пример: так будет выглядеть ваша доска образов',
    shows: 'Платье-футляр из шёлка',
    // Filtering the board by kind and to the favourites (its checkbox) only reads.
    reads: [/ant-checkbox-input/, /Вид|ant-select/],
  },
  decor: {
    heading: 'Декор',
    banner: 'Это пример: так будет выглядеть ваша доска декора',
    shows: 'Арка из сухоцветов',
    reads: [/ant-checkbox-input/, /Вид|ant-select/],
  },
} satisfies Record<PlanningSectionKey, { heading: string; banner: string; shows: string; reads: RegExp[] }>;

describe('a couple without a subscription sees the sample wedding', () => {
  // Every planning section, as declared (src/features/*/section.tsx).
  for (const { key, path } of PLANNING_SECTIONS) {
    const page = PAGES[key];
    it(`${path}: the sample, marked and read-only, without a planning request`, async () => {
      const requests = recordPlanningRequests();
      const { currentPath } = renderApp(path, 'no-subscription', dismissExpiryModal);
      expect(await screen.findByRole('heading', { level: 1, name: page.heading })).toBeInTheDocument();
      const banner = await screen.findByTestId('sample-banner');
      expect(banner).toHaveTextContent(page.banner);
      expect(within(banner).getByRole('button', { name: 'Выбрать тариф' })).toBeEnabled();
      const content = screen.getByTestId('sample-content');
      expect((await within(content).findAllByText(page.shows, { exact: false })).length).toBeGreaterThan(0);
      expect(currentPath()).toBe(path);

      const writes = enabledControls(content).filter((name) => !page.reads.some((read) => read.test(name)));
      expect(writes).toEqual([]);
      // The write controls are there, shown off (the page looks as it will, nothing can be changed).
      expect(content.querySelectorAll('button[disabled]').length).toBeGreaterThan(0);
      expect(requests).toEqual([]);
    });
  }

  it('the banner leads to the tariffs', async () => {
    const { user, currentPath } = renderApp('/budget', 'no-subscription', dismissExpiryModal);
    const banner = await screen.findByTestId('sample-banner');
    await user.click(within(banner).getByRole('button', { name: 'Выбрать тариф' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Подписка' })).toBeInTheDocument();
    expect(currentPath()).toBe('/subscriptions');
  });

  it('the budget sample counts per-person prices by the sample guest list', async () => {
    renderApp('/budget', 'no-subscription', dismissExpiryModal);
    const content = await screen.findByTestId('sample-content');
    // 16 guests, 8 of them with a +1, children 2 + 1 + 2 = 5: 29 people at 5 500 ₽ a head.
    await waitFor(() =>
      expect(content.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(
        '5 500 ₽ × 29 человек · по списку гостей: 29 человек, из них 5 детей159 500 ₽',
      ),
    );
  });
});
