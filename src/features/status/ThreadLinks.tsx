import { Plural, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from 'react-router';
import { appPaths } from '../../lib/app-paths';
import { useStatusInteractions } from '../../state/posts';
import { useSession } from '../../state/session';

/**
 * Under the focused post: who liked and boosted it, and its quotes for its author (servers list
 * quotes only to them). Counts follow the stored post, so a like made here shows at once.
 */
export function ThreadLinks({
  status,
  instance,
}: {
  status: mastodon.v1.Status;
  instance: string;
}) {
  const { t } = useLingui();
  const session = useSession();
  const { favouritesCount: likes, reblogsCount: boosts } = useStatusInteractions(instance, status);
  const post = status.reblog ?? status;
  const isAuthor = instance === session.instance && session.account?.info.id === post.account.id;
  const quotes = isAuthor ? (post.quotesCount ?? 0) : 0;
  if (likes === 0 && boosts === 0 && quotes === 0) return null;
  return (
    <nav className="thread-links" aria-label={t`About this post`}>
      {likes > 0 && (
        <Link to={appPaths.statusLikedBy(instance, post.id)}>
          <Plural value={likes} one="Liked by # person" other="Liked by # people" />
        </Link>
      )}
      {boosts > 0 && (
        <Link to={appPaths.statusBoostedBy(instance, post.id)}>
          <Plural value={boosts} one="Boosted by # person" other="Boosted by # people" />
        </Link>
      )}
      {quotes > 0 && (
        <Link to={appPaths.statusQuotes(instance, post.id)}>
          <Plural value={quotes} one="# quote" other="# quotes" />
        </Link>
      )}
    </nav>
  );
}
