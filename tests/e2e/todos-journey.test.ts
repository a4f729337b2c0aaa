import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { READY_CHECKLIST } from '../../src/contract/todo-checklist.ts';
import { projectRoot, type ProductProcess } from '../support/product-process.ts';
import { newCoupleOnProduct, signInBrowser, type ProductUser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

const run = promisify(execFile);
const DAY_MS = 24 * 60 * 60 * 1000;

/** The wedding date, saved the way the settings page saves it. */
async function setWeddingDate(product: ProductProcess, user: ProductUser, date: Date) {
  const form = new FormData();
  form.set('registrationDate', date.toISOString());
  const res = await fetch(`${product.url}/api/v1/user/update`, {
    method: 'POST',
    headers: { cookie: user.cookie },
    body: form,
  });
  if (!res.ok) throw new Error(`user/update: ${res.status} ${await res.text()}`);
}

/** A month of subscription granted by support (the product's own support tool, on its DATA_DIR). */
async function grantSubscription(product: ProductProcess, user: ProductUser) {
  await run(process.execPath, ['server/support/cli.ts', 'grant', user.email, '30', '--reason', 'journey test'], {
    cwd: projectRoot,
    env: { ...process.env, DATA_DIR: product.dataDir, LOG_LEVEL: 'silent' },
  });
}

const progress = (page: Page) => page.getByTestId('todo-progress-text');
const panel = (page: Page) => page.getByRole('tabpanel');

describe('the to-do checklist in the browser, against the real server', () => {
  const journey = useProductInBrowser();

  it('a new subscribed couple works through the ready checklist, and finds it as they left it after a reload', async () => {
    const user = await newCoupleOnProduct(journey.product);
    // 80 days away: «за 3 месяца» is the current period, the earlier ones are already over.
    await setWeddingDate(journey.product, user, new Date(Date.now() + 80 * DAY_MS));
    await grantSubscription(journey.product, user);

    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
      acceptDownloads: true,
    });
    await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    // The ready checklist, opened on the current period with the earlier periods' tasks carried into it.
    await page.goto(`${journey.product.url}/profile/todo-list`);
    await waitForApp(page);
    await page.getByRole('tab', { name: /За 3 месяца/, selected: true }).waitFor();
    const total = READY_CHECKLIST.length;
    // «Выбрать дату…» is done already: the couple has set the date (issue 22, item 10).
    expect(await progress(page).textContent()).toBe(`Выполнено 1 из ${total}`);
    expect(await page.getByTestId('todo-days-left').textContent()).toMatch(/^До свадьбы \d+ (день|дня|дней)$/);
    expect(await panel(page).getByTestId('todo-carried-over').count()).toBeGreaterThan(10);
    expect(await panel(page).getByTestId('todo-overdue').count()).toBe(0);
    const application = panel(page)
      .getByTestId('todo-item')
      .filter({ has: page.getByText('Подать заявление в ЗАГС', { exact: true }) });
    await application.getByRole('button', { name: 'Комментарий: 4 строки' }).click();
    await application.getByText(/не раньше чем за 12 месяцев/).waitFor();
    await application.getByText(/через Госуслуги/).waitFor();
    await saveScreenshot(page, 'todos-1440');

    // A tick moves the progress bar.
    await panel(page)
      .getByRole('checkbox', {
        name: 'Отметить «Обсудить бюджет свадьбы и договориться, кто сколько вкладывает» выполненным',
      })
      .check();
    expect(
      await panel(page)
        .getByRole('checkbox', { name: 'Отметить «Выбрать дату и сезон свадьбы» выполненным' })
        .isChecked(),
    ).toBe(true);
    await page.getByText(`Выполнено 2 из ${total}`).waitFor();

    // A task of their own with two comment lines.
    await page.getByRole('button', { name: 'Добавить дело' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Что сделать').fill('Заказать фотобудку');
    await dialog.getByLabel('Комментарий').fill('Сравнить три студии\nУточнить доставку и монтаж');
    await dialog.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Дело добавлено в список').waitFor();
    const added = panel(page).getByTestId('todo-item').filter({ hasText: 'Заказать фотобудку' });
    await added.getByRole('button', { name: 'Комментарий: 2 строки' }).click();
    await added.getByText('Уточнить доставку и монтаж').waitFor();

    // A ready task deleted after confirming.
    const doomed = panel(page).getByTestId('todo-item').filter({ hasText: 'Выбрать видеографа' });
    await doomed.getByRole('button', { name: 'Удалить' }).click();
    await page.getByRole('button', { name: 'Удалить', exact: true }).last().click();
    await page.getByText('Дело удалено').waitFor();
    await doomed.waitFor({ state: 'detached' });

    // The spreadsheet downloads under its Russian name and holds what the page shows.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Скачать таблицу' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Список дел к свадьбе.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
    const rows = (workbook.getWorksheet('Список дел')!.getSheetValues() as unknown[][])
      .slice(4)
      .map((row) => (row ?? []).slice(1).map((cell) => String(cell ?? '')));
    expect(rows).toHaveLength(total);
    expect(rows).toContainEqual([
      'За 3 месяца',
      expect.any(String),
      'Заказать фотобудку',
      'Сравнить три студии\nУточнить доставку и монтаж',
      'Не выполнено',
    ]);
    expect(rows.filter((row) => row[4].startsWith('Выполнено'))).toHaveLength(2);
    expect(rows.some((row) => row[2] === 'Выбрать видеографа')).toBe(false);

    // After a reload everything is as they left it.
    await page.reload();
    await waitForApp(page);
    await page.getByRole('tab', { name: /За 3 месяца/, selected: true }).waitFor();
    expect(await progress(page).textContent()).toBe(`Выполнено 2 из ${total}`);
    await panel(page).getByText('Заказать фотобудку').waitFor();
    expect(await panel(page).getByText('Выбрать видеографа').count()).toBe(0);
    expect(
      await panel(page)
        .getByRole('checkbox', { name: 'Отметить «Выбрать дату и сезон свадьбы» выполненным' })
        .isChecked(),
    ).toBe(true);

    // On a phone the page still fits: the buttons keep their icons only.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'Добавить дело' }).waitFor();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);
    await saveScreenshot(page, 'todos-375');
    await page.evaluate('window.scrollTo(0, 0)');
    await page.screenshot({
      path: path.join(projectRoot, 'test-results', 'screenshots', 'todos-375-first-screen.png'),
    });

    expect(errors).toEqual([]);
    await context.close();
  });
});
