import type { SandboxContext } from '../context';
import { unprocessable } from '../http/errors';
import { asString } from '../http/params';

const DESCRIPTION_LIMIT = 1500;

/**
 * `media_attributes` of an edit (`PUT /api/v1/statuses/:id`): each attached medium's description
 * and focus, changed with the post as Mastodon does. Media not attached to the edit are ignored.
 */
export function applyMediaAttributes(ctx: SandboxContext, mediaIds: string[], value: unknown) {
  if (!Array.isArray(value)) return;
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const attributes = entry as Record<string, unknown>;
    const id = asString(attributes.id);
    const media = id && mediaIds.includes(id) ? ctx.store.media.get(id) : undefined;
    if (!media) continue;
    const description = asString(attributes.description);
    if (description !== undefined) {
      if ([...description].length > DESCRIPTION_LIMIT)
        throw unprocessable(`Description is too long (maximum is ${DESCRIPTION_LIMIT} characters)`);
      media.description = description;
    }
    const [x, y] = (asString(attributes.focus) ?? '').split(',').map(Number);
    if (Number.isFinite(x) && Number.isFinite(y)) {
      media.focus = { x: Math.max(-1, Math.min(1, x)), y: Math.max(-1, Math.min(1, y)) };
    }
  }
}
