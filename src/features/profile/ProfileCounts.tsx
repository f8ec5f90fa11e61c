import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';

/** Posts, following and followers counts (formatted through Intl) and the date joined. */
export function ProfileCounts({ account }: { account: mastodon.v1.Account }) {
  const { i18n } = useLingui();
  const number = (value: number) => i18n.number(value, { notation: 'compact' });
  const joined = new Date(account.createdAt);
  return (
    <ul className="profile-counts">
      <li>
        <strong>{number(account.statusesCount)}</strong>{' '}
        <Plural value={account.statusesCount} one="post" other="posts" />
      </li>
      <li>
        <strong>{number(account.followingCount)}</strong> <Trans>following</Trans>
      </li>
      <li>
        <strong>{number(account.followersCount)}</strong>{' '}
        <Plural value={account.followersCount} one="follower" other="followers" />
      </li>
      {!Number.isNaN(joined.getTime()) && (
        <li>
          <Trans>
            Joined{' '}
            <time dateTime={account.createdAt}>
              {i18n.date(joined, { year: 'numeric', month: 'long' })}
            </time>
          </Trans>
        </li>
      )}
    </ul>
  );
}
