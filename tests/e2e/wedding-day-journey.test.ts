import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grantSubscription, newCoupleOnProduct, signInBrowser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * The couple builds the wedding day (issue 27) against the real product: the wizard's registration
 * and banquet are there already, they add the photo session, the first dance and the cake, share
 * the link, and a helper opens it on a 375 px phone; revoked, the link says so.
 */
describe('the couple builds the wedding day and shares it', () => {
  const journey = useProductInBrowser();

  async function addStep(
    page: Page,
    step: { time: string; until?: string; title: string; place?: string; who?: string },
  ) {
    await page.getByRole('button', { name: /Добавить пункт/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый пункт тайминга' });
    await dialog.getByLabel('Время', { exact: true }).fill(step.time);
    if (step.until) await dialog.getByLabel('До (необязательно)').fill(step.until);
    await dialog.getByLabel('Что происходит').fill(step.title);
    if (step.place) await dialog.getByLabel('Где').fill(step.place);
    if (step.who) await dialog.getByLabel('Или человек').fill(step.who);
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Пункт добавлен в тайминг').last().waitFor();
    await page.locator(`[data-title="${step.title}"]`).waitFor();
  }

  const titles = (page: Page) =>
    page
      .locator('[data-testid="day-step"]')
      .evaluateAll((steps) => steps.map((step) => (step as HTMLElement).dataset.title));

  it('adds steps, shares the day, opens it on a phone, prints and revokes it', async () => {
    const couple = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, couple, 'wedding day journey');
    // The wizard's answers: registration at 11:00 and banquet at 17:00, Moscow time.
    const form = new FormData();
    form.set('registrationDate', '2027-06-12T08:00:00.000Z');
    form.set('registrationLocation', 'Грибоедовский ЗАГС');
    form.set('banquetDate', '2027-06-12T14:00:00.000Z');
    form.set('banquetLocation', 'Ресторан «Сад», Тверская, 5');
    const updated = await fetch(`${journey.product.url}/api/v1/user/update`, {
      method: 'POST',
      headers: { cookie: couple.cookie },
      body: form,
    });
    expect(updated.status).toBe(200);

    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await signInBrowser(context, journey.product, couple);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${journey.product.url}/profile/wedding-day`);
    await page.getByTestId('wedding-day-page').waitFor();
    await page.getByText('Тайминг на 12 июня 2027').waitFor();
    await expect.poll(() => titles(page)).toEqual(['Регистрация', 'Банкет']);

    await addStep(page, {
      time: '12:30',
      until: '15:00',
      title: 'Фотосессия',
      place: 'Парк «Зарядье»',
      who: 'Фотограф Ольга',
    });
    await addStep(page, { time: '19:00', title: 'Первый танец', who: 'Ведущий Артём', place: 'Ресторан «Сад»' });
    await addStep(page, { time: '21:30', title: 'Торт', who: 'Кондитерская «Мёд»' });
    await addStep(page, { time: '09:00', title: 'Сборы невесты', place: 'Отель «Пекин»', who: 'Свидетельница Полина' });
    await expect
      .poll(() => titles(page))
      .toEqual(['Сборы невесты', 'Регистрация', 'Фотосессия', 'Банкет', 'Первый танец', 'Торт']);
    await saveScreenshot(page, 'wedding-day-page-1440');

    // Printing: the navigation and the buttons go, the timeline stays.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: /Добавить пункт/ }).isVisible()).toBe(false);
    await saveScreenshot(page, 'wedding-day-print');
    await page.emulateMedia({ media: 'screen' });

    // The calendar file of the day.
    const calendar = await page.evaluate(async () => (await fetch('/api/v1/day/calendar.ics')).text());
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(6);
    expect(calendar).toContain('DTSTART:20270612T080000Z');

    await page.getByRole('button', { name: /Поделиться/ }).click();
    const share = page.getByRole('dialog', { name: 'Поделиться таймингом' });
    const url = await share.getByTestId('day-share-url').inputValue();
    expect(url).toMatch(/\/day\/[A-Za-z0-9_-]{22}$/);
    await saveScreenshot(page, 'wedding-day-share-1440');
    await share.getByRole('button', { name: 'Close' }).or(share.getByLabel('Close')).first().click();
    const publicUrl = url.replace(/^https?:\/\/[^/]+/, journey.product.url);

    // A helper's phone: no session, no app.
    const phoneContext = await journey.browser.newContext({
      viewport: { width: 375, height: 812 },
      reducedMotion: 'reduce',
    });
    const phone = await phoneContext.newPage();
    const phoneErrors = collectPageErrors(phone);
    const response = await phone.goto(publicUrl);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    await phone.getByRole('heading', { name: 'Анна и Пётр' }).waitFor();
    await phone.getByText('суббота, 12 июня 2027').waitFor();
    const publicTitles = await phone.locator('li h2').allTextContents();
    expect(publicTitles).toEqual(['Сборы невесты', 'Регистрация', 'Фотосессия', 'Банкет', 'Первый танец', 'Торт']);
    await phone.getByText('Кто: Фотограф Ольга').waitFor();
    expect(await phone.getByRole('link', { name: 'На карте' }).count()).toBeGreaterThan(0);
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    const bytes = (await response!.body()).length;
    console.log(`the day's public page: ${(bytes / 1024).toFixed(1)} KiB`);
    expect(bytes).toBeLessThan(32 * 1024);
    await saveScreenshot(phone, 'wedding-day-public-375');

    // The couple's own page on a phone.
    const couplePhone = await context.newPage();
    await couplePhone.setViewportSize({ width: 375, height: 812 });
    await couplePhone.goto(`${journey.product.url}/profile/wedding-day`);
    await couplePhone.locator('[data-title="Торт"]').waitFor();
    expect(await couplePhone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot(couplePhone, 'wedding-day-page-375');

    // Revoked, the link answers the friendly 404.
    await page.getByRole('button', { name: /Поделиться/ }).click();
    await page
      .getByRole('dialog', { name: 'Поделиться таймингом' })
      .getByRole('button', { name: 'Отозвать ссылку' })
      .click();
    await page.getByRole('button', { name: 'Отозвать', exact: true }).click();
    await page.getByText('Ссылка отозвана').waitFor();
    const gone = await phone.goto(publicUrl);
    expect(gone?.status()).toBe(404);
    await phone.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await saveScreenshot(phone, 'wedding-day-public-revoked-375');

    expect(errors).toEqual([]);
    expect(phoneErrors.filter((error) => !error.includes('404'))).toEqual([]);
    await phoneContext.close();
    await context.close();
  });
});
