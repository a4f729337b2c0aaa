/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { DEFAULT_BUDGET_CATEGORIES } from '../../src/contract/budget.ts';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { signedInUser } from '../../tests/support/signed-in-user.ts';
import { measureLoginScreen } from './bundle.ts';

/*
 * The budget page with 500 items, in Chromium against the real server (in this process, SQLite, a
 * fresh DATA_DIR, the built app from dist/): how long the page takes to show its table, how long a
 * tab switch takes, and how heavy the chart's chunk is. Run `npm run build` first.
 *
 * - first render: from the click on «Бюджет» in the navigation (the layout already loaded) until the
 *   table's first rows are in the DOM: the page's chunk, its three reads and React's render; the
 *   chart draws after, from its own chunk. Measured cold (a click as soon as the main page shows,
 *   chunk not cached), on a first visit after 2 s on the main page (the app fetches the planning
 *   screens' code ahead when idle), and warm.
 * - tab switch: from the click on a tab until the next frame after React has rendered the tab.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const distDir = path.join(root, 'dist');
const ITEMS = 500;

export interface BudgetPageFigures {
  items: number;
  firstRenderColdMs: number;
  firstRenderSettledMs: number;
  firstRenderWarmMs: number[];
  tabSwitchMs: number[];
  tabSwitchMedianMs: number;
  tabSwitchMaxMs: number;
  chartChunk: { file: string; bytes: number; gzip: number };
  budgetPageChunk: { file: string; bytes: number; gzip: number };
  loginScreenGzip: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms: number) => Math.round(ms * 10) / 10;

function chunkSize(manifestKey: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const file = manifest[manifestKey]?.file;
  if (!file) throw new Error(`${manifestKey} is not in dist/.vite/manifest.json: run npm run build`);
  const content = fs.readFileSync(path.join(distDir, file));
  return { file, bytes: content.length, gzip: gzipSync(content).length };
}

export async function benchBudgetPage(): Promise<BudgetPageFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-budget-'));
  const app = await buildApp(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_APP: 'true' }), {
    distDir,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const user = await signedInUser(app, { subscription: 'active' });
    await app.db.updateTable('weddings').set({ amount_of_guests: 2 }).where('id', '=', user.weddingId).execute();
    for (let i = 0; i < ITEMS; i += 1) {
      const category = DEFAULT_BUDGET_CATEGORIES[i % DEFAULT_BUDGET_CATEGORIES.length];
      const perPerson = i % 50 === 0;
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/budget',
        headers: user.headers,
        payload: {
          name: `Расход ${i + 1}`,
          category,
          price: perPerson ? 0 : 1000 + ((i * 137) % 90000) + 0.5,
          unitPrice: perPerson ? 3500 : null,
          paid: i % 3 === 0 ? 500 : null,
          dueDate: i % 7 === 0 ? `2027-0${1 + (i % 9)}-15` : null,
        },
      });
      if (res.statusCode !== 200) throw new Error(`POST /budget: ${res.statusCode} ${res.body}`);
    }

    /** A fresh browser (empty cache) signed in as the couple, on the main page. */
    const mainPage = async () => {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
      const [name, value] = user.cookie.split('=', 2);
      await context.addCookies([{ name, value, url, httpOnly: true, sameSite: 'Lax' }]);
      const fresh = await context.newPage();
      await fresh.goto(`${url}/profile/`);
      await fresh.waitForSelector('a[href="/profile/budget"]');
      return fresh;
    };

    /** Clicks «Бюджет» in the navigation and answers the ms until the table shows rows. */
    const openBudget = (on: Page) =>
      on.evaluate(
        () =>
          new Promise<number>((resolve, reject) => {
            const link = [...document.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/profile/budget');
            if (!link) return reject(new Error('no link to the budget'));
            const started = performance.now();
            const observer = new MutationObserver(() => {
              if (document.querySelector('.budget-table .budget-item__name')) {
                observer.disconnect();
                resolve(performance.now() - started);
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
            link.click();
          }),
      );

    // A couple who spends a moment on the main page first: the planning screens' code has been
    // fetched ahead while the browser was idle (prefetchPlanningPages).
    const settled = await mainPage();
    await settled.waitForTimeout(2000);
    const firstRenderSettledMs = round(await openBudget(settled));
    await settled.context().close();

    const page = await mainPage();
    const goHome = async () => {
      await page.evaluate(() => {
        const link = [...document.querySelectorAll('a')].find((a) =>
          ['/profile', '/profile/'].includes(a.getAttribute('href') ?? ''),
        );
        link?.click();
      });
      await page.waitForSelector('.budget-table', { state: 'detached' });
    };

    const firstRenderColdMs = await openBudget(page);
    await page.waitForSelector('.budget-chart__donut canvas');
    const firstRenderWarmMs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await goHome();
      firstRenderWarmMs.push(round(await openBudget(page)));
    }

    const tabs = ['Банкет', 'Фото', 'Все', 'Кольца', 'Торт', 'Все', 'Площадка', 'Прочее', 'Все', 'Видео'];
    const tabSwitchMs: number[] = [];
    for (const tab of tabs) {
      tabSwitchMs.push(
        round(
          await page.evaluate(
            (label) =>
              new Promise<number>((resolve) => {
                const element = [...document.querySelectorAll<HTMLElement>('[role=tab]')].find(
                  (t) => t.textContent === label,
                );
                const started = performance.now();
                element!.click();
                requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started), 0));
              }),
            tab,
          ),
        ),
      );
      await page.waitForTimeout(150);
    }

    return {
      items: ITEMS,
      firstRenderColdMs: round(firstRenderColdMs),
      firstRenderSettledMs,
      firstRenderWarmMs,
      tabSwitchMs,
      tabSwitchMedianMs: median(tabSwitchMs),
      tabSwitchMaxMs: Math.max(...tabSwitchMs),
      chartChunk: chunkSize('src/features/budget/components/budget-donut.tsx'),
      budgetPageChunk: chunkSize('src/features/budget/components/budget-page.tsx'),
      loginScreenGzip: measureLoginScreen().gzipTotal,
    };
  } finally {
    await browser.close();
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs the bench and prints its figures (`npm run bench -- pages`, or this file alone). */
export async function reportBudgetPage(): Promise<BudgetPageFigures> {
  const figures = await benchBudgetPage();
  const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`Budget page, ${figures.items} items, Chromium against the real server (SQLite)`);
  console.log(
    `  first render, cold: ${figures.firstRenderColdMs} ms (clicked as the main page appears); ` +
      `first visit after 2 s on the main page: ${figures.firstRenderSettledMs} ms; ` +
      `warm: ${figures.firstRenderWarmMs.join(', ')} ms (target 300)`,
  );
  console.log(
    `  tab switch: median ${figures.tabSwitchMedianMs} ms, max ${figures.tabSwitchMaxMs} ms (target 100); all: ${figures.tabSwitchMs.join(', ')}`,
  );
  console.log(
    `  chart chunk ${figures.chartChunk.file}: ${kib(figures.chartChunk.bytes)} raw, ${kib(figures.chartChunk.gzip)} gzip`,
  );
  console.log(
    `  budget page chunk ${figures.budgetPageChunk.file}: ${kib(figures.budgetPageChunk.bytes)} raw, ${kib(figures.budgetPageChunk.gzip)} gzip`,
  );
  console.log(`  login screen: ${kib(figures.loginScreenGzip)} gzip`);
  return figures;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await reportBudgetPage();
