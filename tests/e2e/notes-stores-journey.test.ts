import { describe, expect, it } from 'vitest';
import { grantSubscription, newCoupleOnProduct, signInBrowser, type ProductUser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

describe('notes and the shopping list in the browser, against the real server (issue 28)', () => {
  const journey = useProductInBrowser();

  async function api(user: ProductUser, method: string, path: string, body?: unknown) {
    const res = await fetch(`${journey.product.url}/api/v1${path}`, {
      method,
      headers: { cookie: user.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json() as Promise<unknown>;
  }

  /** A subscribed couple (support grants 30 days). */
  async function subscribedCouple(): Promise<ProductUser> {
    const user = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, user, 'notes journey');
    return user;
  }

  it('a couple writes and finds a note, ticks a purchase and puts it into the budget in one step', async () => {
    const user = await subscribedCouple();
    // What the partner wrote earlier, and the list they started.
    await api(user, 'POST', '/notes', { title: 'Телефоны подрядчиков', text: 'Ведущий Артём: +7 900 123-45-67' });
    await api(user, 'POST', '/notes', { title: 'Идеи для фотосессии', text: 'Коломенское утром, взять плед' });
    await api(user, 'POST', '/purchases', {
      name: 'Подвязка невесты',
      store: 'Салон «Вуаль»',
      link: 'https://vual.example.ru/garter',
      price: 1490,
    });
    await api(user, 'POST', '/purchases', { name: 'Свечи на столы', store: 'Леруа Мерлен' });

    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // Notes: the menu leads there; a new note comes on top; the search finds it.
    await page.goto(`${journey.product.url}/profile/`);
    await waitForApp(page);
    await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Заметки' }).click();
    await page.getByRole('heading', { level: 1, name: 'Заметки' }).waitFor();
    await page.getByRole('button', { name: 'Добавить заметку' }).click();
    const noteDialog = page.getByRole('dialog');
    await noteDialog.getByLabel('Заголовок').fill('Меню банкета');
    await noteDialog
      .getByLabel('Текст')
      .fill('Горячее: утка или сёмга — решить до дегустации.\nДля Ромы — вегетарианское.');
    await noteDialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Заметка добавлена').waitFor();
    await expect.poll(() => page.getByTestId('note').first().getByRole('heading').textContent()).toBe('Меню банкета');
    await expect.poll(() => page.getByTestId('note').count()).toBe(3);
    // The notice goes after 5 s (spec): the picture shows the page itself.
    await page.getByText('Заметка добавлена').waitFor({ state: 'detached', timeout: 15_000 });
    await saveScreenshot(page, 'notes-1440');
    await page.getByRole('searchbox', { name: 'Поиск по заметкам' }).fill('вегетарианск');
    await page.getByText('Найдена 1 заметка').waitFor();
    await expect.poll(() => page.getByTestId('note').count()).toBe(1);

    // Stores: the list, a tick (no notice), then the bought purchase into the budget.
    await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Магазины' }).click();
    await page.getByRole('heading', { level: 1, name: 'Магазины' }).waitFor();
    const garter = page.getByTestId('purchase').filter({ hasText: 'Подвязка невесты' });
    await garter.getByRole('checkbox', { name: 'Куплено: Подвязка невесты' }).check();
    await garter.getByRole('button', { name: 'В бюджет' }).click();
    const budgetDialog = page.getByRole('dialog');
    await budgetDialog.getByText('Прочее').waitFor();
    await budgetDialog.getByRole('button', { name: 'Добавить в бюджет' }).click();
    await page.getByText('Покупка добавлена в бюджет').waitFor();
    await garter.getByText('В бюджете').waitFor();
    await expect.poll(() => garter.getByRole('button', { name: 'В бюджет' }).count()).toBe(0);
    await expect.poll(() => page.getByTestId('purchase-figures').textContent()).toContain('Куплено 1 из 2');
    await page.getByRole('button', { name: 'Добавить покупку' }).click();
    const purchaseDialog = page.getByRole('dialog');
    await purchaseDialog.getByLabel('Что купить').fill('Бокалы для молодожёнов');
    await purchaseDialog.getByLabel('Магазин').fill('Хофф');
    await purchaseDialog.getByLabel('Цена, ₽').fill('2500');
    await purchaseDialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Покупка добавлена', { exact: true }).waitFor();
    await page.getByText('Покупка добавлена', { exact: true }).waitFor({ state: 'detached', timeout: 15_000 });
    await saveScreenshot(page, 'stores-1440');

    // The budget has the item, paid in full.
    await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Бюджет' }).click();
    await page.getByRole('heading', { level: 1, name: 'Бюджет' }).waitFor();
    await page.getByText('Подвязка невесты').first().waitFor();
    const items = (await api(user, 'GET', '/budget')) as Array<{ name: string; price: number; paid: number | null }>;
    expect(items).toEqual([expect.objectContaining({ name: 'Подвязка невесты', price: 1490, paid: 1490 })]);

    // On a phone both pages fit the width.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(`${journey.product.url}/profile/stores`);
    await page.getByTestId('purchase').first().waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await saveScreenshot(page, 'stores-375');
    await page.goto(`${journey.product.url}/profile/notes`);
    await page.getByTestId('note').first().waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await saveScreenshot(page, 'notes-375');

    expect(errors).toEqual([]);
    await context.close();
  });
});
