import { Component, lazy, memo, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { formatRoubles } from '../../../contract/money.ts';
import type { ChartSlice } from '../budget-view.ts';

const BudgetDonut = lazy(() => import('./budget-donut.tsx'));

/**
 * True once the chart's place is on screen and the browser is idle
 * after painting: only then is the chart's chunk (the charting library, by far the page's heaviest
 * file) requested, so it never competes with the table for the network or the main thread on the
 * way to the page's largest paint, nor with a tap. On a phone the chart sits below the first screen
 * and loads as the couple scrolls towards it.
 */
function useOnScreenAndIdle(place: RefObject<HTMLElement | null>): boolean {
  // Without an observer (an old browser, a test's jsdom) the place counts as on screen.
  const [onScreen, setOnScreen] = useState(() => typeof IntersectionObserver === 'undefined');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (onScreen || !element) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setOnScreen(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [place, onScreen]);
  useEffect(() => {
    if (!onScreen) return;
    let idle: number | undefined;
    let timer: number | undefined;
    // Two frames: the first runs before the frame showing the page is painted, the second after it.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (window.requestIdleCallback) idle = window.requestIdleCallback(() => setReady(true), { timeout: 2000 });
        else timer = window.setTimeout(() => setReady(true), 200);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [onScreen]);
  return ready;
}

/** Leaves the legend in place if the canvas cannot draw (an old browser, a test's jsdom). */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** The donut's place: the chart once it is on screen and the browser idle, a line of text until then. */
function DonutPlace({ slices }: { slices: ChartSlice[] }) {
  const { t } = useTranslation('budget');
  const place = useRef<HTMLDivElement>(null);
  const drawNow = useOnScreenAndIdle(place);
  const placeholder = <div className="budget-chart__placeholder">{t('chart.loading')}</div>;
  return (
    <div className="budget-chart__donut" ref={place}>
      <ChartBoundary>
        <Suspense fallback={placeholder}>{drawNow ? <BudgetDonut slices={slices} /> : placeholder}</Suspense>
      </ChartBoundary>
    </div>
  );
}

/** The donut and its legend: the legend is plain HTML, readable and tested without the canvas. */
export const BudgetChart = memo(function BudgetChart({ slices }: { slices: ChartSlice[] }) {
  const { t } = useTranslation('budget');

  return (
    <section className="budget-chart" aria-label={t('chart.title')}>
      <h2 className="budget-section-title">{t('chart.title')}</h2>
      {slices.length === 0 ? (
        <p className="budget-chart__empty">{t('chart.empty')}</p>
      ) : (
        <div className="budget-chart__body">
          <DonutPlace slices={slices} />
          <ul className="budget-legend">
            {slices.map((slice) => (
              <li key={slice.key} className="budget-legend__item">
                <span className="budget-legend__swatch" style={{ background: slice.colour }} aria-hidden />
                <span className="budget-legend__label">{slice.label}</span>
                <span className="budget-legend__value">{formatRoubles(slice.value)}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
});
