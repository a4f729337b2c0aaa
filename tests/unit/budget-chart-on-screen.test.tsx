import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BudgetChart } from '../../src/features/budget/components/budget-chart.tsx';

// jsdom has no canvas: the donut stands in as a mark that it was loaded and drawn.
vi.mock('../../src/features/budget/components/budget-donut.tsx', () => ({
  default: () => <div data-testid="donut" />,
}));

/** An IntersectionObserver the test moves: the chart's place comes on screen when the test says. */
class TestObserver {
  static last: TestObserver | undefined;
  private readonly callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.callback = callback;
    TestObserver.last = this;
  }
  observe() {}
  disconnect() {}
  show() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const slices = [{ key: 'banquet', label: 'Банкет', value: 150_000, colour: '#c2185b' }];

describe('the budget donut', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    TestObserver.last = undefined;
  });

  it('is loaded only once its place comes on screen, the legend is there from the start', async () => {
    vi.stubGlobal('IntersectionObserver', TestObserver);
    render(<BudgetChart slices={slices} />);
    expect(screen.getByText('Банкет')).toBeInTheDocument();
    // Below the first screen: a few idle moments pass and the chart's library is not asked for.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.queryByTestId('donut')).toBeNull();

    act(() => TestObserver.last!.show());
    expect(await screen.findByTestId('donut')).toBeInTheDocument();
  });
});
