/**
 * The media of a draft: each file from the moment it is picked until the server has it ready,
 * as a pure reducer. (Uploading itself is in `state/`; this only records where each file is.)
 */

export type MediaKind = 'image' | 'video' | 'gifv' | 'audio' | 'unknown';

/** Focal point, each coordinate from -1 to 1 as Mastodon takes it: x left to right, y bottom to top. */
export interface Focus {
  x: number;
  y: number;
}

export type MediaUpload =
  /** `progress` is the share sent, 0 to 1. */
  | { phase: 'uploading'; progress: number }
  /** The server has the file and is still processing it. */
  | { phase: 'processing'; id: string }
  | { phase: 'ready'; id: string }
  /**
   * The upload failed; the file is kept. `retryable` is false where asking again cannot help (a
   * type or size the server refuses); `id` is kept when the server had the file (processing timed out).
   */
  | { phase: 'failed'; message: string; retryable: boolean; id?: string };

/** What the server holds of an item's description and focal point. */
export interface SavedAttributes {
  description: string;
  focus: Focus | null;
}

export interface MediaItem {
  /** Local key, stable through re-renders and reloads. */
  key: string;
  /** The file picked, kept with the draft; null for media already on the server (an edited post). */
  file: Blob | null;
  /** The file's name, when it had one. */
  name?: string;
  kind: MediaKind;
  /** The server's preview once uploaded (or of an edited post's media). */
  previewUrl: string | null;
  description: string;
  focus: Focus | null;
  upload: MediaUpload;
  /** What the server holds since the upload; a later change is saved before posting. */
  saved?: SavedAttributes;
}

/** What the server answered about an uploaded file. */
export interface ServerMedia {
  id: string;
  previewUrl: string | null;
  kind: MediaKind;
  saved: SavedAttributes;
}

/** A file just picked, to upload at once. */
export function newMediaItem(key: string, file: File, kind: MediaKind): MediaItem {
  return {
    key,
    file,
    name: file.name,
    kind,
    previewUrl: null,
    description: '',
    focus: null,
    upload: { phase: 'uploading', progress: 0 },
  };
}

export type MediaAction =
  | { type: 'add'; items: MediaItem[] }
  | { type: 'remove'; key: string }
  | { type: 'progress'; key: string; progress: number }
  | { type: 'processing'; key: string; media: ServerMedia }
  | { type: 'ready'; key: string; media: ServerMedia }
  | { type: 'failed'; key: string; message: string; retryable: boolean; id?: string }
  | { type: 'retry'; key: string }
  | { type: 'describe'; key: string; description: string }
  | { type: 'set-focus'; key: string; focus: Focus | null }
  | { type: 'saved'; key: string; saved: SavedAttributes };

function update(
  items: readonly MediaItem[],
  key: string,
  change: (item: MediaItem) => MediaItem,
): MediaItem[] {
  return items.map((item) => (item.key === key ? change(item) : item));
}

function fromServer(item: MediaItem, media: ServerMedia): MediaItem {
  return {
    ...item,
    kind: media.kind === 'unknown' ? item.kind : media.kind,
    previewUrl: media.previewUrl ?? item.previewUrl,
    saved: media.saved,
  };
}

const clamp = (value: number) => Math.min(1, Math.max(-1, value));

export function mediaReducer(items: readonly MediaItem[], action: MediaAction): MediaItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'remove':
      return items.filter((item) => item.key !== action.key);
    case 'progress':
      return update(items, action.key, (item) =>
        item.upload.phase === 'uploading'
          ? { ...item, upload: { phase: 'uploading', progress: Math.min(1, action.progress) } }
          : item,
      );
    case 'processing':
      return update(items, action.key, (item) => ({
        ...fromServer(item, action.media),
        upload: { phase: 'processing', id: action.media.id },
      }));
    case 'ready':
      return update(items, action.key, (item) => ({
        ...fromServer(item, action.media),
        upload: { phase: 'ready', id: action.media.id },
      }));
    case 'failed':
      return update(items, action.key, (item) => ({
        ...item,
        upload: {
          phase: 'failed',
          message: action.message,
          retryable: action.retryable,
          ...(action.id === undefined ? {} : { id: action.id }),
        },
      }));
    case 'retry':
      return update(items, action.key, (item) => {
        if (item.upload.phase !== 'failed' || !item.upload.retryable) return item;
        // The server already has the file: wait for it again rather than send it twice.
        if (item.upload.id !== undefined)
          return { ...item, upload: { phase: 'processing', id: item.upload.id } };
        return item.file ? { ...item, upload: { phase: 'uploading', progress: 0 } } : item;
      });
    case 'describe':
      return update(items, action.key, (item) => ({ ...item, description: action.description }));
    case 'set-focus':
      return update(items, action.key, (item) => ({
        ...item,
        focus: action.focus && { x: clamp(action.focus.x), y: clamp(action.focus.y) },
      }));
    case 'saved':
      return update(items, action.key, (item) => ({ ...item, saved: action.saved }));
  }
}

/** What keeps a draft's media from being posted now, if anything. */
export function mediaHold(items: readonly MediaItem[]): 'uploading' | 'failed' | null {
  if (items.some((item) => item.upload.phase === 'failed')) return 'failed';
  if (items.some((item) => item.upload.phase !== 'ready')) return 'uploading';
  return null;
}

/** The server ids of ready media, in the draft's order. */
export function mediaIds(items: readonly MediaItem[]): string[] {
  return items.flatMap((item) => (item.upload.phase === 'ready' ? [item.upload.id] : []));
}

function sameFocus(a: Focus | null, b: Focus | null): boolean {
  return a === b || (a !== null && b !== null && a.x === b.x && a.y === b.y);
}

/** Uploaded items whose description or focal point changed since the server last had them. */
export function unsavedAttributes(items: readonly MediaItem[]): MediaItem[] {
  return items.filter((item) => {
    if (item.upload.phase !== 'ready' && item.upload.phase !== 'processing') return false;
    const saved = item.saved ?? { description: '', focus: null };
    return saved.description !== item.description || !sameFocus(saved.focus, item.focus);
  });
}

const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The focal point for a point on the image, given as shares of its width and height from the
 * top left (0 to 1). Mastodon's y grows upwards.
 */
export function focusFromPoint(left: number, top: number): Focus {
  const share = (value: number) => Math.min(1, Math.max(0, value));
  return { x: round(share(left) * 2 - 1), y: round(1 - share(top) * 2) };
}

/** Where a focal point sits on the image, as shares of its width and height from the top left. */
export function pointFromFocus(focus: Focus | null): { left: number; top: number } {
  const { x, y } = focus ?? { x: 0, y: 0 };
  return { left: (x + 1) / 2, top: (1 - y) / 2 };
}
