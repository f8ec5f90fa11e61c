import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { EmojiText } from '../../components/status/EmojiText';
import { FilteredNotice } from '../../components/status/FilteredNotice';
import { StatusCard } from '../../components/StatusCard';
import { targetOf, type AuthorGroup, type CatchupEntry } from '../../lib/catchup';
import { useFilterOutcome } from '../../state/filters';
import { useSession } from '../../state/session';

function Boosters({ entry }: { entry: CatchupEntry }) {
  const { i18n } = useLingui();
  const names = new Intl.ListFormat(i18n.locale, { type: 'conjunction' }).format(
    entry.boosters.map((account) => account.displayName || account.username),
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

function Group({ group }: { group: AuthorGroup }) {
  const { t } = useLingui();
  const headingId = useId();
  const { account, entries } = group;
  const acct = account.acct;
  return (
    <section className="catchup-group" aria-labelledby={headingId} data-author-group={account.id}>
      <h2 id={headingId}>
        <EmojiText text={account.displayName || account.username} emojis={account.emojis} />{' '}
        <span className="muted">{plural(entries.length, { one: '# post', other: '# posts' })}</span>
      </h2>
      <PostList entries={entries} label={t`Posts by ${acct}`} />
    </section>
  );
}

/** The catch-up's posts, in one list or by author. */
export function CatchupPosts({
  entries,
  groups,
}: {
  entries: readonly CatchupEntry[];
  groups: readonly AuthorGroup[] | null;
}) {
  const { t } = useLingui();
  if (entries.length === 0) {
    return (
      <p className="empty">
        <Trans>No posts to show.</Trans>
      </p>
    );
  }
  if (!groups) return <PostList entries={entries} label={t`Posts`} />;
  return (
    <div className="catchup-groups">
      {groups.map((group) => (
        <Group key={group.account.id} group={group} />
      ))}
    </div>
  );
}
