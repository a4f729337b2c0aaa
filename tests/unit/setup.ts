import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import i18n, { LAZY_NAMESPACES } from '../../src/lib/i18n.ts';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { mockServer } from '../../mocks/node.ts';
import { resetMockDb } from '../../mocks/store.ts';
import { WAIT_MS } from '../support/waits.ts';
// Any page may hold antd parts that watch sizes (tabs, tables), wherever a test happens to open them.
import './support/resize-observer.ts';

// antd's responsive helpers ask for media queries, which jsdom does not implement. The tests run as a
// user who prefers reduced motion: jsdom never ends CSS transitions, so animated exits would hang.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

// antd measures scrollbars through pseudo-elements, which jsdom does not implement; it only warns.
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

// findBy* and waitFor wait as long as the suite's one bound (tests/support/waits.ts says why).
configure({ asyncUtilTimeout: WAIT_MS });

// Every call a component makes must be answered by a handler that follows api.md.
beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }));

// Namespaces load when a component first asks for them (suspending it meanwhile); loaded up front
// here, so that tests see a screen as it is once its texts are there (tests/unit/i18n-lazy.test.tsx
// covers the loading itself).
beforeAll(() => i18n.loadNamespaces(LAZY_NAMESPACES));
afterEach(() => {
  mockServer.resetHandlers();
  resetMockDb('logged-out');
  document.body.style.overflow = '';
});
afterAll(() => mockServer.close());
