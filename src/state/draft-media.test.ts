import * as idb from 'idb-keyval';
import { beforeEach, expect, test, vi } from 'vitest';
import { createDraft, type ComposerState } from '../lib/compose/composer';
import type { MediaItem } from '../lib/compose/media-draft';
import { loadDraft, removeDraft, removeDraftsOf, saveDraft } from './drafts';

vi.mock('idb-keyval', { spy: true });

const photo = new File([new Uint8Array(2048).fill(7)], 'photo.png', { type: 'image/png' });
const item = (key: string, file: Blob | null, upload: MediaItem['upload']): MediaItem => ({
  key,
  file,
  name: 'photo.png',
  kind: 'image',
  previewUrl: null,
  description: `alt ${key}`,
  focus: null,
  upload,
});
const withMedia = (text: string, media: MediaItem[]): ComposerState => ({
  ...createDraft({ idempotencyKey: 'k' }),
  text,
  media,
});
const fileWrites = () =>
  vi.mocked(idb.setMany).mock.calls.reduce((count, [entries]) => count + entries.length, 0);

beforeEach(async () => {
  await removeDraftsOf('a:1');
  vi.mocked(idb.setMany).mockClear();
});

// (fake-indexeddb cannot clone a jsdom Blob; the end-to-end test reloads a real one.)
test('a draft keeps its files: uploaded items keep their id, others come back to upload', async () => {
  const media = [
    item('m1', photo, { phase: 'ready', id: '100' }),
    item('m2', photo.slice(0, 10, 'image/png'), { phase: 'uploading', progress: 0.5 }),
  ];
  const edited = item('m3', null, { phase: 'ready', id: '300' });
  await saveDraft('a:1', 'new', withMedia('hello', [...media, edited]));
  expect(vi.mocked(idb.setMany).mock.calls.flatMap(([entries]) => entries)).toEqual([
    ['a:1|new|m1', media[0].file],
    ['a:1|new|m2', media[1].file],
  ]);
  const kept = await loadDraft('a:1', 'new');
  expect(
    kept?.state.media.map(({ key, description, upload, file }) => ({
      key,
      description,
      upload,
      hasFile: file !== null,
    })),
  ).toEqual([
    { key: 'm1', description: 'alt m1', upload: { phase: 'ready', id: '100' }, hasFile: true },
    {
      key: 'm2',
      description: 'alt m2',
      upload: { phase: 'uploading', progress: 0.5 },
      hasFile: true,
    },
    { key: 'm3', description: 'alt m3', upload: { phase: 'ready', id: '300' }, hasFile: false },
  ]);
});

test('a file is written once, not with every save of the draft', async () => {
  const media = [item('m1', photo, { phase: 'ready', id: '100' })];
  for (const text of ['h', 'he', 'hel', 'hell', 'hello'])
    await saveDraft('a:1', 'new', withMedia(text, media));
  expect(fileWrites()).toBe(1);
  // The draft record itself holds no file.
  const raw = await idb.get<{ state: ComposerState }>(
    'a:1|new',
    idb.createStore('petrel-drafts', 'drafts'),
  );
  expect(raw?.state.media[0].file).toBeNull();
  expect(raw?.state.text).toBe('hello');
});

test('files leave with their item, their draft, or their account, and no one else’s', async () => {
  const one = item('m1', photo, { phase: 'ready', id: '1' });
  const two = item('m2', new Blob(['b'], { type: 'image/png' }), { phase: 'ready', id: '2' });
  await saveDraft('a:1', 'new', withMedia('x', [one, two]));
  await saveDraft(
    'a:1',
    'reply:5',
    withMedia('y', [item('m3', photo, { phase: 'ready', id: '3' })]),
  );
  await saveDraft('a:12', 'new', withMedia('z', [item('m4', photo, { phase: 'ready', id: '4' })]));
  const files = idb.createStore('petrel-draft-media', 'files');

  await saveDraft('a:1', 'new', withMedia('x', [two]));
  await loadDraft('a:1', 'new');
  expect((await idb.keys(files)).sort()).toEqual(['a:12|new|m4', 'a:1|new|m2', 'a:1|reply:5|m3']);

  await removeDraft('a:1', 'reply:5');
  expect((await idb.keys(files)).sort()).toEqual(['a:12|new|m4', 'a:1|new|m2']);
  await removeDraftsOf('a:1');
  expect(await idb.keys(files)).toEqual(['a:12|new|m4']);
  await removeDraftsOf('a:12');
});
