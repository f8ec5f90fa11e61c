import type { SandboxContext } from '../context';
import type { CustomEmojiRecord } from '../store/types';
import { imageUrl } from './urls';

export function serializeCustomEmoji(ctx: SandboxContext, emoji: CustomEmojiRecord) {
  const url = imageUrl(ctx, 'emoji', emoji.imageKey);
  return {
    shortcode: emoji.shortcode,
    url,
    static_url: url,
    visible_in_picker: emoji.visibleInPicker,
    category: emoji.category,
  };
}

/** The custom emojis whose :shortcode: appears in the text. */
export function serializeEmojisIn(ctx: SandboxContext, text: string) {
  if (!text.includes(':')) return [];
  return ctx.store.customEmojis
    .filter((emoji) => text.includes(`:${emoji.shortcode}:`))
    .map((emoji) => serializeCustomEmoji(ctx, emoji));
}
