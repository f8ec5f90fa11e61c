import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { CLOAK_CLASS } from '../../app/use-cloak-mode';
import { appConfig } from '../../lib/config';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

setupAppTest(
  http.get('https://:host/api/v1/accounts/verify_credentials', () =>
    HttpResponse.json(accountJson('1')),
  ),
);

const services = { alt: appConfig.altTextServiceUrl, gif: appConfig.gifSearchUrl };

beforeEach(() => storeAccounts([storedAccount('1', 'a.example')]));
afterEach(() => {
  appConfig.altTextServiceUrl = services.alt;
  appConfig.gifSearchUrl = services.gif;
});

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

test('without the services the build names, their settings are not offered', async () => {
  appConfig.altTextServiceUrl = null;
  appConfig.gifSearchUrl = null;
  renderApp('/settings');
  await screen.findByRole('checkbox', { name: 'Cloak mode (hide text and images)' });
  expect(screen.queryByRole('checkbox', { name: 'Suggest image descriptions' })).toBeNull();
  expect(screen.queryByRole('checkbox', { name: 'GIF picker in the composer' })).toBeNull();
});

test('with the services, their settings are offered', async () => {
  appConfig.altTextServiceUrl = 'https://alt.example/describe';
  appConfig.gifSearchUrl = 'https://gifs.example/search';
  renderApp('/settings');
  expect(
    await screen.findByRole('checkbox', { name: 'Suggest image descriptions' }),
  ).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'GIF picker in the composer' })).not.toBeChecked();
});
