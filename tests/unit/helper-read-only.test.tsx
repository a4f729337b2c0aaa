import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import { dismissExpiryModal, mockUser } from './support/subscription.ts';
import { serveWidgetData } from './support/dashboard-widget-data.ts';
import { mockServer } from '../../mocks/node.ts';
import type { ScenarioName } from '../../mocks/scenarios.ts';
import { PLANNING_SECTIONS } from '../../src/lib/routing/planning-sections.ts';
import { factsOf, type Shown } from '../support/section-facts.ts';
import './support/native-files.ts';
import './support/resize-observer.ts';

/*
 * Issue 38, item 3: a helper (role `helper`: reads everything, every write answers 403) sees each
 * planning section with its plan and no write control enabled, and a line saying why; issue 41: but
 * for what a section declaring `helperWrites` lets a helper write (the gifts received).
 */

const HELPER_LINE = 'Вы помощник: можно смотреть план, менять его могут пара и партнёр';

/** The couple's data of a scenario, seen by a helper of the same wedding. */
function asHelper() {
  mockUser().wedding = { id: 'w_anna', role: 'helper' };
  dismissExpiryModal();
}

/**
 * The controls of the page that are on and could change the plan: buttons, fields, checkboxes,
 * switches, drag handles and editable text. Tabs, links and what `reads` names only read.
 */
function enabledWriteControls(page: HTMLElement, reads: RegExp[]): string[] {
  const controls = [
    ...page.querySelectorAll<HTMLElement>(
      'button, input, textarea, select, [role="switch"], [role="checkbox"], [draggable="true"], [contenteditable="true"], [role="button"]',
    ),
  ];
  return controls
    .filter((control) => !control.closest('[data-testid="read-only-notice"]'))
    .filter((control) => !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true')
    .filter((control) => !control.closest('[aria-disabled="true"], .ant-upload-disabled, .ant-select-disabled'))
    .filter((control) => !(control instanceof HTMLInputElement && control.type === 'hidden'))
    .filter((control) => !control.closest('[role="tablist"]'))
    .map((control) =>
      [
        control.getAttribute('aria-label'),
        control.getAttribute('placeholder'),
        control.textContent?.trim() || control.closest('label')?.textContent?.trim(),
        control.outerHTML.slice(0, 160),
      ]
        .filter(Boolean)
        .join(' | '),
    )
    .filter((name) => !reads.some((read) => read.test(name)));
}

/** Until a section's plan is on screen (its rows, cards or steps). */
function untilShown(shown: Shown): Promise<unknown> {
  if ('text' in shown) return screen.findByText(shown.text);
  if ('selector' in shown) return waitFor(() => expect(document.querySelector(shown.selector)).not.toBeNull());
  if ('heading' in shown) return screen.findByRole('heading', { level: 2, name: shown.heading });
  return screen.findAllByRole(shown.role);
}

describe('a helper sees every planning section read-only, with a line saying why', () => {
  // Every planning section, as declared (src/features/*/section.tsx), with its facts
  // (tests/support/sections/).
  for (const { key, path, helperWrites } of PLANNING_SECTIONS) {
    const { heading, helper } = factsOf(key);
    if (helperWrites) {
      // A section whose table declares `helperWrite` calls (the gifts' ledger): those controls are on, no other.
      it(`${path}: the plan, on only the controls of what a helper may write`, async () => {
        renderApp(path, helper.scenario as ScenarioName, asHelper);
        const title = await screen.findByRole('heading', { level: 1, name: heading });
        await untilShown(helper.shown);
        const page = title.closest('section.page') as HTMLElement;
        expect(helper.writes, `tests/support/sections: the helper's writes of ${key}`).toBeDefined();
        expect(enabledWriteControls(page, [...helper.reads, ...helper.writes!])).toEqual([]);
        expect(enabledWriteControls(page, helper.reads).length).toBeGreaterThan(0);
      });
      continue;
    }
    it(`${path}: the plan, no write control on, and why`, async () => {
      renderApp(path, helper.scenario as ScenarioName, asHelper);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      await untilShown(helper.shown);
      const notice = await screen.findByTestId('read-only-notice');
      expect(notice).toHaveTextContent(HELPER_LINE);
      const page = notice.closest('section.page') as HTMLElement;
      expect(enabledWriteControls(page, helper.reads)).toEqual([]);
      // The write controls are still there, shown off: the helper sees what the couple can do.
      expect(page.querySelectorAll('button[disabled]').length).toBeGreaterThan(0);
    });
  }

  it('/: the main page, its widgets without adding or ticking, and why', async () => {
    serveWidgetData(mockServer, { filled: true });
    renderApp('/', 'active', asHelper);
    const todos = await screen.findByTestId('todo-widget');
    await waitFor(() => expect(todos).toHaveAttribute('data-status', 'loaded'));
    const notice = await screen.findByTestId('read-only-notice');
    expect(notice).toHaveTextContent(HELPER_LINE);
    for (const id of ['todo-widget', 'budget-widget', 'guest-widget']) {
      const widget = screen.getByTestId(id);
      expect(enabledWriteControls(widget, [])).toEqual([]);
    }
  });
});
