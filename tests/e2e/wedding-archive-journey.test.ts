import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { grantSubscription, newCoupleOnProduct, signInBrowser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';
import { productApi } from './support/product-api.ts';

/*
 * Issue 42's journey, against the real product: a couple downloads their whole wedding from the
 * settings at a desk; on a phone, another account whose plan is empty loads that file and finds the
 * guests, the contractor with the contract, and guests' links that are new.
 */

describe('the whole wedding downloaded at a desk and loaded into another account on a phone', () => {
  const journey = useProductInBrowser();

  const api = productApi(journey);

  it('downloads the .zip with a progress bar, and the empty account takes it whole', async () => {
    const couple = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, couple, 'archive journey');
    const maria = await api(couple, 'POST', '/guests', {
      name: 'Мария Лебедева',
      from: 'bride',
      email: 'maria@example.test',
    });
    await api(couple, 'POST', '/guests', { name: 'Артём Новиков', from: 'groom' });
    const events = (await api(couple, 'GET', '/events')) as unknown as Array<{ id: string }>;
    const invitation = await api(couple, 'POST', '/invitations', {
      guestIds: [maria.id],
      eventIds: events.map((e) => e.id),
    });
    const studio = await api(couple, 'POST', '/contractors', {
      category: 'photographer',
      name: 'Студия «Свет»',
      price: 80000,
    });
    const contract = new FormData();
    contract.append('file', new Blob(['%PDF-1.4\n%%EOF\n'], { type: 'application/pdf' }), 'Договор.pdf');
    await api(couple, 'POST', `/contractors/${studio.id as string}/files`, contract);

    const desk = await journey.browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await signInBrowser(desk, journey.product, couple);
    const page = await desk.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${journey.product.url}/profile/settings#export`);
    await waitForApp(page);
    const card = page.locator('#export');
    await card.getByRole('heading', { name: 'Ваши данные' }).waitFor();
    const downloading = page.waitForEvent('download');
    await card.getByRole('button', { name: /Скачать всю свадьбу/ }).click();
    const download = await downloading;
    const zip = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'archive-journey-')), download.suggestedFilename());
    await download.saveAs(zip);
    await card.getByText(/Готово: архив сохранён/).waitFor();
    expect(download.suggestedFilename()).toMatch(/\.zip$/);
    expect(fs.readFileSync(zip).subarray(0, 2).toString('latin1')).toBe('PK');
    await saveScreenshot(page, 'archive-downloaded-1440');
    expect(errors).toEqual([]);
    await desk.close();

    const vera = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, vera, 'archive journey: the couple moving over');
    const phone = await journey.browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
    await signInBrowser(phone, journey.product, vera);
    const mobile = await phone.newPage();
    const mobileErrors = collectPageErrors(mobile);
    await mobile.goto(`${journey.product.url}/profile/settings#export`);
    await waitForApp(mobile);
    await mobile.locator('#export input[type=file]').setInputFiles(zip);
    await mobile.getByText('Свадьба загружена').waitFor();
    await expect.poll(() => mobile.getByText(/1 ссылка, старые больше не работают/).count()).toBe(1);
    await saveScreenshot(mobile, 'archive-imported-375');

    const [imported] = (await api(vera, 'GET', '/invitations')) as unknown as Array<{ url: string }>;
    expect(imported!.url).not.toBe(invitation.url);
    const contractors = (await api(vera, 'GET', '/contractors')) as unknown as Array<{ name: string }>;
    expect(contractors.map((c) => c.name)).toEqual(['Студия «Свет»']);
    await mobile.goto(`${journey.product.url}/profile/guest-list`);
    await waitForApp(mobile);
    await mobile.getByText('Мария Лебедева').first().waitFor();
    expect(mobileErrors).toEqual([]);
    await phone.close();
  });
});
