import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test, vi } from 'vitest';
import { activateLocale } from '../../i18n/i18n';
import { languageList } from '../../i18n/languages';
import { DEFAULT_SETTINGS } from '../../lib/settings';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';
import { downloadTextFile } from './download';

vi.mock('./download', () => ({ downloadTextFile: vi.fn() }));

setupAppTest(
  http.get('https://:host/api/v1/accounts/verify_credentials', () =>
    HttpResponse.json(accountJson('1')),
  ),
);

const SCOPE_KEY = 'petrel:settings:a.example:1';

beforeEach(() => {
  vi.mocked(downloadTextFile).mockReset();
  storeAccounts([storedAccount('1', 'a.example')]);
});

function storedSettings(): unknown {
  return JSON.parse(localStorage.getItem(SCOPE_KEY) ?? 'null');
}

function settingsFile(content: string) {
  return new File([content], 'settings.json', { type: 'application/json' });
}

test('a toggle is saved for the current account', async () => {
  const user = userEvent.setup();
  renderApp('/settings');
  const toggle = await screen.findByRole('checkbox', { name: 'Show boosts in a carousel' });
  expect(toggle).toBeChecked();
  await user.click(toggle);
  expect(toggle).not.toBeChecked();
  expect(storedSettings()).toMatchObject({ boostsCarousel: false });
  expect(document.title).toBe('Settings - Petrel');
});

test('bad stored settings fall back to the defaults', async () => {
  localStorage.setItem(SCOPE_KEY, JSON.stringify({ boostsCarousel: 'nope', cloakMode: true }));
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  renderApp('/settings');
  expect(await screen.findByRole('checkbox', { name: 'Show boosts in a carousel' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Cloak mode (hide text and images)' })).toBeChecked();
});

test('export downloads the settings as JSON', async () => {
  const user = userEvent.setup();
  renderApp('/settings');
  await user.click(
    await screen.findByRole('checkbox', { name: 'Cloak mode (hide text and images)' }),
  );
  await user.click(screen.getByRole('button', { name: 'Export settings' }));
  const [fileName, text] = vi.mocked(downloadTextFile).mock.calls[0];
  expect(fileName).toBe('petrel-settings.json');
  expect(JSON.parse(text)).toEqual({
    format: 'petrel-settings',
    version: 1,
    settings: { ...DEFAULT_SETTINGS, cloakMode: true },
  });
});

test('import replaces the settings from a file', async () => {
  const user = userEvent.setup();
  renderApp('/settings');
  const file = settingsFile(
    JSON.stringify({
      format: 'petrel-settings',
      version: 1,
      settings: { autoRefresh: true, boostsCarousel: false },
    }),
  );
  await user.upload(await screen.findByLabelText('Import settings'), file);
  expect(await screen.findByText('Settings imported.')).toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Refresh timelines automatically' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'Show boosts in a carousel' })).not.toBeChecked();
  expect(storedSettings()).toEqual({
    ...DEFAULT_SETTINGS,
    autoRefresh: true,
    boostsCarousel: false,
  });
});

test.each([
  ['not JSON', '{ nope'],
  [
    'a wrong value',
    JSON.stringify({ format: 'petrel-settings', version: 1, settings: { autoRefresh: 1 } }),
  ],
])(
  'a malformed file (%s): "Invalid settings format", nothing overwritten',
  async (_case, content) => {
    const user = userEvent.setup();
    renderApp('/settings');
    await user.click(
      await screen.findByRole('checkbox', { name: 'Cloak mode (hide text and images)' }),
    );
    const before = storedSettings();
    await user.upload(screen.getByLabelText('Import settings'), settingsFile(content));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid settings format');
    expect(storedSettings()).toEqual(before);
    expect(
      screen.getByRole('checkbox', { name: 'Cloak mode (hide text and images)' }),
    ).toBeChecked();
  },
);

test('settings are per account', async () => {
  localStorage.setItem('petrel:settings:b.example:2', JSON.stringify({ cloakMode: true }));
  storeAccounts([storedAccount('1', 'a.example'), storedAccount('2', 'b.example')], '2@b.example');
  renderApp('/settings');
  expect(
    await screen.findByRole('checkbox', { name: 'Cloak mode (hide text and images)' }),
  ).toBeChecked();
});

test('the language picker lists complete languages and the exceptions, and stores the choice', async () => {
  const user = userEvent.setup();
  renderApp('/settings');
  const select = await screen.findByRole('combobox', { name: 'Interface language' });
  expect(select).toHaveValue('en');
  const codes = Array.from(select.querySelectorAll('option'), (option) => option.value);
  expect(codes).toEqual(expect.arrayContaining(['en', 'ja', 'he']));
  const listed = languageList('en').filter((language) => language.listed);
  expect(codes).toEqual(listed.map((language) => language.code));
  try {
    await user.selectOptions(select, 'ja');
    await vi.waitFor(() => expect(document.documentElement.lang).toBe('ja'), { timeout: 30_000 });
    expect(localStorage.getItem('petrel:locale')).toBe('ja');
    expect(select).toHaveValue('ja');
  } finally {
    await activateLocale('en');
  }
});

test('the keyboard shortcuts can be listed without knowing the ? key', async () => {
  const user = userEvent.setup();
  renderApp('/settings');
  const button = await screen.findByRole('button', { name: 'List all shortcuts' });
  await user.click(button);
  const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
  expect(help).toHaveTextContent('Bookmark');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(button).toHaveFocus();
});
