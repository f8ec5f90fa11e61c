import type { mastodon } from 'masto';
import { Link } from './router';
import { Avatar } from './Avatar';
import { EmojiText } from './status/EmojiText';
import { appPaths } from '../lib/app-paths';

/** An account in a list of accounts: a link to its profile. */
export function AccountRow({
  account,
  instance,
}: {
  account: mastodon.v1.Account;
  instance: string;
}) {
  return (
    <Link className="result-row" to={appPaths.account(instance, account.id)}>
      <Avatar src={account.avatarStatic || account.avatar} size={44} />
      <span className="result-text">
        <span className="result-title">
          <EmojiText text={account.displayName || account.username} emojis={account.emojis} />
        </span>
        <bdi className="result-detail">@{account.acct}</bdi>
      </span>
    </Link>
  );
}
