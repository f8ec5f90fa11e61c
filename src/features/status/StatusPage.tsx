import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Page } from '../../components/Page';
import { InvalidInstanceError, isValidInstance } from '../../lib/instance';
import { useSession } from '../../state/session';
import '../../styles/screens.css';
import { ThreadView } from './ThreadView';

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
        <ThreadView key={`${instance}/${id}`} instance={instance} id={id} />
      ) : (
        <ErrorMessage error={new InvalidInstanceError()} fallback={msg`Unable to load post.`} />
      )}
    </Page>
  );
}
