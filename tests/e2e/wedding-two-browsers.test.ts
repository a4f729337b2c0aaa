import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newEmail, TEST_PASSWORD } from '../support/accounts.ts';
import { waitForMail } from '../support/outbox.ts';
import { projectRoot } from '../support/product-process.ts';
import { newCoupleOnProduct, signInBrowser } from '../support/product-user.ts';
import { collectPageErrors, saveScreenshot, waitForApp } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/*
 * A wedding planned by two (issue 24), in two browsers against the real product: the owner invites
 * the partner from settings, the partner registers from the mailed link and lands in the shared
 * plan without the wizard, adds a guest, and the owner's open guest list shows it within 2 seconds.
 */
describe('a wedding planned by two, in two browsers', () => {
  const journey = useProductInBrowser();

  const newPage = async (width: number) => {
    const context = await journey.browser.newContext({
      viewport: { width, height: width > 800 ? 900 : 812 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  };
  const dialog = (page: Page, title: string) => page.getByRole('dialog').filter({ hasText: title });

  it('the owner invites, the partner registers from the mail and adds a guest, the owner sees it live', async () => {
    const owner = await newCoupleOnProduct(journey.product);
    const granted = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', owner.email, '30', '--reason', 'two-browser journey'],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: journey.product.dataDir }, encoding: 'utf8' },
    );
    expect(granted.status, granted.stderr).toBe(0);

    // The owner invites the partner from settings.
    const ownerSide = await newPage(1440);
    await signInBrowser(ownerSide.context, journey.product, owner);
    await ownerSide.page.goto(`${journey.product.url}/profile/settings`);
    const members = ownerSide.page.getByTestId('members-card');
    await members.waitFor();
    const partnerEmail = newEmail('petr');
    await members.getByLabel('Электронная почта').fill(partnerEmail);
    await members.getByRole('button', { name: 'Отправить приглашение' }).click();
    await ownerSide.page.getByText(`Приглашение отправлено на ${partnerEmail}`).waitFor();
    await members.locator(`[data-email="${partnerEmail}"]`).waitFor();
    await members.scrollIntoViewIfNeeded();
    await saveScreenshot(ownerSide.page, 'wedding-members-1440');

    // The partner opens the mailed link in another browser and registers with the invited address.
    const invitation = await waitForMail(journey.product.dataDir, partnerEmail);
    const token = /\/profile\/join\?token=([\w-]+)/.exec(invitation.text)?.[1];
    expect(token, invitation.text).toBeTruthy();
    const partnerSide = await newPage(375);
    await partnerSide.page.goto(`${journey.product.url}/profile/join?token=${token}`);
    await partnerSide.page.getByTestId('join-invitation').waitFor();
    await saveScreenshot(partnerSide.page, 'wedding-join-375');
    await partnerSide.page.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const registration = dialog(partnerSide.page, 'Регистрация');
    expect(await registration.getByLabel('Электронная почта').inputValue()).toBe(partnerEmail);
    await registration.getByLabel('Пароль').fill(TEST_PASSWORD);
    await registration.getByRole('button', { name: 'Зарегистрироваться' }).click();
    const confirmation = dialog(partnerSide.page, 'Подтверждение регистрации');
    await confirmation.waitFor();
    const codeMail = await waitForMail(journey.product.dataDir, partnerEmail, { after: invitation.file });
    await confirmation.getByLabel('Код из письма').fill(codeMail.code!);
    await confirmation.getByRole('button', { name: 'Подтвердить' }).click();
    // Into the shared plan: the couple's names in the header, and no wizard.
    await partnerSide.page.waitForURL((url) => /^\/profile\/?$/.test(url.pathname));
    await partnerSide.page.getByTestId('app-layout').waitFor();
    expect(await partnerSide.page.getByText('Шаг 1 из 4').count()).toBe(0);

    // The owner keeps the guest list open; the partner adds a guest on theirs.
    await ownerSide.page.goto(`${journey.product.url}/profile/guest-list`);
    await waitForApp(ownerSide.page);
    await ownerSide.page.getByText('Гостей пока нет').waitFor();
    await partnerSide.page.goto(`${journey.product.url}/profile/guest-list`);
    await waitForApp(partnerSide.page);
    await partnerSide.page.getByRole('button', { name: 'Добавить гостя' }).click();
    const guestForm = partnerSide.page.getByRole('dialog', { name: 'Новый гость' });
    await guestForm.getByLabel('Имя', { exact: true }).fill('Тётя Валя');
    await guestForm.getByLabel('Сторона').click();
    await partnerSide.page.getByTitle('Со стороны невесты', { exact: true }).click();
    await guestForm.getByRole('button', { name: 'Сохранить' }).click();
    await partnerSide.page.getByText('Тётя Валя').first().waitFor();
    const savedAt = Date.now();
    await ownerSide.page.getByText('Тётя Валя').first().waitFor({ timeout: 2000 });
    console.log(`two browsers: the owner's open list showed the partner's guest ${Date.now() - savedAt} ms later`);
    await saveScreenshot(ownerSide.page, 'wedding-live-owner-1440');

    expect(ownerSide.errors).toEqual([]);
    expect(partnerSide.errors).toEqual([]);
    await ownerSide.context.close();
    await partnerSide.context.close();
  });
});
