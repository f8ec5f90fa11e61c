import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Page } from '../../components/Page';
import { useRouteInstance } from '../../components/use-route-instance';
import { Timeline } from '../../components/timeline/Timeline';

/** Local or federated timeline of the session's instance, or of the instance in the path. */
function PublicTimelinePage({ local }: { local: boolean }) {
  const { t } = useLingui();
  const { instance, requested, invalid } = useRouteInstance(msg`Unable to load posts.`);
  const title = local ? t`Local` : t`Federated`;
  if (invalid) return <Page title={title}>{invalid}</Page>;
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
