import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import type { RequestHandler } from 'msw';
import { beforeEach, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { accountKey } from '../../lib/accounts';
import { setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import type { StatusCardProps } from '../StatusCard';
import { Cards } from './StatusTestHarness';

/** The instance the test account is logged in to. */
export const HOME = 'social.example';
export const HOME_API = `https://${HOME}/api`;

/** msw plus fresh sessions (post store, unfurl queue) for each test. */
export function setupStatusTest(...handlers: RequestHandler[]) {
  const server = setupAppTest(...handlers);
  beforeEach(() => {
    // jsdom has no canvas: blurhash placeholders stay blank instead of logging.
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  });
  return server;
}

export function logIn() {
  const account = storedAccount('1', HOME);
  storeAccounts([account], accountKey(account));
}

/** Renders posts as a screen would, with the session, query cache and router of the app. */
export function renderCards(...cards: StatusCardProps[]) {
  return render(
    <I18nProvider i18n={i18n}>
      <Cards cards={cards} />
    </I18nProvider>,
  );
}
