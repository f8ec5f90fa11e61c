import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { CLOAK_CLASS } from './use-cloak-mode';
import { accountJson } from '../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../test/app-test';

// The shell applies the cloak mode that the settings page turns on and off.
setupAppTest(
  http.get('https://:host/api/v1/accounts/verify_credentials', () =>
    HttpResponse.json(accountJson('1')),
  ),
);

beforeEach(() => storeAccounts([storedAccount('1', 'a.example')]));

test('cloak mode puts the cloak class on the document, and takes it off again', async () => {
  const user = userEvent.setup();
  renderApp('/settings');
  const toggle = await screen.findByRole('checkbox', { name: 'Cloak mode (hide text and images)' });
  expect(document.documentElement).not.toHaveClass(CLOAK_CLASS);
  await user.click(toggle);
  expect(document.documentElement).toHaveClass(CLOAK_CLASS);
  await user.click(toggle);
  expect(document.documentElement).not.toHaveClass(CLOAK_CLASS);
});

test('a stored cloak mode is on from the start', async () => {
  localStorage.setItem('petrel:settings:a.example:1', JSON.stringify({ cloakMode: true }));
  renderApp('/settings');
  await screen.findByRole('checkbox', { name: 'Cloak mode (hide text and images)' });
  expect(document.documentElement).toHaveClass(CLOAK_CLASS);
});
