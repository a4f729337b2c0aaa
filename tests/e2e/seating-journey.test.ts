import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/product-process.ts';
import { newCoupleOnProduct, signInBrowser, type ProductUser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot } from './support/browser.ts';
import { A3_LANDSCAPE, A4_LANDSCAPE, A4_PORTRAIT, pdfPages, screenshotPath } from './support/pdf.ts';
import { useProductInBrowser } from './support/journey.ts';

const GUESTS: Array<{ name: string; from: string; withHalf?: boolean; children?: string; category?: string[] }> = [
  { name: 'Ирина Волкова', from: 'bride', category: ['family'] },
  { name: 'Сергей Волков', from: 'bride', category: ['family'] },
  { name: 'Ольга Волкова', from: 'bride', withHalf: true, category: ['family'] },
  { name: 'Бабушка Нина', from: 'bride', category: ['relatives'] },
  { name: 'Тётя Света', from: 'bride', withHalf: true, children: 'several', category: ['relatives'] },
  { name: 'Маша Лебедева', from: 'bride', withHalf: true, category: ['friends'] },
  { name: 'Катя Морозова', from: 'bride', withHalf: true, category: ['friends'] },
  { name: 'Даша Соколова', from: 'bride', category: ['colleagues'] },
  { name: 'Наталья Смирнова', from: 'groom', category: ['family'] },
  { name: 'Андрей Смирнов', from: 'groom', withHalf: true, children: 'one', category: ['family'] },
  { name: 'Дядя Коля', from: 'groom', withHalf: true, category: ['relatives'] },
  { name: 'Артём Новиков', from: 'groom', category: ['friends'] },
  { name: 'Кирилл Фёдоров', from: 'groom', withHalf: true, category: ['friends'] },
  { name: 'Максим Ёлкин', from: 'groom', category: ['colleagues'] },
  { name: 'Игорь Павлов', from: 'groom', withHalf: true, category: ['colleagues'] },
  { name: 'Семья Ковалёвых', from: 'common', withHalf: true, children: 'several', category: ['friends'] },
  { name: 'Анастасия Белова', from: 'common', category: ['friends'] },
  { name: 'Фотограф Алексей', from: 'common', category: ['other'] },
];

describe('the seating plan in the browser, against the real server (issue 26)', () => {
  const journey = useProductInBrowser();

  async function api(user: ProductUser, method: string, path: string, body?: unknown) {
    const res = await fetch(`${journey.product.url}/api/v1${path}`, {
      method,
      headers: { cookie: user.cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return res.json() as Promise<{ id: string }>;
  }

  /** A subscribed couple (support grants 30 days) with a list, five tables and two rules. */
  async function coupleWithTables(): Promise<{ user: ProductUser; ids: Map<string, string> }> {
    const user = await newCoupleOnProduct(journey.product);
    const grant = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', user.email, '30', '--reason', 'seating journey', '--by', 'e2e'],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: journey.product.dataDir }, encoding: 'utf8' },
    );
    expect(grant.status, grant.stderr).toBe(0);
    const ids = new Map<string, string>();
    for (const guest of GUESTS) ids.set(guest.name, (await api(user, 'POST', '/guests', guest)).id);
    await api(user, 'POST', '/seating/tables', { name: 'Стол молодожёнов', shape: 'rect', seats: 6, x: 800, y: 130 });
    const places = [
      [300, 430],
      [640, 600],
      [980, 600],
      [1320, 430],
    ];
    for (const [index, [x, y]] of places.entries()) {
      await api(user, 'POST', '/seating/tables', { name: `Стол ${index + 1}`, seats: 10, x, y });
    }
    await api(user, 'POST', '/seating/rules', {
      kind: 'together',
      guestIds: [ids.get('Маша Лебедева'), ids.get('Артём Новиков')],
    });
    await api(user, 'POST', '/seating/rules', {
      kind: 'apart',
      guestIds: [ids.get('Дядя Коля'), ids.get('Тётя Света')],
    });
    return { user, ids };
  }

  const counts = (page: Page) => page.getByRole('status').filter({ hasText: 'Без места' });

  /** Picks what the print button prints (the plan on A4 or A3, or the place cards). */
  async function choosePrint(page: Page, label: string) {
    await page.getByRole('combobox', { name: 'Что печатать' }).click();
    // antd's list keeps a hidden copy of its options for screen readers: click the visible one.
    await page.locator('.ant-select-item-option', { hasText: label }).click();
  }

  it('drags a guest to a table, moves one with the keyboard, seats the rest automatically and prints', async () => {
    const { user } = await coupleWithTables();
    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${journey.product.url}/profile/seating-plan`);
    await expect
      .poll(() => counts(page).textContent(), { timeout: 20_000 })
      .toContain('Без места: 32 чел. (18 в списке)');

    // Drag and drop: Ирина to the couple's table.
    await page.getByTestId('unseated-Ирина Волкова').dragTo(page.getByTestId('table-Стол молодожёнов'));
    await expect.poll(() => counts(page).textContent()).toContain('Без места: 31 чел. (17 в списке)');
    await expect.poll(() => page.getByTestId('table-Стол молодожёнов').textContent()).toContain('1/6');

    // The keyboard: choose the guest and the table in the form, then press the button.
    const form = page.getByRole('region', { name: 'Пересадить гостя' });
    await page.getByLabel('Гость', { exact: true }).focus();
    await page.keyboard.type('Сергей');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.textContent()).toContain('Сергей Волков');
    await page.getByLabel('Стол', { exact: true }).focus();
    await page.keyboard.type('Стол 1');
    await page.keyboard.press('Enter');
    await expect.poll(() => form.textContent()).toContain('Стол 1 (0/10)');
    await form.getByRole('button', { name: 'Пересадить' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => counts(page).textContent()).toContain('Без места: 30 чел. (16 в списке)');

    // Everyone else, automatically: nobody left, no problem listed.
    await page.getByRole('button', { name: /Рассадить автоматически/ }).click();
    await expect.poll(() => counts(page).textContent()).toContain('Без места: 0 чел. (0 в списке)');
    expect(await page.getByText('Все гости рассажены').isVisible()).toBe(true);
    expect(await page.locator('.seating__problems').count()).toBe(0);
    await saveScreenshot(page, 'seating-plan-1440');

    await page.emulateMedia({ media: 'print' });
    // The print stylesheet applies once the browser has restyled the page: the list by table shows,
    // the editing side goes.
    const display = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => getComputedStyle(element).display);
    await expect.poll(() => display('.seating-print-list'), { timeout: 10_000 }).toBe('block');
    await expect.poll(() => display('.seating__side'), { timeout: 10_000 }).toBe('none');
    await saveScreenshot(page, 'seating-plan-print');
    // The first page as A4 landscape lays it out (277 x 190 mm inside the margins, at 96 px an inch).
    await page.setViewportSize({ width: 1047, height: 718 });
    await page.screenshot({ path: screenshotPath('seating-plan-print-a4-page-1.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    const a4 = await page.pdf({ path: screenshotPath('seating-plan-a4.pdf'), preferCSSPageSize: true });
    // The floor on the first page, the list by table on the second.
    expect(pdfPages(a4)).toEqual([A4_LANDSCAPE, A4_LANDSCAPE]);
    await page.emulateMedia({ media: 'screen' });

    // The plan on A3: the printer's page follows the choice.
    await choosePrint(page, 'План и список, A3');
    await page.emulateMedia({ media: 'print' });
    const a3 = await page.pdf({ path: screenshotPath('seating-plan-a3.pdf'), preferCSSPageSize: true });
    expect(pdfPages(a3)).toEqual([A3_LANDSCAPE, A3_LANDSCAPE]);
    await page.emulateMedia({ media: 'screen' });

    // The place cards: one per seated person (32, +1s and children included), six to an A4 page.
    await choosePrint(page, 'Карточки гостей, A4');
    await page.emulateMedia({ media: 'print' });
    await expect.poll(() => display('.seating-place-cards'), { timeout: 10_000 }).toBe('grid');
    expect(await page.getByTestId('place-card').count()).toBe(32);
    expect(await display('.seating__body')).toBe('none');
    await page.setViewportSize({ width: 794, height: 1123 });
    await saveScreenshot(page, 'seating-place-cards-print');
    // The first A4 page at full size, to look at one card closely.
    await page.screenshot({
      path: screenshotPath('seating-place-cards-page-1.png'),
      clip: { x: 0, y: 0, width: 794, height: 1123 },
    });
    const cards = await page.pdf({ path: screenshotPath('seating-place-cards.pdf'), preferCSSPageSize: true });
    const pages = pdfPages(cards);
    expect(pages.length).toBe(6);
    expect(pages.every((size) => size.join() === A4_PORTRAIT.join())).toBe(true);
    await page.emulateMedia({ media: 'screen' });
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.setViewportSize({ width: 375, height: 800 });
    await saveScreenshot(page, 'seating-plan-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
