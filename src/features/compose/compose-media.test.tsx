import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { expect, test } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { accountJson, instanceV2Json, statusJson } from '../../test/fixtures';
import { removeDraftsOf } from '../../state/drafts';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const HOST = 'media.example';
const API = `https://${HOST}/api`;

/** Every request to the media and status endpoints, in order. */
const log: { call: string; body: unknown }[] = [];
let uploads = 0;

setupAppTest(
  http.get(`${API}/v2/instance`, () => HttpResponse.json(instanceV2Json(HOST))),
  http.post(`${API}/v2/media`, ({ request }) => {
    uploads += 1;
    const id = `m${uploads}`;
    log.push({ call: 'upload', body: request.headers.get('authorization') });
    return HttpResponse.json({
      id,
      type: 'image',
      url: `https://${HOST}/${id}.png`,
      preview_url: `https://${HOST}/${id}-small.png`,
      description: null,
      meta: {},
    });
  }),
  http.put(`${API}/v1/media/:id`, async ({ request, params }) => {
    log.push({ call: `put ${String(params.id)}`, body: await request.json() });
    return HttpResponse.json({ id: params.id, type: 'image', url: 'https://x/1.png' });
  }),
  http.post(`${API}/v1/statuses`, async ({ request }) => {
    log.push({ call: 'post', body: await request.json() });
    return HttpResponse.json(statusJson('77', '<p>posted</p>'));
  }),
  http.get(`${API}/v1/statuses/77`, () => HttpResponse.json(statusJson('77', '<p>posted</p>'))),
  http.get(`${API}/v1/statuses/77/context`, () =>
    HttpResponse.json({ ancestors: [], descendants: [] }),
  ),
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.get(`${API}/v2/filters`, () => HttpResponse.json([])),
);

async function logIn() {
  log.length = 0;
  uploads = 0;
  const account = storedAccount('1', HOST);
  storeAccounts([account], accountKey(account));
  await removeDraftsOf(`${HOST}:1`);
}

const image = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/png' });
const mediaList = () => screen.getByRole('list', { name: 'Attached media' });

test('pictures alone make a post: their alt text is saved, then their ids are sent in order', async () => {
  const user = userEvent.setup();
  await logIn();
  renderApp('/compose');
  await screen.findByLabelText('What is on your mind?');
  await user.upload(screen.getByTestId('media-input'), [image('one.png'), image('two.png')]);
  const one = await screen.findByRole('listitem', { name: 'one.png' });
  await waitFor(() => expect(within(mediaList()).getAllByText('Uploaded')).toHaveLength(2));
  expect(within(one).getByText(/No alt text yet/)).toBeInTheDocument();
  await user.type(within(one).getByLabelText('Alt text'), 'The first');
  await user.click(screen.getByRole('button', { name: 'Post' }));
  await waitFor(() => expect(window.location.hash).toBe(`#/${HOST}/s/77`));
  expect(log).toEqual([
    { call: 'upload', body: 'Bearer token-1' },
    { call: 'upload', body: 'Bearer token-1' },
    { call: 'put m1', body: { description: 'The first', focus: '0,0' } },
    {
      call: 'post',
      body: expect.objectContaining({ status: '', media_ids: ['m1', 'm2'] }) as unknown,
    },
  ]);
});

test('a pasted picture is added; a video next to it is refused, saying why', async () => {
  await logIn();
  renderApp('/compose');
  const text = await screen.findByLabelText('What is on your mind?');
  fireEvent.paste(text, { clipboardData: { files: [image('pasted.png')], types: ['Files'] } });
  expect(await screen.findByRole('listitem', { name: 'pasted.png' })).toBeInTheDocument();
  const video = new File([new Uint8Array(4)], 'clip.mp4', { type: 'video/mp4' });
  fireEvent.drop(text, { dataTransfer: { files: [video], types: ['Files'] } });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'A video or audio file goes alone: it cannot share a post with other files.',
  );
  expect(within(mediaList()).getAllByRole('listitem')).toHaveLength(1);
});
