import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ErrorMessage } from '../../components/ErrorMessage';
import { Page } from '../../components/Page';
import { InvalidInstanceError, isValidInstance } from '../../lib/instance';
import { useSession } from '../../state/session';
import { Timeline } from '../../components/timeline/Timeline';

/** Local or federated timeline of the session's instance, or of the instance in the path. */
function PublicTimelinePage({ local }: { local: boolean }) {
  const { t } = useLingui();
  const params = useParams();
  const session = useSession();
  const requested = params.instance?.toLowerCase();
  const instance = requested ?? session.instance;
  const title = local ? t`Local` : t`Federated`;
  if (!isValidInstance(instance)) {
    return (
      <Page title={title}>
        <ErrorMessage error={new InvalidInstanceError()} fallback={msg`Unable to load posts.`} />
      </Page>
    );
  }
  const label = local ? t`Local timeline of ${instance}` : t`Federated timeline of ${instance}`;
  return (
    <Page title={title}>
      <Timeline
        key={instance}
        descriptor={{ type: local ? 'local' : 'federated' }}
        label={label}
        instance={requested}
      />
    </Page>
  );
}

export function LocalPage() {
  return <PublicTimelinePage local />;
}

export function FederatedPage() {
  return <PublicTimelinePage local={false} />;
}
