import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from '../../components/router';
import { appPaths } from '../../lib/app-paths';
import { safeExternalHref } from '../../lib/safe-href';
import { formatDateTime, isoDateTime } from '../../lib/time';
import { useStatusInteractions } from '../../state/posts';
import { useSession } from '../../state/session';

/** "Monday, May 5, 2025 at 2:03 PM · via Tusky": when, and with what, the post was made. */
function PostedWith({ post }: { post: mastodon.v1.Status }) {
  const { i18n } = useLingui();
  const date = new Date(post.createdAt);
  const app = post.application?.name?.trim();
  const website = safeExternalHref(post.application?.website);
  return (
    <p className="post-details-when">
      {!Number.isNaN(date.getTime()) && (
        <time dateTime={isoDateTime(date)}>
          {formatDateTime(date, { locale: i18n.locale, dateStyle: 'full' })}
        </time>
      )}
      {app && (
        <span className="post-details-app">
          {website ? (
            <Trans>
              via{' '}
              <a href={website} target="_blank" rel="noopener noreferrer nofollow">
                {app}
              </a>
            </Trans>
          ) : (
            <Trans>via {app}</Trans>
          )}
        </span>
      )}
    </p>
  );
}

/**
 * Under the focused post: when and with what it was posted, who boosted and liked it, and its
 * quotes (listed by servers to its author only; others see the count). Counts follow the stored
 * post, so a like made here shows at once.
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
  const quotes = post.quotesCount ?? 0;
  return (
    <div className="post-details">
      <PostedWith post={post} />
      {(likes > 0 || boosts > 0 || quotes > 0) && (
        <nav className="thread-links" aria-label={t`About this post`}>
          {boosts > 0 && (
            <Link to={appPaths.statusBoostedBy(instance, post.id)}>
              <Plural value={boosts} one="Boosted by # person" other="Boosted by # people" />
            </Link>
          )}
          {likes > 0 && (
            <Link to={appPaths.statusLikedBy(instance, post.id)}>
              <Plural value={likes} one="Liked by # person" other="Liked by # people" />
            </Link>
          )}
          {quotes > 0 &&
            (isAuthor ? (
              <Link to={appPaths.statusQuotes(instance, post.id)}>
                <Plural value={quotes} one="# quote" other="# quotes" />
              </Link>
            ) : (
              <span>
                <Plural value={quotes} one="# quote" other="# quotes" />
              </span>
            ))}
        </nav>
      )}
    </div>
  );
}
