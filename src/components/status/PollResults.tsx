import { useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { formatPollPercent, pollResults } from '../../lib/poll';
import { EmojiText } from './EmojiText';

/** Each option with its share of votes as a bar; the reader's own choices are marked. */
export function PollResults({
  poll,
  emojis,
}: {
  poll: mastodon.v1.Poll;
  emojis: readonly mastodon.v1.CustomEmoji[];
}) {
  const { i18n, t } = useLingui();
  return (
    <ul className="poll-results">
      {pollResults(poll).map((option, index) => {
        const percent = option.ratio === null ? '' : formatPollPercent(option.ratio, i18n.locale);
        return (
          <li
            key={index}
            className={option.leading ? 'poll-option poll-leading' : 'poll-option'}
            style={{ '--poll-share': `${Math.round((option.ratio ?? 0) * 100)}%` } as object}
          >
            <span className="poll-percent">{percent}</span>
            <span className="poll-title">
              <EmojiText text={option.title} emojis={emojis} />
              {option.ownVote && <span className="poll-own">{` ✓ ${t`Your choice`}`}</span>}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
