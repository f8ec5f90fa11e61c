import { cleanup, render } from '@testing-library/react';
import { setupServer } from 'msw/node';
import type { RequestHandler } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { App } from '../app/App';
import { activateLocale } from '../i18n/i18n';
import type { StoredAccount } from '../lib/accounts';
export { storedAccount } from './fixtures';
import { reloadAccounts } from '../state/accounts';
import { endAllSessions } from '../state/session';

/** Starts an msw server for the file's tests and resets app state between them. */
export function setupAppTest(...handlers: RequestHandler[]) {
  const server = setupServer(...handlers);
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
  return render(<App />);
}
