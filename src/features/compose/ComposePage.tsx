import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { LoginRequired } from '../../components/LoginRequired';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { appPaths } from '../../lib/app-paths';
import { replyMentions, type Visibility } from '../../lib/compose/composer';
import { useSession } from '../../state/session';
import { useStatus } from '../../state/statuses';
import '../../styles/compose.css';
import { Composer } from './Composer';
import { ScheduledComposer } from './ScheduledComposer';

/** A reply keeps its post's audience when that is narrower than public. */
function replyVisibility(visibility: string): Visibility | undefined {
  return visibility === 'unlisted' || visibility === 'private' || visibility === 'direct'
    ? visibility
    : undefined;
}

function ReplyComposer({ id }: { id: string }) {
  const session = useSession();
  const status = useStatus(session.instance, id);
  if (status.isPending) return <Loading />;
  if (!status.data) {
    return (
      <ErrorMessage
        error={status.error}
        fallback={msg`Unable to load post.`}
        onRetry={() => void status.refetch()}
      />
    );
  }
  const post = status.data.reblog ?? status.data;
  const ownAcct = session.account?.info.acct ?? session.account?.info.username;
  return (
    <Composer
      replyTo={{ id: post.id, acct: post.account.acct }}
      initialText={replyMentions(
        post.account.acct,
        post.mentions.map((mention) => mention.acct),
        ownAcct,
      )}
      initialVisibility={replyVisibility(post.visibility)}
    />
  );
}

/** `#/compose`, or `#/compose?replyTo={id}` to answer a post of the session's instance. */
export function ComposePage() {
  const { t } = useLingui();
  const { isLoggedIn } = useSession();
  const [params] = useSearchParams();
  const replyTo = params.get('replyTo');
  const scheduled = params.get('scheduled');
  return (
    <Page title={replyTo ? t`Reply` : t`Compose`}>
      {!isLoggedIn ? (
        <LoginRequired />
      ) : scheduled ? (
        <ScheduledComposer key={scheduled} id={scheduled} />
      ) : replyTo ? (
        <ReplyComposer key={replyTo} id={replyTo} />
      ) : (
        <Composer />
      )}
      {isLoggedIn && (
        <p className="composer-drafts-link">
          <Link to={appPaths.drafts()}>
            <Trans>Drafts</Trans>
          </Link>{' '}
          <Link to={appPaths.scheduled()}>
            <Trans>Scheduled posts</Trans>
          </Link>
        </p>
      )}
    </Page>
  );
}
