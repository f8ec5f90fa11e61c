import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
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
