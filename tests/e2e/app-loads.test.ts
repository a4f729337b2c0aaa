import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProduct, type ProductProcess } from '../support/product-process.ts';
import { collectPageErrors, launchBrowser, saveScreenshot } from './support/browser.ts';

describe('opening the product', () => {
  let product: ProductProcess;
  let browser: Browser;
  beforeAll(async () => {
    product = await startProduct();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await product?.stop();
  });

  it('loads /profile/ in the browser without console errors', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    const response = await page.goto(`${product.url}/profile/`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('#root').innerHTML()).not.toBe('');
    await saveScreenshot(page, 'app-loads');
    expect(errors).toEqual([]);
  });

  it('shows the API documentation page, generated from the route schemas, without CSP errors', async () => {
    const page = await browser.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${product.url}/api/v1/docs/`, { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByText('/user/auth').count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'api-docs');
    expect(errors).toEqual([]);
  });
});
