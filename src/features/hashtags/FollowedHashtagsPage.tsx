import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoginRequired } from '../../components/LoginRequired';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useSession } from '../../state/session';
import { useFollowedTags } from '../../state/tags';
import '../../styles/screens.css';
import { FollowedTagRow } from './FollowedTagRow';
import { FollowHashtagForm } from './FollowHashtagForm';

function FollowedTags() {
  const { t } = useLingui();
  const { instance } = useSession();
  const tags = useFollowedTags();
  if (tags.isPending) return <Loading shape="rows" />;
  if (tags.isError) {
    return (
      <ErrorMessage
        error={tags.error}
        fallback={msg`Unable to load followed hashtags.`}
        onRetry={() => void tags.refetch()}
      />
    );
  }
  return (
    <>
      {tags.data.length === 0 ? (
        <p className="empty">
          <Trans>You don't follow any hashtags yet. Follow one from its timeline.</Trans>
        </p>
      ) : (
        <ul className="plain-list result-list" aria-label={t`Followed hashtags`}>
          {tags.data.map((tag) => (
            <li key={tag.name}>
              <FollowedTagRow tag={tag} instance={instance} />
            </li>
          ))}
        </ul>
      )}
      <FollowHashtagForm />
    </>
  );
}

/** The hashtags the account follows, with unfollow: `/followed-hashtags`. */
export function FollowedHashtagsPage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  return (
    <Page title={t`Followed hashtags`}>{isLoggedIn ? <FollowedTags /> : <LoginRequired />}</Page>
  );
}
