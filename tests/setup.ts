import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';

// jsdom does no layout: without a size @tanstack/react-virtual renders no rows.
Object.defineProperties(HTMLElement.prototype, {
  clientHeight: { configurable: true, get: () => 800 },
  clientWidth: { configurable: true, get: () => 800 },
});
