import type { mastodon } from 'masto';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { CustomEmoji } from '../../components/status/CustomEmoji';
import { useReducedMotion } from '../../components/media/use-reduced-motion';
import type { StandardEmoji } from '../../lib/compose/emoji-picker';

export type PickedEmoji =
  | { kind: 'custom'; label: string; emoji: mastodon.v1.CustomEmoji }
  | { kind: 'standard'; label: string; emoji: StandardEmoji };

export interface EmojiSection {
  key: string;
  title: string;
  emojis: PickedEmoji[];
}

/** Must match the grid's columns in compose-autocomplete.css: the arrows move by rows of it. */
const COLUMNS = 8;

interface EmojiGridProps {
  sections: EmojiSection[];
  onChoose: (emoji: PickedEmoji) => void;
  /** Said in place of (or after) the emoji: loading, nothing found, a failure. */
  status: ReactNode;
}

/**
 * Emoji in titled groups. One button is in the tab order; the arrow keys move between them
 * (up and down by a row of the grid).
 */
export function EmojiGrid({ sections, onChoose, status }: EmojiGridProps) {
  const id = useId();
  const still = useReducedMotion();
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1, ArrowDown: COLUMNS, ArrowUp: -COLUMNS }[event.key];
    if (!step) return;
    const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
    const from = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (from < 0) return;
    event.preventDefault();
    buttons[Math.max(0, Math.min(buttons.length - 1, from + step))]?.focus();
  };

  return (
    <div className="emoji-picker-groups" onKeyDown={onKeyDown}>
      {sections.map((section, sectionIndex) => (
        <div key={section.key} className="emoji-picker-group">
          <p className="emoji-picker-title" id={`${id}-${section.key}`}>
            {section.title}
          </p>
          <ul className="emoji-picker-grid" aria-labelledby={`${id}-${section.key}`}>
            {section.emojis.map((picked, index) => (
              <li key={picked.kind === 'custom' ? picked.emoji.shortcode : picked.emoji.unicode}>
                <button
                  type="button"
                  aria-label={picked.label}
                  title={picked.label}
                  tabIndex={sectionIndex === 0 && index === 0 ? 0 : -1}
                  onClick={() => onChoose(picked)}
                >
                  {picked.kind === 'custom' ? (
                    <CustomEmoji
                      node={{
                        type: 'emoji',
                        shortcode: picked.emoji.shortcode,
                        url: picked.emoji.url,
                        staticUrl: picked.emoji.staticUrl,
                      }}
                      still={still}
                    />
                  ) : (
                    picked.emoji.unicode
                  )}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p className="emoji-picker-empty" role="status">
        {status}
      </p>
    </div>
  );
}
