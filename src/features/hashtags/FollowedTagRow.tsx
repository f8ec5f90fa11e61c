import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { mastodon } from 'masto';
import { Link } from '../../components/router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { appPaths } from '../../lib/app-paths';
import { useFollowTag } from '../../state/tags';

/** A followed hashtag: a link to its timeline and Unfollow (or Follow again, after an unfollow). */
export function FollowedTagRow({ tag, instance }: { tag: mastodon.v1.Tag; instance: string }) {
  const { t } = useLingui();
  const follow = useFollowTag();
  const following = tag.following !== false;
  const name = tag.name;
  return (
    <div className="list-row">
      <Link className="list-row-title" to={appPaths.hashtag(instance, name)}>
        #{name}
      </Link>
      <button
        type="button"
        className={following ? 'button' : 'button button-primary'}
        disabled={follow.isPending}
        aria-label={following ? t`Unfollow #${name}` : t`Follow #${name}`}
        onClick={() => follow.mutate({ name, follow: !following })}
      >
        {following ? <Trans>Unfollow</Trans> : <Trans>Follow</Trans>}
      </button>
      {follow.isError && (
        <ErrorMessage error={follow.error} fallback={msg`Unable to update the hashtag.`} />
      )}
    </div>
  );
}
