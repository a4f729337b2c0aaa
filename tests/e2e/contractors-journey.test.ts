import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grantSubscription, newCoupleOnProduct, signInBrowser, type ProductUser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/** Text with the no-break spaces of Russian number formatting made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/** The 15th of next month, as the date picker takes it and as the page shows it. */
function nextMonth(): { typed: string; shown: string } {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 15));
  const month = String(date.getUTCMonth() + 1).padStart(2, '0');
  const shown = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(date);
  return { typed: `15.${month}.${date.getUTCFullYear()}`, shown };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

describe('contractors in the browser, against the real server (issue 27)', () => {
  const journey = useProductInBrowser();

  async function subscribedCouple(): Promise<ProductUser> {
    const user = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, user, 'contractors journey');
    return user;
  }

  const notice = (page: Page, text: string) =>
    page.getByTestId('notice-success').filter({ hasText: text }).first().waitFor();
  const column = (page: Page, status: string) =>
    page.locator('.contractor-board__column').filter({ has: page.getByRole('heading', { level: 2, name: status }) });
  /** Closes the success notices, so a screenshot shows the page under them. */
  async function dismissNotices(page: Page) {
    const close = page.locator('[data-testid="notice-success"] .notice__close');
    while ((await close.count()) > 0) await close.first().click();
  }
  const noOverflow = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  it('adds a photographer, books them, adds a deposit due next month and a contract, and sees the deposit on the main page', async () => {
    const user = await subscribedCouple();
    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${journey.product.url}/profile/contractors`);
    await page.getByRole('heading', { level: 1, name: 'Подрядчики' }).waitFor();
    await page.getByText('Подрядчиков пока нет.').waitFor();

    // A photographer, found and called.
    await page.getByRole('button', { name: 'Добавить подрядчика' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый подрядчик' });
    await dialog.getByLabel('Вид').click();
    await page.locator('.ant-select-item-option[title="Фотограф"]').click();
    await dialog.getByLabel('Имя или название').fill('Иван Соколов');
    await dialog.getByLabel('Телефон').fill('+7 916 123-45-67');
    await dialog.getByLabel('Эл. почта').fill('ivan@sokolov-photo.ru');
    await dialog.getByLabel('Сайт или соцсеть').fill('vk.com/sokolov_photo');
    await dialog.getByLabel('Цена, ₽').fill('70000');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await notice(page, 'Подрядчик «Иван Соколов» добавлен');
    await dialog.waitFor({ state: 'hidden' });
    const card = page.getByRole('article', { name: 'Иван Соколов' });
    await column(page, 'Ищем').getByRole('article', { name: 'Иван Соколов' }).waitFor();
    expect(await card.getByRole('link', { name: '+7 916 123-45-67' }).getAttribute('href')).toBe('tel:+79161234567');

    // Talking (the arrow), then booked (the status select).
    await card.getByRole('button', { name: 'Перевести «Иван Соколов» в «Переговоры»' }).click();
    await notice(page, 'Статус изменён: Переговоры');
    await column(page, 'Переговоры').getByRole('article', { name: 'Иван Соколов' }).waitFor();
    await card.getByLabel('Статус: Иван Соколов').click();
    await page.locator('.ant-select-item-option[title="Забронирован"]').click();
    await notice(page, 'Статус изменён: Забронирован');
    await column(page, 'Забронирован').getByRole('article', { name: 'Иван Соколов' }).waitFor();

    // A deposit due next month, and the signed contract.
    await card.getByRole('button', { name: 'Иван Соколов', exact: true }).click();
    const drawer = page.locator('.ant-drawer').filter({ hasText: 'Платежи' });
    await drawer.getByLabel('Сумма, ₽').fill('20000');
    const due = nextMonth();
    await drawer.getByLabel('Оплатить до').fill(due.typed);
    // Enter takes the typed date and sends the form, as the button does.
    await drawer.getByLabel('Оплатить до').press('Enter');
    await notice(page, 'Платёж добавлен в бюджет');
    await drawer.getByText('Фотограф: предоплата').waitFor();
    // The form is empty again and says nothing is wrong.
    expect(await drawer.locator('.ant-form-item-explain-error').count()).toBe(0);
    expect(plain(await drawer.locator('.contractor-payment').first().textContent())).toContain(
      `20 000 ₽ · до ${due.shown}`,
    );
    await drawer
      .locator('input[type="file"]')
      .setInputFiles({ name: 'Договор с фотографом.pdf', mimeType: 'application/pdf', buffer: PDF });
    await notice(page, 'Файл «Договор с фотографом.pdf» загружен');
    const link = drawer.getByRole('link', { name: /Договор с фотографом\.pdf/ });
    await link.waitFor();
    const href = await link.getAttribute('href');
    const file = await page.request.get(`${journey.product.url}${href}`);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    await dismissNotices(page);
    await saveScreenshot(page, 'contractors-1440-details');
    await drawer.getByRole('button', { name: 'Закрыть' }).click();
    await drawer.waitFor({ state: 'hidden' });
    // Nothing is paid yet: the whole agreed price is still to pay, the deposit and the rest (issue 38).
    expect(plain(await card.textContent())).toContain('К оплате: 70 000 ₽');
    await dismissNotices(page);
    await saveScreenshot(page, 'contractors-1440-board');
    await page.getByText('Список по видам').click();
    await page.locator('.contractor-table').waitFor();
    await saveScreenshot(page, 'contractors-1440-list');

    // The budget shows whom the item pays; the main page's widget has it as the next payment.
    await page.goto(`${journey.product.url}/profile/budget`);
    await waitForApp(page);
    const row = page.locator('.budget-table tr').filter({ hasText: 'Фотограф: предоплата' });
    await row.waitFor();
    expect(plain(await row.textContent())).toContain('Подрядчик: Иван Соколов');
    await page.goto(`${journey.product.url}/profile/`);
    await waitForApp(page);
    const next = page.getByTestId('budget-widget').getByTestId('next-payment');
    await next.waitFor();
    expect(plain(await next.textContent())).toContain('Фотограф: предоплата');
    expect(plain(await next.textContent())).toContain('20 000 ₽');
    await saveScreenshot(page, 'contractors-1440-dashboard');

    // At 375 px: the board is one column, nothing overflows; the contractor opens full-width.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${journey.product.url}/profile/contractors`);
    await card.waitFor();
    await noOverflow(page);
    await saveScreenshot(page, 'contractors-375-board');
    await card.getByRole('button', { name: 'Иван Соколов', exact: true }).click();
    await drawer.getByText('Фотограф: предоплата').waitFor();
    await noOverflow(page);
    await saveScreenshot(page, 'contractors-375-details');

    expect(errors).toEqual([]);
    await context.close();
  });
});
