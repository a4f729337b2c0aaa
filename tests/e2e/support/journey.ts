import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startProduct, type ProductProcess } from '../../support/product-process.ts';
import { launchBrowser } from './browser.ts';

export interface Journey {
  product: ProductProcess;
  browser: Browser;
}

/**
 * The real product (its own process, SQLite, a fresh DATA_DIR) and a Chromium, started before a
 * journey file's tests and stopped after them; read `journey.product` and `journey.browser` in tests.
 */
export function useProductInBrowser(env: Record<string, string> = {}): Journey {
  const journey = {} as Journey;
  beforeAll(async () => {
    journey.product = await startProduct(env);
    journey.browser = await launchBrowser();
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.product?.stop();
  });
  return journey;
}
