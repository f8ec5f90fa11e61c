import { MastoHttpError, type mastodon } from 'masto';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { UploadNetworkError } from '../api/media-upload';
import { DEFAULT_MEDIA_LIMITS } from '../lib/compose/media-limits';
import type { MediaAction, MediaItem } from '../lib/compose/media-draft';
import {
  MediaFileError,
  MediaProcessingTimeoutError,
  MediaUploadError,
  MissingFileError,
  prepareFile,
  runUpload,
  saveMediaAttributes,
  type UploadContext,
} from './media-upload';

/** A stand-in for XMLHttpRequest: each request waits for the test to answer it. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  responseType = '';
  aborted = false;
  private contentType: string | null = null;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown, contentType = 'application/json; charset=utf-8') {
    this.status = status;
    this.contentType = contentType;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const png = (size = 10) => new File([new Uint8Array(size)], 'photo.png', { type: 'image/png' });
const item = (overrides: Partial<MediaItem> = {}): MediaItem => ({
  key: 'k1',
  file: png(),
  name: 'photo.png',
  kind: 'image',
  previewUrl: null,
  description: '',
  focus: null,
  upload: { phase: 'uploading', progress: 0 },
  ...overrides,
});
const media = (id: string, url: string | null, extra: object = {}) => ({
  id,
  type: 'image',
  url,
  preview_url: `https://x.example/small/${id}.png`,
  description: null,
  meta: {},
  ...extra,
});

function fakeClient(answers: (id: string) => Promise<unknown>) {
  const fetch = vi.fn((id: string) => answers(id));
  const update = vi.fn((id: string, params: unknown) => Promise.resolve({ id, params }));
  const client = {
    v1: {
      media: {
        $select: (id: string) => ({
          fetch: () => fetch(id),
          update: (params: unknown) => update(id, params),
        }),
      },
    },
  } as unknown as mastodon.rest.Client;
  return { client, fetch, update };
}

function context(overrides: Partial<UploadContext> = {}): UploadContext {
  return {
    instance: 'x.example',
    accessToken: 'SECRET-TOKEN',
    client: fakeClient(() => Promise.reject(new Error('no polling expected'))).client,
    limits: DEFAULT_MEDIA_LIMITS,
    mediaV2: true,
    signal: new AbortController().signal,
    ...overrides,
  };
}

/** Lets pending promise callbacks run (the file is read before it is sent). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
async function nextRequest(): Promise<FakeXhr> {
  for (let i = 0; i < 50 && FakeXhr.sent.length === 0; i += 1) await settle();
  const request = FakeXhr.sent.shift();
  if (!request) throw new Error('no request was sent');
  return request;
}

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('runUpload', () => {
  test('sends the file to v2 with the token in the header only, reporting progress, then ready', async () => {
    const reports: MediaAction[] = [];
    const done = runUpload(
      item({ description: 'A cat', focus: { x: 0.5, y: -0.25 } }),
      context(),
      (action) => reports.push(action),
    );
    const request = await nextRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('https://x.example/api/v2/media');
    expect(request.url).not.toContain('SECRET');
    expect(request.headers.Authorization).toBe('Bearer SECRET-TOKEN');
    expect(request.body?.get('description')).toBe('A cat');
    expect(request.body?.get('focus')).toBe('0.5,-0.25');
    expect((request.body?.get('file') as File).name).toBe('photo.png');
    request.progress(25, 100);
    request.progress(100, 100);
    request.answer(200, media('7', 'https://x.example/7.png', { description: 'A cat' }));
    await done;
    expect(reports).toEqual([
      { type: 'progress', key: 'k1', progress: 0.25 },
      { type: 'progress', key: 'k1', progress: 1 },
      {
        type: 'ready',
        key: 'k1',
        media: expect.objectContaining({
          id: '7',
          previewUrl: 'https://x.example/small/7.png',
          saved: { description: 'A cat', focus: null },
        }) as unknown,
      },
    ]);
  });

  test('a 202 is processing: the media is asked for once a second until it has a url', async () => {
    vi.useFakeTimers();
    let answers = 0;
    const { client, fetch } = fakeClient((id) => {
      answers += 1;
      return Promise.resolve(media(id, answers < 3 ? null : 'https://x.example/9.png'));
    });
    const reports: MediaAction[] = [];
    const done = runUpload(item(), context({ client }), (action) => reports.push(action));
    (await nextRequest()).answer(202, media('9', null));
    await settle();
    expect(reports.at(-1)).toMatchObject({ type: 'processing', media: { id: '9' } });
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2000);
    await done;
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledWith('9');
    expect(reports.at(-1)).toMatchObject({ type: 'ready', media: { id: '9' } });
  });

  test('processing that never ends fails after 60000 ms with the server id kept', async () => {
    vi.useFakeTimers();
    const { client, fetch } = fakeClient((id) => Promise.resolve(media(id, null)));
    const done = runUpload(
      item({ upload: { phase: 'processing', id: '9' } }),
      context({ client }),
      () => {},
    );
    const failure = done.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(59_000);
    expect(fetch).toHaveBeenCalledTimes(59);
    await vi.advanceTimersByTimeAsync(1000);
    const error = await failure;
    expect(error).toBeInstanceOf(MediaUploadError);
    expect((error as MediaUploadError).cause).toBeInstanceOf(MediaProcessingTimeoutError);
    expect((error as MediaUploadError).cause).toHaveProperty(
      'message',
      'Media processing timed out',
    );
    expect((error as MediaUploadError).id).toBe('9');
  });

  test('a refusal carries its status and the server’s message, whatever the body', async () => {
    const refused = runUpload(item(), context(), () => {}).catch((error: unknown) => error);
    (await nextRequest()).answer(422, { error: 'Validation failed: File content type is invalid' });
    const error = (await refused) as MediaUploadError;
    expect(error.cause).toBeInstanceOf(MastoHttpError);
    expect(error.cause).toMatchObject({
      statusCode: 422,
      message: 'Validation failed: File content type is invalid',
    });
    expect(error.id).toBeUndefined();

    const html = runUpload(item(), context(), () => {}).catch((error: unknown) => error);
    (await nextRequest()).answer(413, '<html>Request Entity Too Large</html>', 'text/html');
    expect(((await html) as MediaUploadError).cause).toMatchObject({
      statusCode: 413,
      message: 'HTTP 413',
    });
  });

  test('a lost connection is told apart from a refusal', async () => {
    const lost = runUpload(item(), context(), () => {}).catch((error: unknown) => error);
    (await nextRequest()).onerror?.();
    expect(((await lost) as MediaUploadError).cause).toBeInstanceOf(UploadNetworkError);
  });

  test('removing the item aborts the upload', async () => {
    const controller = new AbortController();
    const stopped = runUpload(item(), context({ signal: controller.signal }), () => {}).catch(
      (error: unknown) => error,
    );
    const request = await nextRequest();
    controller.abort();
    expect(request.aborted).toBe(true);
    expect(await stopped).toMatchObject({ name: 'AbortError' });
  });

  test('a server without v2 media gets the file on v1', async () => {
    const reports: MediaAction[] = [];
    const done = runUpload(item(), context(), (action) => reports.push(action));
    (await nextRequest()).answer(404, { error: 'Not found' });
    const v1 = await nextRequest();
    expect(v1.url).toBe('https://x.example/api/v1/media');
    v1.answer(200, media('3', 'https://x.example/3.png'));
    await done;
    expect(reports.at(-1)).toMatchObject({ type: 'ready', media: { id: '3' } });
  });

  test('a file of a type or size the server refuses is never sent', async () => {
    const limits = { ...DEFAULT_MEDIA_LIMITS, imageSizeLimit: 5 };
    const error = await runUpload(item(), context({ limits }), () => {}).catch((e: unknown) => e);
    expect((error as MediaUploadError).cause).toEqual(
      new MediaFileError({ problem: 'size', limit: 5 }),
    );
    expect(((error as MediaUploadError).cause as MediaFileError).problem).toEqual({
      problem: 'size',
      limit: 5,
    });
    expect(FakeXhr.sent).toEqual([]);
  });
});

test('an item whose file is gone fails at once, never sending anything', async () => {
  const error = await runUpload(item({ file: null }), context(), () => {}).catch((e: unknown) => e);
  expect((error as MediaUploadError).cause).toBeInstanceOf(MissingFileError);
  expect(FakeXhr.sent).toEqual([]);
});

test('saveMediaAttributes saves only what changed since upload, then records it', async () => {
  const { client, update } = fakeClient(() => Promise.resolve({}));
  const reports: MediaAction[] = [];
  await saveMediaAttributes(
    client,
    [
      item({
        key: 'a',
        upload: { phase: 'ready', id: '1' },
        description: 'same',
        saved: { description: 'same', focus: null },
      }),
      item({
        key: 'b',
        upload: { phase: 'ready', id: '2' },
        description: 'new',
        focus: { x: 0.1, y: 0.2 },
        saved: { description: '', focus: null },
      }),
    ],
    (action) => reports.push(action),
  );
  expect(update).toHaveBeenCalledTimes(1);
  expect(update).toHaveBeenCalledWith('2', { description: 'new', focus: '0.1,0.2' });
  expect(reports).toEqual([
    { type: 'saved', key: 'b', saved: { description: 'new', focus: { x: 0.1, y: 0.2 } } },
  ]);
});

describe('prepareFile', () => {
  const drawn: { width: number; height: number; type?: string }[] = [];
  class FakeCanvas {
    constructor(
      readonly width: number,
      readonly height: number,
    ) {}
    getContext() {
      return { drawImage: () => {} };
    }
    convertToBlob({ type }: { type: string }) {
      drawn.push({ width: this.width, height: this.height, type });
      return Promise.resolve(new Blob(['small'], { type }));
    }
  }
  beforeEach(() => {
    drawn.length = 0;
    vi.stubGlobal('OffscreenCanvas', FakeCanvas);
    vi.stubGlobal('createImageBitmap', () =>
      Promise.resolve({ width: 8000, height: 6000, close: () => {} }),
    );
  });
  const limits = { ...DEFAULT_MEDIA_LIMITS, imageMatrixLimit: 12_000_000 };

  test('an image over the pixel limit is resized, keeping its ratio, type and name', async () => {
    const resized = await prepareFile(png(), limits);
    expect(drawn).toEqual([{ width: 4000, height: 3000, type: 'image/png' }]);
    expect(resized).toBeInstanceOf(File);
    expect((resized as File).name).toBe('photo.png');
    expect(resized.type).toBe('image/png');
  });

  test('an image within the limit, a GIF, an animated PNG or a video is sent as it is', async () => {
    const small = png();
    expect(await prepareFile(small, { ...limits, imageMatrixLimit: 48_000_000 })).toBe(small);
    const gif = new File(['GIF89a'], 'a.gif', { type: 'image/gif' });
    expect(await prepareFile(gif, limits)).toBe(gif);
    const chunk = (name: string, length: number) => [
      0,
      0,
      0,
      length,
      ...[...name].map((c) => c.charCodeAt(0)),
      ...new Array<number>(length + 4).fill(0),
    ];
    const apng = new File(
      [
        new Uint8Array([
          137,
          80,
          78,
          71,
          13,
          10,
          26,
          10,
          ...chunk('IHDR', 13),
          ...chunk('acTL', 8),
          ...chunk('IDAT', 2),
        ]),
      ],
      'a.png',
      { type: 'image/png' },
    );
    expect(await prepareFile(apng, limits)).toBe(apng);
    const video = new File(['x'], 'a.mp4', { type: 'video/mp4' });
    expect(await prepareFile(video, limits)).toBe(video);
    expect(drawn).toEqual([]);
  });
});
