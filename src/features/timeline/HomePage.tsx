import { useLingui } from '@lingui/react/macro';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { Timeline } from '../../components/timeline/Timeline';
import { useCapabilities } from '../../state/capabilities';
import { useSession } from '../../state/session';

function FollowingHome() {
  const { t } = useLingui();
  return (
    <Page title={t`Home`}>
      <Timeline descriptor={{ type: 'home' }} label={t`Home timeline`} />
    </Page>
  );
}

/** A first visit without an account: the default instance's trending posts, or its local timeline. */
function Landing() {
  const { t } = useLingui();
  const { instance } = useSession();
  const { capabilities, isPending } = useCapabilities(instance);
  if (isPending) return <Loading />;
  if (capabilities.trends) {
    return (
      <Page title={t`Trending`}>
        <Timeline descriptor={{ type: 'trending' }} label={t`Trending posts`} />
      </Page>
    );
  }
  return (
    <Page title={t`Local`}>
      <Timeline descriptor={{ type: 'local' }} label={t`Local timeline of ${instance}`} />
    </Page>
  );
}

/** `/`: the home timeline when logged in; posts to read straight away when not. */
export function HomePage() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <FollowingHome /> : <Landing />;
}
