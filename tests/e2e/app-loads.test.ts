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
    await page.goto(`${journey.product.url}/api/v1/docs/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('/user/auth').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'api-docs');
    expect(errors).toEqual([]);
  });
});
