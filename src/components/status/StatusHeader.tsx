import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from '../router';
import { appPaths } from '../../lib/app-paths';
import { formatDateTime } from '../../lib/time';
import { Avatar } from '../Avatar';
import { EmojiText } from './EmojiText';
import { RelativeTime } from './RelativeTime';
import { StatusLanguage } from './StatusLanguage';
import { StatusVisibility } from './StatusVisibility';
import { ThreadNumberBadge } from './ThreadNumberBadge';

interface StatusHeaderProps {
  post: mastodon.v1.Status;
  instance: string;
  variant: 'timeline' | 'focus' | 'quote';
  /** Given by a thread view that knows the length; computed from the cache otherwise. */
  threadTotal?: number;
}

export function StatusHeader({ post, instance, variant, threadTotal }: StatusHeaderProps) {
  const { i18n } = useLingui();
  const author = post.account;
  const name = author.displayName || author.username;
  const editedAt = post.editedAt;
  return (
    <header className="status-header">
      {/* The name next to it is the profile link for keyboards and screen readers. */}
      <Link
        className="status-avatar"
        to={appPaths.account(instance, author.id)}
        tabIndex={-1}
        aria-hidden="true"
      >
        <Avatar src={author.avatarStatic || author.avatar} size={variant === 'quote' ? 24 : 44} />
      </Link>
      <Link className="status-author" to={appPaths.account(instance, author.id)}>
        <span className="status-name">
          <EmojiText text={name} emojis={author.emojis} />
        </span>
        <bdi className="status-acct">@{author.acct}</bdi>
      </Link>
      <span className="status-meta">
        {variant !== 'quote' && (
          <ThreadNumberBadge post={post} instance={instance} total={threadTotal} />
        )}
        {editedAt && (
          <Link
            className="status-edited"
            to={appPaths.statusHistory(instance, post.id)}
            title={formatDateTime(editedAt, { locale: i18n.locale })}
          >
            <Trans comment="Label on a post that was changed after it was published">Edited</Trans>
          </Link>
        )}
        <StatusLanguage language={post.language} />
        <StatusVisibility visibility={post.visibility} />
        {/* The post page gives the full date under the post. */}
        {variant !== 'focus' && (
          <Link className="status-time" to={appPaths.status(instance, post.id)}>
            <RelativeTime value={post.createdAt} />
          </Link>
        )}
      </span>
    </header>
  );
}
