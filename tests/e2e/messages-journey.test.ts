import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/product-process.ts';
import { waitForMail } from '../support/outbox.ts';
import { newCoupleOnProduct, signInBrowser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * Issue 40's journey, against the real product: the couple writes to the households that have not
 * answered; one of them answers from the mailed link on a 375 px phone; the couple sees the delivery
 * and the answer. The product sends through its outbox (no SMTP) and runs its jobs itself.
 */
describe('the couple writes to the households that have not answered, and one answers from the mail', () => {
  const journey = useProductInBrowser();

  it('sends to the unanswered only, the mail leads to the answer, the couple sees both', async () => {
    const couple = await newCoupleOnProduct(journey.product);
    const granted = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', couple.email, '30', '--reason', 'messages journey'],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: journey.product.dataDir }, encoding: 'utf8' },
    );
    expect(granted.status, granted.stderr).toBe(0);
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${journey.product.url}/api/v1${path}`, {
        method,
        headers: { cookie: couple.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
      return response.json();
    };
    // Three households: Маша and Олег have not answered (Олег has no e-mail), Пётр has.
    const masha = await api('POST', '/guests', { name: 'Маша Лебедева', from: 'bride', email: 'masha@example.com' });
    const oleg = await api('POST', '/guests', { name: 'Олег Смирнов', from: 'groom', phone: '+7 916 123-45-67' });
    const petr = await api('POST', '/guests', { name: 'Пётр Орлов', from: 'groom', email: 'petr@example.com' });
    const events = (await api('GET', '/events')) as Array<{ id: string }>;
    const eventIds = events.map((event) => event.id);
    for (const guest of [masha, oleg]) await api('POST', '/invitations', { guestIds: [guest.id], eventIds });
    const answered = await api('POST', '/invitations', { guestIds: [petr.id], eventIds });
    const petrToken = String(answered.url).split('/rsvp/')[1]!;
    await api('POST', `/rsvp/${petrToken}`, {
      answers: eventIds.map((eventId) => ({ guestId: petr.id, eventId, coming: true })),
    });

    // The couple writes to those who have not answered: two households, one by e-mail, one without contact.
    const coupleContext = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInBrowser(coupleContext, journey.product, couple);
    const page = await coupleContext.newPage();
    const errors = collectPageErrors(page);
    await page.goto(`${journey.product.url}/profile/invitations/messages`);
    await waitForApp(page);
    await page.getByRole('heading', { level: 1, name: 'Сообщения' }).waitFor();
    await page.getByLabel('Текст').fill('Ответьте, пожалуйста, на приглашение до 20 мая!');
    await page.locator('label', { hasText: /^Не ответили$/ }).click();
    await page.getByText('Дойдёт до 2 семей: по почте 1, в Telegram 0, без контакта 1').waitFor();
    await saveScreenshot(page, 'messages-compose-1440');
    await page.getByRole('button', { name: 'Отправить' }).click();
    await page.getByText('Сообщение отправляется гостям').waitFor();

    // Маша's mail carries her household's own page; Пётр, who answered, gets nothing.
    const mail = await waitForMail(journey.product.dataDir, 'masha@example.com', { timeoutMs: 30_000 });
    expect(mail.text).toContain('Ответьте, пожалуйста, на приглашение до 20 мая!');
    const link = /https?:\/\/\S+\/rsvp\/[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeTruthy();
    await expect(waitForMail(journey.product.dataDir, 'petr@example.com', { timeoutMs: 1000 })).rejects.toThrow();

    // She answers from the link on her phone.
    const phone = await journey.browser.newContext({ viewport: { width: 375, height: 812 }, reducedMotion: 'reduce' });
    const guestPage = await phone.newPage();
    await guestPage.goto(link!.replace(/^https?:\/\/[^/]+/, journey.product.url));
    await guestPage.getByRole('heading', { name: 'Вы приглашены' }).waitFor();
    for (const fieldset of await guestPage.locator('fieldset').all()) {
      const coming = fieldset.getByLabel('Приду', { exact: true });
      if ((await coming.count()) > 0) await coming.check();
    }
    await guestPage.getByRole('button', { name: 'Отправить ответ' }).click();
    await guestPage.getByText('Ответ сохранён. Спасибо!').waitFor();
    await saveScreenshot(guestPage, 'messages-answer-from-mail-375');

    // The couple sees the delivery (sent to Маша, no contact for Олег) and her answer.
    await page.reload();
    await waitForApp(page);
    const card = page.locator('[data-message]').first();
    await card.getByText('Отправлено', { exact: true }).waitFor();
    await card.getByRole('button', { name: /Доставка по семьям/ }).click();
    const rows = card.locator('tbody tr');
    await rows.filter({ hasText: 'Маша Лебедева' }).getByText('отправлено').waitFor();
    await rows.filter({ hasText: 'Олег Смирнов' }).getByText('нет контакта').waitFor();
    await saveScreenshot(page, 'messages-deliveries-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(page, 'messages-deliveries-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.getByRole('tab', { name: /Приглашения/ }).click();
    await page.getByText('Маша Лебедева — Регистрация: придёт').waitFor();
    expect(errors).toEqual([]);
  });
});
