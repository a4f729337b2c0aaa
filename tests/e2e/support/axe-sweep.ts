import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import axe from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { signUpOverHttp, type SignedUpUser } from '../../support/accounts.ts';
import { projectRoot } from '../../support/product-process.ts';
import { START_MS } from '../../support/waits.ts';
import { newCoupleOnProduct, type ProductUser } from '../../support/product-user.ts';
import { saveScreenshot, waitForApp } from './browser.ts';
import { useProductInBrowser } from './journey.ts';

/*
 * axe-core over the app's screens, with their dialogs, drawers and pickers open, at a desktop and a
 * phone width, against the real product. A critical or serious violation fails the test; every
 * violation found is written to test-results/axe-report-<group>.json for a person to read. The
 * screens come in groups (axe-screens.ts), one test file each, so the runner sweeps them side by side.
 */

// axe runs in the page, not in Node: its script's text is put into each page.
const axeSource = axe.source;

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

export type Who = 'visitor' | 'wizard' | 'couple' | 'unsubscribed';

export interface Screen {
  name: string;
  who: Who;
  path: string;
  /** What shows once the screen has drawn. */
  ready: (page: Page) => Promise<unknown>;
  /** Opens the dialog, drawer or picker to check, on the drawn screen. */
  open?: (page: Page, width: number) => Promise<unknown>;
  /** Only at this width (the phone's navigation drawer). */
  only?: number;
}

interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  targets: string[];
  /** What axe says is wrong with the first element, e.g. the contrast it measured. */
  summary: string;
}

export const heading = (text: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name: text }).first().waitFor();
export const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name }).first();
export const dialog = (page: Page, name?: string) =>
  (name ? page.getByRole('dialog', { name }) : page.getByRole('dialog')).last().waitFor();
/** An open antd picker's panel (date, time, select), drawn into the body outside the field. */
export const pickerPanel = (page: Page) =>
  page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)').last().waitFor();

/**
 * Screens a person looks at on a phone after the run (test-results/screenshots/a11y-*-375.png);
 * A11Y_SCREENSHOTS=all saves every screen at both widths (a11y-*-1440.png too), to compare a change
 * of styling with the screens before it; the full-page screenshots make the sweep take longer.
 */
const PHONE_SCREENSHOTS = new Set(['budget-category-tab', 'guest-list', 'todo-list']);
const ALL_SCREENSHOTS = process.env.A11Y_SCREENSHOTS === 'all';
// A group's 10 to 25 screens and states at two widths, one after another, while the other test files
// keep both cores busy: a minute or two alone on a 2-core machine, much more when it is shared.
const SWEEP_TIMEOUT_MS = 900_000;

/** The product and its Chromium for one file, the accounts its screens need, and axe's check of a page. */
export function useAxeChecks() {
  const journey = useProductInBrowser();

  async function api(user: SignedUpUser, method: string, url: string, body?: unknown) {
    const response = await fetch(`${journey.product.url}/api/v1${url}`, {
      method,
      headers: {
        cookie: user.cookie,
        ...(body instanceof FormData || !body ? {} : { 'content-type': 'application/json' }),
      },
      body: body instanceof FormData ? body : body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return response.json() as Promise<unknown>;
  }

  /** A subscribed couple with a real plan: a wedding date, a budget with a paid item, guests and the checklist. */
  async function coupleWithPlan(): Promise<ProductUser> {
    const user = await newCoupleOnProduct(journey.product);
    const granted = spawnSync(
      process.execPath,
      ['server/support/cli.ts', 'grant', user.email, '30', '--reason', 'accessibility check'],
      { cwd: projectRoot, env: { ...process.env, DATA_DIR: journey.product.dataDir }, encoding: 'utf8' },
    );
    expect(granted.status, granted.stderr).toBe(0);
    const form = new FormData();
    form.set('registrationDate', '2027-06-12T09:00:00.000Z');
    form.set('registrationLocation', 'Грибоедовский ЗАГС');
    form.set('amountOfGuests', '1');
    await api(user, 'POST', '/user/update', form);
    await api(user, 'POST', '/budget/summary', { value: 900000 });
    const categories = (await api(user, 'GET', '/dictionaries/budget/category')) as { code: string; name: string }[];
    const venue = categories.find((category) => category.name === 'Площадка')!.code;
    await api(user, 'POST', '/budget', { name: 'Ресторан, банкет', category: venue, price: 300000, paid: 300000 });
    await api(user, 'POST', '/budget', {
      name: 'Аренда шатра',
      category: venue,
      price: 120000,
      paid: 40000,
      dueDate: '2027-05-01',
    });
    await api(user, 'POST', '/budget', { name: 'Фотограф', category: categories.at(-1)!.code, price: 60000 });
    await api(user, 'POST', '/guests', { name: 'Мария Лебедева', from: 'bride', withHalf: true, halfName: 'Денис' });
    await api(user, 'POST', '/guests', { name: 'Артём Новиков', from: 'groom', checked: true, category: ['friends'] });
    await api(user, 'POST', '/notes', { title: 'Меню банкета', text: 'Утка или сёмга\nДля Ромы — вегетарианское' });
    await api(user, 'POST', '/purchases', {
      name: 'Подвязка',
      store: 'Вуаль',
      link: 'https://vual.example.ru',
      price: 1490,
      bought: true,
    });
    await api(user, 'POST', '/purchases', { name: 'Свечи на столы' });
    for (const [title, category] of [
      ['Платье с открытой спиной', 'dress'],
      ['Зал в зелени', 'hall'],
    ]) {
      const card = new FormData();
      card.set('title', title!);
      card.set('category', category!);
      card.set('link', 'https://example.ru/idea');
      await api(user, 'POST', '/looks', card);
    }
    return user;
  }

  async function contextFor(
    who: Who,
    users: Record<Exclude<Who, 'visitor'>, SignedUpUser>,
    width: number,
    height: number,
  ) {
    const context = await journey.browser.newContext({
      viewport: { width, height },
      reducedMotion: 'reduce',
      // The product's CSP lets no inline script run; axe is put into the page by the test.
      bypassCSP: true,
    });
    // The sweep's files start their products side by side: a first page of a product still warming up
    // on a busy machine took longer than Playwright's 30 s, so a navigation has the start's bound.
    context.setDefaultNavigationTimeout(START_MS);
    if (who !== 'visitor') {
      const [name, value] = users[who].cookie.split('=', 2);
      await context.addCookies([{ name, value, url: journey.product.url, httpOnly: true, sameSite: 'Lax' }]);
    }
    return context;
  }

  async function violations(page: Page, screen: string): Promise<Finding[]> {
    if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
    const found: Omit<Finding, 'screen'>[] = await page.evaluate(async () => {
      const pageAxe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<unknown> } })
        .axe;
      const result = (await pageAxe.run(document, { resultTypes: ['violations'] })) as {
        violations: {
          id: string;
          impact: string;
          help: string;
          nodes: { target: string[]; failureSummary?: string }[];
        }[];
      };
      return result.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        summary: violation.nodes[0]?.failureSummary ?? '',
      }));
    });
    // axe does not read the language of names: an English one (antd's own) is reported here.
    const english = await page.evaluate(() => {
      const latinOnly = (text: string) => /[A-Za-z]{3}/.test(text) && !/[\u0400-\u04FF]/.test(text);
      const named = [...document.querySelectorAll('[aria-label]')].filter(
        (element) => !element.closest('[aria-hidden="true"]') && latinOnly(element.getAttribute('aria-label')!),
      );
      const announced = [...document.querySelectorAll('[aria-live]')].filter((element) =>
        latinOnly(element.textContent ?? ''),
      );
      return [...named.map((element) => element.getAttribute('aria-label')!), ...announced.map((e) => e.textContent!)];
    });
    if (english.length > 0) {
      found.push({ rule: 'russian-names', impact: 'serious', help: 'Names in Russian', targets: english, summary: '' });
    }
    return found.map((violation) => ({ screen, ...violation }));
  }

  let usersMade: Promise<Record<Exclude<Who, 'visitor'>, SignedUpUser>> | undefined;
  /** The three accounts the screens need, made once for every test of the file. */
  function accounts() {
    usersMade ??= Promise.all([
      coupleWithPlan(),
      newCoupleOnProduct(journey.product),
      signUpOverHttp(journey.product.url, journey.product.dataDir),
    ]).then(([couple, unsubscribed, wizard]) => ({ couple, unsubscribed, wizard }));
    return usersMade;
  }

  /** The accessible name of what has the keyboard focus. */
  const focusedName = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
    });

  return { journey, accounts, contextFor, violations, focusedName };
}

/** The test of one group of screens: each at both widths, no critical or serious violation. */
export function sweepScreens(group: string, screens: Screen[]) {
  const { journey, accounts, contextFor, violations } = useAxeChecks();
  it(
    `finds no critical or serious violation on the ${group} screens, dialogs and drawers at 1440 and 375 px`,
    async () => {
      const users = await accounts();
      const findings: Finding[] = [];
      for (const { width, height } of WIDTHS) {
        const contexts = new Map<Who, { context: BrowserContext; page: Page }>();
        for (const screen of screens) {
          if (screen.only && screen.only !== width) continue;
          let open = contexts.get(screen.who);
          if (!open) {
            const context = await contextFor(screen.who, users, width, height);
            open = { context, page: await context.newPage() };
            contexts.set(screen.who, open);
          }
          const { page } = open;
          const label = `${screen.name} @${width}`;
          await page.goto(`${journey.product.url}/profile${screen.path}`);
          await waitForApp(page);
          await screen.ready(page);
          await screen.open?.(page, width);
          findings.push(...(await violations(page, label)));
          if (ALL_SCREENSHOTS || (width === 375 && PHONE_SCREENSHOTS.has(screen.name))) {
            await saveScreenshot(page, `a11y-${screen.name}-${width}`);
          }
        }
        for (const { context } of contexts.values()) await context.close();
      }

      const dir = path.join(projectRoot, 'test-results');
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `axe-report-${group}.json`), JSON.stringify(findings, null, 2));
      const serious = findings
        .filter((finding) => finding.impact === 'critical' || finding.impact === 'serious')
        .map((finding) => `${finding.screen}: ${finding.rule} (${finding.impact}) ${finding.targets.join(', ')}`);
      expect(serious).toEqual([]);
    },
    SWEEP_TIMEOUT_MS,
  );
}
