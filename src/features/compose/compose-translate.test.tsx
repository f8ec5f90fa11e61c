import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { appConfig } from '../../lib/config';
import { removeDraftsOf } from '../../state/drafts';
import { accountJson, instanceV2Json } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const HOST = 'compose.example';
const API = `https://${HOST}/api`;
const LINGVA = 'lingva.example';
const asked: string[] = [];
let answer: () => Response = () => HttpResponse.json({ translation: 'Good morning, harbour!' });

setupAppTest(
  http.get(`${API}/v2/instance`, () => HttpResponse.json(instanceV2Json(HOST))),
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`https://${LINGVA}/api/v1/*`, ({ request }) => {
    asked.push(new URL(request.url).pathname);
    return answer();
  }),
);

const saved = appConfig.translationInstances;
beforeEach(async () => {
  asked.length = 0;
  answer = () => HttpResponse.json({ translation: 'Good morning, harbour!' });
  appConfig.translationInstances = [LINGVA];
  const account = storedAccount('1', HOST);
  storeAccounts([account], accountKey(account));
  await removeDraftsOf(`${HOST}:1`);
});
afterEach(() => {
  appConfig.translationInstances = saved;
});

test('one’s own text is translated into the post language, replaced once taken, and undone', async () => {
  const user = userEvent.setup();
  renderApp('/compose');
  const text = await screen.findByLabelText('What is on your mind?');
  await user.type(text, 'Guten Morgen, der Hafen ist ruhig!');
  await user.click(screen.getByRole('button', { name: 'Translate into English' }));
  const preview = await screen.findByRole('region', { name: 'Translation into English' });
  expect(preview).toHaveTextContent('Good morning, harbour!');
  expect(text).toHaveValue('Guten Morgen, der Hafen ist ruhig!');
  expect(asked).toEqual([
    `/api/v1/auto/en/${encodeURIComponent('Guten Morgen, der Hafen ist ruhig!')}`,
  ]);
  await user.click(
    within(preview).getByRole('button', { name: 'Replace my text with the translation' }),
  );
  expect(text).toHaveValue('Good morning, harbour!');
  await user.type(text, ' Hi');
  await user.click(screen.getByRole('button', { name: 'Undo translation' }));
  expect(text).toHaveValue('Guten Morgen, der Hafen ist ruhig!');
  await user.click(screen.getByRole('button', { name: 'Use the translation again' }));
  expect(text).toHaveValue('Good morning, harbour! Hi');
});

test('a translation left, or made stale by typing, changes nothing', async () => {
  const user = userEvent.setup();
  renderApp('/compose');
  const text = await screen.findByLabelText('What is on your mind?');
  await user.type(text, 'Das ist nicht');
  await user.click(screen.getByRole('button', { name: 'Translate into English' }));
  const preview = await screen.findByRole('region', { name: 'Translation into English' });
  await user.click(within(preview).getByRole('button', { name: 'Keep my text' }));
  expect(text).toHaveValue('Das ist nicht');
  await user.click(screen.getByRole('button', { name: 'Translate into English' }));
  await screen.findByRole('region', { name: 'Translation into English' });
  await user.type(text, ' schlecht');
  expect(screen.queryByRole('region', { name: 'Translation into English' })).toBeNull();
  expect(text).toHaveValue('Das ist nicht schlecht');
});

test('a failed translation says so and keeps the text', async () => {
  const user = userEvent.setup();
  answer = () => new HttpResponse('<h1>502</h1>', { status: 502 });
  renderApp('/compose');
  const text = await screen.findByLabelText('What is on your mind?');
  await user.type(text, 'Das ist nicht');
  await user.click(screen.getByRole('button', { name: 'Translate into English' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Unable to translate your text.');
  expect(text).toHaveValue('Das ist nicht');
});

test('text in the post’s own language is not offered a translation', async () => {
  const user = userEvent.setup();
  renderApp('/compose');
  const text = await screen.findByLabelText('What is on your mind?');
  await user.type(text, 'This is what I wanted to say');
  expect(screen.queryByRole('button', { name: /^Translate into/ })).toBeNull();
  await user.clear(text);
  await user.type(text, 'Das ist nicht, was ich sagen wollte');
  expect(screen.getByRole('button', { name: 'Translate into English' })).toBeVisible();
});

test('without a translation instance in the build, there is no offer', async () => {
  appConfig.translationInstances = [];
  renderApp('/compose');
  await screen.findByLabelText('What is on your mind?');
  expect(screen.queryByRole('button', { name: /^Translate into/ })).toBeNull();
});
