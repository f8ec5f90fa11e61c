import { plural } from '@lingui/core/macro';
import type { mastodon } from 'masto';
import { useMemo, useRef, useState } from 'react';
import {
  countAuthors,
  countKinds,
  filterEntries,
  groupByAuthor,
  mergeEntries,
  sortEntries,
  topLinks,
  type CatchupSort,
  type KindChoice,
} from '../../lib/catchup';
import { useAccountFilters } from '../../state/filters';
import { useSession } from '../../state/session';
import { useFollowedTags } from '../../state/tags';
import { AuthorChips } from './AuthorChips';
import { CatchupControls } from './CatchupControls';
import { CatchupPosts } from './CatchupPosts';
import { TopLinks } from './TopLinks';
import { useCatchupKeys } from './use-catchup-keys';

/** A catch-up's posts with its filters, sorts, authors and top links. */
export function CatchupResults({ statuses }: { statuses: mastodon.v1.Status[] }) {
  const { account } = useSession();
  const filters = useAccountFilters();
  const followedTags = useFollowedTags().data;
  const [kind, setKind] = useState<KindChoice>('all');
  const [sort, setSort] = useState<CatchupSort>('time');
  const [grouped, setGrouped] = useState(false);
  const [authorId, setAuthorId] = useState<string>();
  const scope = useRef<HTMLDivElement>(null);

  const entries = useMemo(() => {
    const tags = new Set((followedTags ?? []).map((tag) => tag.name.toLowerCase()));
    return mergeEntries(statuses, {
      followedTags: tags,
      filters,
      currentAccountId: account?.info.id,
    });
  }, [statuses, followedTags, filters, account]);
  const ofKind = useMemo(() => filterEntries(entries, { kind }), [entries, kind]);
  const authors = useMemo(() => countAuthors(ofKind), [ofKind]);
  const shown = useMemo(
    () => sortEntries(filterEntries(ofKind, { kind, authorId }), sort),
    [ofKind, kind, authorId, sort],
  );
  const groups = useMemo(() => (grouped ? groupByAuthor(shown) : null), [grouped, shown]);
  const links = useMemo(() => topLinks(entries), [entries]);

  useCatchupKeys({ scope, grouped, authors, authorId, onAuthor: setAuthorId });

  return (
    <div ref={scope} className="catchup-results">
      <CatchupControls
        counts={countKinds(entries)}
        kind={kind}
        onKind={(next) => {
          setKind(next);
          setAuthorId(undefined);
        }}
        sort={sort}
        onSort={setSort}
        grouped={grouped}
        onGrouped={setGrouped}
      />
      <AuthorChips authors={authors} selected={authorId} onSelect={setAuthorId} />
      <TopLinks links={links} />
      <p className="catchup-shown" role="status">
        {plural(shown.length, { one: '# post shown', other: '# posts shown' })}
      </p>
      <CatchupPosts
        key={`${kind} ${authorId} ${sort} ${grouped}`}
        entries={shown}
        groups={groups}
      />
    </div>
  );
}
