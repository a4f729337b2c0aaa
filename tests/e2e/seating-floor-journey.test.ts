import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grantSubscription, newCoupleOnProduct, signInBrowser, type ProductUser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot } from './support/browser.ts';
import { pdfPages, screenshotPath } from './support/pdf.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * The seating floor with a banquet's worth of tables (issue 38, item 7): twelve tables added
 * without a place land apart and whole on the floor, long names show whole on the tables' cards,
 * and the head table keeps only whom the couple seat there. Screenshots at 1440 and 390 px, on
 * screen and in print, go to test-results/screenshots/ for a person to look at.
 */
const LONG_NAMES = [
  'Александра Константиновна Воскресенская-Преображенская',
  'Владислав Святославович Долгоруков-Оболенский',
  'Екатерина Максимилиановна Рождественская',
  'Тётя Света с мужем Геннадием и детьми',
  'Ольга Петрова, подруга невесты со школы',
  'Анастасия Белова',
  'Константин Константинопольский',
  'Бабушка Нина',
];

const TABLE_NAMES = [
  'Стол родственников невесты из Нижнего Новгорода',
  'Друзья жениха по университету',
  'Коллеги невесты',
  'Стол 4',
  'Соседи по даче в Подмосковье',
  'Стол 6',
  'Одноклассники',
  'Стол 8',
  'Семья жениха',
  'Стол 10',
  'Стол 11',
];

describe('the seating floor with twelve tables and long names, in the browser (issue 38, item 7)', () => {
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

  /** A subscribed couple: a head table with the bride's parents, eleven tables, 88 guests seated automatically. */
  async function banquet(): Promise<ProductUser> {
    const user = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, user, 'seating floor journey');
    const head = await api(user, 'POST', '/seating/tables', {
      name: 'Стол молодожёнов',
      shape: 'rect',
      seats: 8,
      head: true,
    });
    for (const [index, name] of TABLE_NAMES.entries()) {
      await api(user, 'POST', '/seating/tables', { name, seats: 8, shape: index % 4 === 3 ? 'rect' : 'round' });
    }
    const parents = await api(user, 'POST', '/guests', {
      name: 'Родители невесты Ирина и Сергей Волковы',
      from: 'bride',
      withHalf: true,
      category: ['family'],
    });
    await api(user, 'PUT', `/seating/guests/${parents.id}`, { tableId: head.id });
    for (let n = 0; n < 86; n += 1) {
      const name = `${LONG_NAMES[n % LONG_NAMES.length]} ${n + 1}`;
      await api(user, 'POST', '/guests', { name, from: n % 2 ? 'groom' : 'bride', category: ['friends'] });
    }
    await api(user, 'POST', '/seating/auto');
    return user;
  }

  /** What the page draws: each table card's box, and any name cut short (wider than its box). */
  const measure = (page: Page) =>
    page.evaluate(() => {
      const floor = document.querySelector('.seating-floor')!.getBoundingClientRect();
      const cards = [...document.querySelectorAll<HTMLElement>('.seating-table')].map((card) => {
        const box = card.getBoundingClientRect();
        return { name: card.dataset.testid ?? '', left: box.left, top: box.top, right: box.right, bottom: box.bottom };
      });
      const cut = [...document.querySelectorAll<HTMLElement>('.seating-table__name, .seating-table .seating-chip')]
        .filter((element) => element.getClientRects().length > 0 && element.scrollWidth > element.clientWidth + 1)
        .map((element) => element.textContent);
      return { floor: { left: floor.left, top: floor.top, right: floor.right, bottom: floor.bottom }, cards, cut };
    });

  function expectApartAndWhole(drawn: Awaited<ReturnType<typeof measure>>) {
    expect(drawn.cards).toHaveLength(12);
    for (const card of drawn.cards) {
      expect(card.left, card.name).toBeGreaterThanOrEqual(drawn.floor.left - 0.5);
      expect(card.top, card.name).toBeGreaterThanOrEqual(drawn.floor.top - 0.5);
      expect(card.right, card.name).toBeLessThanOrEqual(drawn.floor.right + 0.5);
      expect(card.bottom, card.name).toBeLessThanOrEqual(drawn.floor.bottom + 0.5);
      for (const other of drawn.cards) {
        if (other === card) continue;
        const apart =
          card.right <= other.left + 0.5 ||
          other.right <= card.left + 0.5 ||
          card.bottom <= other.top + 0.5 ||
          other.bottom <= card.top + 0.5;
        expect(apart, `${card.name} / ${other.name}`).toBe(true);
      }
    }
    expect(drawn.cut).toEqual([]);
  }

  it('draws twelve tables apart and whole, names uncut, the head table kept, on screen and in print', async () => {
    const user = await banquet();
    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${journey.product.url}/profile/seating-plan`);
    const head = page.getByTestId('table-Стол молодожёнов');
    await expect.poll(() => head.textContent(), { timeout: 30_000 }).toContain('2/8');
    // Only the parents the couple seated there; the automatic seating left the rest of it free.
    expect(await head.locator('.seating-chip').count()).toBe(1);
    expect(await head.textContent()).toContain('стол молодожёнов');
    const longest = page.getByTestId('table-Стол родственников невесты из Нижнего Новгорода');
    expect(await longest.locator('.seating-table__name').textContent()).toContain(
      'Стол родственников невесты из Нижнего Новгорода',
    );

    expectApartAndWhole(await measure(page));
    await saveScreenshot(page, 'seating-floor-12-tables-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    expectApartAndWhole(await measure(page));
    await saveScreenshot(page, 'seating-floor-12-tables-390');
    await page
      .locator('.seating__floor-scroll')
      .screenshot({ path: screenshotPath('seating-floor-12-tables-390-floor.png') });

    await page.emulateMedia({ media: 'print' });
    await expect
      .poll(() => page.locator('.seating-print-list').evaluate((element) => getComputedStyle(element).display), {
        timeout: 10_000,
      })
      .toBe('block');
    expectApartAndWhole(await measure(page));
    await saveScreenshot(page, 'seating-floor-12-tables-print-390');
    await page
      .locator('.seating-floor')
      .screenshot({ path: screenshotPath('seating-floor-12-tables-print-390-floor.png') });
    await page.setViewportSize({ width: 1440, height: 900 });
    expectApartAndWhole(await measure(page));
    await saveScreenshot(page, 'seating-floor-12-tables-print-1440');
    // The printed list by table: the guests' whole names.
    const listed = await page.locator('.seating-print-list li').allTextContents();
    expect(listed.some((text) => text.startsWith('Александра Константиновна Воскресенская-Преображенская'))).toBe(true);
    // The first page as A4 landscape lays it out (277 x 190 mm inside the margins, at 96 px an inch).
    await page.setViewportSize({ width: 1047, height: 718 });
    await page.evaluate(() => window.scrollTo(0, 0));
    expectApartAndWhole(await measure(page));
    await page.screenshot({ path: screenshotPath('seating-floor-12-tables-print-a4-page-1.png') });
    const pdf = await page.pdf({ path: screenshotPath('seating-floor-12-tables-a4.pdf'), preferCSSPageSize: true });
    // The floor on the first page, the list by table after it.
    expect(pdfPages(pdf).length).toBeGreaterThanOrEqual(2);
    expect(errors).toEqual([]);
    await context.close();
  });
});
