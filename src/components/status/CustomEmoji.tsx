import type { EmojiNode } from '../../lib/status-content';

/** A custom emoji: an image whose text is its `:shortcode:`; animated only without reduced motion. */
export function CustomEmoji({ node, still }: { node: EmojiNode; still: boolean }) {
  const code = `:${node.shortcode}:`;
  return (
    <img
      className="emoji"
      src={still ? node.staticUrl || node.url : node.url || node.staticUrl}
      alt={code}
      title={code}
      loading="lazy"
      decoding="async"
    />
  );
}
