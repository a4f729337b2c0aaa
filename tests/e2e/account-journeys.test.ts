import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '../../src/contract/session.ts';
import { newEmail, signUpOverHttp, TEST_PASSWORD } from '../support/accounts.ts';
import { smallPng } from '../support/images.ts';
import { newestMail, waitForMail } from '../support/outbox.ts';
import { collectPageErrors, saveScreenshot } from './support/browser.ts';
import { useProductInBrowser } from './support/journey.ts';

/**
 * The account journeys of issue 4 in Chromium against the real product (its own process, SQLite,
 * a fresh DATA_DIR): mail is read from $DATA_DIR/outbox as a person would read their inbox.
 */
describe('accounts in the browser, against the real server', () => {
  const journey = useProductInBrowser();

  async function newPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    // Reduced motion: antd then skips its animations, so screenshots show the settled screen.
    const context = await journey.browser.newContext({
      viewport: { width: 1280, height: 860 },
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    return { context, page, errors: collectPageErrors(page) };
  }

  const path = (page: Page) => new URL(page.url()).pathname;
  const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
  const sessionChip = (page: Page) => page.getByTestId('session-chip');

  /** Closes the notices in the top corner, so that a screenshot shows the header under them. */
  async function closeNotices(page: Page) {
    // Stacked notices hide all but the top one from pointer clicks; their close buttons still work.
    await page.evaluate("document.querySelectorAll('.notice__close').forEach((b) => b.click())");
    await page.locator('.notice').first().waitFor({ state: 'detached' });
  }

  /** A user without a subscription meets the expiry modal on the main page; "remind tomorrow" puts it away. */
  async function putAwayExpiryModal(page: Page) {
    const later = page.getByRole('button', { name: 'Напомнить завтра' });
    await later.waitFor();
    await later.click();
    await later.waitFor({ state: 'detached' });
  }

  async function logIn(page: Page, email: string, password: string) {
    const login = dialog(page, 'Авторизация');
    await login.waitFor();
    await login.getByLabel('Электронная почта').fill(email);
    await login.getByLabel('Пароль').fill(password);
    await login.getByRole('button', { name: 'Войти', exact: true }).click();
  }

  /** Signs up through the registration dialog; the confirmation screen opens next. */
  async function register(page: Page, email: string, beforeSending?: () => Promise<unknown>) {
    await page.goto(`${journey.product.url}/profile/registration`);
    const registration = dialog(page, 'Регистрация');
    await registration.getByLabel('Электронная почта').fill(email);
    await registration.getByLabel('Пароль').fill(TEST_PASSWORD);
    await beforeSending?.();
    await registration.getByRole('button', { name: 'Зарегистрироваться' }).click();
  }

  it('a login before confirming opens the confirmation screen, which names the address and takes the code', async () => {
    const { context, page, errors } = await newPage();
    const email = newEmail('olga');
    await register(page, email);
    const confirmation = dialog(page, 'Подтверждение регистрации');
    await confirmation.waitFor();
    const mail = await waitForMail(journey.product.dataDir, email);

    // The couple closes the tab without the code and comes back to log in.
    await page.goto(`${journey.product.url}/profile/login`);
    await logIn(page, email, TEST_PASSWORD);
    await confirmation.getByText(`Мы отправили письмо с кодом на ${email}`).waitFor();
    expect(path(page)).toBe('/profile/user-confirmation');
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 812 });
      await saveScreenshot(page, `account-confirmation-after-login-${width}`);
    }
    await confirmation.getByLabel('Код из письма').fill(mail.code!);
    await confirmation.getByRole('button', { name: 'Подтвердить' }).click();
    await dialog(page, 'Знакомство').getByText('Шаг 1 из 4').waitFor();
    expect(await page.getByText('Нет доступа').count()).toBe(0);
    // Chromium logs the refused login's 403 answer itself; nothing else may fail.
    expect(errors.filter((error) => !error.includes('status of 403'))).toEqual([]);
    await context.close();
  });

  it('sign up, confirm with the mailed code, answer the wizard, see the couple; log out and log in', async () => {
    const { context, page, errors } = await newPage();
    const email = newEmail('anna');

    await register(page, email, () => saveScreenshot(page, 'account-registration'));

    const confirmation = dialog(page, 'Подтверждение регистрации');
    await confirmation.waitFor();
    expect(path(page)).toBe('/profile/user-confirmation');
    expect(new URL(page.url()).searchParams.get('user_id')).toBeTruthy();
    await confirmation.getByText(`Мы отправили письмо с кодом на ${email}`).waitFor();
    // Registration has just mailed a code: asking for another one waits out the minute.
    await confirmation.getByRole('button', { name: /^Отправить код ещё раз можно через \d+\s?с$/ }).waitFor();
    const mail = await waitForMail(journey.product.dataDir, email);
    expect(mail.code).toMatch(/^\d{6}$/);
    await confirmation.getByLabel('Код из письма').fill(mail.code!);
    await saveScreenshot(page, 'account-confirmation');
    await confirmation.getByRole('button', { name: 'Подтвердить' }).click();

    const wizard = dialog(page, 'Знакомство');
    await wizard.getByText('Шаг 1 из 4').waitFor();
    expect(path(page)).toBe('/profile/first-login');
    expect(await wizard.getByRole('button', { name: 'Назад' }).count()).toBe(0);
    await wizard.getByLabel('Имя невесты').fill('Анна');
    await wizard.getByLabel('Имя жениха').fill('Пётр');
    await saveScreenshot(page, 'account-wizard-step-1');
    await wizard.getByRole('button', { name: 'Далее' }).click();

    await wizard.getByText('Шаг 2 из 4').waitFor();
    const registrationDate = wizard.getByLabel('Дата и время регистрации');
    await registrationDate.click();
    await registrationDate.pressSequentially('12.06.2027 14:00');
    await registrationDate.press('Tab');
    await saveScreenshot(page, 'account-wizard-step-2');
    await wizard.getByRole('button', { name: 'Далее' }).click();

    await wizard.getByText('Шаг 3 из 4').waitFor();
    await wizard.getByLabel('Место регистрации').fill('Грибоедовский ЗАГС');
    await wizard.getByLabel('Место банкета').fill('Ресторан «Сад»');
    await wizard.getByRole('button', { name: 'Далее' }).click();

    await wizard.getByText('Шаг 4 из 4').waitFor();
    await wizard.getByLabel('50–100').check();
    await saveScreenshot(page, 'account-wizard-step-4');
    await wizard.getByRole('button', { name: 'Готово' }).click();

    await page.getByRole('heading', { level: 1, name: 'Главная' }).waitFor();
    expect(path(page)).toMatch(/^\/profile\/?$/);
    await putAwayExpiryModal(page);
    expect(await sessionChip(page).textContent()).toBe('Анна & Пётр');
    await closeNotices(page);
    await saveScreenshot(page, 'account-main-after-wizard');

    // What the wizard saved is the profile the server now holds.
    const whoami = (await page.evaluate(async () => (await fetch('/api/v1/whoami')).json())) as SessionUser;
    expect(whoami).toMatchObject({
      email,
      brideName: 'Анна',
      groomName: 'Пётр',
      registrationLocation: 'Грибоедовский ЗАГС',
      banquetLocation: 'Ресторан «Сад»',
      amountOfGuests: 1,
      isShowInitWizard: false,
    });
    const registeredAt = new Date(whoami.registrationDate!);
    expect([registeredAt.getFullYear(), registeredAt.getMonth(), registeredAt.getDate()]).toEqual([2027, 5, 12]);

    await page.getByRole('link', { name: 'Выйти' }).click();
    await dialog(page, 'Авторизация').waitFor();
    expect(path(page)).toBe('/profile/login');

    await logIn(page, email, TEST_PASSWORD);
    await page.getByRole('heading', { level: 1, name: 'Главная' }).waitFor();
    expect(await sessionChip(page).textContent()).toBe('Анна & Пётр');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('forgot the password: the link from the mail sets a new one and signs in', async () => {
    const account = await signUpOverHttp(journey.product.url, journey.product.dataDir);
    const { context, page, errors } = await newPage();
    const signUpMail = await newestMail(journey.product.dataDir, account.email);

    await page.goto(`${journey.product.url}/profile/login`);
    await dialog(page, 'Авторизация').getByRole('link', { name: 'Забыли пароль?' }).click();
    const forgot = dialog(page, 'Восстановление пароля');
    await forgot.getByLabel('Электронная почта').fill(account.email);
    await forgot.getByRole('button', { name: 'Восстановить пароль' }).click();
    await dialog(page, 'Новый пароль').waitFor();
    expect(new URL(page.url()).searchParams.get('email')).toBe(account.email);

    const mail = await waitForMail(journey.product.dataDir, account.email, { after: signUpMail?.file });
    expect(mail.link).toBeTruthy();
    await page.goto(mail.link!);
    const newPassword = dialog(page, 'Новый пароль');
    const token = newPassword.getByLabel('Код восстановления');
    expect(await token.inputValue()).toBe(mail.token);
    expect(await token.isDisabled()).toBe(true);
    await newPassword.getByLabel('Новый пароль').fill('Новый-пароль-2027');
    await saveScreenshot(page, 'account-new-password');
    await newPassword.getByRole('button', { name: 'Сохранить пароль' }).click();

    // Signed in: the wizard of this user was never answered, so it opens.
    await dialog(page, 'Знакомство').getByText('Шаг 1 из 4').waitFor();
    const relogin = await fetch(`${journey.product.url}/api/v1/user/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: 'Новый-пароль-2027' }),
    });
    expect(relogin.status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('settings: new names and userpic show in the header; the deleted account can no longer log in', async () => {
    const email = newEmail('olga');
    await signUpOverHttp(journey.product.url, journey.product.dataDir, { email });
    const { context, page, errors } = await newPage();
    await page.goto(`${journey.product.url}/profile/login`);
    await logIn(page, email, TEST_PASSWORD);
    const wizard = dialog(page, 'Знакомство');
    await wizard.getByText('Шаг 1 из 4').waitFor();
    await wizard.getByLabel('Имя невесты').fill('Анна');
    await wizard.getByLabel('Имя жениха').fill('Пётр');
    await wizard.getByRole('button', { name: 'Далее' }).click();
    await wizard.getByText('Шаг 2 из 4').waitFor();
    // Leaving the wizard half-way asks first, then logs out; what was saved stays saved.
    await wizard.getByRole('button', { name: /Close|Закрыть/ }).click();
    const leave = dialog(page, 'Выйти из профиля?');
    await leave.getByText('Ответы, которые вы уже сохранили').waitFor();
    await saveScreenshot(page, 'account-wizard-exit-question');
    await leave.getByRole('button', { name: 'Выйти', exact: true }).click();
    await logIn(page, email, TEST_PASSWORD);
    const reopened = dialog(page, 'Знакомство');
    expect(await reopened.getByLabel('Имя невесты').inputValue()).toBe('Анна');
    await reopened.getByRole('button', { name: 'Далее' }).click();
    await reopened.getByText('Шаг 2 из 4').waitFor();
    const registrationDate = reopened.getByLabel('Дата и время регистрации');
    await registrationDate.click();
    await registrationDate.pressSequentially('01.08.2027 12:00');
    await registrationDate.press('Tab');
    await reopened.getByRole('button', { name: 'Далее' }).click();
    await reopened.getByText('Шаг 3 из 4').waitFor();
    await reopened.getByRole('button', { name: 'Далее' }).click();
    await reopened.getByText('Шаг 4 из 4').waitFor();
    await reopened.getByRole('button', { name: 'Готово' }).click();
    await putAwayExpiryModal(page);

    await sessionChip(page).click();
    await page.getByRole('heading', { level: 1, name: 'Настройки' }).waitFor();
    await page.getByLabel('Имя невесты').fill('Мария');
    await page.getByLabel('Имя жениха').fill('Иван');
    // The userpic's input: the page's other file input takes a wedding's archive.
    await page.locator('input[type=file][accept^="image/"]').setInputFiles({
      name: 'us.png',
      mimeType: 'image/png',
      buffer: await smallPng(200, 200),
    });
    await page.getByRole('img', { name: 'Фотография профиля' }).waitFor();
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Настройки обновлены').waitFor();
    await expectText(sessionChip(page), 'Мария & Иван');
    const userpic = sessionChip(page).locator('img');
    expect(await userpic.getAttribute('src')).toMatch(/^\/api\/v1\/uploads\/.+\.webp$/);
    // The picture really loads: the server serves the re-encoded file to its owner.
    // Polled from the test (DevTools evaluation): a string waitForFunction re-evaluates in the page,
    // which the app's CSP forbids once the first check fails.
    await expect
      .poll(() => userpic.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth))
      .toBeGreaterThan(0);
    await closeNotices(page);
    await saveScreenshot(page, 'account-settings-updated');

    await page.getByRole('button', { name: 'Удалить профиль' }).click();
    const confirm = dialog(page, 'Удалить профиль?');
    await confirm.waitFor();
    await saveScreenshot(page, 'account-delete-confirm');
    const startUrlLoaded = page.waitForEvent('load');
    await confirm.getByRole('button', { name: 'Удалить' }).click();
    // «Профиль удалён» shows first; then the browser leaves for the start URL, which brings a
    // visitor back to the login modal.
    await page.getByText('Профиль удалён').waitFor();
    await saveScreenshot(page, 'account-deleted-notice');
    await startUrlLoaded;
    await page.waitForURL((url) => url.pathname === '/profile/login');
    expect(errors).toEqual([]);

    await logIn(page, email, TEST_PASSWORD);
    await page.getByText('Неверный email или пароль').waitFor();
    expect(path(page)).toBe('/profile/login');
    await saveScreenshot(page, 'account-deleted-login-fails');
    await context.close();
  });
});

async function expectText(locator: ReturnType<Page['getByTestId']>, text: string) {
  await locator.getByText(text, { exact: true }).waitFor();
}
