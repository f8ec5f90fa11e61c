import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from '../../components/router';
import { Loading } from '../../components/Loading';
import { Page } from '../../components/Page';
import { useRouteInstance } from '../../components/use-route-instance';
import { Tabs } from '../../components/Tabs';
import { Timeline } from '../../components/timeline/Timeline';
import { NotOfferedNotice } from '../../components/Unavailable';
import { appPaths } from '../../lib/app-paths';
import { useCapabilities } from '../../state/capabilities';
import { useSession } from '../../state/session';
import '../../styles/screens.css';
import { TrendingLinks } from './TrendingLinks';
import { TrendingTags } from './TrendingTags';

const TAB_KEYS = ['posts', 'hashtags', 'links'] as const;
type TrendingTab = (typeof TAB_KEYS)[number];

function TrendingTabs({ instance }: { instance: string }) {
  const { t } = useLingui();
  const session = useSession();
  const [search, setSearch] = useSearchParams();
  const tab: TrendingTab = TAB_KEYS.find((key) => key === search.get('tab')) ?? 'posts';
  const select = (key: TrendingTab) =>
    setSearch(key === 'posts' ? {} : { tab: key }, { replace: true });
  const tabs = [
    { key: 'posts', label: t`Posts` },
    { key: 'hashtags', label: t`Hashtags` },
    {
      key: 'links',
      label: t({ message: 'News', comment: 'Tab of trending links (news articles)' }),
    },
  ] as const;
  const other = instance === session.instance ? undefined : instance;
  return (
    <Tabs tabs={tabs} selected={tab} onSelect={select} label={t`Trending`} idPrefix="trending">
      {tab === 'posts' && (
        <Timeline descriptor={{ type: 'trending' }} instance={other} label={t`Trending posts`} />
      )}
      {tab === 'hashtags' && <TrendingTags instance={instance} />}
      {tab === 'links' && <TrendingLinks instance={instance} />}
    </Tabs>
  );
}

/** Trends where the server has them; where it does not, says so instead of asking it. */
function TrendingOrNotOffered({ instance }: { instance: string }) {
  const { t } = useLingui();
  const session = useSession();
  const { capabilities, isPending } = useCapabilities(instance);
  if (isPending) return <Loading />;
  if (!capabilities.trends) {
    const local = instance === session.instance ? appPaths.local() : `/${instance}/l`;
    return (
      <NotOfferedNotice message={t`This server does not offer trending posts, hashtags or news.`}>
        <p>
          <Link to={local}>
            <Trans>See the local timeline instead</Trans>
          </Link>
        </p>
      </NotOfferedNotice>
    );
  }
  return <TrendingTabs instance={instance} />;
}

/** What is trending: posts, hashtags and news, on `/trending` or `/{instance}/trending`. */
export function TrendingPage() {
  const { t } = useLingui();
  const { instance, invalid } = useRouteInstance(msg`Unable to load posts.`);
  return (
    <Page title={t`Trending`}>
      {invalid ?? <TrendingOrNotOffered key={instance} instance={instance} />}
    </Page>
  );
}
