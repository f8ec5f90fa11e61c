import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { accountJson } from '../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../test/app-test';
import { selectCurrentAccount, useAccountsStore } from '../state/accounts';
import { accountKey } from '../lib/accounts';

setupAppTest(
  http.get('https://:host/api/v1/accounts/verify_credentials', ({ request, params }) => {
    const id = request.headers.get('authorization')?.replace('Bearer token-', '') ?? '';
    return HttpResponse.json(accountJson(id, `user${id}`, String(params.host)));
  }),
  http.all('https://:host/*', () => new HttpResponse(null, { status: 404 })),
);

const currentKey = () => {
  const account = selectCurrentAccount(useAccountsStore.getState());
  return account ? accountKey(account) : null;
};

test("a notification's address switches to the account it names, then drops the name", async () => {
  const first = storedAccount('1', 'a.example');
  const second = storedAccount('2', 'b.example');
  storeAccounts([first, second]);
  expect(currentKey()).toBe(accountKey(first));

  renderApp(`/notifications?account=${encodeURIComponent(accountKey(second))}`);

  await waitFor(() => expect(currentKey()).toBe(accountKey(second)));
  await waitFor(() => expect(window.location.hash).toBe('#/notifications'));
});

test('an account that is not stored here changes nothing but the address', async () => {
  const first = storedAccount('1', 'a.example');
  storeAccounts([first]);

  renderApp('/notifications?account=9%40gone.example');

  await waitFor(() => expect(window.location.hash).toBe('#/notifications'));
  expect(currentKey()).toBe(accountKey(first));
});
