import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { App } from '../app/App';
import { activateLocale } from '../i18n/i18n';
import type { StoredAccount } from '../lib/accounts';
export { storedAccount } from './fixtures';
import { reloadAccounts } from '../state/accounts';
import { endAllSessions, rereadStoredSettings } from '../state/session';

/**
 * Every screen asks the instance for its record and node info (capability detection); tests that
 * do not answer them get a 404, which means "nothing known": Mastodon's defaults.
 */
const instanceDefaults = ['*/api/v2/instance', '*/api/v1/instance', '*/.well-known/nodeinfo'].map(
  (path) => http.get(path, () => new HttpResponse(null, { status: 404 })),
);

/** Starts an msw server for the file's tests and resets app state between them. */
export function setupAppTest(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers, ...instanceDefaults);
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: 'error' });
    await activateLocale('en');
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    endAllSessions();
    reloadAccounts();
    window.history.replaceState(null, '', '/');
  });
  afterEach(() => {
    cleanup();
    server.resetHandlers();
  });
  afterAll(() => server.close());
  return server;
}

export function storeAccounts(accounts: StoredAccount[], currentKey: string | null = null): void {
  localStorage.setItem('petrel:accounts', JSON.stringify(accounts));
  localStorage.setItem('petrel:current-account', JSON.stringify(currentKey));
  reloadAccounts();
}

/** Renders the whole app at a hash route, e.g. renderApp('/settings'). */
export function renderApp(route = '/') {
  window.location.hash = `#${route}`;
  // As on a page load, the app starts from the settings stored so far.
  rereadStoredSettings();
  return render(<App />);
}
