import type { mastodon } from 'masto';
import { useMemo } from 'react';
import { emojifyText } from '../../lib/status-content';
import { useReducedMotion } from '../media/use-reduced-motion';
import { CustomEmoji } from './CustomEmoji';

interface EmojiTextProps {
  text: string;
  emojis: readonly mastodon.v1.CustomEmoji[];
}

/**
 * Plain text (a display name, a content warning, a poll option) with its custom emojis, isolated
 * so that a name in another script keeps its own direction without reordering the words around it.
 */
export function EmojiText({ text, emojis }: EmojiTextProps) {
  const still = useReducedMotion();
  const nodes = useMemo(() => emojifyText(text, emojis), [text, emojis]);
  return (
    <bdi>
      {nodes.map((node, index) =>
        node.type === 'text' ? node.text : <CustomEmoji key={index} node={node} still={still} />,
      )}
    </bdi>
  );
}
