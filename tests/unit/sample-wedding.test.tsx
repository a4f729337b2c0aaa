import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { planningRouteTables } from '../../src/contract/planning-routes.ts';
import { PLANNING_SECTIONS } from '../../src/lib/routing/planning-sections.ts';
import { factsOf } from '../support/section-facts.ts';
import { renderApp } from './support/render-app.tsx';
import { dismissExpiryModal } from './support/subscription.ts';
import './support/resize-observer.ts';

/*
 * Issue 22, item 6: a couple without a subscription opens each planning page on a read-only sample
 * wedding, clearly marked, with no planning request made and every write control off.
 */

/** The planning API's paths as patterns (`/budget/:id` matches `/budget/b1`). */
const PLANNING_PATHS = planningRouteTables.flatMap((table) =>
  Object.values(table).map((route) => new RegExp(`/api/v1${route.path.replace(/:\w+/g, '[^/]+')}$`)),
);

function recordPlanningRequests(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (PLANNING_PATHS.some((pattern) => pattern.test(path))) seen.push(`${request.method} ${path}`);
  };
  mockServer.events.on('request:start', listener);
  return seen;
}

afterEach(() => mockServer.events.removeAllListeners());

/** The controls under the sample that are on: each must only read (tabs are not buttons). */
function enabledControls(content: HTMLElement): string[] {
  const controls = [...content.querySelectorAll<HTMLElement>('button, input, textarea, [role="switch"], a[href]')];
  return (
    controls
      .filter((control) => !control.hasAttribute('disabled') && control.getAttribute('aria-disabled') !== 'true')
      .filter((control) => !control.closest('[role="tablist"]'))
      // The guest search (its field, its button, its clear icon) only reads.
      .filter((control) => !control.closest('.guest-list__search'))
      .map(
        (control) =>
          control.getAttribute('aria-label') || control.textContent?.trim() || control.outerHTML.slice(0, 160),
      )
  );
}

describe('a couple without a subscription sees the sample wedding', () => {
  // Every planning section, as declared (src/features/*/section.tsx), with its facts
  // (tests/support/sections/).
  for (const { key, path } of PLANNING_SECTIONS) {
    const { heading, sample: page } = factsOf(key);
    it(`${path}: the sample, marked and read-only, without a planning request`, async () => {
      const requests = recordPlanningRequests();
      const { currentPath } = renderApp(path, 'no-subscription', dismissExpiryModal);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      const banner = await screen.findByTestId('sample-banner');
      expect(banner).toHaveTextContent(page.banner);
      expect(within(banner).getByRole('button', { name: 'Выбрать тариф' })).toBeEnabled();
      const content = screen.getByTestId('sample-content');
      expect((await within(content).findAllByText(page.shows, { exact: false })).length).toBeGreaterThan(0);
      expect(currentPath()).toBe(path);

      const writes = enabledControls(content).filter((name) => !page.reads.some((read) => read.test(name)));
      expect(writes).toEqual([]);
      // The write controls are there, shown off (the page looks as it will, nothing can be changed).
      expect(content.querySelectorAll('button[disabled]').length).toBeGreaterThan(0);
      expect(requests).toEqual([]);
    });
  }

  it('the banner leads to the tariffs', async () => {
    const { user, currentPath } = renderApp('/budget', 'no-subscription', dismissExpiryModal);
    const banner = await screen.findByTestId('sample-banner');
    await user.click(within(banner).getByRole('button', { name: 'Выбрать тариф' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Подписка' })).toBeInTheDocument();
    expect(currentPath()).toBe('/subscriptions');
  });

  it('the budget sample counts per-person prices by the sample guest list', async () => {
    renderApp('/budget', 'no-subscription', dismissExpiryModal);
    const content = await screen.findByTestId('sample-content');
    // 16 guests, 8 of them with a +1, children 2 + 1 + 2 = 5: 29 people at 5 500 ₽ a head.
    await waitFor(() =>
      expect(content.textContent?.replace(/[\u00a0\u202f]/g, ' ')).toContain(
        '5 500 ₽ × 29 человек · по списку гостей: 29 человек, из них 5 детей159 500 ₽',
      ),
    );
  });

  it("the budget sample counts the money of the gifts sample's envelopes beside what is paid", async () => {
    renderApp('/budget', 'no-subscription', dismissExpiryModal);
    const content = await screen.findByTestId('sample-content');
    const figure = async (testId: string) =>
      (await within(content).findByTestId(testId)).textContent?.replace(/[\u00a0\u202f]/g, ' ');
    // The gifts sample: 30 000 ₽ from two guests and 15 000 ₽ from the colleagues; the blender counts nothing.
    expect(await figure('budget-gifts')).toBe('45 000 ₽');
    const paid = Number((await figure('budget-paid'))!.replace(/\D/g, ''));
    expect(await figure('budget-net')).toBe(
      `${(paid - 45000).toLocaleString('ru-RU').replace(/[\u00a0\u202f]/g, ' ')} ₽`,
    );
  });
});
