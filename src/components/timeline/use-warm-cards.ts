import type { mastodon } from 'masto';
import { useCallback, useEffect } from 'react';
import { filterableText, type FilterContext } from '../../lib/filters';
import { useAccountFilters } from '../../state/filters';
import { useSession } from '../../state/session';
import type { PreparePage } from '../../state/timelines';
import { blurhashUrl } from '../media/blurhash-url';
import { prepareParsedContent, warmParsedContent } from '../status/parsed-content';

type Status = mastodon.v1.Status;

/** The media placeholders a post's card paints as it mounts. */
function paintPlaceholders(post: Status): void {
  for (const media of post.mediaAttachments) if (media.blurhash) blurhashUrl(media.blurhash);
  if (post.card?.blurhash) blurhashUrl(post.card.blurhash);
}

/**
 * What a feed's cards read as they mount, done ahead: their content parsed, their media
 * placeholders painted and, when the reader's keyword filters will search it, their text read.
 * `preparePage` does it for a page just fetched, in short slices, before the page is shown (a
 * page loaded below then mounts without doing all of it in one task); `useWarmCards` for the
 * loaded posts while the page is idle.
 */
export function useCardPreparation(
  instance: string,
  context: FilterContext | undefined,
): { prepareCard: (post: Status) => void; preparePage: PreparePage } {
  const session = useSession();
  const filters = useAccountFilters();
  // As useFilterOutcome decides: the reader's filters apply to posts read from their instance.
  const own = instance.toLowerCase() === session.instance;
  const searchesText =
    own &&
    context !== undefined &&
    (filters ?? []).some(
      (filter) => filter.context.includes(context) && filter.keywords.length > 0,
    );
  const prepareCard = useCallback(
    (post: Status) => {
      paintPlaceholders(post);
      if (searchesText) filterableText(post);
    },
    [searchesText],
  );
  const preparePage = useCallback(
    (statuses: readonly Status[]) => prepareParsedContent(statuses, prepareCard),
    [prepareCard],
  );
  return { prepareCard, preparePage };
}

export function useWarmCards(statuses: readonly Status[], prepareCard: (post: Status) => void) {
  useEffect(() => warmParsedContent(statuses, prepareCard), [statuses, prepareCard]);
}
