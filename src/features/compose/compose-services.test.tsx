import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { accountKey } from '../../lib/accounts';
import { appConfig } from '../../lib/config';
import { removeDraftsOf } from '../../state/drafts';
import { accountJson, instanceV2Json } from '../../test/fixtures';
import { renderApp, setupAppTest, storeAccounts, storedAccount } from '../../test/app-test';

const HOST = 'media.example';
const API = `https://${HOST}/api`;
const ALT_SERVICE = 'https://alt.example/describe';
const GIF_SERVICE = 'https://gifs.example/search';
const described: string[] = [];
const searched: string[] = [];

setupAppTest(
  http.get(`${API}/v2/instance`, () => HttpResponse.json(instanceV2Json(HOST))),
  http.post(`${API}/v2/media`, () =>
    HttpResponse.json({ id: 'm1', type: 'image', url: `https://${HOST}/m1.png`, meta: {} }),
  ),
  http.get(`${API}/v1/accounts/verify_credentials`, () => HttpResponse.json(accountJson('1'))),
  http.post(ALT_SERVICE, async ({ request }) => {
    const image = (await request.formData()).get('image');
    described.push(image === null ? 'no image' : typeof image);
    return HttpResponse.json({ description: 'A red square on white.' });
  }),
  http.get(GIF_SERVICE, ({ request }) => {
    searched.push(new URL(request.url).searchParams.get('q') ?? '');
    return HttpResponse.json({
      results: [
        { id: 'otter', title: 'An otter waving', url: 'https://gifs.example/otter.gif' },
        { id: 'wave', title: 'A wave', url: 'https://gifs.example/wave.gif' },
      ],
    });
  }),
  http.get(
    'https://gifs.example/otter.gif',
    () => new HttpResponse(new Uint8Array(8), { headers: { 'Content-Type': 'image/gif' } }),
  ),
);

const saved = { alt: appConfig.altTextServiceUrl, gif: appConfig.gifSearchUrl };

beforeEach(async () => {
  described.length = 0;
  searched.length = 0;
  appConfig.altTextServiceUrl = ALT_SERVICE;
  appConfig.gifSearchUrl = GIF_SERVICE;
  const account = storedAccount('1', HOST);
  storeAccounts([account], accountKey(account));
  await removeDraftsOf(`${HOST}:1`);
});
afterEach(() => {
  appConfig.altTextServiceUrl = saved.alt;
  appConfig.gifSearchUrl = saved.gif;
});

const turnOn = (settings: Record<string, boolean>) =>
  localStorage.setItem(`petrel:settings:${HOST}:1`, JSON.stringify(settings));
const image = (name: string) => new File([new Uint8Array(16)], name, { type: 'image/png' });

test('"Generate alt text" sends the image to the service and fills the alt text', async () => {
  turnOn({ mediaAltGenerator: true });
  const user = userEvent.setup();
  renderApp('/compose');
  await screen.findByLabelText('What is on your mind?');
  await user.upload(screen.getByTestId('media-input'), [image('square.png')]);
  const item = await screen.findByRole('listitem', { name: 'square.png' });
  await user.click(within(item).getByRole('button', { name: 'Generate alt text' }));
  await waitFor(() =>
    expect(within(item).getByLabelText('Alt text')).toHaveValue('A red square on white.'),
  );
  expect(described).toEqual(['object']);
});

test('without the setting there is no "Generate alt text" and no GIF picker', async () => {
  const user = userEvent.setup();
  renderApp('/compose');
  await screen.findByLabelText('What is on your mind?');
  await user.upload(screen.getByTestId('media-input'), [image('square.png')]);
  const item = await screen.findByRole('listitem', { name: 'square.png' });
  expect(within(item).queryByRole('button', { name: 'Generate alt text' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add a GIF' })).toBeNull();
});

test('with the setting on but no service in the build, both stay hidden', async () => {
  turnOn({ mediaAltGenerator: true, composerGIFPicker: true });
  appConfig.altTextServiceUrl = null;
  appConfig.gifSearchUrl = null;
  const user = userEvent.setup();
  renderApp('/compose');
  await screen.findByLabelText('What is on your mind?');
  await user.upload(screen.getByTestId('media-input'), [image('square.png')]);
  const item = await screen.findByRole('listitem', { name: 'square.png' });
  expect(within(item).queryByRole('button', { name: 'Generate alt text' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Add a GIF' })).toBeNull();
});

test('a GIF found through the service is attached, its title as alt text', async () => {
  turnOn({ composerGIFPicker: true });
  const user = userEvent.setup();
  renderApp('/compose');
  await user.click(await screen.findByRole('button', { name: 'Add a GIF' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a GIF' });
  await user.type(within(dialog).getByRole('searchbox', { name: 'Search GIFs' }), 'otter');
  await waitFor(() => expect(searched).toContain('otter'));
  await user.click(await within(dialog).findByRole('button', { name: 'An otter waving' }));
  const item = await screen.findByRole('listitem', { name: 'otter.gif' });
  expect(within(item).getByLabelText('Alt text')).toHaveValue('An otter waving');
  expect(screen.queryByRole('dialog', { name: 'Add a GIF' })).toBeNull();
});
