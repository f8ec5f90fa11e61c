import { Plural } from '@lingui/react/macro';
import { Avatar } from '../../components/Avatar';
import { CustomEmoji } from '../../components/status/CustomEmoji';
import { EmojiText } from '../../components/status/EmojiText';
import { useReducedMotion } from '../../components/media/use-reduced-motion';
import { tagUsage } from '../../lib/tag-history';
import type { Suggestion } from './use-suggestions';

/** One suggestion: an account (avatar, name, handle), a hashtag (its recent use) or a custom emoji. */
export function SuggestionOption({ suggestion }: { suggestion: Suggestion }) {
  const still = useReducedMotion();
  if (suggestion.kind === 'account') {
    const { account } = suggestion;
    return (
      <>
        <Avatar src={account.avatarStatic || account.avatar} size={32} />
        <span className="autocomplete-text">
          <span className="autocomplete-title">
            <EmojiText text={account.displayName || account.username} emojis={account.emojis} />
          </span>
          <bdi className="autocomplete-detail">@{account.acct}</bdi>
        </span>
      </>
    );
  }
  if (suggestion.kind === 'hashtag') {
    const { tag } = suggestion;
    const { uses } = tagUsage(tag.history);
    return (
      <span className="autocomplete-text">
        <span className="autocomplete-title">#{tag.name}</span>
        {tag.history && tag.history.length > 0 && (
          <span className="autocomplete-detail">
            <Plural value={uses} one="# post in the past days" other="# posts in the past days" />
          </span>
        )}
      </span>
    );
  }
  const { emoji } = suggestion;
  return (
    <>
      {/* The shortcode next to it names it. */}
      <span aria-hidden="true">
        <CustomEmoji
          node={{
            type: 'emoji',
            shortcode: emoji.shortcode,
            url: emoji.url,
            staticUrl: emoji.staticUrl,
          }}
          still={still}
        />
      </span>
      <span className="autocomplete-title">:{emoji.shortcode}:</span>
    </>
  );
}
