import type { mastodon } from 'masto';

export interface MediaTile {
  /** The post the attachment belongs to (a boost's original). */
  status: mastodon.v1.Status;
  media: mastodon.v1.MediaAttachment;
  /** Where the attachment sits among the images the viewer shows; null for what opens the post. */
  viewerIndex: number | null;
}

/**
 * A profile's media tab: every attachment of its posts, newest first, each once. Images open the
 * viewer; sensitive ones, videos and the rest open the post (where they are shown with care).
 */
export function mediaTiles(statuses: readonly mastodon.v1.Status[]): {
  tiles: MediaTile[];
  images: mastodon.v1.MediaAttachment[];
} {
  const tiles: MediaTile[] = [];
  const images: mastodon.v1.MediaAttachment[] = [];
  const seen = new Set<string>();
  for (const shown of statuses) {
    const status = shown.reblog ?? shown;
    for (const media of status.mediaAttachments) {
      if (seen.has(media.id) || media.type === 'unknown') continue;
      seen.add(media.id);
      const viewable = media.type === 'image' && !status.sensitive;
      tiles.push({ status, media, viewerIndex: viewable ? images.length : null });
      if (viewable) images.push(media);
    }
  }
  return { tiles, images };
}
