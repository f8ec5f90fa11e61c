import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// jsdom does no layout: without a size @tanstack/react-virtual renders no rows.
// (Tests that choose the node environment, such as the lint rules test, have no DOM.)
if (typeof HTMLElement !== 'undefined') {
  Object.defineProperties(HTMLElement.prototype, {
    clientHeight: { configurable: true, get: () => 800 },
    clientWidth: { configurable: true, get: () => 800 },
  });
  // Nor does it scroll: bringing an element into view is a browser's part (checked end to end).
  if (!('scrollIntoView' in Element.prototype)) {
    Object.defineProperty(Element.prototype, 'scrollIntoView', { configurable: true, value() {} });
  }
}

// Shared 2-core machines can be slow: waiting for the UI is not a timing test.
configure({ asyncUtilTimeout: 5000 });
