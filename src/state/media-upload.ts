import type { mastodon } from 'masto';
import { MastoHttpError } from 'masto';
import { uploadMediaFile, type MediaApiVersion } from '../api/media-upload';
import {
  unsavedAttributes,
  type Focus,
  type MediaAction,
  type MediaItem,
  type MediaKind,
  type ServerMedia,
} from '../lib/compose/media-draft';
import {
  fileProblem,
  isAnimatedImage,
  mediaKindOf,
  resizeTarget,
  type FileProblem,
  type MediaLimits,
} from '../lib/compose/media-limits';

/** SPEC §7/§9: the media path is asked once a second until a url appears, for at most a minute. */
export const MEDIA_POLL_INTERVAL_MS = 1000;
export const MEDIA_PROCESSING_TIMEOUT_MS = 60_000;

export class MediaProcessingTimeoutError extends Error {
  constructor() {
    super('Media processing timed out');
    this.name = 'MediaProcessingTimeoutError';
  }
}

/** The file is of a type or size the server refuses (asking again cannot help). */
export class MediaFileError extends Error {
  constructor(readonly problem: FileProblem) {
    super(`Media file refused: ${problem.problem}`);
    this.name = 'MediaFileError';
  }
}

/** The draft no longer has the file (storage was cleared), so it cannot be sent again. */
export class MissingFileError extends Error {
  constructor() {
    super('The file is no longer in the draft');
    this.name = 'MissingFileError';
  }
}

/** A failed upload, with the server's id of the file when it had it (processing failed or timed out). */
export class MediaUploadError extends Error {
  constructor(
    override readonly cause: unknown,
    readonly id?: string,
  ) {
    super(cause instanceof Error ? cause.message : 'Upload failed');
    this.name = 'MediaUploadError';
  }
}

export interface UploadContext {
  /** The session's instance host and token: the token goes in the Authorization header only. */
  instance: string;
  accessToken: string;
  client: mastodon.rest.Client;
  limits: MediaLimits;
  /** Whether `/api/v2/media` is known to exist; otherwise, or on its 404, v1 is used. */
  mediaV2: boolean;
  signal: AbortSignal;
}

type Json = Record<string, unknown>;
const KINDS: readonly MediaKind[] = ['image', 'video', 'gifv', 'audio'];

/** The parts of a server's MediaAttachment Petrel uses (the answer is not trusted). */
export function toServerMedia(raw: unknown): ServerMedia & { url: string | null } {
  const data = (raw && typeof raw === 'object' ? raw : {}) as Json;
  const id = typeof data.id === 'string' || typeof data.id === 'number' ? String(data.id) : '';
  if (!id) throw new Error('The server answered the upload without an id');
  const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
  const meta = (data.meta && typeof data.meta === 'object' ? data.meta : {}) as Json;
  const focus = (meta.focus && typeof meta.focus === 'object' ? meta.focus : {}) as Json;
  return {
    id,
    url: text(data.url),
    previewUrl: text(data.previewUrl ?? data.preview_url),
    kind: KINDS.find((kind) => kind === data.type) ?? 'unknown',
    saved: {
      description: text(data.description) ?? '',
      focus:
        typeof focus.x === 'number' && typeof focus.y === 'number'
          ? { x: focus.x, y: focus.y }
          : null,
    },
  };
}

const focusParam = (focus: Focus | null) => (focus ? `${focus.x},${focus.y}` : undefined);

/** Resolves after `ms`, or rejects when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The upload was stopped', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * Asks for the media once a second until it has a url (SPEC §7), for at most a minute, then
 * 'Media processing timed out'. A 404 while processing is waited through, as masto does.
 */
export async function waitForMedia(
  client: mastodon.rest.Client,
  id: string,
  signal: AbortSignal,
  now: () => number = Date.now,
): Promise<ServerMedia & { url: string | null }> {
  const start = now();
  for (;;) {
    await sleep(MEDIA_POLL_INTERVAL_MS, signal);
    try {
      const media = toServerMedia(await client.v1.media.$select(id).fetch());
      if (media.url) return media;
    } catch (error) {
      if (!(error instanceof MastoHttpError && error.statusCode === 404)) throw error;
    }
    if (now() - start >= MEDIA_PROCESSING_TIMEOUT_MS) throw new MediaProcessingTimeoutError();
  }
}

const RESIZABLE = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The file as it will be sent: a still image over the server's pixel limit is resized (aspect
 * ratio kept) and re-encoded; anything else, or anything the browser cannot decode, is sent as is.
 */
export async function prepareFile(file: Blob, limits: MediaLimits): Promise<Blob> {
  if (mediaKindOf(file.type) !== 'image' || typeof createImageBitmap !== 'function') return file;
  const head = new Uint8Array(await file.slice(0, 64 * 1024).arrayBuffer());
  if (isAnimatedImage(file.type, head)) return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file;
  }
  try {
    const target = resizeTarget(bitmap.width, bitmap.height, limits.imageMatrixLimit);
    if (!target) return file;
    const type = RESIZABLE.includes(file.type) ? file.type : 'image/jpeg';
    const resized = await drawScaled(bitmap, target, type);
    const name = file instanceof File ? file.name : 'image';
    return new File([resized], name, { type: resized.type });
  } finally {
    bitmap.close();
  }
}

async function drawScaled(
  bitmap: ImageBitmap,
  { width, height }: { width: number; height: number },
  type: string,
): Promise<Blob> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    return await canvas.convertToBlob({ type, quality: 0.9 });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  return await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('Resize failed'))), type, 0.9),
  );
}

async function upload(
  item: MediaItem,
  context: UploadContext,
  report: (action: MediaAction) => void,
) {
  if (!item.file) throw new MissingFileError();
  const file = await prepareFile(item.file, context.limits);
  const problem = fileProblem(file, context.limits);
  if (problem) throw new MediaFileError(problem);
  const form = () => {
    const data = new FormData();
    data.append('file', file, item.name ?? (file instanceof File ? file.name : 'file'));
    if (item.description) data.append('description', item.description);
    const focus = focusParam(item.focus);
    if (focus) data.append('focus', focus);
    return data;
  };
  const progress = (share: number) => report({ type: 'progress', key: item.key, progress: share });
  const send = (version: MediaApiVersion) =>
    uploadMediaFile({
      instance: context.instance,
      version,
      accessToken: context.accessToken,
      form: form(),
      signal: context.signal,
      onProgress: progress,
    });
  if (!context.mediaV2) return toServerMedia(await send('v1'));
  try {
    return toServerMedia(await send('v2'));
  } catch (error) {
    // A server without v2 media: the v1 path answers at once.
    if (error instanceof MastoHttpError && error.statusCode === 404)
      return toServerMedia(await send('v1'));
    throw error;
  }
}

/**
 * Takes one item of a draft from where it is (to upload, or processing on the server) to ready,
 * reporting each step. Throws `MediaUploadError` (with the server's id when it had the file), or
 * an AbortError once `context.signal` aborts.
 */
export async function runUpload(
  item: MediaItem,
  context: UploadContext,
  report: (action: MediaAction) => void,
): Promise<void> {
  let id = item.upload.phase === 'processing' ? item.upload.id : undefined;
  try {
    if (item.upload.phase === 'uploading') {
      const media = await upload(item, context, report);
      id = media.id;
      if (media.url) {
        report({ type: 'ready', key: item.key, media });
        return;
      }
      report({ type: 'processing', key: item.key, media });
    }
    if (id === undefined) return;
    const media = await waitForMedia(context.client, id, context.signal);
    report({ type: 'ready', key: item.key, media });
  } catch (error) {
    if (context.signal.aborted) throw error;
    throw new MediaUploadError(error, id);
  }
}

/**
 * Saves the descriptions and focal points changed since upload (`PUT /api/v1/media/:id`), so the
 * post carries what was written last.
 */
export async function saveMediaAttributes(
  client: mastodon.rest.Client,
  items: readonly MediaItem[],
  report: (action: MediaAction) => void,
): Promise<void> {
  for (const item of unsavedAttributes(items)) {
    if (item.upload.phase !== 'ready' && item.upload.phase !== 'processing') continue;
    await client.v1.media.$select(item.upload.id).update({
      description: item.description,
      focus: focusParam(item.focus) ?? '0,0',
    });
    report({
      type: 'saved',
      key: item.key,
      saved: { description: item.description, focus: item.focus },
    });
  }
}
