import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PLANNING_SECTIONS } from '../../src/lib/routing/planning-sections.ts';
import { signUpOverHttp, type SignedUpUser } from '../support/accounts.ts';
import { projectRoot } from '../support/product-process.ts';
import { newCoupleOnProduct, type ProductUser } from '../support/product-user.ts';
import { saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * axe-core over every screen of the app, with its dialogs, drawers and pickers open, at a desktop
 * and a phone width, against the real product. A critical or serious violation fails the test;
 * every violation found is written to test-results/axe-report.json for a person to read.
 */

// axe runs in the page, not in Node: its script's text is put into each page.
const axeSource = axe.source;

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

type Who = 'visitor' | 'wizard' | 'couple' | 'unsubscribed';

interface Screen {
  name: string;
  who: Who;
  path: string;
  /** What shows once the screen has drawn. */
  ready: (page: Page) => Promise<unknown>;
  /** Opens the dialog, drawer or picker to check, on the drawn screen. */
  open?: (page: Page, width: number) => Promise<unknown>;
  /** Only at this width (the phone's navigation drawer). */
  only?: number;
}

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe says is wrong with the first element, e.g. the contrast it measured. */
  summary: string;
}

const heading = (text: string | RegExp) => (page: Page) => page.getByRole('heading', { name: text }).first().waitFor();
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();
const dialog = (page: Page, name?: string) =>
  (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')).last().waitFor();
/** An open antd picker's panel (date, time, select), drawn into the body outside the field. */
const pickerPanel = (page: Page) =>
  page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last().waitFor();

/**
 * Screens a person looks at on a phone after the run (test-results/screenshots/a11y-*-375.png);
 * A11Y_SCREENSHOTS=all saves every screen at both widths (a11y-*-1440.png too), to compare a change
 * of styling with the screens before it; the full-page screenshots make the sweep take longer.
 */
const PHONE_SCREENSHOTS = new Set(['budget-category-tab', 'guest-list', 'todo-list']);
const ALL_SCREENSHOTS = process.env.A11Y_SCREENSHOTS === 'all';
// Some 60 screens and states at two widths, one after another, while the other test files keep both
// cores busy: three to four minutes alone on a 2-core machine, much more when it is shared.
const SWEEP_TIMEOUT_MS = 900_000;

const SCREENS: Screen[] = [
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
  {
    name: 'join-invalid',
    who: 'visitor',
    path: '/join?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
    ready: (page) => page.getByText(/Приглашение недействительно/).waitFor(),
  },
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

describe('accessibility of every screen, checked by axe-core in Chromium', () => {
  const journey = useProductInBrowser();

  async function api(user: SignedUpUser, method: string, url: string, body?: unknown) {
    const response = await fetch(`${journey.product.url}/api/v1${url}`, {
      method,
      headers: {
        cookie: user.cookie,
        ...(body instanceof FormData || !body ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  }

  /** A subscribed couple with a real plan: a wedding date, a budget with a paid item, guests and the checklist. */
  async function coupleWithPlan(): Promise<ProductUser> {
    const user = await newCoupleOnProduct(journey.product);
    const granted = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', user.email, '30', '--reason', 'accessibility check'],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: journey.product.dataDir }, encoding: 'utf8' },
    );
    expect(granted.status, granted.stderr).toBe(0);
    const form = new FormData();
    form.set('registrationDate', '2027-06-12T09:00:00.000Z');
    form.set('registrationLocation', 'Грибоедовский ЗАГС');
    form.set('amountOfGuests', '1');
    await api(user, 'POST', '/user/update', form);
    await api(user, 'POST', '/budget/summary', { value: 900000 });
    const categories = (await api(user, 'GET', '/dictionaries/budget/category')) as { code: string; name: string }[];
    const venue = categories.find((category) => category.name === 'Площадка')!.code;
    await api(user, 'POST', '/budget', { name: 'Ресторан, банкет', category: venue, price: 300000, paid: 300000 });
    await api(user, 'POST', '/budget', {
      name: 'Аренда шатра',
      category: venue,
      price: 120000,
      paid: 40000,
      dueDate: '2027-05-01',
    });
    await api(user, 'POST', '/budget', { name: 'Фотограф', category: categories.at(-1)!.code, price: 60000 });
    await api(user, 'POST', '/guests', { name: 'Мария Лебедева', from: 'bride', withHalf: true, halfName: 'Денис' });
    await api(user, 'POST', '/guests', { name: 'Артём Новиков', from: 'groom', checked: true, category: ['friends'] });
    await api(user, 'POST', '/notes', { title: 'Меню банкета', text: 'Утка или сёмга\nДля Ромы — вегетарианское' });
    await api(user, 'POST', '/purchases', {
      name: 'Подвязка',
      store: 'Вуаль',
      link: 'https://vual.example.ru',
      price: 1490,
      bought: true,
    });
    await api(user, 'POST', '/purchases', { name: 'Свечи на столы' });
    for (const [title, category] of [
      ['Платье с открытой спиной', 'dress'],
      ['Зал в зелени', 'hall'],
    ]) {
      const card = new FormData();
      card.set('title', title!);
      card.set('category', category!);
      card.set('link', 'https://example.ru/idea');
      await api(user, 'POST', '/looks', card);
    }
    return user;
  }

  async function contextFor(
    who: Who,
    users: Record<Exclude<Who, 'visitor'>, SignedUpUser>,
    width: number,
    height: number,
  ) {
    const context = await journey.browser.newContext({
      viewport: { width, height },
      reducedMotion: 'reduce',
      // The product's CSP lets no inline script run; axe is put into the page by the test.
      bypassCSP: true,
    });
    if (who !== 'visitor') {
      const [name, value] = users[who].cookie.split('=', 2);
      await context.addCookies([{ name, value, url: journey.product.url, httpOnly: true, sameSite: 'Lax' }]);
    }
    return context;
  }

  async function violations(page: Page, screen: string): Promise<Finding[]> {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
    const found: Omit<Finding, 'screen'>[] = await page.evaluate(async () => {
      const pageAxe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } })
        .axe;
      const result = (await pageAxe.run(document, { resultTypes: ['violations'] })) as {
        violations: {
          id: string;
          impact: string;
          help: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[];
      };
      return result.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        summary: violation.nodes[0]?.failureSummary ?? '',
      }));
    });
    // axe does not read the language of names: an English one (antd's own) is reported here.
    const english = await page.evaluate(() => {
      const latinOnly = (text: string) => /[A-Za-z]{3}/.test(text) && !/[\u0400-\u04FF]/.test(text);
      const named = [...document.querySelectorAll('[aria-label]')].filter(
        (element) => !element.closest('[aria-hidden="true"]') && latinOnly(element.getAttribute('aria-label')!),
      );
      const announced = [...document.querySelectorAll('[aria-live]')].filter((element) =>
        latinOnly(element.textContent ?? ''),
      );
      return [...named.map((element) => element.getAttribute('aria-label')!), ...announced.map((e) => e.textContent!)];
    });
    if (english.length > 0) {
      found.push({ rule: 'russian-names', impact: 'serious', help: 'Names in Russian', targets: english, summary: '' });
    }
    return found.map((violation) => ({ screen, ...violation }));
  }

  let usersMade: Promise<Record<Exclude<Who, 'visitor'>, SignedUpUser>> | undefined;
  /** The three accounts the screens need, made once for every test of the file. */
  function accounts() {
    usersMade ??= Promise.all([
      coupleWithPlan(),
      newCoupleOnProduct(journey.product),
      signUpOverHttp(journey.product.url, journey.product.dataDir),
    ]).then(([couple, unsubscribed, wizard]) => ({ couple, unsubscribed, wizard }));
    return usersMade;
  }

  /** The accessible name of what has the keyboard focus. */
  const focusedName = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });

  it('saves a dialog with Enter, gives focus back to its opener, closes the guest form with Escape', async () => {
    const users = await accounts();
    const context = await contextFor('couple', users, 1440, 900);
    const page = await context.newPage();

    await page.goto(`${journey.product.url}/profile/guest-list`);
    await waitForApp(page);
    await page.getByTestId('guest-counts').waitFor();
    const addGuest = page.getByRole('button', { name: 'Добавить гостя' });
    await addGuest.click();
    const guestForm = page.getByRole('dialog', { name: 'Новый гость' });
    await guestForm.getByLabel('Сторона').click();
    await page.getByTitle('Общие', { exact: true }).click();
    await guestForm.getByLabel('Имя', { exact: true }).fill('Ольга Соколова');
    await guestForm.getByLabel('Имя', { exact: true }).press('Enter');
    await page.getByTestId('notice-success').filter({ hasText: 'Гость добавлен' }).first().waitFor();
    await guestForm.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Ольга Соколова', exact: true }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('Добавить гостя');

    await addGuest.click();
    await guestForm.getByLabel('Имя', { exact: true }).waitFor();
    await page.keyboard.press('Escape');
    await guestForm.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe('Добавить гостя');

    await page.goto(`${journey.product.url}/profile/budget`);
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Площадка', exact: true }).click();
    await page.getByRole('tab', { name: 'Площадка', exact: true, selected: true }).waitFor();
    await page.getByRole('button', { name: 'Добавить расход' }).click();
    const itemForm = page.getByRole('dialog', { name: 'Новый расход' });
    await itemForm.getByLabel('Название').fill('Свечи на столы');
    await itemForm.getByLabel('Цена, ₽').fill('4500');
    await itemForm.getByLabel('Цена, ₽').press('Enter');
    await page.getByTestId('notice-success').filter({ hasText: 'Расход добавлен' }).first().waitFor();
    await itemForm.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe('Добавить расход');

    await page.goto(`${journey.product.url}/profile/todo-list`);
    await waitForApp(page);
    const edit = page
      .getByRole('tabpanel')
      .getByRole('button', { name: /^Изменить: / })
      .first();
    const editName = (await edit.getAttribute('aria-label'))!;
    const task = editName.replace(/^Изменить: /, '');
    await expect.poll(() => page.getByRole('tabpanel').getByText(task, { exact: true }).count()).toBe(1);
    await edit.click();
    const todoForm = page.getByRole('dialog', { name: 'Изменить дело' });
    await todoForm.getByLabel('Что сделать').fill(`${task}!`);
    await todoForm.getByLabel('Что сделать').press('Enter');
    await page.getByTestId('notice-success').filter({ hasText: 'Дело обновлено' }).first().waitFor();
    await todoForm.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe(`Изменить: ${task}!`);
    await context.close();
  });

  it('shows every figure and both actions of a budget item on a 375 px phone, nothing scrolled sideways', async () => {
    const users = await accounts();
    const context = await contextFor('couple', users, 375, 812);
    const page = await context.newPage();
    await page.goto(`${journey.product.url}/profile/budget`);
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Площадка', exact: true }).click();
    const card = page.getByTestId('budget-card').filter({ hasText: 'Аренда шатра' });
    const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(await card.textContent())).toMatch(
      /Цена120 000 ₽Оплачено40 000 ₽Осталось80 000 ₽Оплатить до1 мая 2027/,
    );
    for (const name of ['Изменить: Аренда шатра', 'Удалить: Аренда шатра']) {
      const action = card.getByRole('button', { name });
      const box = (await action.boundingBox())!;
      expect(box.x + box.width, name).toBeLessThanOrEqual(375);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await card.getByRole('button', { name: 'Изменить: Аренда шатра' }).click();
    await page.getByRole('dialog', { name: 'Изменить расход' }).waitFor();
    await context.close();
  });

  it(
    'finds no critical or serious violation on any screen, dialog or drawer at 1440 and 375 px',
    async () => {
      const users = await accounts();
      const findings: Finding[] = [];
      for (const { width, height } of WIDTHS) {
        const contexts = new Map<Who, { context: BrowserContext; page: Page }>();
        for (const screen of SCREENS) {
          if (screen.only && screen.only !== width) continue;
          let open = contexts.get(screen.who);
          if (!open) {
            const context = await contextFor(screen.who, users, width, height);
            open = { context, page: await context.newPage() };
            contexts.set(screen.who, open);
          }
          const { page } = open;
          const label = `${screen.name} @${width}`;
          await page.goto(`${journey.product.url}/profile${screen.path}`);
          await waitForApp(page);
          await screen.ready(page);
          await screen.open?.(page, width);
          findings.push(...(await violations(page, label)));
          if (ALL_SCREENSHOTS || (width === 375 && PHONE_SCREENSHOTS.has(screen.name))) {
            await saveScreenshot(page, `a11y-${screen.name}-${width}`);
          }
        }
        for (const { context } of contexts.values()) await context.close();
      }

      const dir = path.join(projectRoot, 'test-results');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'axe-report.json'), JSON.stringify(findings, null, 2));
      const serious = findings
        .filter((finding) => finding.impact === 'critical' || finding.impact === 'serious')
        .map((finding) => `${finding.screen}: ${finding.rule} (${finding.impact}) ${finding.targets.join(', ')}`);
      expect(serious).toEqual([]);
      // About 60 pages checked: 80 s on a quiet 2-core machine, more while other files share it.
    },
    SWEEP_TIMEOUT_MS,
  );
});
