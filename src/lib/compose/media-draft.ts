/**
 * The media of a draft: each file from the moment it is picked until the server has it ready,
 * as a pure reducer. (Uploading itself is in `state/`; this only records where each file is.)
 */

export type MediaKind = 'image' | 'video' | 'gifv' | 'audio' | 'unknown';

export type MediaUpload =
  /** `progress` is the share sent, 0 to 1. */
  | { phase: 'uploading'; progress: number }
  /** The server has the file and is still processing it. */
  | { phase: 'processing'; id: string }
  | { phase: 'ready'; id: string }
  /** The upload failed; the file is kept so it can be retried. */
  | { phase: 'failed'; message: string };

export interface MediaItem {
  /** Local key, stable through re-renders and reloads. */
  key: string;
  /** The file picked, kept with the draft; null for media already on the server (an edited post). */
  file: Blob | null;
  kind: MediaKind;
  /** The server's preview once uploaded (or of an edited post's media). */
  previewUrl: string | null;
  description: string;
  /** Focal point, each coordinate from -1 to 1 as Mastodon takes it. */
  focus: { x: number; y: number } | null;
  upload: MediaUpload;
}

export type MediaAction = { type: 'add'; items: MediaItem[] } | { type: 'remove'; key: string };

export function mediaReducer(items: readonly MediaItem[], action: MediaAction): MediaItem[] {
  switch (action.type) {
    case 'add':
      return [...items, ...action.items];
    case 'remove':
      return items.filter((item) => item.key !== action.key);
  }
}
