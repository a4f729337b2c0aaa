import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import { dismissExpiryModal } from './support/subscription.ts';
import './support/resize-observer.ts';

// jsdom has no canvas: the donut is not what this test reads.
vi.mock('../../src/features/budget/components/budget-donut.tsx', () => ({ default: () => null }));

await import('../../src/features/budget/components/budget-page.tsx');
await import('../../src/features/dashboard/components/dashboard-page.tsx');

/** Text with the thin and non-breaking spaces of Russian money formatting as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\s\u00a0\u202f]+/g, ' ').trim();

/** Every figure a screen shows in `root` as «label → value», read the way a person reads them. */
function figuresIn(root: Element): Record<string, string> {
  const figures: Record<string, string> = {};
  for (const term of root.querySelectorAll('dt')) {
    const value = term.nextElementSibling;
    if (value?.tagName === 'DD') figures[plain(term.textContent)] = plain(value.textContent);
  }
  return figures;
}

describe('the budget figures', () => {
  it('are the same numbers under the same names on the main page and on the budget page', async () => {
    const { router } = renderApp('/budget', 'budget-page', dismissExpiryModal);
    await screen.findByRole('heading', { level: 1, name: 'Бюджет' });
    const card = await waitFor(() => {
      const element = document.querySelector('.budget-total');
      expect(element).not.toBeNull();
      return element!;
    });
    const onBudgetPage = figuresIn(card);
    expect(onBudgetPage).toMatchObject({
      Запланировано: expect.stringMatching(/₽$/),
      Оплачено: expect.stringMatching(/₽$/),
      'Осталось оплатить': expect.stringMatching(/₽$/),
    });

    await act(() => router.navigate('/'));
    const widget = await screen.findByTestId('budget-widget');
    await waitFor(() => expect(widget).toHaveAttribute('data-status', 'loaded'));
    const onMainPage = figuresIn(widget);

    // Every figure the budget page shows appears on the main page under its name, with its value.
    for (const [label, value] of Object.entries(onBudgetPage))
      expect([label, onMainPage[label]]).toEqual([label, value]);
    // And the main page shows no figure under a name the budget page uses for another number.
    expect(onMainPage).not.toHaveProperty('Осталось');
    expect(onMainPage['Общий бюджет']).toBe('750 000 ₽');
  });
});
