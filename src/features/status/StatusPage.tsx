import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { isNotFound } from '../../api/errors';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Page } from '../../components/Page';
import { NotFoundNotice } from '../../components/Unavailable';
import { InvalidInstanceError, isValidInstance } from '../../lib/instance';
import { useSession } from '../../state/session';
import { useStatus } from '../../state/statuses';
import '../../styles/screens.css';
import { ThreadView } from './ThreadView';

/** The thread, unless the server says the post does not exist (asked once, never retried). */
function PostOrNotFound({ instance, id }: { instance: string; id: string }) {
  const { t } = useLingui();
  const status = useStatus(instance, id);
  if (status.isError && isNotFound(status.error)) {
    return <NotFoundNotice message={t`Post not found. It may have been deleted.`} />;
  }
  return <ThreadView instance={instance} id={id} />;
}

/** A post and its thread, from `/{instance}/s/{statusId}` or `/s/{statusId}` (the session's instance). */
export function StatusPage() {
  const { t } = useLingui();
  const params = useParams();
  const session = useSession();
  const instance = params.instance?.toLowerCase() ?? session.instance;
  const id = params.statusId ?? '';
  return (
    <Page title={t`Post`}>
      {isValidInstance(instance) ? (
        <PostOrNotFound key={`${instance}/${id}`} instance={instance} id={id} />
      ) : (
        <ErrorMessage error={new InvalidInstanceError()} fallback={msg`Unable to load post.`} />
      )}
    </Page>
  );
}
