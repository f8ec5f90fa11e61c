import type { SandboxContext } from '../context';
import { blurhashOf } from '../images/generate';
import type { MediaRecord } from '../store/types';
import { imageUrl } from './urls';

export function isMediaReady(_ctx: SandboxContext, media: MediaRecord): boolean {
  return Date.now() >= media.readyAt;
}

export function serializeMedia(ctx: SandboxContext, media: MediaRecord) {
  const ready = isMediaReady(ctx, media);
  const url = media.uploaded
    ? `${ctx.origin}/system/uploads/${media.id}`
    : imageUrl(ctx, 'media', media.imageKey);
  const small = { width: Math.round(media.width / 2), height: Math.round(media.height / 2) };
  return {
    id: media.id,
    type: media.type,
    url: ready ? url : null,
    preview_url: url,
    remote_url: null,
    preview_remote_url: null,
    text_url: null,
    meta: {
      original: {
        width: media.width,
        height: media.height,
        size: `${media.width}x${media.height}`,
        aspect: media.width / media.height,
      },
      small: {
        ...small,
        size: `${small.width}x${small.height}`,
        aspect: media.width / media.height,
      },
      ...(media.focus ? { focus: media.focus } : {}),
    },
    description: media.description,
    blurhash: blurhashOf('media', media.imageKey),
  };
}
