import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Avatar } from '../../components/Avatar';
import { EmojiText } from '../../components/status/EmojiText';
import type { AuthorCount } from '../../lib/catchup';

const AUTHORS_LABEL = msg({
  message: 'Authors',
  comment: 'Label of the group of buttons choosing whose posts to show',
});

interface AuthorChipsProps {
  authors: readonly AuthorCount[];
  selected: string | undefined;
  onSelect: (accountId: string | undefined) => void;
}

/** Everyone in the catch-up, with how many posts; one pressed shows only theirs. */
export function AuthorChips({ authors, selected, onSelect }: AuthorChipsProps) {
  const { i18n } = useLingui();
  if (authors.length === 0) return null;
  return (
    <div className="catchup-authors" role="group" aria-label={i18n._(AUTHORS_LABEL)}>
      <button
        type="button"
        className="catchup-chip"
        aria-pressed={selected === undefined}
        onClick={() => onSelect(undefined)}
      >
        <Trans comment="Button: show the posts of every author">Everyone</Trans>
      </button>
      {authors.map(({ account, count }) => (
        <button
          key={account.id}
          type="button"
          className="catchup-chip"
          aria-pressed={selected === account.id}
          title={`@${account.acct}`}
          onClick={() => onSelect(selected === account.id ? undefined : account.id)}
        >
          <Avatar src={account.avatarStatic || account.avatar} size={20} />
          <EmojiText text={account.displayName || account.username} emojis={account.emojis} />{' '}
          <span className="badge">{i18n.number(count)}</span>
        </button>
      ))}
    </div>
  );
}
