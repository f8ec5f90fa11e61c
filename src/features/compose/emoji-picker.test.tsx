import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, test, vi } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { accountJson, instanceV2Json } from '../../test/fixtures';
import { removeDraftsOf } from '../../state/drafts';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const HOST = 'social.example';
const API = `https://${HOST}/api`;
const emoji = (shortcode: string, category: string | null) => ({
  shortcode,
  url: `https://${HOST}/${shortcode}.png`,
  static_url: `https://${HOST}/${shortcode}.png`,
  visible_in_picker: true,
  category,
});

setupAppTest(
  http.get(`${API}/v2/instance`, () => HttpResponse.json(instanceV2Json(HOST))),
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v1/custom_emojis`, () =>
    HttpResponse.json([emoji('party', null), emoji('petrel', 'Birds')]),
  ),
);

afterEach(() => {
  vi.restoreAllMocks();
});

async function openComposer() {
  const account = storedAccount('1', HOST);
  storeAccounts([account], accountKey(account));
  await removeDraftsOf(`${HOST}:1`);
  renderApp('/compose');
  return screen.findByRole('combobox', { name: 'What is on your mind?' });
}

test('a custom emoji goes in at the caret, apart from the words, and the focus returns to the text', async () => {
  const user = userEvent.setup();
  const text = await openComposer();
  await user.type(text, 'Hiyou');
  await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  await user.click(screen.getByRole('button', { name: 'Emoji' }));
  const picker = screen.getByRole('dialog', { name: 'Emoji' });
  await user.click(await within(picker).findByRole('button', { name: ':party:' }));
  expect(screen.queryByRole('dialog', { name: 'Emoji' })).toBeNull();
  expect(text).toHaveValue('Hi :party: you');
  expect(text).toHaveFocus();
  expect((text as HTMLTextAreaElement).selectionStart).toBe('Hi :party: '.length);
});

test('standard emoji are searched by name and go in as the character', async () => {
  const user = userEvent.setup();
  const text = await openComposer();
  await user.type(text, 'Bye');
  await user.click(screen.getByRole('button', { name: 'Emoji' }));
  await user.type(screen.getByRole('searchbox', { name: 'Search emoji' }), 'waving hand');
  await user.click(await screen.findByRole('button', { name: 'waving hand' }));
  expect(text).toHaveValue('Bye👋');
  expect(text).toHaveFocus();
});

test('Escape closes the picker only; leaving it with Tab closes it too', async () => {
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
  const user = userEvent.setup();
  const text = await openComposer();
  await user.type(text, 'Kept');
  const button = screen.getByRole('button', { name: 'Emoji' });
  await user.click(button);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Emoji' })).toBeNull();
  expect(button).toHaveFocus();
  expect(confirm).not.toHaveBeenCalled();
  expect(window.location.hash).toBe('#/compose');

  await user.click(button);
  const picker = screen.getByRole('dialog', { name: 'Emoji' });
  const groups = within(picker).getAllByRole('button');
  groups.at(-1)?.focus();
  await user.tab();
  expect(screen.queryByRole('dialog', { name: 'Emoji' })).toBeNull();
  expect(text).toHaveValue('Kept');
});
