import { describe, expect, it } from 'vitest';
import { collectPageErrors, saveScreenshot } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

describe('opening the product', () => {
  const journey = useProductInBrowser();

  it('loads /profile/ in the browser without console errors', async () => {
    const page = await journey.browser.newPage();
    const errors = collectPageErrors(page);
    const response = await page.goto(`${journey.product.url}/profile/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('#root').innerHTML()).not.toBe('');
    await saveScreenshot(page, 'app-loads');
    expect(errors).toEqual([]);
  });

  it('shows the API documentation page, generated from the route schemas, without CSP errors', async () => {
    const page = await journey.browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${journey.product.url}/api/v1/docs/`);
    // Swagger UI parses its 1.6 MB bundle, then asks for the document, then draws: 6 s on a quiet
    // 2-core machine, past 15 s in CI while other journeys share the cores.
    await page.getByText('/user/auth').first().waitFor({ timeout: 60_000 });
    await saveScreenshot(page, 'api-docs');
    expect(errors).toEqual([]);
  });
});
