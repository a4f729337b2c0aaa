import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import couple from '../../mocks/couple.json';
import { projectRoot } from '../support/product-process.ts';
import { launchBrowser, saveScreenshot } from './support/browser.ts';

interface ScenarioData {
  description: string;
  signedIn?: boolean;
  user?: { isShowInitWizard?: boolean };
  failures?: Array<{ call: string; status: number }>;
  network?: string;
  delayMs?: number;
  path?: string;
}

const scenarioDir = path.join(projectRoot, 'mocks', 'scenarios');
const scenarios = fs
  .readdirSync(scenarioDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => [file.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.join(scenarioDir, file), 'utf8'))])
  .sort(([a], [b]) => String(a).localeCompare(String(b))) as Array<[string, ScenarioData]>;

/** The static mock build, opened the way support opens it: from the folder, no server at all. */
const mockIndex = pathToFileURL(path.join(projectRoot, 'dist-mock', 'index.html')).href;

/** Every request the page makes that is not a file of the folder: none may leave the browser. */
function collectOutgoingRequests(page: Page): string[] {
  const outgoing: string[] = [];
  page.on('request', (request) => {
    if (!/^(file|data|blob):/.test(request.url())) outgoing.push(`${request.method()} ${request.url()}`);
  });
  return outgoing;
}

/** Waits until the app shows a screen (a page, or a dialog, which lives outside #root): no loading overlay left. */
async function waitForScreen(page: Page, timeout = 15_000): Promise<void> {
  // A string, as it runs in the page (this file is type-checked for Node, without the DOM).
  const shown = `!document.querySelector('.loading-overlay') &&
    (document.getElementById('root').innerText.trim() !== '' || document.querySelector('[role="dialog"]') !== null)`;
  await page.waitForFunction(shown, undefined, { timeout });
}

describe('the static mock build, opened from its folder (file://)', () => {
  let browser: Browser;
  beforeAll(async () => {
    expect(fs.existsSync(path.join(projectRoot, 'dist-mock', 'index.html')), 'run npm run build:mock first').toBe(true);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /*
   * The scenarios reuse a few tabs, one per scenario running at a time. Most of a scenario's time
   * went to compiling the build's one 5.8 MB script in a fresh renderer; a tab opening the same
   * file again has it compiled already (V8's cache of its process), which halved a scenario's
   * load. Each tab forgets what the last scenario kept (the mock back end's sessionStorage, the
   * app's dismissals) before the next one opens.
   */
  const idlePages: Page[] = [];
  const takePage = async () =>
    idlePages.pop() ?? (await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' }));
  const giveBack = async (page: Page) => {
    page.removeAllListeners('request');
    page.removeAllListeners('pageerror');
    await page.evaluate('localStorage.clear(); sessionStorage.clear();');
    idlePages.push(page);
  };

  // Each page spends most of its time compiling the one 5.8 MB script in its own renderer process,
  // so two scenarios at a time keep both cores busy (vitest's maxConcurrency bounds them).
  it.concurrent.for(scenarios)(
    'opens the scenario %s and saves a screenshot of it',
    async ([name, scenario], { expect }) => {
      const page = await takePage();
      const outgoing = collectOutgoingRequests(page);
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));

      // Compiling the 5.8 MB script can outlast Playwright's 30 s on a machine busy with other files.
      await page.goto(`${mockIndex}?scenario=${name}`, { timeout: 90_000 });
      await expect.poll(() => page.getByTestId('mock-panel-toggle').textContent()).toContain(name);
      if (scenario.network === 'slow') {
        // The first answer is still on its way: the loading overlay shows.
        await expect(page.locator('.loading-overlay').isVisible()).resolves.toBe(true);
        await saveScreenshot(page, `mock-${name}-loading`);
      }
      await waitForScreen(page, (scenario.delayMs ?? 0) + 15_000);

      // The failing call's notice, with its code (a 401 of the very first session lookup is silent, by design).
      const failure = scenario.failures?.[0];
      if (failure && !(failure.status === 401 && failure.call === 'GET /whoami')) {
        await expect.poll(() => page.getByText(`Код: ${failure.status}`).count()).toBeGreaterThan(0);
      }
      // The wizard opens at the step the scenario's filled fields leave it at.
      const wizardStep = name === 'wizard-pending' ? 1 : Number(/^wizard-step-(\d)$/.exec(name)?.[1] ?? 0);
      if (wizardStep > 0) await expect.poll(() => page.getByText(`Шаг ${wizardStep} из 4`).count()).toBeGreaterThan(0);
      // A couple signed in sees their names in the header; anyone else sees a dialog (login, wizard).
      const signedIn = scenario.signedIn !== false && !failure && scenario.network !== 'offline';
      if (signedIn && !scenario.user?.isShowInitWizard && !scenario.path?.startsWith('/payment-')) {
        await expect.poll(() => page.getByTestId('session-chip').textContent()).toBe('Анна & Пётр');
      } else if (!signedIn || scenario.user?.isShowInitWizard) {
        await expect.poll(() => page.getByRole('dialog').count()).toBeGreaterThan(0);
      }

      await saveScreenshot(page, `mock-${name}`);
      expect(outgoing).toEqual([]);
      expect(pageErrors).toEqual([]);
      await giveBack(page);
    },
  );

  it("pasting a user's /whoami JSON into the panel shows that couple's screens, sending nothing", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    const outgoing = collectOutgoingRequests(page);
    await page.goto(`${mockIndex}?scenario=logged-out`);
    await waitForScreen(page);

    const user = {
      ...couple,
      id: 'u_maria',
      email: 'maria@example.ru',
      brideName: 'Мария',
      groomName: 'Иван',
      subscriptions: { name: 'Месяц', expires: 12, expiresDate: '2030-01-01T00:00:00.000Z' },
    };
    await page.getByTestId('mock-panel-toggle').click();
    await page.getByRole('textbox', { name: 'Экраны пользователя по его JSON' }).fill(JSON.stringify(user, null, 2));
    await saveScreenshot(page, 'mock-panel');
    await page.getByRole('button', { name: 'Показать экраны этого пользователя' }).click();

    await waitForScreen(page);
    await expect.poll(() => page.getByTestId('session-chip').textContent()).toBe('Мария & Иван');
    await saveScreenshot(page, 'mock-pasted-session');
    expect(outgoing).toEqual([]);
    await page.close();
  });

  it('a pasted text that is not a /whoami answer is refused with the fields it lacks', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    await page.goto(`${mockIndex}?scenario=active`);
    await waitForScreen(page);
    await page.getByTestId('mock-panel-toggle').click();
    await page
      .getByRole('textbox', { name: 'Экраны пользователя по его JSON' })
      .fill('{"id": "u_1", "email": "a@b.ru"}');
    await page.getByRole('button', { name: 'Показать экраны этого пользователя' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Панель поддержки' }).getByRole('alert').textContent())
      .toContain('Не похоже на ответ /whoami: missing brideName');
    await expect.poll(() => page.getByTestId('session-chip').textContent()).toBe('Анна & Пётр');
    await page.close();
  });

  it('a tariff is paid inside the mock: the success page, and the days added to the subscription', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    const outgoing = collectOutgoingRequests(page);
    await page.goto(`${mockIndex}?scenario=subscriptions-page`);
    await waitForScreen(page);
    await page.getByRole('link', { name: /^Оплатить 299/ }).click();
    await expect.poll(() => page.getByText('Оплата прошла успешно').count()).toBe(1);
    expect(new URL(page.url()).hash).toBe('#/payment-success');
    await expect.poll(() => page.getByText(/57 дней/).count()).toBeGreaterThan(0);
    expect(outgoing).toEqual([]);
    await page.close();
  });

  it('?session= in the address opens that user as well, and a reload keeps them', async () => {
    const page = await browser.newPage({ reducedMotion: 'reduce' });
    const user = { ...couple, id: 'u_olga', brideName: 'Ольга', groomName: 'Дмитрий' };
    await page.goto(`${mockIndex}?session=${encodeURIComponent(JSON.stringify(user))}`);
    await waitForScreen(page);
    await expect.poll(() => page.getByTestId('session-chip').textContent()).toBe('Ольга & Дмитрий');
    await page.reload();
    await waitForScreen(page);
    await expect.poll(() => page.getByTestId('session-chip').textContent()).toBe('Ольга & Дмитрий');
    await page.close();
  });
});
