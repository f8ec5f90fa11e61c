import type { mastodon } from 'masto';
import { useMemo } from 'react';
import { useDebouncedValue } from '../../components/use-debounced-value';
import {
  completionText,
  exactFirst,
  matchEmojis,
  type Token,
} from '../../lib/compose/autocomplete';
import {
  SUGGESTION_LIMIT,
  useAccountSuggestions,
  useCustomEmojis,
  useHashtagSuggestions,
} from '../../state/autocomplete';

/** Server searches wait until typing pauses this long. */
const SEARCH_DEBOUNCE_MS = 250;

export type Suggestion =
  | { kind: 'account'; key: string; completion: string; account: mastodon.v1.Account }
  | { kind: 'hashtag'; key: string; completion: string; tag: mastodon.v1.Tag }
  | { kind: 'emoji'; key: string; completion: string; emoji: mastodon.v1.CustomEmoji };

/** What to suggest for the token at the caret: accounts and hashtags searched, custom emojis matched. */
export function useSuggestions(token: Token | null): Suggestion[] {
  const typed = token ? `${token.kind}:${token.query}` : '';
  const settled = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  // Only what is still typed once typing pauses is searched for.
  const current = token && settled === typed ? token.query : null;
  const accounts = useAccountSuggestions(token?.kind === 'account' ? current : null);
  const hashtags = useHashtagSuggestions(token?.kind === 'hashtag' ? current : null);
  const emojis = useCustomEmojis(token?.kind === 'emoji');
  return useMemo((): Suggestion[] => {
    if (!token) return [];
    if (token.kind === 'account')
      return exactFirst(accounts.data ?? [], token.query, (a) => [a.acct, a.username]).map(
        (account) => ({
          kind: 'account',
          key: account.id,
          completion: completionText('account', account.acct),
          account,
        }),
      );
    if (token.kind === 'hashtag')
      return exactFirst(hashtags.data ?? [], token.query, (tag) => [tag.name]).map((tag) => ({
        kind: 'hashtag',
        key: tag.name,
        completion: completionText('hashtag', tag.name),
        tag,
      }));
    const visible = (emojis.data ?? []).filter((emoji) => emoji.visibleInPicker);
    return matchEmojis(visible, token.query, SUGGESTION_LIMIT).map((emoji) => ({
      kind: 'emoji',
      key: emoji.shortcode,
      completion: completionText('emoji', emoji.shortcode),
      emoji,
    }));
  }, [token, accounts.data, hashtags.data, emojis.data]);
}
