import { useLingui } from '@lingui/react/macro';
import { CustomEmoji } from '../../components/status/CustomEmoji';
import { useReducedMotion } from '../../components/media/use-reduced-motion';
import type { EmojiSection } from './EmojiGrid';

interface EmojiGroupNavProps {
  sections: EmojiSection[];
  shown: string | undefined;
  onShow: (key: string) => void;
}

/** One button per group, each drawn with the group's first emoji and named by the group. */
export function EmojiGroupNav({ sections, shown, onShow }: EmojiGroupNavProps) {
  const { t } = useLingui();
  const still = useReducedMotion();
  return (
    <div className="emoji-picker-nav" role="group" aria-label={t`Emoji groups`}>
      {sections.map(({ key, title, emojis: [first] }) => (
        <button
          key={key}
          type="button"
          aria-label={title}
          title={title}
          aria-pressed={key === shown}
          onClick={() => onShow(key)}
        >
          {first?.kind === 'custom' ? (
            <CustomEmoji
              node={{
                type: 'emoji',
                shortcode: first.emoji.shortcode,
                url: first.emoji.url,
                staticUrl: first.emoji.staticUrl,
              }}
              still={still}
            />
          ) : (
            first?.emoji.unicode
          )}
        </button>
      ))}
    </div>
  );
}
