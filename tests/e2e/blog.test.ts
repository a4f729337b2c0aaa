import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

const VIEWPORTS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '375', width: 375, height: 812 },
];

describe('the wedding blog in the browser', () => {
  const journey = useProductInBrowser();

  it.each(VIEWPORTS)('reads without JavaScript, fits a $name px screen and leads back to the app', async (viewport) => {
    // No JavaScript at all: the pages must be whole without it.
    const context = await journey.browser.newContext({ viewport, javaScriptEnabled: false });
    const page = await context.newPage();
    const errors = collectPageErrors(page);

    await page.goto(`${journey.product.url}/blog/`);
    expect(await page.title()).toBe('Свадебный блог — Свадебный планировщик');
    await expect.poll(() => page.locator('.card').count()).toBeGreaterThanOrEqual(6);
    const fitsWidth = () => page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
    expect(await fitsWidth()).toBe(true);
    await saveScreenshot(page, `blog-list-${viewport.name}`);

    await page.getByRole('link', { name: 'Свадебный бюджет: как посчитать и не выйти за рамки' }).click();
    await page.waitForURL('**/blog/wedding-budget');
    expect(await page.title()).toBe('Свадебный бюджет: как посчитать и не выйти за рамки');
    expect(await page.locator('table').count()).toBe(1);
    expect(await fitsWidth()).toBe(true);
    await saveScreenshot(page, `blog-article-${viewport.name}`);
    // Every article, tables included, fits the screen without sideways scrolling.
    await page.goto(`${journey.product.url}/blog/`);
    const articles = await page.locator('.card h2 a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of articles) {
      await page.goto(`${journey.product.url}${href}`);
      expect(await fitsWidth(), `${href}`).toBe(true);
    }
    expect(errors).toEqual([]);

    // The unknown address itself answers 404, which Chromium logs; nothing else may fail.
    await page.goto(`${journey.product.url}/blog/no-such-article`);
    expect(await page.getByRole('heading', { name: 'Статья не найдена' }).isVisible()).toBe(true);
    await saveScreenshot(page, `blog-not-found-${viewport.name}`);

    await page.getByRole('link', { name: 'Открыть планировщик' }).first().click();
    await page.waitForURL('**/profile/');
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
    await context.close();
  });
});
