import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/product-process.ts';
import { newCoupleOnProduct, signInBrowser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * Seen live (issue 24): a page left open shows a change made elsewhere (another member, another
 * tab) within 2 seconds, through the real server's event stream and the browser's EventSource; the
 * main page's card says who did it. The change here comes from the same account's other "tab" (an
 * API call with its cookie): every stream of the wedding hears every write.
 */
describe('changes seen live in the browser, against the real server', () => {
  const journey = useProductInBrowser();

  it('shows a guest added elsewhere on the open guest list within 2 s, and in the main page’s activity', async () => {
    const user = await newCoupleOnProduct(journey.product);
    const granted = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', user.email, '30', '--reason', 'live journey'],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: journey.product.dataDir }, encoding: 'utf8' },
    );
    expect(granted.status, granted.stderr).toBe(0);
    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The drawn page's stream names the last change it was drawn after (?since=…).
    const streamOpen = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/v1/wedding/live');
    await page.goto(`${journey.product.url}/profile/guest-list`);
    await waitForApp(page);
    await page.getByText('Гостей пока нет').waitFor();
    expect((await streamOpen).status()).toBe(200);

    const sentAt = Date.now();
    const added = await fetch(`${journey.product.url}/api/v1/guests`, {
      method: 'POST',
      headers: { cookie: user.cookie, 'content-type': 'application/json', origin: journey.product.url },
      body: JSON.stringify({ name: 'Тётя Валя', from: 'bride' }),
    });
    expect(added.status, await added.clone().text()).toBe(200);
    await page.getByText('Тётя Валя').first().waitFor({ timeout: 2000 });
    console.log(`live journey: guest on the open page ${Date.now() - sentAt} ms after the write was sent`);

    await page.goto(`${journey.product.url}/profile`);
    await waitForApp(page);
    const card = page.getByTestId('activity-card');
    await card.getByText('Вы: добавлен гость «Тётя Валя»').waitFor();
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'wedding-activity-1440');
    await page.setViewportSize({ width: 375, height: 800 });
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'wedding-activity-375');
    expect(errors).toEqual([]);
    await context.close();
  });
});
