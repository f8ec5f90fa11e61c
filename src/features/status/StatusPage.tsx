import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { StatusCard } from '../../components/StatusCard';
import { InvalidInstanceError, isValidInstance } from '../../lib/instance';
import { useSession } from '../../state/session';
import { useStatus } from '../../state/statuses';

function StatusView({ instance, id }: { instance: string; id: string }) {
  const session = useSession();
  const status = useStatus(instance, id);
  if (status.isPending) return <Loading />;
  if (status.isError)
    return <ErrorMessage error={status.error} fallback={msg`Unable to load post.`} />;
  return (
    <>
      {session.isLoggedIn && instance !== session.instance && (
        <p className="notice" role="note">
          <Trans>
            Sorry, your current logged-in instance can't interact with this post from another
            instance.
          </Trans>
        </p>
      )}
      <StatusCard status={status.data} instance={instance} />
    </>
  );
}

/** A post, from `/{instance}/s/{statusId}` or `/s/{statusId}` (the session's instance). */
export function StatusPage() {
  const { t } = useLingui();
  const params = useParams();
  const session = useSession();
  const instance = params.instance?.toLowerCase() ?? session.instance;
  const id = params.statusId ?? '';
  return (
    <Page title={t`Post`}>
      {isValidInstance(instance) ? (
        <StatusView key={`${instance}/${id}`} instance={instance} id={id} />
      ) : (
        <ErrorMessage error={new InvalidInstanceError()} fallback={msg`Unable to load post.`} />
      )}
    </Page>
  );
}
