import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatRoubles } from '../../src/contract/money.ts';
import { newEmail, signUpOverHttp } from '../support/accounts.ts';
import { waitForMail } from '../support/outbox.ts';
import { grantSubscription, newCoupleOnProduct, type ProductUser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * Issue 41's journey, against the real product: the couple builds the wedding's site and a wishlist
 * and sets a money link; a guest on a 390 px phone comes to the site from the household's answer
 * page, reserves a gift with their name and answers; the couple sees the reservation; a helper
 * records three envelopes one after another from a phone; the couple ticks a thank-you and the
 * "waiting for thanks" filter shows the other two.
 */

const STORY = 'Познакомились на катке в Сокольниках в 2019 году.\n\nЧерез три зимы Пётр сделал предложение там же.';
const DRESS_CODE = 'Пастельные тона, без белого';
const COLOUR = '#8fbc8f';
const QUESTION = 'Можно ли прийти с детьми?';
const ANSWER = 'Да, для детей будет отдельный стол и аниматор.';
const KETTLE = 'Чайник со свистком';
const BLANKET = 'Плед из шерсти';
const MONEY_LINK = 'https://qr.nspk.ru/AS1000ABCDEF12345';
const ENVELOPES: Array<[string, number]> = [
  ['Тётя Валя', 15000],
  ['Семья Орловых', 10000],
  ['Дядя Коля', 5000],
];

describe("the wedding's site and its gifts, from the couple, a guest and a helper", () => {
  const journey = useProductInBrowser();

  async function api(user: { cookie: string }, method: string, path: string, body?: unknown) {
    const response = await fetch(`${journey.product.url}/api/v1${path}`, {
      method,
      headers: {
        cookie: user.cookie,
        origin: journey.product.url,
        ...(body instanceof FormData || !body ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<Record<string, unknown>>;
  }

  /** A browser at a width, signed in with a session cookie or, without one, a guest with no account. */
  async function contextAt(width: number, cookie?: string): Promise<BrowserContext> {
    const context = await journey.browser.newContext({
      viewport: { width, height: width > 800 ? 900 : 844 },
      reducedMotion: 'reduce',
    });
    if (cookie) {
      const [name, value] = cookie.split('=', 2);
      await context.addCookies([
        { name: name!, value: value!, url: journey.product.url, httpOnly: true, sameSite: 'Lax' },
      ]);
    }
    return context;
  }

  const menu = (page: Page) => page.getByRole('navigation', { name: 'Разделы' });

  // The steps run in order, one story: what one step made, the next one reads.
  let couple: ProductUser;
  let householdUrl: string;
  let mariaId: unknown;
  let coupleContext: BrowserContext;
  let desk: Page;
  let deskErrors: string[];
  let siteUrl: string;

  it('the couple builds the site and a wishlist and sets a money link, at a desk', async () => {
    // What the couple did earlier: the subscription, the day's date, the parts' times and places, a guest, an invitation.
    couple = await newCoupleOnProduct(journey.product);
    grantSubscription(journey.product, couple, 'site and gifts journey');
    const profile = new FormData();
    profile.set('registrationDate', '2027-06-12T09:00:00.000Z');
    await api(couple, 'POST', '/user/update', profile);
    const events = (await api(couple, 'GET', '/events')) as unknown as Array<{ id: string; name: string }>;
    expect(events.map((event) => event.name)).toEqual(['Регистрация', 'Банкет']);
    await api(couple, 'PATCH', `/events/${events[0]!.id}`, {
      startsAt: '2027-06-12T09:00:00.000Z',
      place: 'Грибоедовский ЗАГС',
      address: 'Москва, ул. Бутырская, 17',
    });
    await api(couple, 'PATCH', `/events/${events[1]!.id}`, {
      startsAt: '2027-06-12T14:00:00.000Z',
      place: 'Ресторан «Сады Пекина»',
      address: 'Москва, Большая Садовая, 5',
    });
    const maria = await api(couple, 'POST', '/guests', { name: 'Мария Лебедева', from: 'bride' });
    const invitation = await api(couple, 'POST', '/invitations', {
      guestIds: [maria.id],
      eventIds: events.map((event) => event.id),
    });
    mariaId = maria.id;
    householdUrl = (invitation.url as string).replace(/^https?:\/\/[^/]+/, journey.product.url);

    // The couple, at a desk: the site's editor.
    coupleContext = await contextAt(1440, couple.cookie);
    desk = await coupleContext.newPage();
    deskErrors = collectPageErrors(desk);
    await desk.goto(`${journey.product.url}/profile/`);
    await waitForApp(desk);
    await menu(desk).getByRole('link', { name: 'Сайт свадьбы' }).click();
    await desk.getByRole('heading', { level: 1, name: 'Сайт свадьбы' }).waitFor();
    await desk.getByLabel('Ваша история').fill(STORY);
    await desk.getByLabel('Дресс-код').fill(DRESS_CODE);
    await desk.getByRole('button', { name: 'Добавить цвет' }).click();
    // The new colour's picker: its hex field takes the colour typed.
    await desk.locator('.site-editor__colour .ant-color-picker-trigger').first().click();
    const hex = desk.locator('.ant-color-picker-hex-input input');
    await hex.fill(COLOUR.slice(1));
    await hex.press('Enter');
    await desk.keyboard.press('Escape');
    await desk.getByRole('button', { name: 'Добавить вопрос' }).click();
    await desk.getByLabel('Вопрос 1').fill(QUESTION);
    await desk.getByLabel('Ответ', { exact: true }).fill(ANSWER);
    await desk.getByRole('radio', { name: /^Сад/ }).check();
    await desk.getByRole('switch').click();
    await desk.getByText('Гости откроют сайт по адресу ниже').waitFor();
    await desk.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await desk.getByText('Сайт сохранён').waitFor();
    // Saved and open: the address is the couple's, with a link to open it and the preview beside.
    await desk.getByRole('link', { name: 'Открыть' }).waitFor();
    siteUrl = (await desk.getByTestId('site-address').textContent())!.trim();
    expect(siteUrl).toMatch(new RegExp(`^${journey.product.url}/w/[a-z0-9-]+$`));
    const preview = desk.frameLocator('iframe[title="Предпросмотр сайта свадьбы"]');
    await preview.getByRole('heading', { level: 1, name: 'Анна и Пётр' }).waitFor();
    await preview.getByText(DRESS_CODE).waitFor();
    const site = await api(couple, 'GET', '/site');
    expect(site).toMatchObject({
      enabled: true,
      theme: 'garden',
      story: STORY,
      dressCode: DRESS_CODE,
      palette: [COLOUR],
      faq: [{ question: QUESTION, answer: ANSWER }],
    });
    await saveScreenshot(desk, 'site-editor-1440');

    // The wishlist and the money link, in the gifts section.
    await menu(desk).getByRole('link', { name: 'Подарки' }).click();
    await desk.getByRole('heading', { level: 1, name: 'Подарки' }).waitFor();
    await desk.getByRole('tab', { name: 'Список желаний' }).click();
    for (const wish of [
      { title: KETTLE, link: 'https://example.ru/kettle', price: '4990' },
      { title: BLANKET, link: '', price: '' },
    ]) {
      await desk.getByRole('button', { name: 'Добавить желание' }).click();
      const dialog = desk.getByRole('dialog', { name: 'Новое желание' });
      await dialog.getByLabel('Что хотите получить').fill(wish.title);
      if (wish.link) await dialog.getByLabel('Ссылка').fill(wish.link);
      if (wish.price) await dialog.getByLabel('Цена, ₽').fill(wish.price);
      await dialog.getByRole('button', { name: 'Сохранить' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await desk.getByTestId('wish').filter({ hasText: wish.title }).waitFor();
    }
    await expect.poll(() => desk.getByTestId('wish').count()).toBe(2);
    await desk.getByTestId('wish').filter({ hasText: KETTLE }).getByText(formatRoubles(4990)).waitFor();
    await desk.getByTestId('wish').filter({ hasText: BLANKET }).getByText('Цена не указана').waitFor();
    await saveScreenshot(desk, 'gifts-wishlist-1440');
    await desk.getByRole('tab', { name: 'Деньги' }).click();
    await desk.getByLabel('Ссылка для перевода').fill(MONEY_LINK);
    await desk.getByLabel('Реквизиты').fill('Телефон для СБП: +7 900 000-00-00, Т-Банк, Анна С.');
    await desk.getByRole('img', { name: 'QR-код для перевода' }).waitFor();
    await desk.getByRole('button', { name: 'Сохранить' }).click();
    await desk.getByText('Сохранено', { exact: true }).waitFor();
    await saveScreenshot(desk, 'gifts-money-1440');
    expect(await api(couple, 'GET', '/gifts/money')).toMatchObject({ link: MONEY_LINK });
  });

  it('a guest on a phone comes to the site from the household page, reserves a gift with a name and answers', async () => {
    // The guest's phone: the household's page, then the site from its link.
    const guestContext = await contextAt(390);
    const guest = await guestContext.newPage();
    const guestErrors = collectPageErrors(guest);
    expect((await guest.goto(householdUrl))?.status()).toBe(200);
    await guest.getByRole('heading', { name: 'Вы приглашены' }).waitFor();
    await guest.getByRole('link', { name: 'Сайт свадьбы' }).click();
    await guest.getByRole('heading', { level: 1, name: 'Анна и Пётр' }).waitFor();
    // The household's token stays in a cookie, out of the address the guest might share.
    expect(guest.url()).toBe(siteUrl);
    const programme = guest.locator('#programme');
    await programme.getByRole('heading', { name: 'Программа дня' }).waitFor();
    for (const text of ['Регистрация', 'Грибоедовский ЗАГС', 'Банкет', 'Ресторан «Сады Пекина»', '12:00', '17:00']) {
      await programme.getByText(text, { exact: true }).waitFor();
    }
    await guest.getByText('Познакомились на катке в Сокольниках в 2019 году.').waitFor();
    await guest.getByText(DRESS_CODE).waitFor();
    await guest.getByText(COLOUR.toUpperCase()).waitFor();
    await guest.getByText(QUESTION).waitFor();
    await guest.getByRole('link', { name: 'Перевести' }).waitFor();
    await guest.locator('#gifts').getByText(MONEY_LINK, { exact: true }).waitFor();
    await guest.getByRole('img', { name: 'QR-код для перевода' }).waitFor();
    const wishCard = (title: string) => guest.locator('li.wish').filter({ hasText: title });
    await wishCard(KETTLE).getByText('4 990 ₽').waitFor();
    await wishCard(BLANKET).waitFor();
    await saveScreenshot(guest, 'site-390');

    await wishCard(KETTLE).getByLabel('Как вас зовут (необязательно)').fill('Мария');
    await wishCard(KETTLE).getByRole('button', { name: 'Выбрать' }).click();
    await guest.getByRole('status').filter({ hasText: 'Подарок отмечен как выбранный' }).waitFor();
    await wishCard(KETTLE).getByText('Вы выбрали этот подарок').waitFor();
    await wishCard(KETTLE).getByRole('button', { name: 'Отменить выбор' }).waitFor();
    // The other wish is still free to choose.
    await wishCard(BLANKET).getByRole('button', { name: 'Выбрать' }).waitFor();
    await saveScreenshot(guest, 'site-reserved-390');
    await guest.setViewportSize({ width: 320, height: 700 });
    await saveScreenshot(guest, 'site-reserved-320');
    expect(await guest.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await guest.setViewportSize({ width: 1440, height: 900 });
    await saveScreenshot(guest, 'site-reserved-1440');
    await guest.setViewportSize({ width: 390, height: 844 });

    // Back to the household's answer, from the site.
    await guest.getByRole('link', { name: 'Ваш ответ на приглашение' }).click();
    await guest.getByRole('heading', { name: 'Вы приглашены' }).waitFor();
    const card = guest.locator('.card').filter({ has: guest.getByRole('heading', { name: 'Мария Лебедева' }) });
    await card.locator('fieldset', { hasText: 'Регистрация' }).getByLabel('Приду', { exact: true }).check();
    await card.locator('fieldset', { hasText: 'Банкет' }).getByLabel('Приду', { exact: true }).check();
    await guest.getByRole('button', { name: 'Отправить ответ' }).click();
    await guest.getByText('Ответ сохранён. Спасибо!').waitFor();
    await saveScreenshot(guest, 'rsvp-answered-with-site-390');
    expect(guestErrors).toEqual([]);
    const guests = (await api(couple, 'GET', '/guests')) as unknown as Array<{ id: string; checked: boolean }>;
    expect(guests.find((entry) => entry.id === mariaId)?.checked).toBe(true);
    await guestContext.close();
  });

  it("the couple's wishlist shows the gift reserved, with the name the guest gave", async () => {
    // Opened again, as the couple comes back to it.
    await desk.reload();
    await waitForApp(desk);
    await desk.getByRole('tab', { name: 'Список желаний' }).click();
    await desk.getByTestId('wish').filter({ hasText: KETTLE }).getByText('Выбран: Мария').waitFor();
    await desk.getByRole('button', { name: `Снять бронь: ${KETTLE}` }).waitFor();
    expect(
      await desk
        .getByTestId('wish')
        .filter({ hasText: BLANKET })
        .getByText(/^Выбран/)
        .count(),
    ).toBe(0);
    await saveScreenshot(desk, 'gifts-wishlist-reserved-1440');
  });

  it('a helper invited by the couple records three envelopes one after another from a phone', async () => {
    const helperEmail = newEmail('helper');
    await api(couple, 'POST', '/wedding/members', { email: helperEmail, role: 'helper' });
    const mail = await waitForMail(journey.product.dataDir, helperEmail);
    const token = /\/profile\/join\?token=([\w-]+)/.exec(mail.text)?.[1];
    expect(token, mail.text).toBeTruthy();
    const helper = await signUpOverHttp(journey.product.url, journey.product.dataDir, { email: helperEmail });
    expect((await api(helper, 'POST', '/wedding/join', { token })).wedding).toMatchObject({ role: 'helper' });
    const helperContext = await contextAt(390, helper.cookie);
    const banquet = await helperContext.newPage();
    const helperErrors = collectPageErrors(banquet);
    await banquet.goto(`${journey.product.url}/profile/gifts`);
    await waitForApp(banquet);
    await banquet.getByRole('heading', { level: 1, name: 'Подарки' }).waitFor();
    const quick = banquet.locator('form#gift-quick');
    const from = quick.getByLabel('От кого');
    await from.waitFor();
    await saveScreenshot(banquet, 'gifts-helper-empty-390');
    for (const [index, [giver, amount]] of ENVELOPES.entries()) {
      await from.fill(giver);
      await quick.getByLabel('Сумма, ₽').fill(String(amount));
      // Enter records, as on the phone's keyboard; the form empties for the next envelope.
      await quick.getByLabel('Сумма, ₽').press('Enter');
      await banquet.getByTestId('gift').filter({ hasText: giver }).waitFor();
      await expect.poll(() => banquet.getByTestId('gift').count()).toBe(index + 1);
      await expect.poll(() => from.inputValue()).toBe('');
      await expect.poll(() => from.evaluate((input) => input === document.activeElement)).toBe(true);
    }
    await banquet.getByTestId('gift-summary').getByText(formatRoubles(30000)).waitFor();
    await saveScreenshot(banquet, 'gifts-helper-recorded-390');
    expect(helperErrors).toEqual([]);
    await helperContext.close();
  });

  it("the couple's ledger shows the three gifts and the money; a thank-you ticked, two still wait for one", async () => {
    await desk.reload();
    await waitForApp(desk);
    await desk.getByRole('tab', { name: 'Полученные подарки' }).click();
    await expect.poll(() => desk.getByTestId('gift').count()).toBe(3);
    const summary = desk.getByTestId('gift-summary');
    await summary.getByText(formatRoubles(30000)).waitFor();
    await desk.getByRole('checkbox', { name: 'Поблагодарили: Тётя Валя' }).check();
    await summary.getByText('1 подарок').waitFor();
    await summary.getByText('2 подарка').waitFor();
    await desk.getByText('Ждут благодарности', { exact: true }).click();
    await expect.poll(() => desk.getByTestId('gift').count()).toBe(2);
    await desk.getByText('2 подарка', { exact: true }).last().waitFor();
    expect(await desk.getByTestId('gift').filter({ hasText: 'Тётя Валя' }).count()).toBe(0);
    await saveScreenshot(desk, 'gifts-waiting-1440');
    const thanked = (await api(couple, 'GET', '/gifts')) as unknown as Array<{ from: string; thanked: boolean }>;
    expect(thanked.filter((gift) => gift.thanked).map((gift) => gift.from)).toEqual(['Тётя Валя']);
    expect(deskErrors).toEqual([]);
    await coupleContext.close();
  });
});
