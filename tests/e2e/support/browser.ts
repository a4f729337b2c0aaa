import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { projectRoot } from '../../support/product-process.ts';
import { START_MS } from '../../support/waits.ts';

/** Debian's Chromium, with the flags this closed network needs (no background calls home). */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    timeout: START_MS,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * The app asks GET /api/v1/whoami on every start; for a visitor without a session it fails by
 * design (401), and Chromium logs every failed response as a console error. That one is expected.
 */
function isExpectedSessionLookupFailure(text: string, url: string): boolean {
  return text.startsWith('Failed to load resource') && new URL(url, 'http://x').pathname === '/api/v1/whoami';
}

/** Console errors and uncaught page errors seen by a page, for journeys that assert there are none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (isExpectedSessionLookupFailure(message.text(), message.location().url)) return;
    errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Saves a screenshot under test-results/ for a person to look at after the run. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  const dir = path.join(projectRoot, 'test-results', 'screenshots');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  try {
    await page.screenshot({ path: file, fullPage: true });
  } catch (error) {
    // Chromium now and then fails to capture a full page while both cores are busy; once more, then fail.
    if (!String(error).includes('Unable to capture screenshot')) throw error;
    await page.waitForTimeout(500);
    await page.screenshot({ path: file, fullPage: true });
  }
  return file;
}

/**
 * After opening a screen the server draws (issue 23; src/entry-server.tsx): waits until the app has
 * taken the drawing's place, so what follows reaches the app's own elements, not the drawing's
 * (inert, and gone a moment later). Returns at once where the server drew nothing.
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.locator('#server-screen').waitFor({ state: 'detached' });
}
