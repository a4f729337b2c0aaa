import { describe, expect, it } from 'vitest';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import { PLANNING_SECTIONS } from '../../src/lib/routing/planning-sections.ts';
import { factsOf } from '../support/section-facts.ts';
import { newCoupleOnProduct, signInBrowser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * Issue 22, item 6, against the real server: a new couple without a subscription opens each
 * planning page from the locked navigation entry and sees the sample wedding, marked, read-only,
 * and no planning call answers 403 (none is made). Screenshots at 1440 and 375 px.
 */

/** Every planning section, as declared (src/features/<feature>/section.tsx), with its facts (tests/support/sections/). */
const PAGES = PLANNING_SECTIONS.map(({ key, path }) => ({ path, ...factsOf(key).sample }));

/** The planning API's paths as patterns (`/budget/:id` matches `/budget/b1`). */
const PLANNING_PATHS = planningRouteTables.flatMap((table) =>
  Object.values(table).map((route) => new RegExp(`^/api/v1${route.path.replace(/:\w+/g, '[^/]+')}$`)),
);

describe('the sample wedding in the browser, against the real server', () => {
  const journey = useProductInBrowser();

  it('a couple without a subscription looks at each planning page before paying', async () => {
    const user = await newCoupleOnProduct(journey.product);
    for (const width of [1440, 375]) {
      const context = await journey.browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await signInBrowser(context, journey.product, user);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      const planningCalls: string[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (PLANNING_PATHS.some((pattern) => pattern.test(url.pathname))) {
          planningCalls.push(`${response.status()} ${url.pathname}`);
        }
      });

      for (const section of PAGES) {
        await page.goto(`${journey.product.url}/profile${section.path}`);
        const banner = page.getByTestId('sample-banner');
        await banner.waitFor({ timeout: 20_000 });
        expect(await banner.textContent()).toContain(section.banner);
        await page.getByTestId('sample-content').getByText(section.shows).first().waitFor();
        // The expiry modal greets a couple without a subscription; the page behind it is what we look at.
        const later = page.getByRole('button', { name: 'Напомнить завтра' });
        if (await later.isVisible()) await later.click();
        expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(width);
        await saveScreenshot(page, `sample-${section.path.slice(1)}-${width}`);
      }
      expect(planningCalls).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    }
  }, 180_000);
});
