import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/product-process.ts';
import { newCoupleOnProduct, signInBrowser, type ProductUser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * Issue 22 in the browser, against the real product: one meaning per figure on the main page and
 * the budget page, a typed negative total refused in words and not sent, a name over its maximum
 * refused with the maximum named, and a refused login notice that stays on the login screen.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
];

describe('honest figures and refusals in words (issue 22)', () => {
  const journey = useProductInBrowser();

  async function api(user: ProductUser, method: string, path: string, body?: unknown) {
    const init: RequestInit = { method, headers: { cookie: user.cookie } };
    if (body instanceof FormData) init.body = body;
    else if (body !== undefined) {
      init.body = JSON.stringify(body);
      init.headers = { ...init.headers, 'content-type': 'application/json' };
    }
    const res = await fetch(`${journey.product.url}/api/v1${path}`, init);
    expect(res.status, `${method} ${path}: ${await res.clone().text()}`).toBeLessThan(300);
    return res;
  }

  /** The couple: a total of 1 500 000 ₽ and items for 517 850 ₽, 195 350 ₽ of them paid. */
  async function couple() {
    const user = await newCoupleOnProduct(journey.product);
    const form = new FormData();
    form.set('registrationDate', new Date(Date.now() + 262 * DAY_MS).toISOString());
    form.set('registrationLocation', 'Грибоедовский ЗАГС');
    await api(user, 'POST', '/user/update', form);
    const granted = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', user.email, '30', '--reason', 'figures journey'],
      {
        cwd: projectRoot,
        env: { ...process.env, DATA_DIR: journey.product.dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
      },
    );
    expect(granted.status, granted.stderr).toBe(0);
    await api(user, 'POST', '/budget', { name: 'Банкет', category: 'banquet', price: 390000, paid: 150000 });
    await api(user, 'POST', '/budget', { name: 'Фотограф', category: 'photo', price: 70000, paid: 20000 });
    await api(user, 'POST', '/budget', { name: 'Платье', category: 'brideLook', price: 57850, paid: 25350 });
    await api(user, 'POST', '/budget/summary', { value: 1500000 });
    return user;
  }

  async function open(user: ProductUser | null, viewport: { width: number; height: number }, path: string) {
    const context = await journey.browser.newContext({ viewport, reducedMotion: 'reduce' });
    if (user) await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET') writes.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await page.goto(`${journey.product.url}/profile${path}`);
    await waitForApp(page);
    return { context, page, errors, writes };
  }

  const figure = async (page: Page, key: string) =>
    plain(await page.getByTestId(`budget-${key}`).first().textContent());

  it('the main page and the budget page show the same figures under the same names', async () => {
    const user = await couple();
    for (const viewport of VIEWPORTS) {
      const main = await open(user, viewport, '/');
      await main.page.locator('[data-testid="budget-widget"][data-status="loaded"]').waitFor();
      const onMain = {
        total: await figure(main.page, 'total'),
        planned: await figure(main.page, 'planned'),
        paid: await figure(main.page, 'paid'),
        unpaid: await figure(main.page, 'unpaid'),
        free: await figure(main.page, 'free'),
      };
      expect(onMain).toEqual({
        total: '1 500 000 ₽',
        planned: '517 850 ₽',
        paid: '195 350 ₽',
        unpaid: '322 500 ₽',
        free: '982 150 ₽',
      });
      await saveScreenshot(main.page, `issue22-main-${viewport.width}`);
      await main.context.close();

      const budget = await open(user, viewport, '/budget');
      await budget.page.locator('.budget-total').waitFor();
      for (const key of ['planned', 'paid', 'unpaid', 'free'] as const) {
        expect([key, await figure(budget.page, key)]).toEqual([key, onMain[key]]);
      }
      expect(await budget.page.locator('.budget-figures dt').allTextContents()).toEqual([
        'Запланировано',
        'Оплачено',
        'Осталось оплатить',
        'Свободно',
      ]);
      await saveScreenshot(budget.page, `issue22-budget-${viewport.width}`);
      expect(budget.errors).toEqual([]);
      await budget.context.close();
    }
  });

  it('a negative total typed and sent with Enter shows the message and sends nothing', async () => {
    const user = await couple();
    for (const viewport of VIEWPORTS) {
      const { context, page, writes } = await open(user, viewport, '/budget');
      await page.getByRole('button', { name: 'Изменить бюджет' }).click();
      const input = page.getByLabel('Общий бюджет');
      await input.fill('-5000');
      await input.press('Enter');
      await page.getByText('Введенное число меньше минимально допустимого').waitFor();
      expect(await input.inputValue()).toBe('-5000');
      // The message wraps inside the card: nothing wider than the screen.
      expect(await page.evaluate<number>('document.documentElement.scrollWidth')).toBeLessThanOrEqual(viewport.width);
      await saveScreenshot(page, `issue22-budget-negative-total-${viewport.width}`);
      expect(writes).toEqual([]);
      await page.getByRole('button', { name: 'Отмена' }).click();
      expect(plain(await page.locator('.budget-total__value').textContent())).toBe('1 500 000 ₽');
      await context.close();
    }
  });

  it('a 300-character groom’s name is refused with its maximum, with no success notice', async () => {
    const user = await couple();
    for (const viewport of VIEWPORTS) {
      const { context, page, writes } = await open(user, viewport, '/settings');
      const groom = page.getByLabel('Имя жениха');
      await groom.fill('Ж'.repeat(300));
      await page.getByRole('button', { name: 'Сохранить' }).first().click();
      await page.getByText('Количество символов превышает максимально допустимое: не более 100 символов').waitFor();
      await saveScreenshot(page, `issue22-settings-long-name-${viewport.width}`);
      expect(writes).toEqual([]);
      expect(await page.getByTestId('notice-success').count()).toBe(0);
      await context.close();
    }
  });

  it('the menu column reaches the foot of a long page, and deletion says the paid days are lost', async () => {
    const user = await couple();
    for (const viewport of VIEWPORTS) {
      const todos = await open(user, viewport, '/todo-list');
      await todos.page.getByRole('heading', { level: 1, name: 'Список дел' }).waitFor();
      await todos.page.locator('.todo-item').first().waitFor();
      if (viewport.width === 1440) {
        const [column, body] = await todos.page.evaluate(() => {
          const element = document.querySelector('.app-layout__body')!;
          return [parseFloat(getComputedStyle(element, '::before').height), element.getBoundingClientRect().height];
        });
        expect(body).toBeGreaterThan(viewport.height);
        expect(column).toBeCloseTo(body, 0);
      }
      await saveScreenshot(todos.page, `issue22-todo-list-${viewport.width}`);
      await todos.context.close();

      const settings = await open(user, viewport, '/settings');
      await settings.page.getByRole('button', { name: 'Удалить профиль' }).click();
      const warning = settings.page.getByTestId('deletion-paid-days');
      await warning.waitFor();
      expect(await warning.textContent()).toMatch(/^Оплаченная подписка ещё действует 30 дней, до /);
      await saveScreenshot(settings.page, `issue22-deletion-${viewport.width}`);
      await settings.context.close();
    }
  });

  it('the tariffs say how far each lasts against the couple’s own date', async () => {
    const user = await couple();
    for (const viewport of VIEWPORTS) {
      const { context, page } = await open(user, viewport, '/subscriptions');
      await page.getByTestId('tariff-fit').first().waitFor();
      expect(await page.locator('body').textContent()).not.toContain('хватит на всю подготовку');
      await saveScreenshot(page, `issue22-tariffs-${viewport.width}`);
      await context.close();
    }
  });

  it('a refused login shows its notice on the login screen only', async () => {
    const user = await couple();
    for (const viewport of VIEWPORTS) {
      const { context, page } = await open(null, viewport, '/login');
      const dialog = page.getByRole('dialog', { name: 'Авторизация' });
      await dialog.getByLabel('Электронная почта').fill(user.email);
      await dialog.getByLabel('Пароль').fill('not-the-password');
      await dialog.getByRole('button', { name: 'Войти' }).click();
      await page.getByTestId('notice-error').waitFor();
      await saveScreenshot(page, `issue22-login-refused-${viewport.width}`);
      await dialog.getByRole('link', { name: 'Забыли пароль?' }).click();
      await page.getByRole('dialog', { name: 'Восстановление пароля' }).waitFor();
      await page.getByTestId('notice-error').waitFor({ state: 'detached' });
      await context.close();
    }
  });
});
