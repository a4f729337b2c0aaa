import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

describe('the app shell for a visitor without a session', () => {
  const journey = useProductInBrowser();

  async function open(
    path: string,
    viewport = { width: 1280, height: 800 },
  ): Promise<{ page: Page; errors: string[] }> {
    // Reduced motion: antd then skips its animations, so screenshots show the settled screen.
    const page = await journey.browser.newPage({ viewport, reducedMotion: 'reduce' });
    const errors = collectPageErrors(page);
    await page.goto(`${journey.product.url}/profile${path}`);
    await waitForApp(page);
    return { page, errors };
  }

  it('/profile/budget lands on the login modal titled "Авторизация"', async () => {
    const { page, errors } = await open('/budget');
    const dialog = page.getByRole('dialog', { name: 'Авторизация' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/login');
    expect(await page.title()).toBe('Авторизация — Свадебный планировщик');
    await saveScreenshot(page, 'shell-login-modal');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the document title follows the route', async () => {
    const { page, errors } = await open('/login');
    await page.getByRole('dialog', { name: 'Авторизация' }).waitFor();

    await page.getByRole('link', { name: 'Зарегистрироваться' }).click();
    await page.getByRole('dialog', { name: 'Регистрация' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/profile/registration');
    expect(await page.title()).toBe('Регистрация — Свадебный планировщик');

    // The policy opens in a new tab, so what was typed into the form is still there afterwards.
    await page.getByLabel('Электронная почта').fill('olga@example.ru');
    const [policy] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('link', { name: 'политика конфиденциальности' }).click(),
    ]);
    const policyErrors = collectPageErrors(policy);
    await policy.getByRole('heading', { level: 1, name: 'Политика конфиденциальности' }).waitFor();
    expect(await policy.title()).toBe('Политика конфиденциальности — Свадебный планировщик');
    expect(await policy.getByText('152-ФЗ', { exact: false }).count()).toBeGreaterThan(0);
    expect(policyErrors).toEqual([]);
    await policy.close();

    expect(await page.getByRole('dialog', { name: 'Регистрация' }).isVisible()).toBe(true);
    expect(await page.getByLabel('Электронная почта').inputValue()).toBe('olga@example.ru');
    expect(await page.title()).toBe('Регистрация — Свадебный планировщик');

    await page.goto(`${journey.product.url}/profile/forgot`);
    await page.getByRole('dialog', { name: 'Восстановление пароля' }).waitFor();
    expect(await page.title()).toBe('Восстановление пароля — Свадебный планировщик');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the login modal fits a 360 px wide screen', async () => {
    const { page } = await open('/login', { width: 360, height: 740 });
    const dialog = page.getByRole('dialog', { name: 'Авторизация' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(360);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(360);
    await saveScreenshot(page, 'shell-login-360');
    await page.close();
  });
});
