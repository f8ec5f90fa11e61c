import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, expect, test } from 'vitest';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

setupAppTest(
  http.get('https://:host/api/v1/accounts/verify_credentials', () =>
    HttpResponse.json(accountJson('1')),
  ),
);

const SCOPE_KEY = 'petrel:settings:a.example:1';
const stored = () => JSON.parse(localStorage.getItem(SCOPE_KEY) ?? 'null') as unknown;

beforeEach(() => storeAccounts([storedAccount('1', 'a.example')]));

test('the translation target is the interface language until another is chosen', async () => {
  const user = userEvent.setup();
  renderApp('/settings');
  const target = await screen.findByRole('combobox', { name: 'Translate posts into' });
  expect(target).toHaveDisplayValue('The interface language (English)');
  await user.selectOptions(target, 'fr');
  expect(stored()).toMatchObject({ contentTranslationTargetLanguage: 'fr' });
  await user.selectOptions(target, '');
  expect(stored()).toMatchObject({ contentTranslationTargetLanguage: null });
});

test('languages are hidden from translation with their checkbox, and listed first', async () => {
  const user = userEvent.setup();
  renderApp('/settings');
  const choices = await screen.findByRole('group', { name: 'Never offer to translate' });
  await user.click(within(choices).getByRole('checkbox', { name: 'German' }));
  await user.click(within(choices).getByRole('checkbox', { name: 'Japanese' }));
  expect(stored()).toMatchObject({ contentTranslationHideLanguages: ['de', 'ja'] });
  const boxes = within(choices).getAllByRole('checkbox');
  expect(boxes.slice(0, 2).map((box) => box.closest('label')?.textContent)).toEqual([
    'German',
    'Japanese',
  ]);
  await user.click(within(choices).getByRole('checkbox', { name: 'German' }));
  expect(stored()).toMatchObject({ contentTranslationHideLanguages: ['ja'] });
});
