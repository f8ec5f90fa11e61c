import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { EmojiText } from './EmojiText';

interface ContentWarningProps {
  text: string;
  emojis: readonly mastodon.v1.CustomEmoji[];
  expanded: boolean;
  controls: string;
  onToggle: () => void;
  language?: string | null;
}

/** The content warning with its "Show more"/"Show less" toggle. */
export function ContentWarning({
  text,
  emojis,
  expanded,
  controls,
  onToggle,
  language,
}: ContentWarningProps) {
  return (
    <div className="status-cw">
      <p className="status-cw-text" lang={language ?? undefined} dir="auto">
        <EmojiText text={text} emojis={emojis} />
      </p>
      <button
        type="button"
        className="button status-cw-toggle"
        aria-expanded={expanded}
        aria-controls={controls}
        onClick={onToggle}
      >
        {expanded ? <Trans>Show less</Trans> : <Trans>Show more</Trans>}
      </button>
    </div>
  );
}
