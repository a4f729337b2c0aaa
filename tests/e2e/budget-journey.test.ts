import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/product-process.ts';
import { newCoupleOnProduct, signInBrowser, type ProductUser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/** Text with the no-break spaces of Russian number formatting made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('the budget in the browser, against the real server', () => {
  const journey = useProductInBrowser();

  /** A subscribed couple whose wizard answer was "50–100 guests": support grants 30 days, as after a payment. */
  async function subscribedCouple(): Promise<ProductUser> {
    const user = await newCoupleOnProduct(journey.product);
    const grant = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', user.email, '30', '--reason', 'budget journey', '--by', 'e2e'],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: journey.product.dataDir }, encoding: 'utf8' },
    );
    expect(grant.status, grant.stderr).toBe(0);
    const form = new FormData();
    form.set('amountOfGuests', '1');
    const updated = await fetch(`${journey.product.url}/api/v1/user/update`, {
      method: 'POST',
      headers: { cookie: user.cookie },
      body: form,
    });
    expect(updated.status).toBe(200);
    // A guest list of 75 people (25 guests, each with a +1 and a child): what per-person prices count.
    for (let index = 1; index <= 25; index += 1) {
      const guest = await fetch(`${journey.product.url}/api/v1/guests`, {
        method: 'POST',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `Гость ${index}`, from: 'bride', withHalf: true, children: 'one' }),
      });
      expect(guest.status).toBe(200);
    }
    return user;
  }

  const notice = (page: Page, text: string) =>
    page.getByTestId('notice-success').filter({ hasText: text }).first().waitFor();
  const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();
  const row = (page: Page, name: string) => page.locator('.budget-table tr').filter({ hasText: name });
  const cellTexts = async (page: Page, name: string) =>
    (await row(page, name).locator('td').allTextContents()).map(plain);

  async function addItem(
    page: Page,
    item: { name: string; price: string; paid?: string; perPerson?: boolean; dueDate?: string },
  ) {
    await page.getByRole('button', { name: 'Добавить расход' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый расход' });
    await dialog.getByLabel('Название').fill(item.name);
    if (item.perPerson) await dialog.getByText('За человека', { exact: true }).click();
    await dialog.getByLabel(item.perPerson ? 'Цена за человека, ₽' : 'Цена, ₽').fill(item.price);
    if (item.paid) await dialog.getByLabel('Оплачено, ₽').fill(item.paid);
    if (item.dueDate) {
      await dialog.getByLabel('Оплатить до').fill(item.dueDate);
      await dialog.getByLabel('Оплатить до').press('Enter');
    }
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await notice(page, 'Расход добавлен');
    await dialog.waitFor({ state: 'hidden' });
  }

  it('sets the total, adds items in two categories (one per person), edits one, deletes one, and finds it all after a reload', async () => {
    const user = await subscribedCouple();
    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${journey.product.url}/profile/budget`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Бюджет' }).waitFor();
    await page.getByRole('tab', { name: 'Все', exact: true }).waitFor();

    // The total.
    await page.getByRole('button', { name: 'Изменить бюджет' }).click();
    await page.getByLabel('Общий бюджет').fill('400000');
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await notice(page, 'Бюджет обновлён');
    // The figure is the list's after revalidation, which may land a moment after the notice.
    await expect.poll(async () => plain(await page.locator('.budget-total__value').textContent())).toBe('400 000 ₽');

    // A photographer, and the banquet at 4 500 roubles a head (the guest list: 75 people).
    await tab(page, 'Фото');
    await addItem(page, { name: 'Фотограф на весь день', price: '70000', paid: '20000', dueDate: '01.06.2027' });
    await tab(page, 'Банкет');
    await addItem(page, { name: 'Банкет в ресторане', price: '4500', paid: '100000', perPerson: true });
    expect(plain(await row(page, 'Банкет в ресторане').textContent())).toContain(
      '4 500 ₽ × 75 человек · по списку гостей: 75 человек, из них 25 детей',
    );
    // And one to delete.
    await tab(page, 'Видео');
    await addItem(page, { name: 'Видеограф', price: '50000' });

    // The chart, its legend and the rest on «Все».
    await tab(page, 'Все');
    const legend = page.locator('.budget-legend');
    await legend.waitFor();
    // The legend follows the list, whose revalidation after the last add may land a moment later.
    await expect
      .poll(async () => (await legend.locator('li').allTextContents()).map(plain))
      .toEqual(['Банкет337 500 ₽', 'Фото70 000 ₽', 'Видео50 000 ₽']);
    await page.locator('.budget-chart__donut canvas').first().waitFor();
    expect((await cellTexts(page, 'Банкет в ресторане')).slice(1, 5)).toEqual([
      'Банкет',
      '337 500 ₽',
      '100 000 ₽',
      '237 500 ₽',
    ]);
    expect(await page.getByRole('button', { name: /^Изменить:/ }).count()).toBe(0);
    expect(plain(await page.locator('.budget-total').textContent())).toContain('Расходы превышают бюджет на 57 500 ₽');
    await saveScreenshot(page, 'budget-1440-all');

    // Edit the photographer: paid in full.
    await tab(page, 'Фото');
    await page.getByRole('button', { name: 'Изменить: Фотограф на весь день' }).click();
    const edit = page.getByRole('dialog', { name: 'Изменить расход' });
    await edit.getByLabel('Оплачено, ₽').fill('70000');
    await edit.getByRole('button', { name: 'Сохранить' }).click();
    await notice(page, 'Расход изменён');
    await edit.waitFor({ state: 'hidden' });
    await expect
      .poll(async () => (await cellTexts(page, 'Фотограф на весь день')).slice(1, 4))
      .toEqual(['70 000 ₽', '70 000 ₽', '0 ₽']);

    // Delete the videographer, after the confirmation.
    await tab(page, 'Видео');
    await page.getByRole('button', { name: 'Удалить: Видеограф' }).click();
    await page
      .getByRole('dialog')
      .locator('.ant-modal-confirm-title', { hasText: 'Удалить расход «Видеограф»?' })
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Удалить' }).click();
    await notice(page, 'Расход удалён');
    await row(page, 'Видеограф').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'budget-1440-category');

    // After a reload: everything as left.
    await page.reload();
    await waitForApp(page);
    await page.locator('.budget-legend').waitFor();
    // The figure is the list's after revalidation, which may land a moment after the notice.
    await expect.poll(async () => plain(await page.locator('.budget-total__value').textContent())).toBe('400 000 ₽');
    expect((await page.locator('.budget-legend li').allTextContents()).map(plain)).toEqual([
      'Банкет337 500 ₽',
      'Фото70 000 ₽',
    ]);
    expect((await cellTexts(page, 'Фотограф на весь день')).slice(1, 5)).toEqual([
      'Фото',
      '70 000 ₽',
      '70 000 ₽',
      '0 ₽',
    ]);
    expect(await row(page, 'Видеограф').count()).toBe(0);
    const totals = (await page.locator('.budget-table__totals td').allTextContents()).map(plain);
    expect(totals.slice(0, 4)).toEqual(['Итого', '407 500 ₽', '170 000 ₽', '237 500 ₽']);

    // At 375 px: the add button keeps its icon and loses its label; nothing overflows the page.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.locator('.budget-legend').waitFor();
    expect(await page.locator('.budget-page__add-label').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Добавить расход' }).isVisible()).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'budget-375');
    await tab(page, 'Банкет');
    await row(page, 'Фотограф на весь день').waitFor({ state: 'detached' });
    await saveScreenshot(page, 'budget-375-category');

    expect(errors).toEqual([]);
    await context.close();
  });
});
