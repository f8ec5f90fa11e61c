import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from 'react-router';
import { appPaths } from '../lib/app-paths';
import { htmlToPlainText } from '../lib/plain-text';
import { Avatar } from './Avatar';
import { FormattedTime } from './FormattedTime';

interface StatusCardProps {
  status: mastodon.v1.Status;
  /** The instance the post was read from; its links open the post there. */
  instance: string;
}

/** A post in its simplest form: author, time and text. Server HTML is never injected. */
export function StatusCard({ status, instance }: StatusCardProps) {
  const booster = status.reblog ? status.account : null;
  const boosterName = booster ? booster.displayName || booster.username : '';
  const post = status.reblog ?? status;
  const author = post.account;
  const name = author.displayName || author.username;
  const text = htmlToPlainText(post.content);
  return (
    <article className="status" aria-label={name}>
      {booster && (
        <p className="status-boosted">
          <Trans>{boosterName} boosted</Trans>
        </p>
      )}
      <header className="status-header">
        <Avatar src={author.avatarStatic || author.avatar} />
        <div className="status-author">
          <span className="status-name">{name}</span>
          <span className="status-acct">@{author.acct}</span>
        </div>
        <Link className="status-time" to={appPaths.status(instance, post.id)}>
          <FormattedTime value={post.createdAt} />
        </Link>
      </header>
      {post.spoilerText ? (
        <details className="status-spoiler">
          <summary>{post.spoilerText}</summary>
          <p className="status-text">{text}</p>
        </details>
      ) : (
        <p className="status-text">{text}</p>
      )}
    </article>
  );
}
