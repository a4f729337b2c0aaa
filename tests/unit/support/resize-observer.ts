// antd's pickers and uploads watch element sizes; jsdom has no ResizeObserver and never lays out.
if (!('ResizeObserver' in globalThis)) {
  class NoLayoutResizeObserver {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
  Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, value: NoLayoutResizeObserver });
}
