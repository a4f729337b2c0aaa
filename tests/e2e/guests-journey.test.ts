import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HEADERS, readXlsxRows } from '../support/guest-files.ts';
import { projectRoot } from '../support/product-process.ts';
import { newCoupleOnProduct, signInBrowser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

describe('the guest list in the browser, against the real server', () => {
  const journey = useProductInBrowser();

  /** A couple with a month granted by support (the support CLI on the product's DATA_DIR). */
  async function subscribedCoupleInBrowser() {
    const user = await newCoupleOnProduct(journey.product);
    const granted = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', user.email, '30', '--reason', 'guest list journey'],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: journey.product.dataDir }, encoding: 'utf8' },
    );
    expect(granted.status, granted.stderr).toBe(0);
    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });
    await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    return { page, errors: collectPageErrors(page), close: () => context.close() };
  }

  const counts = (page: Page) => page.getByTestId('guest-counts').textContent();

  async function addGuest(page: Page, guest: { name: string; side: string; half?: string; children?: string }) {
    await page.getByRole('button', { name: 'Добавить гостя' }).click();
    const dialog = page.getByRole('dialog', { name: 'Новый гость' });
    await dialog.getByLabel('Имя', { exact: true }).fill(guest.name);
    await dialog.getByLabel('Сторона').click();
    await page.getByTitle(guest.side, { exact: true }).click();
    if (guest.half !== undefined) {
      await dialog.getByText('Придёт со спутником (+1)').click();
      if (guest.half) await dialog.getByLabel('Имя спутника').fill(guest.half);
    }
    if (guest.children) {
      await dialog.getByLabel('Дети').click();
      await page.getByTitle(guest.children, { exact: true }).click();
    }
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByTestId('notice-success').filter({ hasText: 'Гость добавлен' }).first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
  }

  it('adds guests on both sides, confirms one, downloads the file and imports a small one', async () => {
    const { page, errors, close } = await subscribedCoupleInBrowser();
    await page.goto(`${journey.product.url}/profile/guest-list`);
    await waitForApp(page);
    await page.getByText('Гостей пока нет').waitFor();

    await addGuest(page, { name: 'Мария Лебедева', side: 'Со стороны невесты', half: 'Денис' });
    await addGuest(page, { name: 'Артём Новиков', side: 'Со стороны жениха', half: '', children: 'С ребёнком' });
    await page.getByRole('button', { name: 'Мария Лебедева и Денис', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Артём Новиков со спутником' }).waitFor();

    await page.getByRole('checkbox', { name: 'Подтвердил: Артём Новиков' }).check();
    // People, not rows (issue 38): Артём comes with a +1 and a child, three people confirmed.
    expect(await counts(page)).toBe('2 гостя5 человекиз них 1 ребёнок3 человека подтвердили');
    await saveScreenshot(page, 'guest-list-1440');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Скачать список' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Список гостей.xlsx');
    const rows = await readXlsxRows(fs.readFileSync((await download.path())!));
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1, 3).map((row) => [row[0], row[2], row[7]])).toEqual([
      ['Мария Лебедева', 'Денис', 'Нет'],
      ['Артём Новиков', '', 'Да'],
    ]);
    expect(rows.at(-1)).toEqual(['Итого: гостей 2, человек 5 (из них детей 1), подтвердили человек: 3']);

    await page.getByRole('button', { name: 'Загрузить из файла' }).click();
    const dialog = page.getByRole('dialog', { name: 'Загрузка списка гостей' });
    const csv =
      '\uFEFFИмя;Сторона;+1;Категории\r\nТётя Галя;Общие;Да;Родственники\r\nКирилл Фёдоров;Со стороны жениха;;Друзья\r\n';
    await dialog
      .locator('input[type=file]')
      .setInputFiles({ name: 'гости.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByTestId('import-preview').getByText('Будут добавлены 2 гостя').waitFor();
    await saveScreenshot(page, 'guest-import-preview-1440');
    await dialog.getByRole('button', { name: 'Добавить гостей' }).click();
    await page.getByTestId('notice-success').filter({ hasText: 'Добавлены 2 гостя из файла' }).waitFor();
    await page.getByRole('button', { name: 'Тётя Галя со спутником' }).waitFor();
    await page.getByRole('button', { name: 'Кирилл Фёдоров', exact: true }).waitFor();
    expect(await counts(page)).toBe('4 гостя8 человекиз них 1 ребёнок3 человека подтвердили');

    await page.getByRole('tab', { name: 'Друзья' }).click();
    expect(await counts(page)).toBe('1 гость1 человек0 человек подтвердили');
    await page.getByRole('tab', { name: 'Все' }).click();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Мария Лебедева и Денис', exact: true }).waitFor();
    expect(await page.getByText('Добавить гостя', { exact: true }).isVisible()).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'guest-list-375');
    await page.getByRole('button', { name: 'Мария Лебедева и Денис', exact: true }).click();
    await page.getByRole('dialog').getByText('Со стороны невесты').waitFor();
    await saveScreenshot(page, 'guest-details-375');
    await page.keyboard.press('Escape');

    // A long list scrolls as a virtual table: on a phone too, a side's heading spans its row.
    for (let index = 1; index <= 100; index += 1) {
      const added = await page.request.post(`${journey.product.url}/api/v1/guests`, {
        headers: { origin: journey.product.url },
        data: { name: `Гость ${index}`, from: 'bride' },
      });
      expect(added.status()).toBe(200);
    }
    await page.reload();
    await waitForApp(page);
    const heading = page.getByRole('heading', { name: /Со стороны невесты/ });
    await heading.waitFor();
    const headingWidth = (await heading.boundingBox())!.width;
    const tableWidth = (await page.locator('.guest-list__table').boundingBox())!.width;
    expect(headingWidth).toBeGreaterThan(tableWidth * 0.8);
    await saveScreenshot(page, 'guest-list-long-375');

    expect(errors).toEqual([]);
    await close();
  });
});
