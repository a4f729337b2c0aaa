/// <reference lib="dom" />
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { insertGuests } from '../../server/features/guests/repository.ts';
import { venueGuests } from '../../mocks/guests-data.ts';
import { launchBrowser } from '../../tests/e2e/support/browser.ts';
import { importForm } from '../../tests/support/guest-files.ts';
import { signedInUser } from '../../tests/support/signed-in-user.ts';

/*
 * The guest list's figures for `npm run bench` (issue 13): a venue's list of 2,000 guests exported
 * and imported on the server (SQLite, in-process, medians of several runs), and rendered in
 * Chromium from the built app (dist/, `npm run build` first): the page opened from the
 * navigation with the list already fetched once, and a switch of category tab.
 */

const GUESTS = 2000;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface GuestBenchFigures {
  guests: number;
  /** GET /guests/download, milliseconds (median). Budget: 500. */
  exportMs: number;
  /** POST /guests/import?mode=commit of that file into an empty list, milliseconds (median). Budget: 2,000. */
  importMs: number;
  /** The same two as CPU time of the server process (milliseconds, median): steadier on a busy machine. */
  exportCpuMs: number;
  importCpuMs: number;
  /** The page's table drawn after a click in the navigation, milliseconds (median). Budget: 300. */
  renderMs: number | null;
  /** A category tab's table drawn after its click, milliseconds (median). Budget: 100. */
  tabSwitchMs: number | null;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const cpuTimes: number[] = [];
async function timed(run: () => Promise<unknown>): Promise<number> {
  const cpu = process.cpuUsage();
  const start = performance.now();
  await run();
  const used = process.cpuUsage(cpu);
  cpuTimes.push((used.user + used.system) / 1000);
  return performance.now() - start;
}

export async function benchGuests(options: { runs?: number; browser?: boolean } = {}): Promise<GuestBenchFigures> {
  const runs = options.runs ?? 5;
  const withBrowser = options.browser ?? fs.existsSync(path.join(root, 'dist', 'index.html'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wedding-bench-guests-'));
  const app = await buildApp(
    loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SERVE_APP: withBrowser ? 'true' : 'false' }),
  );
  try {
    const anna = await signedInUser(app, { subscription: 'active' });
    const list = venueGuests(GUESTS).map(({ id: _id, ...guest }, index) => ({ ...guest, id: `g_bench_${index}` }));
    await insertGuests(app.db, anna.id, list, new Date().toISOString());

    const download = () => app.inject({ method: 'GET', url: '/api/v1/guests/download', headers: anna.headers });
    const file = (await download()).rawPayload;
    await download(); // warm-up
    const exportTimes: number[] = [];
    cpuTimes.length = 0;
    for (let i = 0; i < runs; i++) exportTimes.push(await timed(download));
    const exportCpuMs = Math.round(median(cpuTimes));
    cpuTimes.length = 0;

    const importTimes: number[] = [];
    for (let i = 0; i < Math.max(3, Math.ceil(runs / 2)); i++) {
      const olga = await signedInUser(app, { subscription: 'active' });
      importTimes.push(
        await timed(async () => {
          const res = await app.inject({
            method: 'POST',
            url: '/api/v1/guests/import?mode=commit',
            headers: olga.headers,
            payload: importForm(file),
          });
          if (res.statusCode !== 200) throw new Error(`import: ${res.statusCode} ${res.body}`);
        }),
      );
    }

    const importCpuMs = Math.round(median(cpuTimes));
    let renderMs: number | null = null;
    let tabSwitchMs: number | null = null;
    if (withBrowser) {
      const url = await app.listen({ port: 0, host: '127.0.0.1' });
      ({ renderMs, tabSwitchMs } = await browserFigures(url, anna.cookie, runs));
    }
    return {
      guests: GUESTS,
      exportMs: Math.round(median(exportTimes)),
      importMs: Math.round(median(importTimes)),
      exportCpuMs,
      importCpuMs,
      renderMs,
      tabSwitchMs,
    };
  } finally {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Time in the page from a click until the table shows `text` (polled every animation frame, then one more paint). */
const CLICK_UNTIL_SHOWN = async ([selector, text]: string[]) => {
  const target = [...document.querySelectorAll<HTMLElement>(selector!)].find((el) => el.textContent?.trim() === text);
  if (!target) throw new Error(`nothing to click: ${selector} ${text}`);
  const start = performance.now();
  target.click();
  const rowsShown = () => document.querySelectorAll('.guest-list__table .ant-table-row').length > 0;
  await new Promise<void>((resolve) => {
    const poll = () => (rowsShown() ? resolve() : requestAnimationFrame(poll));
    poll();
  });
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  return performance.now() - start;
};

async function browserFigures(url: string, cookie: string, runs: number) {
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const [name, value] = cookie.split('=', 2);
    await context.addCookies([{ name: name!, value: value!, url, httpOnly: true, sameSite: 'Lax' }]);
    const page = await context.newPage();
    await page.goto(`${url}/profile/guest-list`);
    await page.locator('.guest-list__table .ant-table-row').first().waitFor({ timeout: 30_000 });

    const renders: number[] = [];
    const switches: number[] = [];
    for (let i = 0; i < runs; i++) {
      await page.getByRole('navigation', { name: 'Разделы' }).getByRole('link', { name: 'Главная' }).click();
      await page.locator('.guest-list').waitFor({ state: 'detached' });
      renders.push(await page.evaluate(CLICK_UNTIL_SHOWN, ['nav a', 'Список гостей']));
      for (const tab of ['Друзья', 'Все']) {
        // The tab's rows differ from the ones shown; wait for the old ones to go first.
        switches.push(
          await page.evaluate(
            async ([label]) => {
              const target = [...document.querySelectorAll<HTMLElement>('.ant-tabs-tab-btn')].find(
                (el) => el.textContent?.trim() === label,
              );
              if (!target) throw new Error(`no tab ${label}`);
              const before = document.querySelector('[data-testid="guest-counts"]')?.textContent;
              const start = performance.now();
              target.click();
              await new Promise<void>((resolve) => {
                const poll = () =>
                  document.querySelector('[data-testid="guest-counts"]')?.textContent !== before
                    ? resolve()
                    : requestAnimationFrame(poll);
                poll();
              });
              await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
              return performance.now() - start;
            },
            [tab],
          ),
        );
      }
    }
    return { renderMs: Math.round(median(renders)), tabSwitchMs: Math.round(median(switches)) };
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const figures = await benchGuests();
  console.log(JSON.stringify(figures, null, 2));
}
