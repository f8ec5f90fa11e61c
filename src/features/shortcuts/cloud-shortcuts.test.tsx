import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { accountJson } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

/** The server's private note on account 1 by account 1; undefined: the server has no notes. */
let note: string | undefined = '';
const posted: string[] = [];

setupAppTest(
  http.get('https://social.example/api/v1/accounts/verify_credentials', () =>
    HttpResponse.json(accountJson('1', 'user1', 'social.example')),
  ),
  http.get('https://social.example/api/v1/accounts/relationships', () =>
    HttpResponse.json([{ id: '1', following: false, ...(note === undefined ? {} : { note }) }]),
  ),
  http.post('https://social.example/api/v1/accounts/1/note', async ({ request }) => {
    const body = (await request.json()) as { comment: string };
    posted.push(body.comment);
    note = body.comment;
    return HttpResponse.json({ id: '1', note });
  }),
  http.all('https://social.example/*', () => new HttpResponse(null, { status: 404 })),
);

async function openCloud(shortcuts: object[] = []) {
  storeAccounts([storedAccount('1')]);
  localStorage.setItem('petrel:shortcuts:social.example:1', JSON.stringify(shortcuts));
  localStorage.setItem(
    'petrel:settings:social.example:1',
    JSON.stringify({ shortcutSettingsCloudImportExport: true }),
  );
  renderApp('/shortcuts');
  return screen.findByRole('button', { name: 'Export to the server' });
}

test('export keeps the rest of the note, and import reads the shortcuts back', async () => {
  note = 'Met at the meetup.';
  posted.length = 0;
  const exportButton = await openCloud([{ type: 'home' }, { type: 'mentions' }]);
  await userEvent.click(exportButton);
  expect(await screen.findByText('Shortcuts saved to your private note.')).toBeVisible();
  expect(posted).toHaveLength(1);
  expect(posted[0].startsWith('Met at the meetup.\n\n')).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'Remove Home' }));
  await userEvent.click(screen.getByRole('button', { name: 'Remove Mentions' }));
  await userEvent.click(screen.getByRole('button', { name: 'Import from the server' }));
  expect(await screen.findByText('Shortcuts imported from your private note.')).toBeVisible();
  const list = screen.getByRole('list', { name: 'Your shortcuts' });
  expect(list).toHaveTextContent('Home');
  expect(list).toHaveTextContent('Mentions');
});

test('a bad block says Invalid settings format and changes nothing', async () => {
  note = '--- petrel shortcuts v1 ---\n[oops\n--- end of petrel shortcuts ---';
  await openCloud([{ type: 'bookmarks' }]);
  await userEvent.click(screen.getByRole('button', { name: 'Import from the server' }));
  expect(await screen.findByText('Invalid settings format')).toBeVisible();
  const list = screen.getByRole('list', { name: 'Your shortcuts' });
  expect(list).toHaveTextContent('Bookmarks');
});

test('a server without private notes says so, and nothing is posted', async () => {
  note = undefined;
  posted.length = 0;
  const exportButton = await openCloud([{ type: 'home' }]);
  await userEvent.click(exportButton);
  expect(await screen.findByText('Private notes are not offered on this server.')).toBeVisible();
  expect(posted).toEqual([]);
});
