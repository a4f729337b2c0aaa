import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../support/product-process.ts';
import { newCoupleOnProduct, signInBrowser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { A4_PORTRAIT, pdfPages, screenshotPath } from './support/pdf.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * A household answers its invitation from a 375 px phone (issue 25), against the real product: it
 * opens the page, answers for two parts, changes the answer; the couple's guest list shows the
 * confirmation. Each person answers for themselves, the +1 included, with their own diet; the
 * children's count starts at what the list says (issue 38).
 */
describe('a household answers its invitation on a phone', () => {
  const journey = useProductInBrowser();

  it('opens the invitation, answers for two parts, changes it; the couple sees the confirmation', async () => {
    const couple = await newCoupleOnProduct(journey.product);
    const granted = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', couple.email, '30', '--reason', 'rsvp journey'],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: journey.product.dataDir }, encoding: 'utf8' },
    );
    expect(granted.status, granted.stderr).toBe(0);
    const api = async (method: string, path: string, body?: unknown) => {
      const response = await fetch(`${journey.product.url}/api/v1${path}`, {
        method,
        headers: { cookie: couple.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      expect(response.status, `${method} ${path}`).toBe(200);
      return response.json();
    };
    const anna = await api('POST', '/guests', { name: 'Анна Смирнова', from: 'bride', withHalf: true });
    const ivan = await api('POST', '/guests', {
      name: 'Иван Смирнов',
      from: 'bride',
      children: 'several',
      comment: 'брат Анны, не сажать у колонок',
    });
    const sergey = await api('POST', '/guests', { name: 'Сергей Другой', from: 'groom' });
    const events = (await api('GET', '/events')) as Array<{ id: string; name: string }>;
    await api('PATCH', `/events/${events[0]!.id}`, {
      place: 'Грибоедовский ЗАГС',
      address: 'Москва, ул. Бутырская, 17',
    });
    const invitation = await api('POST', '/invitations', {
      guestIds: [anna.id, ivan.id],
      eventIds: events.map((event) => event.id),
    });
    const pageUrl = (invitation.url as string).replace(/^https?:\/\/[^/]+/, journey.product.url);

    // The guest's phone: no session, no app.
    const context = await journey.browser.newContext({
      viewport: { width: 375, height: 812 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const response = await page.goto(pageUrl);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Вы приглашены' }).waitFor();
    expect(await page.getByText('Сергей').count()).toBe(0);
    // The couple's note about Иван stays with the couple; his two children are counted already.
    expect(await page.getByText('не сажать').count()).toBe(0);
    expect(await page.getByLabel('Сколько детей будет с вами').inputValue()).toBe('2');
    await saveScreenshot(page, 'rsvp-page-375');
    const wide = await context.newPage();
    await wide.setViewportSize({ width: 1440, height: 900 });
    await wide.goto(pageUrl);
    await saveScreenshot(wide, 'rsvp-page-1440');
    await wide.close();

    /** A person's card: a guest by name, or Анна's +1 («Ваш спутник…» until named). */
    const card = (person: string) =>
      page.locator('.card').filter({ has: page.getByRole('heading', { name: person, exact: true }) });
    const choice = (person: string, part: string, label: 'Приду' | 'Не приду') =>
      card(person).locator('fieldset', { hasText: part }).getByLabel(label, { exact: true });
    const half = 'Ваш спутник или спутница (+1)';
    await choice('Анна Смирнова', 'Регистрация', 'Приду').check();
    await choice('Анна Смирнова', 'Банкет', 'Приду').check();
    await choice(half, 'Регистрация', 'Не приду').check();
    await choice(half, 'Банкет', 'Приду').check();
    await choice('Иван Смирнов', 'Регистрация', 'Не приду').check();
    await choice('Иван Смирнов', 'Банкет', 'Приду').check();
    await card(half).getByLabel('Имя вашего спутника или спутницы').fill('Олег');
    await card(half).getByLabel('Особенности питания спутника или спутницы').fill('Вегетарианец');
    await card('Анна Смирнова').getByLabel('Особенности питания (вегетарианство, аллергии)').fill('Без орехов');
    await page.getByRole('button', { name: 'Отправить ответ' }).click();
    await page.getByText('Ответ сохранён. Спасибо!').waitFor();
    // The +1 is called by name now, with the answers he gave.
    expect(await choice('Олег', 'Регистрация', 'Не приду').isChecked()).toBe(true);
    expect(await choice('Олег', 'Банкет', 'Приду').isChecked()).toBe(true);
    await saveScreenshot(page, 'rsvp-saved-375');

    let guests = (await api('GET', '/guests')) as Array<{ id: string; checked: boolean; halfName: string | null }>;
    expect(guests.find((guest) => guest.id === anna.id)).toMatchObject({ checked: true, halfName: 'Олег' });
    expect(guests.find((guest) => guest.id === ivan.id)?.checked).toBe(true);

    // Ivan cannot come after all.
    await choice('Иван Смирнов', 'Банкет', 'Не приду').check();
    await page.getByRole('button', { name: 'Сохранить изменения' }).click();
    await page.getByText('Ответ сохранён. Спасибо!').waitFor();
    expect(await choice('Иван Смирнов', 'Банкет', 'Не приду').isChecked()).toBe(true);
    guests = await api('GET', '/guests');
    expect(guests.find((guest) => guest.id === ivan.id)?.checked).toBe(false);
    expect(guests.find((guest) => guest.id === anna.id)?.checked).toBe(true);
    expect(errors).toEqual([]);

    // The couple's guest list shows the confirmation.
    const coupleContext = await journey.browser.newContext({ viewport: { width: 1440, height: 900 } });
    await signInBrowser(coupleContext, journey.product, couple);
    const list = await coupleContext.newPage();
    await list.goto(`${journey.product.url}/profile/guest-list`);
    await waitForApp(list);
    await list.getByText('Олег').first().waitFor();
    await saveScreenshot(list, 'rsvp-guest-list-1440');
    // The couple reads their note under the name, and in the form beside it, marked as theirs only.
    await list.getByText('брат Анны, не сажать у колонок').waitFor();
    await list.getByRole('button', { name: 'Изменить: Иван Смирнов' }).click();
    const form = list.getByRole('dialog', { name: 'Изменить гостя' });
    expect(await form.getByLabel('Заметка (видна только вам)').inputValue()).toBe('брат Анны, не сажать у колонок');
    await form.getByLabel('Имя').fill('Иван Смирнов (брат Анны)');
    await form.getByRole('button', { name: 'Перенести в заметку' }).waitFor();
    await saveScreenshot(list, 'guest-form-note-1440');
    await list.setViewportSize({ width: 375, height: 812 });
    await saveScreenshot(list, 'guest-form-note-375');
    await form.getByRole('button', { name: 'Отмена' }).click();
    await list.setViewportSize({ width: 1440, height: 900 });

    // The couple's invitations page: the household's answers and the tracking per part, wide and narrow.
    await list.goto(`${journey.product.url}/profile/invitations`);
    await list.getByTestId('invitations-page').waitFor();
    await list.getByText('Анна Смирнова — питание: Без орехов').waitFor();
    await list.getByText('Олег — питание: Вегетарианец').waitFor();
    await list.getByText('Олег — Регистрация: не придёт').waitFor();
    await saveScreenshot(list, 'invitations-page-1440');
    const phone = await coupleContext.newPage();
    await phone.setViewportSize({ width: 375, height: 812 });
    await phone.goto(`${journey.product.url}/profile/invitations`);
    await phone.getByText('Анна Смирнова — питание: Без орехов').waitFor();
    await saveScreenshot(phone, 'invitations-page-375');

    // The printable sheet of cards with QR codes, as the printer gets it.
    await api('POST', '/invitations', { guestIds: [sergey.id], eventIds: [events[1]!.id] });
    // A sheet of a dozen households runs over two A4 pages.
    for (let n = 1; n <= 10; n += 1) await api('POST', '/guests', { name: `Гость Жениха ${n}`, from: 'groom' });
    await api('POST', '/invitations/bulk', { from: 'groom', eventIds: [events[1]!.id] });
    await list.reload();
    await waitForApp(list);
    await list.getByText('Сергей Другой').first().waitFor();
    await list.setViewportSize({ width: 794, height: 1123 });
    await list.emulateMedia({ media: 'print' });
    await expect
      .poll(() =>
        list
          .locator('.invitations__print-only')
          .first()
          .evaluate((e) => getComputedStyle(e).display),
      )
      .toBe('block');
    // Every QR code is drawn (loaded) before the sheet is taken.
    await expect
      .poll(() =>
        list
          .locator('img.invitations__qr')
          .evaluateAll((images) =>
            images.every(
              (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
            ),
          ),
      )
      .toBe(true);
    await saveScreenshot(list, 'invitations-print');
    const sheet = await list.pdf({ path: screenshotPath('invitations-cards.pdf'), preferCSSPageSize: true });
    const sheetPages = pdfPages(sheet);
    expect(sheetPages.length).toBeGreaterThanOrEqual(2);
    expect(sheetPages.every((size) => size.join() === A4_PORTRAIT.join())).toBe(true);
    await list.emulateMedia({ media: 'screen' });

    // After the deadline the household's page shows where each of them sits, and thanks instead of asking.
    const table = await api('POST', '/seating/tables', { name: 'Стол 3 «Сирень»', seats: 8 });
    await api('PUT', `/seating/guests/${anna.id}`, { tableId: table.id });
    const longAgo = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    await api('PUT', '/invitations/deadline', { deadline: longAgo });
    await page.goto(pageUrl);
    await page.getByRole('heading', { name: 'Ваш стол' }).waitFor();
    expect(await page.getByText('Анна Смирнова — Стол 3 «Сирень»').count()).toBe(1);
    // Nothing left to answer (the erasure of their data stays offered).
    expect(await page.getByRole('radio').count()).toBe(0);
    await saveScreenshot(page, 'rsvp-closed-table-375');
    await context.close();
    await coupleContext.close();
  });
});
