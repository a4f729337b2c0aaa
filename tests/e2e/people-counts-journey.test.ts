import { describe, expect, it } from 'vitest';
import { grantSubscription, newCoupleOnProduct, signInBrowser, type ProductUser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/** Text with the no-break spaces of Russian number formatting made plain. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

/*
 * Issue 38, items 1 and 2 in the browser: the invitations page counts people (parents invited
 * together and an aunt with a +1 and two children accept the banquet: six come, two children), and
 * a photographer agreed at 80 000 ₽ with a 20 000 ₽ deposit puts 80 000 ₽ in the planned budget.
 */
describe('people and agreed prices in the browser, against the real server', () => {
  const journey = useProductInBrowser();

  async function call(user: ProductUser, method: string, path: string, body?: unknown) {
    const response = await fetch(`${journey.product.url}/api/v1${path}`, {
      method,
      headers: { cookie: user.cookie, 'content-type': 'application/json', origin: journey.product.url },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, await response.clone().text()).toBe(200);
    return response.json();
  }

  async function plannedWedding(): Promise<ProductUser> {
    const user = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, user, 'people counts journey');
    const guest = (body: object) => call(user, 'POST', '/guests', { from: 'bride', ...body });
    const mother = await guest({ name: 'Ирина Волкова' });
    const father = await guest({ name: 'Сергей Волков' });
    const aunt = await guest({ name: 'Тётя Света', withHalf: true, halfName: 'Дядя Миша', children: 'several' });
    const events = (await call(user, 'GET', '/events')) as Array<{ id: string; name: string }>;
    const banquet = events.find((event) => event.name === 'Банкет')!.id;
    for (const household of [[mother.id, father.id], [aunt.id]]) {
      const invitation = await call(user, 'POST', '/invitations', { guestIds: household, eventIds: [banquet] });
      const token = String(invitation.url).split('/').pop();
      await call(user, 'POST', `/rsvp/${token}`, {
        answers: household.map((guestId) => ({ guestId, eventId: banquet, coming: true })),
      });
    }
    const photographer = await call(user, 'POST', '/contractors', {
      category: 'photographer',
      name: 'Мария Лебедева',
      status: 'booked',
      price: 80_000,
    });
    await call(user, 'POST', `/contractors/${photographer.id}/payments`, { amount: 20_000, dueDate: '2027-05-01' });
    return user;
  }

  it('shows people coming per part and the agreed price in the planned budget, on a desktop and a phone', async () => {
    const user = await plannedWedding();
    for (const width of [1440, 375]) {
      const context = await journey.browser.newContext({ viewport: { width, height: 900 }, locale: 'ru-RU' });
      await signInBrowser(context, journey.product, user);
      const page = await context.newPage();
      const errors = collectPageErrors(page);

      await page.goto(`${journey.product.url}/profile/invitations`);
      await waitForApp(page);
      const banquet = page.getByRole('row', { name: /Банкет/ });
      await banquet.waitFor();
      // Invited, coming, children among them, not coming, no answer.
      expect((await banquet.locator('td').allTextContents()).map(plain)).toEqual(['Банкет', '6', '6', '2', '0', '0']);
      await saveScreenshot(page, `people-counts-invitations-${width}`);

      await page.goto(`${journey.product.url}/profile/budget`);
      await waitForApp(page);
      const planned = page.locator('.budget-figures').getByText('Запланировано').locator('..');
      await expect.poll(async () => plain(await planned.textContent())).toContain('80 000 ₽');
      await page.getByText('Фотограф: остаток по договору').first().waitFor();
      await saveScreenshot(page, `people-counts-budget-${width}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
