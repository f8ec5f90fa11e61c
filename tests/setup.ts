import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, vi } from 'vitest';
import { markSettled } from '../src/state/app-settled';

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

// A findBy*/waitFor limit is only an upper bound on waiting for a condition: a passing test
// returns as soon as the condition holds, so a generous bound costs nothing, while a tight one
// fails correct code on a busy machine (a lazily loaded screen can take well over 5 s to appear
// on two cores shared with other work). Tests take this bound, never a smaller one of their own;
// the test (and hook) timeout in vite.config.ts sits well above it so the waiting call, not the
// test, reports what it was waiting for. Nothing here measures speed: the bench does.
configure({ asyncUtilTimeout: 30_000 });

// Unit tests render screens whole: what waits for the first screen (keyboard layers, thread
// numbers) is there from the start. The waiting itself is tested in src/state/app-settled.test.ts
// and measured by the bench.
markSettled();

// Code a screen started loading ahead of need (the composer after the app settles, the feed's
// keys, a lazy dialog) may still be on its way when a file's last test ends: the file waits for
// it, or it would arrive after the test environment is gone and fail the run.
afterAll(() => vi.dynamicImportSettled());
