import { describe, expect, test } from 'vitest';
import {
  focusFromPoint,
  mediaHold,
  mediaIds,
  mediaReducer,
  pointFromFocus,
  unsavedAttributes,
  type MediaAction,
  type MediaItem,
  type ServerMedia,
} from './media-draft';

const file = new Blob(['x'], { type: 'image/png' });
const item = (key: string, upload: MediaItem['upload'] = { phase: 'uploading', progress: 0 }) =>
  ({
    key,
    file,
    kind: 'image',
    previewUrl: null,
    description: '',
    focus: null,
    upload,
  }) satisfies MediaItem;
const server = (id: string, description = ''): ServerMedia => ({
  id,
  previewUrl: `https://x.example/${id}.png`,
  kind: 'image',
  saved: { description, focus: null },
});
const run = (items: MediaItem[], ...actions: MediaAction[]) => actions.reduce(mediaReducer, items);

describe('mediaReducer', () => {
  test('follows one file from upload through processing to ready, the others untouched', () => {
    const start = [item('a'), item('b')];
    const uploading = run(start, { type: 'progress', key: 'a', progress: 0.4 });
    expect(uploading[0].upload).toEqual({ phase: 'uploading', progress: 0.4 });
    const processing = run(uploading, { type: 'processing', key: 'a', media: server('1') });
    expect(processing[0]).toMatchObject({
      upload: { phase: 'processing', id: '1' },
      previewUrl: 'https://x.example/1.png',
    });
    const ready = run(processing, { type: 'ready', key: 'a', media: server('1') });
    expect(ready[0].upload).toEqual({ phase: 'ready', id: '1' });
    expect(ready[1]).toBe(start[1]);
  });

  test('takes the kind the server made of the file (a GIF becomes gifv)', () => {
    const gif = { ...item('a'), kind: 'image' as const };
    const ready = run([gif], { type: 'ready', key: 'a', media: { ...server('1'), kind: 'gifv' } });
    expect(ready[0].kind).toBe('gifv');
  });

  test('progress counts only while uploading and never past 1', () => {
    const ready = [item('a', { phase: 'ready', id: '1' })];
    expect(run(ready, { type: 'progress', key: 'a', progress: 0.5 })[0].upload.phase).toBe('ready');
    expect(run([item('a')], { type: 'progress', key: 'a', progress: 1.5 })[0].upload).toEqual({
      phase: 'uploading',
      progress: 1,
    });
  });

  test('a failed upload is retried from the start, or by waiting again when the server has it', () => {
    const failed = run([item('a')], {
      type: 'failed',
      key: 'a',
      message: 'Bad gateway',
      retryable: true,
    });
    expect(failed[0].upload).toEqual({ phase: 'failed', message: 'Bad gateway', retryable: true });
    expect(run(failed, { type: 'retry', key: 'a' })[0].upload).toEqual({
      phase: 'uploading',
      progress: 0,
    });
    const timedOut = run([item('a')], {
      type: 'failed',
      key: 'a',
      message: 'Media processing timed out',
      retryable: true,
      id: '9',
    });
    expect(run(timedOut, { type: 'retry', key: 'a' })[0].upload).toEqual({
      phase: 'processing',
      id: '9',
    });
  });

  test('a refusal that asking again cannot change is not retried', () => {
    const refused = run([item('a')], {
      type: 'failed',
      key: 'a',
      message: 'too big',
      retryable: false,
    });
    expect(run(refused, { type: 'retry', key: 'a' })).toEqual(refused);
  });

  test('describes, sets a focal point within -1..1, records what the server saved, removes', () => {
    const items = run(
      [item('a', { phase: 'ready', id: '1' }), item('b')],
      { type: 'describe', key: 'a', description: 'A cat' },
      { type: 'set-focus', key: 'a', focus: { x: 2, y: -0.5 } },
    );
    expect(items[0]).toMatchObject({ description: 'A cat', focus: { x: 1, y: -0.5 } });
    expect(unsavedAttributes(items).map((one) => one.key)).toEqual(['a']);
    const saved = run(items, {
      type: 'saved',
      key: 'a',
      saved: { description: 'A cat', focus: { x: 1, y: -0.5 } },
    });
    expect(unsavedAttributes(saved)).toEqual([]);
    expect(run(saved, { type: 'remove', key: 'a' }).map((one) => one.key)).toEqual(['b']);
  });
});

describe('posting media', () => {
  test('waits for uploads and processing, and stops on a failure', () => {
    expect(mediaHold([])).toBeNull();
    expect(mediaHold([item('a', { phase: 'ready', id: '1' })])).toBeNull();
    expect(mediaHold([item('a', { phase: 'ready', id: '1' }), item('b')])).toBe('uploading');
    expect(mediaHold([item('a', { phase: 'processing', id: '1' })])).toBe('uploading');
    expect(
      mediaHold([item('a'), item('b', { phase: 'failed', message: 'x', retryable: true })]),
    ).toBe('failed');
  });

  test('sends the ids in the draft’s order', () => {
    const items = [
      item('a', { phase: 'ready', id: '30' }),
      item('b', { phase: 'ready', id: '4' }),
      item('c', { phase: 'ready', id: '100' }),
    ];
    expect(mediaIds(items)).toEqual(['30', '4', '100']);
  });

  test('a description written before the upload answered is saved when the server lacks it', () => {
    const written = { ...item('a', { phase: 'ready', id: '1' }), description: 'A dog' };
    expect(
      unsavedAttributes([{ ...written, saved: { description: '', focus: null } }]),
    ).toHaveLength(1);
    expect(
      unsavedAttributes([{ ...written, saved: { description: 'A dog', focus: null } }]),
    ).toEqual([]);
    // Not yet on the server: it goes with the upload.
    expect(
      unsavedAttributes([{ ...written, upload: { phase: 'uploading', progress: 0 } }]),
    ).toEqual([]);
  });
});

describe('focal point', () => {
  test('a point on the image maps to Mastodon’s coordinates, y growing upwards, and back', () => {
    expect(focusFromPoint(0, 0)).toEqual({ x: -1, y: 1 });
    expect(focusFromPoint(1, 1)).toEqual({ x: 1, y: -1 });
    expect(focusFromPoint(0.75, 0.25)).toEqual({ x: 0.5, y: 0.5 });
    expect(focusFromPoint(-3, 9)).toEqual({ x: -1, y: -1 });
    expect(pointFromFocus({ x: 0.5, y: 0.5 })).toEqual({ left: 0.75, top: 0.25 });
    expect(pointFromFocus(null)).toEqual({ left: 0.5, top: 0.5 });
  });
});
