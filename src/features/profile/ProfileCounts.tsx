import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from '../../components/router';
import { appPaths } from '../../lib/app-paths';

/** Posts, following and followers counts (formatted through Intl) and the date joined. */
export function ProfileCounts({
  account,
  instance,
}: {
  account: mastodon.v1.Account;
  instance: string;
}) {
  const { i18n } = useLingui();
  const number = (value: number) => i18n.number(value, { notation: 'compact' });
  const joined = new Date(account.createdAt);
  const joinedMonth = Number.isNaN(joined.getTime())
    ? null
    : i18n.date(joined, { year: 'numeric', month: 'long' });
  return (
    <ul className="profile-counts">
      <li>
        <strong>{number(account.statusesCount)}</strong>{' '}
        <Plural value={account.statusesCount} one="post" other="posts" />
      </li>
      <li>
        <Link to={appPaths.following(instance, account.id)}>
          <strong>{number(account.followingCount)}</strong>{' '}
          <Trans comment="After a number on a profile: how many accounts it follows, e.g. “120 following”">
            following
          </Trans>
        </Link>
      </li>
      <li>
        <Link to={appPaths.followers(instance, account.id)}>
          <strong>{number(account.followersCount)}</strong>{' '}
          <Plural value={account.followersCount} one="follower" other="followers" />
        </Link>
      </li>
      {joinedMonth && (
        <li>
          <Trans>
            Joined <time dateTime={account.createdAt}>{joinedMonth}</time>
          </Trans>
        </li>
      )}
    </ul>
  );
}
