import { Plural, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from 'react-router';
import { appPaths } from '../../lib/app-paths';
import { useSession } from '../../state/session';

/**
 * The focused post's quotes, for its author (servers list quotes only to them). The post itself
 * links to its edit history.
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
  const post = status.reblog ?? status;
  const isAuthor = instance === session.instance && session.account?.info.id === post.account.id;
  const quotes = post.quotesCount ?? 0;
  if (!isAuthor || quotes === 0) return null;
  return (
    <nav className="thread-links" aria-label={t`About this post`}>
      <Link to={appPaths.statusQuotes(instance, post.id)}>
        <Plural value={quotes} one="# quote" other="# quotes" />
      </Link>
    </nav>
  );
}
