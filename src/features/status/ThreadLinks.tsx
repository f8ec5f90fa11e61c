import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from 'react-router';
import { appPaths } from '../../lib/app-paths';
import { useSession } from '../../state/session';

/** Where else the focused post leads: its edit history and, for its author, its quotes. */
export function ThreadLinks({
  status,
  instance,
}: {
  status: mastodon.v1.Status;
  instance: string;
}) {
  const { t } = useLingui();
  const session = useSession();
  const post = status.reblog ?? status;
  const isAuthor = instance === session.instance && session.account?.info.id === post.account.id;
  const quotes = post.quotesCount ?? 0;
  if (!post.editedAt && !(isAuthor && quotes > 0)) return null;
  return (
    <nav className="thread-links" aria-label={t`About this post`}>
      {post.editedAt && (
        <Link to={appPaths.statusHistory(instance, post.id)}>
          <Trans>Edit history</Trans>
        </Link>
      )}
      {isAuthor && quotes > 0 && (
        <Link to={appPaths.statusQuotes(instance, post.id)}>
          <Plural value={quotes} one="# quote" other="# quotes" />
        </Link>
      )}
    </nav>
  );
}
