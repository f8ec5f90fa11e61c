import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { IsolatedList } from '../../components/IsolatedList';
import { EmojiText } from '../../components/status/EmojiText';
import { FilteredNotice } from '../../components/status/FilteredNotice';
import { StatusCard } from '../../components/StatusCard';
import { firstOfGroups, targetOf, type AuthorGroup, type CatchupEntry } from '../../lib/catchup';
import { useFilterOutcome } from '../../state/filters';
import { useSession } from '../../state/session';

function Boosters({ entry }: { entry: CatchupEntry }) {
  const names = (
    <IsolatedList
      items={entry.boosters.map((account) => account.displayName || account.username)}
    />
  );
  return (
    <p className="catchup-boosters">
      <Trans>Boosted by {names}</Trans>
    </p>
  );
}

/** One entry: a post (boosts of it merged, their boosters named), a filtered one behind a notice. */
function CatchupPost({ entry }: { entry: CatchupEntry }) {
  const { instance } = useSession();
  const outcome = useFilterOutcome(entry.status, instance, 'home');
  const [showAnyway, setShowAnyway] = useState(false);
  const merged = entry.boosters.length > 0;
  const post = merged ? targetOf(entry.status) : entry.status;
  const hidden = outcome.action !== 'show' && !showAnyway;
  return (
    <li className="catchup-post">
      {merged && <Boosters entry={entry} />}
      {hidden ? (
        <FilteredNotice titles={outcome.titles} onShow={() => setShowAnyway(true)} />
      ) : (
        <StatusCard status={post} instance={instance} />
      )}
    </li>
  );
}

function PostList({ entries, label }: { entries: readonly CatchupEntry[]; label: string }) {
  return (
    <ul className="plain-list catchup-list" aria-label={label}>
      {entries.map((entry) => (
        <CatchupPost key={targetOf(entry.status).id} entry={entry} />
      ))}
    </ul>
  );
}

function Group({ group, total }: { group: AuthorGroup; total: number }) {
  const { t } = useLingui();
  const headingId = useId();
  const { account, entries } = group;
  const acct = account.acct;
  return (
    <section className="catchup-group" aria-labelledby={headingId} data-author-group={account.id}>
      <h2 id={headingId}>
        <EmojiText text={account.displayName || account.username} emojis={account.emojis} />{' '}
        <span className="muted">{plural(total, { one: '# post', other: '# posts' })}</span>
      </h2>
      <PostList entries={entries} label={t`Posts by ${acct}`} />
    </section>
  );
}

/** Posts rendered at first, and added by each "Show more" (Home can hold 800). */
export const POSTS_AT_ONCE = 40;

/** The catch-up's posts, in one list or by author, the first ones and more on demand. */
export function CatchupPosts({
  entries,
  groups,
}: {
  entries: readonly CatchupEntry[];
  groups: readonly AuthorGroup[] | null;
}) {
  const { t } = useLingui();
  const [limit, setLimit] = useState(POSTS_AT_ONCE);
  if (entries.length === 0) {
    return (
      <p className="empty">
        <Trans>No posts to show.</Trans>
      </p>
    );
  }
  const more = entries.length > limit && (
    <button type="button" className="button" onClick={() => setLimit(limit + POSTS_AT_ONCE)}>
      <Trans>Show more posts</Trans>
    </button>
  );
  if (!groups) {
    return (
      <>
        <PostList entries={entries.slice(0, limit)} label={t`Posts`} />
        {more}
      </>
    );
  }
  return (
    <div className="catchup-groups">
      {firstOfGroups(groups, limit).map((group, index) => (
        <Group key={group.account.id} group={group} total={groups[index].entries.length} />
      ))}
      {more}
    </div>
  );
}
