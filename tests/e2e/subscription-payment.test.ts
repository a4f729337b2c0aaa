import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newCoupleOnProduct, signInBrowser, whoami } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/** Text with the no-break spaces of Russian number formatting made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('paying for a subscription in the browser, with the embedded checkout of the real server', () => {
  const journey = useProductInBrowser();

  /** A new couple (no subscription) signed in in a fresh browser context. */
  async function newCoupleInBrowser(viewport = { width: 1280, height: 900 }) {
    const user = await newCoupleOnProduct(journey.product);
    // Reduced motion: antd then skips its animations, so screenshots show the settled screen.
    const context = await journey.browser.newContext({ viewport, reducedMotion: 'reduce' });
    await signInBrowser(context, journey.product, user);
    // The server's embedded checkout page names no icon, so Chromium asks for /favicon.ico there and
    // logs the 404 as a console error; that is the checkout's look, not a failure of this journey.
    await context.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    return { user, page, errors, close: () => context.close() };
  }

  const navigation = (page: Page) => page.getByRole('navigation', { name: 'Разделы' });
  const path = (page: Page) => new URL(page.url()).pathname;

  /** From the subscriptions page to the embedded checkout of the month tariff, 299 roubles. */
  async function startPayingForAMonth(page: Page, screenshot?: string) {
    await page.goto(`${journey.product.url}/profile/subscriptions`);
    await page.getByTestId('tariff').first().waitFor();
    expect(await page.getByTestId('subscription-status').textContent()).toBe('У вас пока нет подписки.');
    if (screenshot) await saveScreenshot(page, screenshot);

    await page.getByRole('link', { name: /^Оплатить 299\s₽$/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Оплата подписки' }).waitFor();
    expect(path(page)).toMatch(/^\/api\/v1\/payments\/embedded\/[^/]+$/);
    const checkout = plain(await page.locator('main').textContent());
    expect(checkout).toContain('Месяц');
    expect(checkout).toContain('30 дней');
    expect(checkout).toMatch(/К оплате\s*299(,00)? ₽/);
  }

  it('a new user pays 299 roubles for a month, lands on the success page, and the navigation unlocks', async () => {
    const { user, page, errors, close } = await newCoupleInBrowser();
    await page.goto(`${journey.product.url}/profile/`);
    await waitForApp(page);
    await navigation(page).waitFor();
    // Locked: the entry opens the sample wedding, and says so.
    expect(await navigation(page).getByRole('link', { name: 'Бюджет', exact: true }).count()).toBe(0);
    expect(
      await navigation(page)
        .getByRole('link', { name: /Бюджет.*пример до оплаты/ })
        .count(),
    ).toBe(1);

    await startPayingForAMonth(page, 'subscriptions-page');
    await saveScreenshot(page, 'embedded-checkout');
    await page.getByRole('button', { name: 'Оплатить', exact: true }).click();

    await page.waitForURL(`${journey.product.url}/profile/payment-success`);
    const result = page.getByTestId('payment-result');
    await result.getByRole('heading', { level: 1, name: 'Оплата прошла успешно' }).waitFor();
    await result.getByText(/^Подписка действует до .+: осталось 30 дней\.$/).waitFor();
    expect(await page.title()).toBe('Оплата прошла — Свадебный планировщик');
    await saveScreenshot(page, 'payment-success');

    await result.getByRole('link', { name: 'На главную' }).click();
    await navigation(page).getByRole('link', { name: 'Бюджет', exact: true }).waitFor();
    for (const entry of ['Бюджет', 'Список гостей', 'Список дел']) {
      expect(await navigation(page).getByRole('link', { name: entry, exact: true }).count(), entry).toBe(1);
    }
    expect(plain(await page.getByTestId('subscription-banner').textContent())).toMatch(/осталось 30 дней\./);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await navigation(page).getByRole('link', { name: 'Бюджет', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Бюджет' }).waitFor();
    expect(path(page)).toBe('/profile/budget');

    const session = await whoami(journey.product, user);
    expect(session.subscriptions).toMatchObject({ name: 'Месяц', expires: 30 });
    expect(errors).toEqual([]);
    await close();
  });

  it('a cancelled payment lands on the failure page and nothing unlocks', async () => {
    const { user, page, errors, close } = await newCoupleInBrowser();
    await startPayingForAMonth(page);
    await page.getByRole('button', { name: 'Отменить', exact: true }).click();

    await page.waitForURL(`${journey.product.url}/profile/payment-failure?reason=canceled`);
    const result = page.getByTestId('payment-result');
    await result.getByRole('heading', { level: 1, name: 'Ошибка оплаты' }).waitFor();
    await result.getByText('Оплата не прошла, повторите попытку', { exact: true }).waitFor();
    await saveScreenshot(page, 'payment-failure');

    await result.getByRole('link', { name: 'Вернуться к подпискам' }).click();
    await page.getByTestId('tariff').first().waitFor();
    expect(path(page)).toBe('/profile/subscriptions');
    expect(await page.getByTestId('subscription-status').textContent()).toBe('У вас пока нет подписки.');
    expect(await navigation(page).getByRole('link', { name: 'Бюджет', exact: true }).count()).toBe(0);
    expect(await navigation(page).getByText('Бюджет').count()).toBe(1);

    // The planning pages stay closed to the couple's own data: the budget shows the sample wedding.
    await page.goto(`${journey.product.url}/profile/budget`);
    await waitForApp(page);
    await page.getByTestId('sample-banner').waitFor();
    expect(path(page)).toBe('/profile/budget');

    expect((await whoami(journey.product, user)).subscriptions).toBeNull();
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the tariffs side by side on a wide screen and one under another at 720 px and below', async () => {
    const { page, close } = await newCoupleInBrowser({ width: 1280, height: 900 });
    const tops = async () => {
      await page.getByTestId('tariff').first().waitFor();
      return page.getByTestId('tariff').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().top));
    };
    await page.goto(`${journey.product.url}/profile/subscriptions`);
    const wide = await tops();
    expect(wide).toHaveLength(3);
    expect(new Set(wide).size).toBe(1);

    await page.setViewportSize({ width: 720, height: 900 });
    const narrow = await tops();
    expect(narrow[1]).toBeGreaterThan(narrow[0]);
    expect(narrow[2]).toBeGreaterThan(narrow[1]);

    await page.setViewportSize({ width: 360, height: 740 });
    await tops();
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'subscriptions-page-360');
    await close();
  });
});
