import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newEmail, signUpOverHttp } from '../support/accounts.ts';
import { waitForMail } from '../support/outbox.ts';
import { grantSubscription, newCoupleOnProduct, signInBrowser } from '../support/product-user.ts';
import { collectPageErrors, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';
import { productApi } from './support/product-api.ts';

/*
 * Issue 43, item 4: the server draws the owner's guest list; while the app's code is still on its
 * way (held here), the partner adds a guest. The drawing cannot know of it, and the live stream is
 * not open yet to tell: once the app takes over, the owner's page must show the partner's guest.
 */

describe("a partner's write while the owner's drawn screen is being taken over", () => {
  const journey = useProductInBrowser();

  const api = productApi(journey);

  it('shows the guest the partner added between the drawing and the app', async () => {
    const owner = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, owner, 'hand-over test');
    await api(owner, 'POST', '/guests', { name: 'Мария Лебедева', from: 'bride' });
    const partnerEmail = newEmail('partner');
    await api(owner, 'POST', '/wedding/members', { email: partnerEmail, role: 'partner' });
    const mail = await waitForMail(journey.product.dataDir, partnerEmail);
    const token = /\/profile\/join\?token=([\w-]+)/.exec(mail.text)?.[1];
    const partner = await signUpOverHttp(journey.product.url, journey.product.dataDir, { email: partnerEmail });
    await api(partner, 'POST', '/wedding/join', { token });

    const context = await journey.browser.newContext({
      viewport: { width: 1440, height: 900 },
      reducedMotion: 'reduce',
    });
    await signInBrowser(context, journey.product, owner);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    // The app's entry waits until the partner has written: the page is the server's drawing meanwhile.
    let release!: () => void;
    const written = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/profile\/assets\/index-[\w-]+\.js$/, async (route: Route) => {
      await written;
      await route.continue();
    });
    await page.goto(`${journey.product.url}/profile/guest-list`);
    await page.locator('#server-screen').getByText('Мария Лебедева').first().waitFor();

    await api(partner, 'POST', '/guests', { name: 'Олег Петров', from: 'groom' });
    release();

    await waitForApp(page);
    await page.getByText('Олег Петров').first().waitFor();
    await expect.poll(() => page.getByText('Мария Лебедева').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
