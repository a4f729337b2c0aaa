import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '375', width: 375, height: 812 },
];

const SCREENS = [
  { path: '/login', dialog: 'Авторизация', shot: 'login' },
  { path: '/registration', dialog: 'Регистрация', shot: 'registration' },
  { path: '/forgot', dialog: 'Восстановление пароля', shot: 'forgot' },
];

describe('the first screen: the auth dialogs over the product backdrop', () => {
  const journey = useProductInBrowser();

  it.each(VIEWPORTS)('names the product and what it does at $name px', async (viewport) => {
    const page = await journey.browser.newPage({ viewport, reducedMotion: 'reduce' });
    const errors = collectPageErrors(page);
    for (const screen of SCREENS) {
      await page.goto(`${journey.product.url}/profile${screen.path}`);
      const dialog = page.getByRole('dialog', { name: screen.dialog });
      await dialog.waitFor();
      const name = page.getByRole('heading', { level: 1, name: 'Свадебный планировщик' });
      expect(await name.isVisible()).toBe(true);
      expect(await page.getByText('Бюджет, гости и список дел вашей свадьбы', { exact: false }).isVisible()).toBe(true);
      const nameBox = (await name.boundingBox())!;
      const dialogBox = (await dialog.boundingBox())!;
      // The name is never under the dialog: beside it on a desktop, above it on a phone.
      const beside = nameBox.x + nameBox.width <= dialogBox.x;
      const above = nameBox.y + nameBox.height <= dialogBox.y;
      expect(beside || above, `${screen.path} at ${viewport.name}`).toBe(true);
      expect(await page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth')).toBe(true);
      await saveScreenshot(page, `auth-backdrop-${screen.shot}-${viewport.name}`);
    }
    expect(errors).toEqual([]);
    await page.close();
  });
});
