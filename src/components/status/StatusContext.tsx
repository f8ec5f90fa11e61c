import { Trans } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from '../router';
import { appPaths } from '../../lib/app-paths';
import { showReplyingTo } from '../../lib/post-lines';
import { EmojiText } from './EmojiText';
import { Repeat2, Reply } from 'lucide-react';

/** "{name} boosted" above a boost. */
export function BoostedBy({
  booster,
  instance,
}: {
  booster: mastodon.v1.Account;
  instance: string;
}) {
  const name = booster.displayName || booster.username;
  return (
    <p className="status-context-line">
      <Repeat2 className="icon" aria-hidden="true" />
      <Trans>
        <Link to={appPaths.account(instance, booster.id)}>
          <EmojiText text={name} emojis={booster.emojis} />
        </Link>{' '}
        boosted
      </Trans>
    </p>
  );
}

/** "Replying to @acct" when a post answers someone else whose post is not shown just above. */
export function ReplyingTo({
  post,
  instance,
  parentShown = false,
}: {
  post: mastodon.v1.Status;
  instance: string;
  parentShown?: boolean;
}) {
  const parentAccountId = post.inReplyToAccountId;
  if (!post.inReplyToId || !parentAccountId || !showReplyingTo(post, parentShown)) return null;
  const mention = post.mentions.find((entry) => entry.id === parentAccountId);
  const target = appPaths.status(instance, post.inReplyToId);
  const acct = mention?.acct;
  return (
    <p className="status-context-line">
      <Reply className="icon icon-directional" aria-hidden="true" />
      {acct ? (
        <Trans>
          Replying to{' '}
          <Link to={target}>
            <bdi>@{acct}</bdi>
          </Link>
        </Trans>
      ) : (
        <Link to={target}>
          <Trans>Replying to a post</Trans>
        </Link>
      )}
    </p>
  );
}
