import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ServerScreenRenderer } from '../../src/contract/server-screen.ts';
import { PLANNING_SECTION_KEYS, PLANNING_SECTIONS } from '../../src/lib/routing/planning-sections.ts';
import { collectPageErrors, saveScreenshot } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';
import { grantSubscription, newCoupleOnProduct, signInBrowser, type ProductUser } from '../support/product-user.ts';
import { projectRoot, type ProductProcess } from '../support/product-process.ts';

/*
 * Issues 23 and 43: the main page and every planning section come drawn by the server
 * (src/entry-server.tsx, server/plugins/server-screens.ts) for a subscribed couple, readable
 * before any script runs, and the app takes their place without asking for the same data again.
 */

/** A phone's Chrome, as Lighthouse's mobile preset names itself. */
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';

async function addGuest(product: ProductProcess, user: ProductUser, name: string) {
  const response = await fetch(`${product.url}/api/v1/guests`, {
    method: 'POST',
    headers: { cookie: user.cookie, 'content-type': 'application/json', origin: product.url },
    body: JSON.stringify({ name, from: 'bride' }),
  });
  expect(response.status).toBe(200);
}

async function pageHtml(product: ProductProcess, path: string, cookie?: string) {
  const response = await fetch(`${product.url}${path}`, { headers: cookie ? { cookie } : {} });
  return { response, html: await response.text() };
}

/** <script> elements that would run: the page's policy allows only the product's own files. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>/g)].map((match) => match[0]);

describe('screens the server draws', () => {
  const journey = useProductInBrowser();

  /**
   * A subscribed couple with one guest, signed in on a desktop page that notes its page errors and
   * the API's reads it asks for (the live stream aside).
   */
  async function subscribedCoupleInBrowser() {
    const user = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, user, 'server screens');
    await addGuest(journey.product, user, 'Тётя Валентина');
    const context = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInBrowser(context, journey.product, user);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const reads: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && url.pathname !== '/api/v1/wedding/live') reads.push(url.pathname);
    });
    return { user, context, page, errors, reads };
  }

  it("names pages the build's manifest knows, so each drawing gets its stylesheets", async () => {
    const built = path.join(projectRoot, 'dist');
    const renderer = (await import(
      pathToFileURL(path.join(built, '.ssr', 'entry-server.js')).href
    )) as ServerScreenRenderer;
    const manifest = JSON.parse(fs.readFileSync(path.join(built, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { css?: string[] }
    >;
    // The main page, every planning section and the settings, each by its own page's module.
    expect(Object.keys(renderer.SERVER_SCREENS).sort()).toEqual(['main', 'settings', ...PLANNING_SECTION_KEYS].sort());
    const modules = [renderer.SERVER_SCREEN_LAYOUT, ...Object.values(renderer.SERVER_SCREENS)];
    for (const module of modules) expect(manifest[module!]?.css?.length, module).toBeGreaterThan(0);
  });

  it("draws a couple's own guest list into the page, for them alone and never stored", async () => {
    const anna = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, anna, 'server screens');
    await addGuest(journey.product, anna, 'Тётя Валентина');
    const other = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, other, 'server screens');
    await addGuest(journey.product, other, 'Дядя Борис');

    const { response, html } = await pageHtml(journey.product, '/profile/guest-list', anna.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    expect(html).toContain('id="server-screen"');
    expect(html).toContain('Тётя Валентина');
    expect(html).not.toContain('Дядя Борис');
    expect(inlineScripts(html)).toEqual([]);
    // The app's script is not on the page: the start script asks for it, and for the screen's own
    // modules, once the screen has painted.
    expect(html).not.toMatch(/<script[^>]*src="\/profile\/assets\/index-/);
    const start =
      /<script type="module" crossorigin src="\/profile\/assets\/server-screen-start-[^"]+" data-app-modules="([^"]+)"><\/script>/.exec(
        html,
      );
    const modules = JSON.parse(start![1].replaceAll('&quot;', '"')) as string[];
    expect(modules[0]).toMatch(/^\/profile\/assets\/index-[\w-]+\.js$/);
    expect(modules.some((module) => /\/guest-list-page-[\w-]+\.js$/.test(module))).toBe(true);
    // Its styles come as one file, cached for good; the files they are joined from are named, disabled,
    // so the app does not fetch them again.
    const joined = /<link rel="stylesheet" crossorigin href="(\/profile\/screen-styles\/guestList-[\w-]+\.css)">/.exec(
      html,
    );
    const sheet = await fetch(`${journey.product.url}${joined![1]}`, { headers: { 'accept-encoding': 'br' } });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toMatch(/^text\/css/);
    expect(sheet.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(sheet.headers.get('content-encoding')).toBe('br');
    expect(await sheet.text()).toContain('.guest-list');
    expect(html).toMatch(
      /<link rel="stylesheet" crossorigin href="\/profile\/assets\/guest-list-page-[\w-]+\.css" disabled>/,
    );
    expect((await fetch(`${journey.product.url}/profile/screen-styles/guestList-0000000000.css`)).status).toBe(404);
    // The texts it was drawn with too (locales/ru/guests.json's chunk), not asked for once the app runs.
    expect(modules.some((module) => /\/guests-[\w-]+\.js$/.test(module))).toBe(true);

    const theirs = await pageHtml(journey.product, '/profile/guest-list', other.cookie);
    expect(theirs.html).toContain('Дядя Борис');
    expect(theirs.html).not.toContain('Тётя Валентина');

    // Without a session, the plain page as before.
    const signedOut = await pageHtml(journey.product, '/profile/guest-list');
    expect(signedOut.html).not.toContain('server-screen');
    expect(signedOut.response.headers.get('cache-control')).toBe('no-cache');
    // Without a subscription, the sample wedding is drawn, and nothing of anyone's plan.
    const unsubscribed = await newCoupleOnProduct(journey.product);
    const sample = (await pageHtml(journey.product, '/profile/guest-list', unsubscribed.cookie)).html;
    expect(sample).toContain('id="server-screen"');
    expect(sample).toContain('Пример свадьбы — не ваши данные');
    expect(sample).not.toContain('Тётя Валентина');
    expect(sample).not.toContain('Дядя Борис');
    // A screen it does not draw, and the main page at /profile/ itself.
    expect((await pageHtml(journey.product, '/profile/subscriptions', anna.cookie)).html).not.toContain(
      'server-screen',
    );
    expect((await pageHtml(journey.product, '/profile/', anna.cookie)).html).toContain('id="server-screen"');
  });

  it('shows the to-dos before any script runs, on a phone and on a desktop', async () => {
    const user = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, user, 'server screens');
    for (const [width, userAgent] of [
      [1440, undefined],
      [375, PHONE_BROWSER],
    ] as const) {
      const context = await journey.browser.newContext({
        viewport: { width, height: 900 },
        javaScriptEnabled: false,
        userAgent,
      });
      await signInBrowser(context, journey.product, user);
      const page = await context.newPage();
      await page.goto(`${journey.product.url}/profile/todo-list`);
      await expect.poll(() => page.getByRole('heading', { name: 'Список дел', level: 1 }).isVisible()).toBe(true);
      await expect.poll(() => page.getByText('Составить черновой список гостей').first().isVisible()).toBe(true);
      // Nothing runs, and the page is as wide as the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await saveScreenshot(page, `server-screen-todos-no-script-${width}`);
      await context.close();
    }
  });

  it('hands over to the app, which asks for none of the drawn data again and works at once', async () => {
    const { context, page, errors, reads } = await subscribedCoupleInBrowser();

    await page.goto(`${journey.product.url}/profile/guest-list`);
    // The drawing gives way to the app: one list, the app's, whose buttons work.
    await expect.poll(() => page.locator('#server-screen').count()).toBe(0);
    await page.getByRole('button', { name: 'Добавить гостя' }).click();
    await page.getByRole('dialog').waitFor();
    expect(await page.getByText('Тётя Валентина').count()).toBe(1);
    expect(reads).toEqual([]);
    await saveScreenshot(page, 'server-screen-guests-handed-over-1440');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('draws every section, and each is handed over to the app with its heading and no read asked again', async () => {
    const { user, context, page, errors, reads } = await subscribedCoupleInBrowser();

    for (const path of ['/', ...PLANNING_SECTIONS.map((section) => section.path), '/settings']) {
      const { html } = await pageHtml(journey.product, `/profile${path}`, user.cookie);
      const drawnHeading = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
      expect(html, path).toContain('id="server-screen"');
      expect(drawnHeading, path).toBeTruthy();

      reads.length = 0;
      await page.goto(`${journey.product.url}/profile${path}`);
      await expect.poll(() => page.locator('#server-screen').count(), { message: path }).toBe(0);
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: drawnHeading }).isVisible(), { message: path })
        .toBe(true);
      expect(reads, path).toEqual([]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
