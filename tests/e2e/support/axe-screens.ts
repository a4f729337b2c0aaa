import { PLANNING_SECTIONS } from '../../../src/lib/routing/planning-sections.ts';
import { button, dialog, heading, pickerPanel, type Screen } from './axe-sweep.ts';

/*
 * The screens the accessibility files sweep, in groups of sections: one test file a group
 * (tests/e2e/accessibility-*.test.ts), so the runner checks them side by side.
 */

/** Signing in, the wizard, the join link and the account's own pages. */
export const ACCOUNT_SCREENS: Screen[] = [
  { name: 'login', who: 'visitor', path: '/login', ready: (page) => dialog(page) },
  { name: 'registration', who: 'visitor', path: '/registration', ready: (page) => dialog(page) },
  { name: 'forgot', who: 'visitor', path: '/forgot', ready: (page) => dialog(page) },
  {
    name: 'new-password',
    who: 'visitor',
    path: '/new-password?email=anna%40example.ru',
    ready: (page) => dialog(page),
  },
  { name: 'confirmation', who: 'visitor', path: '/user-confirmation?user_id=1', ready: (page) => dialog(page) },
  { name: 'privacy', who: 'visitor', path: '/privacy', ready: heading('Политика конфиденциальности') },
  {
    name: 'wizard-step-1',
    who: 'wizard',
    path: '/first-login',
    ready: (page) => page.getByText('Шаг 1 из 4').waitFor(),
  },
  {
    name: 'wizard-step-2-date-picker',
    who: 'wizard',
    path: '/first-login',
    ready: (page) => page.getByText('Шаг 1 из 4').waitFor(),
    open: async (page) => {
      await page.getByLabel('Имя невесты').fill('Анна');
      await page.getByLabel('Имя жениха').fill('Пётр');
      await button(page, 'Далее').click();
      await page.getByText('Шаг 2 из 4').waitFor();
      await page.getByLabel('Дата и время регистрации').click();
      await pickerPanel(page);
    },
  },
  { name: 'settings', who: 'couple', path: '/settings', ready: heading('Профиль') },
  {
    name: 'settings-date-picker',
    who: 'couple',
    path: '/settings',
    ready: heading('Профиль'),
    open: async (page) => {
      await page.getByLabel('Дата и время регистрации').click();
      await pickerPanel(page);
    },
  },
  {
    name: 'settings-delete-confirmation',
    who: 'couple',
    path: '/settings',
    ready: heading('Профиль'),
    open: async (page) => {
      await button(page, 'Удалить профиль').click();
      await dialog(page);
    },
  },
  { name: 'subscriptions', who: 'couple', path: '/subscriptions', ready: heading('Подписка') },
  { name: 'payment-success', who: 'couple', path: '/payment-success', ready: heading('Оплата прошла успешно') },
  { name: 'payment-failure', who: 'couple', path: '/payment-failure', ready: heading('Ошибка оплаты') },
  {
    name: 'join-invalid',
    who: 'visitor',
    path: '/join?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ready: (page) => page.getByText(/Приглашение недействительно/).waitFor(),
  },
];

/** The main page and its navigation, the budget and the guest list, with their dialogs. */
export const BUDGET_GUEST_SCREENS: Screen[] = [
  { name: 'main', who: 'couple', path: '/', ready: (page) => page.getByText('Анна & Пётр').first().waitFor() },
  {
    name: 'navigation-drawer',
    who: 'couple',
    path: '/',
    only: 375,
    ready: (page) => page.getByText('Анна & Пётр').first().waitFor(),
    open: async (page) => {
      await button(page, 'Открыть меню').click();
      await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Бюджет' }).waitFor();
    },
  },
  {
    name: 'budget',
    who: 'couple',
    path: '/budget',
    ready: (page) => page.getByText('Ресторан, банкет').first().waitFor(),
  },
  {
    name: 'budget-category-tab',
    who: 'couple',
    path: '/budget',
    ready: (page) => page.getByText('Ресторан, банкет').first().waitFor(),
    open: async (page) => {
      await page.getByRole('tab', { name: 'Площадка', exact: true }).click();
      await page.getByRole('tab', { name: 'Площадка', exact: true, selected: true }).waitFor();
    },
  },
  {
    name: 'budget-item-form',
    who: 'couple',
    path: '/budget',
    ready: (page) => page.getByText('Ресторан, банкет').first().waitFor(),
    open: async (page) => {
      await button(page, 'Добавить расход').click();
      await dialog(page, 'Новый расход');
    },
  },
  {
    name: 'budget-categories',
    who: 'couple',
    path: '/budget',
    ready: (page) => page.getByText('Ресторан, банкет').first().waitFor(),
    open: async (page) => {
      await button(page, 'Категории').click();
      await dialog(page, 'Категории расходов');
    },
  },
  {
    name: 'guest-list',
    who: 'couple',
    path: '/guest-list',
    ready: (page) => page.getByTestId('guest-counts').waitFor(),
  },
  {
    name: 'guest-form',
    who: 'couple',
    path: '/guest-list',
    ready: (page) => page.getByTestId('guest-counts').waitFor(),
    open: async (page) => {
      await button(page, 'Добавить гостя').click();
      await dialog(page, 'Новый гость');
    },
  },
  {
    name: 'guest-form-select',
    who: 'couple',
    path: '/guest-list',
    ready: (page) => page.getByTestId('guest-counts').waitFor(),
    open: async (page) => {
      await button(page, 'Добавить гостя').click();
      await dialog(page, 'Новый гость');
      await page.getByRole('dialog', { name: 'Новый гость' }).getByLabel('Категории').click();
      await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last().waitFor();
    },
  },
  {
    name: 'guest-details',
    who: 'couple',
    path: '/guest-list',
    ready: (page) => page.getByTestId('guest-counts').waitFor(),
    open: async (page) => {
      await button(page, /^Мария Лебедева/).click();
      await dialog(page);
    },
  },
  {
    name: 'guest-import',
    who: 'couple',
    path: '/guest-list',
    ready: (page) => page.getByTestId('guest-counts').waitFor(),
    open: async (page) => {
      await button(page, 'Загрузить из файла').click();
      await dialog(page, 'Загрузка списка гостей');
    },
  },
  {
    name: 'budget-item-number-fields',
    who: 'couple',
    path: '/budget',
    ready: (page) => page.getByText('Ресторан, банкет').first().waitFor(),
    open: async (page) => {
      await button(page, 'Добавить расход').click();
      await page.getByRole('dialog', { name: 'Новый расход' }).getByLabel('Цена, ₽').hover();
      await page.getByRole('button', { name: 'Увеличить' }).first().waitFor();
    },
  },
];

/** The other planning sections: checklist, invitations, seating, notes, shopping, the day, boards, contractors. */
export const SECTION_SCREENS: Screen[] = [
  {
    name: 'todo-list',
    who: 'couple',
    path: '/todo-list',
    ready: (page) => page.getByRole('tablist').first().waitFor(),
  },
  {
    name: 'todo-tab-focused',
    who: 'couple',
    path: '/todo-list',
    ready: (page) => page.getByRole('tablist').first().waitFor(),
    open: (page) => page.getByRole('tab', { selected: true }).first().focus(),
  },
  {
    name: 'todo-form',
    who: 'couple',
    path: '/todo-list',
    ready: (page) => page.getByRole('tablist').first().waitFor(),
    open: async (page) => {
      await button(page, 'Добавить дело').click();
      await dialog(page, 'Новое дело');
    },
  },
  {
    name: 'invitations',
    who: 'couple',
    path: '/invitations',
    ready: (page) => page.getByRole('heading', { name: 'Новое приглашение' }).waitFor(),
  },
  {
    name: 'seating-plan',
    who: 'couple',
    path: '/seating-plan',
    ready: (page) => page.getByRole('button', { name: 'Добавить стол' }).first().waitFor(),
  },
  { name: 'notes', who: 'couple', path: '/notes', ready: (page) => page.getByTestId('note').first().waitFor() },
  {
    name: 'note-form',
    who: 'couple',
    path: '/notes',
    ready: (page) => page.getByTestId('note').first().waitFor(),
    open: async (page) => {
      await button(page, 'Добавить заметку').click();
      await dialog(page, 'Новая заметка');
    },
  },
  { name: 'stores', who: 'couple', path: '/stores', ready: (page) => page.getByTestId('purchase').first().waitFor() },
  {
    name: 'stores-to-budget',
    who: 'couple',
    path: '/stores',
    ready: (page) => page.getByTestId('purchase').first().waitFor(),
    open: async (page) => {
      await button(page, 'В бюджет').click();
      await dialog(page, 'Добавить в бюджет');
    },
  },
  {
    name: 'wedding-day',
    who: 'couple',
    path: '/wedding-day',
    ready: (page) => page.getByRole('button', { name: /Добавить пункт/ }).waitFor(),
  },
  {
    name: 'looks',
    who: 'couple',
    path: '/looks',
    ready: (page) => page.getByRole('button', { name: /Добавить карточку/ }).waitFor(),
  },
  {
    name: 'decor',
    who: 'couple',
    path: '/decor',
    ready: (page) => page.getByRole('button', { name: /Добавить карточку/ }).waitFor(),
  },
  {
    name: 'contractors',
    who: 'couple',
    path: '/contractors',
    ready: (page) => page.getByRole('button', { name: 'Добавить подрядчика' }).waitFor(),
  },
];

// Every other declared section (src/features/*/section.tsx) as the couple opens it, once its heading is
// drawn and its reads landed: a new section is swept without a line here (its states can be listed above).
const LISTED = new Set([...BUDGET_GUEST_SCREENS, ...SECTION_SCREENS].map((screen) => screen.path));
SECTION_SCREENS.push(
  ...PLANNING_SECTIONS.filter((section) => !LISTED.has(section.path)).map((section): Screen => ({
    name: section.path.slice(1).replaceAll('/', '-'),
    who: 'couple',
    path: section.path,
    ready: async (page) => {
      await page.locator('section.page h1').first().waitFor();
      await page.waitForLoadState('networkidle');
    },
  })),
);

/** A couple without a subscription: the main page's offer and every section on the sample wedding. */
export const SAMPLE_SCREENS: Screen[] = [
  { name: 'main-unsubscribed', who: 'unsubscribed', path: '/', ready: (page) => dialog(page) },
  // Without a subscription the planning pages open on the sample wedding, every control off.
  ...PLANNING_SECTIONS.map((section) => section.path).map((path): Screen => ({
    name: `sample${path}`,
    who: 'unsubscribed',
    path,
    ready: (page) => page.getByText('Пример свадьбы — не ваши данные').first().waitFor(),
  })),
  {
    name: 'subscriptions-unsubscribed',
    who: 'unsubscribed',
    path: '/subscriptions',
    ready: heading('Подписка'),
  },
];
