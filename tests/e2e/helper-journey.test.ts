import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newEmail, signUpOverHttp } from '../support/accounts.ts';
import { waitForMail } from '../support/outbox.ts';
import { grantSubscription, newCoupleOnProduct, type ProductUser } from '../support/product-user.ts';
import { PLANNING_SECTIONS } from '../../src/lib/routing/planning-sections.ts';
import { factsOf } from '../support/section-facts.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * Issue 38, item 3, against the real product: the couple invites a helper, the helper joins from
 * the mailed link and walks every section of the couple's real plan: each shows the plan, says why
 * nothing can be changed, and has no write control on; but a section declaring `helperWrites` (the
 * gifts received, issue 41), where only what a helper may write is on.
 */

const HELPER_LINE = 'Вы помощник: можно смотреть план, менять его могут пара и партнёр';

/** What only reads, by section: searching, filters, printing, opening a card, switching views. */
const READS: Record<string, RegExp[]> = {
  '/guest-list': [/Поиск|ant-input-clear-icon|ant-btn-compact-item/, /guest-list__name/],
  '/todo-list': [/^Комментарий: /, /ant-switch/],
  '/seating-plan': [/ant-input-clear-icon|Поиск/, /seating-chip[^>]*draggable="false"/, /Печать|Что печатать/],
  '/invitations': [
    /ant-input-clear-icon|Поиск|Найти/,
    /^Все$|Ответили|Не ответили|Придут|Не придут/,
    /^Печать карточек/,
  ],
  '/notes': [/Поиск по заметкам/, /ant-input-clear-icon/],
  '/wedding-day': [/Печать/],
  '/looks': [/Только избранное/, /Вид|ant-select/],
  '/decor': [/Только избранное/, /Вид|ant-select/],
  '/contractors': [/ant-segmented/, /contractor-card__name|Лебедева/],
  // Copying the site's address only reads it.
  '/site': [/^Скопировать/],
};

/** The controls of the page's frame that are on, named, less the ones that only read. */
async function enabledWriteControls(page: Page, reads: RegExp[]): Promise<string[]> {
  const names = await page.locator('section.page').evaluate((frame) => {
    const selector =
      'button, input, textarea, select, [role="switch"], [role="checkbox"], [draggable="true"], [contenteditable="true"], [role="button"]';
    return [...frame.querySelectorAll<HTMLElement>(selector)]
      .filter((control) => !control.closest('[data-testid="read-only-notice"], [role="tablist"]'))
      .filter((control) => !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true')
      .filter((control) => !control.closest('[aria-disabled="true"], .ant-upload-disabled, .ant-select-disabled'))
      .filter((control) => !(control instanceof HTMLInputElement && control.type === 'hidden'))
      .map((control) =>
        [
          control.getAttribute('aria-label'),
          control.getAttribute('placeholder'),
          control.textContent?.trim() || control.closest('label')?.textContent?.trim(),
          control.outerHTML.slice(0, 160),
        ]
          .filter(Boolean)
          .join(' | '),
      );
  });
  return names.filter((name) => !reads.some((read) => read.test(name)));
}

describe('a helper of a real wedding walks every section', () => {
  const journey = useProductInBrowser();

  async function api(user: { cookie: string }, method: string, path: string, body?: unknown) {
    const response = await fetch(`${journey.product.url}/api/v1${path}`, {
      method,
      headers: {
        cookie: user.cookie,
        origin: journey.product.url,
        ...(body instanceof FormData || !body ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  }

  /** A subscribed couple with something in every section. */
  async function coupleWithPlan(): Promise<ProductUser> {
    const couple = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, couple, 'helper journey');
    const form = new FormData();
    form.set('registrationDate', '2027-06-12T09:00:00.000Z');
    form.set('registrationLocation', 'Грибоедовский ЗАГС');
    await api(couple, 'POST', '/user/update', form);
    const categories = (await api(couple, 'GET', '/dictionaries/budget/category')) as unknown as { code: string }[];
    await api(couple, 'POST', '/budget', { name: 'Ресторан, банкет', category: categories[0]!.code, price: 300000 });
    const maria = await api(couple, 'POST', '/guests', { name: 'Мария Лебедева', from: 'bride', withHalf: true });
    await api(couple, 'POST', '/guests', { name: 'Артём Новиков', from: 'groom', checked: true });
    await api(couple, 'POST', '/notes', { title: 'Меню банкета', text: 'Утка или сёмга' });
    await api(couple, 'POST', '/purchases', { name: 'Подвязка', price: 1490 });
    await api(couple, 'POST', '/purchases', { name: 'Свечи на столы', bought: true });
    await api(couple, 'POST', '/day', { time: '16:00', title: 'Первый танец' });
    const table = await api(couple, 'POST', '/seating/tables', { name: 'Стол 1', seats: 8 });
    await api(couple, 'PUT', `/seating/guests/${maria.id as string}`, { tableId: table.id });
    await api(couple, 'POST', '/contractors', { category: 'photographer', name: 'Мария Лебедева', price: 80000 });
    const events = (await api(couple, 'GET', '/events')) as unknown as Array<{ id: string }>;
    await api(couple, 'POST', '/invitations', { guestIds: [maria.id], eventIds: events.map((event) => event.id) });
    for (const [title, category] of [
      ['Платье с открытой спиной', 'dress'],
      ['Зал в зелени', 'hall'],
    ]) {
      const card = new FormData();
      card.set('title', title!);
      card.set('category', category!);
      card.set('link', 'https://example.ru/idea');
      await api(couple, 'POST', '/looks', card);
    }
    return couple;
  }

  it('sees the plan on every section with no write control on and a line saying why', async () => {
    const couple = await coupleWithPlan();
    const helperEmail = newEmail('helper');
    await api(couple, 'POST', '/wedding/members', { email: helperEmail, role: 'helper' });
    const invitation = await waitForMail(journey.product.dataDir, helperEmail);
    const token = /\/profile\/join\?token=([\w-]+)/.exec(invitation.text)?.[1];
    expect(token, invitation.text).toBeTruthy();
    const helper = await signUpOverHttp(journey.product.url, journey.product.dataDir, { email: helperEmail });
    const joined = await api(helper, 'POST', '/wedding/join', { token });
    expect(joined.wedding).toMatchObject({ role: 'helper' });

    for (const width of [1440, 375]) {
      const context = await journey.browser.newContext({
        viewport: { width, height: width > 800 ? 900 : 812 },
        reducedMotion: 'reduce',
      });
      const [name, value] = helper.cookie.split('=', 2);
      await context.addCookies([
        { name: name!, value: value!, url: journey.product.url, httpOnly: true, sameSite: 'Lax' },
      ]);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const sections =
        width === 1440 ? ['/', ...PLANNING_SECTIONS.map((section) => section.path)] : ['/', '/budget', '/seating-plan'];
      for (const path of sections) {
        await page.goto(`${journey.product.url}/profile${path === '/' ? '' : path}`);
        await waitForApp(page);
        const declared = PLANNING_SECTIONS.find((section) => section.path === path);
        if (declared?.helperWrites) {
          // A section a helper writes (the gifts received): on are only the controls of what a helper may write.
          await page.locator('section.page h1').waitFor();
          await page.waitForLoadState('networkidle');
          const { reads, writes = [] } = factsOf(declared.key).helper;
          expect(await enabledWriteControls(page, [...reads, ...writes]), path).toEqual([]);
          expect((await enabledWriteControls(page, reads)).length, path).toBeGreaterThan(0);
          continue;
        }
        const notice = page.getByTestId('read-only-notice');
        await notice.waitFor();
        expect(await notice.textContent(), path).toContain(HELPER_LINE);
        // The plan is there, not an empty or failed page.
        expect(await page.getByText('Неизвестная ошибка').count(), path).toBe(0);
        if (path === '/') {
          for (const widget of ['todo-widget', 'budget-widget', 'guest-widget']) {
            await page.locator(`[data-testid="${widget}"][data-status="loaded"]`).waitFor();
            expect(await page.getByTestId(widget).getByRole('button', { disabled: false }).count(), widget).toBe(0);
          }
        } else {
          // Let the plan's reads land before counting its controls.
          await page.waitForLoadState('networkidle');
          expect(await enabledWriteControls(page, READS[path] ?? []), path).toEqual([]);
          expect(await page.locator('section.page button[disabled]').count(), path).toBeGreaterThan(0);
        }
        if (['/', '/budget', '/seating-plan'].includes(path)) {
          await saveScreenshot(page, `helper${path === '/' ? '-main' : path.replace('/', '-')}-${width}`);
        }
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("the couple's invitations page shows its times and deadline with the app's Russian pickers", async () => {
    const couple = await coupleWithPlan();
    for (const width of [1440, 375]) {
      const context = await journey.browser.newContext({
        viewport: { width, height: width > 800 ? 900 : 812 },
        reducedMotion: 'reduce',
      });
      const [name, value] = couple.cookie.split('=', 2);
      await context.addCookies([
        { name: name!, value: value!, url: journey.product.url, httpOnly: true, sameSite: 'Lax' },
      ]);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(`${journey.product.url}/profile/invitations`);
      await waitForApp(page);
      const start = page.getByLabel('Начало').first();
      await start.waitFor();
      // The registration set for the couple, in the browser's local time, as every date of the app reads.
      expect(await start.inputValue()).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
      await start.click();
      await page.locator('.date-time-popup').waitFor();
      await saveScreenshot(page, `invitations-date-picker-${width}`);
      await page.keyboard.press('Escape');
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
